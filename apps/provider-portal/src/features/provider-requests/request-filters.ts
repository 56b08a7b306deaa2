// The inbox's filters live in the address (?category_id=&date_from=&date_to=&invited_only=true&page=),
// so a filtered list can be reloaded, shared and returned to. Unreadable values are dropped.
import { isIsoDate, type TProviderRequestListQuery } from '@app/contract';

export type TRequestFilters = {
  categoryId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  isInvitedOnly: boolean;
  page: number;
};

export const NO_FILTERS: TRequestFilters = { categoryId: null, dateFrom: null, dateTo: null, isInvitedOnly: false, page: 1 };

const wholeNumber = (value: string | null): number | null => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);
const isoDate = (value: string | null): string | null => (value && isIsoDate(value) ? value : null);

export const readFilters = (params: URLSearchParams): TRequestFilters => ({
  categoryId: wholeNumber(params.get('category_id')),
  dateFrom: isoDate(params.get('date_from')),
  dateTo: isoDate(params.get('date_to')),
  isInvitedOnly: params.get('invited_only') === 'true',
  page: wholeNumber(params.get('page')) ?? 1,
});

/** The address's query for these filters: defaults left out. */
export const filtersToSearch = (filters: TRequestFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.categoryId) params.set('category_id', String(filters.categoryId));
  if (filters.dateFrom) params.set('date_from', filters.dateFrom);
  if (filters.dateTo) params.set('date_to', filters.dateTo);
  if (filters.isInvitedOnly) params.set('invited_only', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

/** A change of any filter starts again at page 1. */
export const withFilter = (filters: TRequestFilters, change: Partial<Omit<TRequestFilters, 'page'>>): TRequestFilters => ({ ...filters, ...change, page: 1 });

export const activeFilterCount = (filters: TRequestFilters): number =>
  [filters.categoryId !== null, filters.dateFrom !== null || filters.dateTo !== null, filters.isInvitedOnly].filter(Boolean).length;

export const DATE_ORDER_PROBLEM = 'The “From” date must be on or before the “To” date';

/** The API refuses a range that ends before it starts; the filters say so instead of asking. */
export const dateRangeProblem = (filters: TRequestFilters): string | null =>
  filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo ? DATE_ORDER_PROBLEM : null;

export const filtersToQuery = (filters: TRequestFilters): TProviderRequestListQuery => ({
  category_id: filters.categoryId ?? undefined,
  date_from: filters.dateFrom ?? undefined,
  date_to: filters.dateTo ?? undefined,
  invited_only: filters.isInvitedOnly ? 'true' : undefined,
  page: filters.page,
});
