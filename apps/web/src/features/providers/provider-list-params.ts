// The Providers tab's filters, sort, page and view live in the address (/dashboard?tab=providers&...),
// so a filtered list can be reloaded, shared and returned to from a provider's page.
import {
  PROVIDER_DEFAULT_PAGE_SIZE, PROVIDER_MIN_YEARS_OPTIONS, PROVIDER_PAGE_SIZES, PROVIDER_PRICE_RANGES, PROVIDER_SORT_OPTIONS,
  QUERY_FLAGS, type TProviderListQuery,
} from '@app/contract';
import type { TProviderView } from '../../lib/provider-display.ts';

export type { TProviderView };

export type TProviderListState = {
  search: string;
  categoryId: string;
  locationId: string;
  priceRange: string;
  minYears: string;
  city: string;
  /** A key of PROVIDER_SORT_OPTIONS: '<sortBy>-<sortOrder>'. */
  sort: string;
  page: number;
  limit: number;
  view: TProviderView;
};

/** Address parameter of each setting. */
export const LIST_PARAMS = {
  search: 'q',
  categoryId: 'category',
  locationId: 'location',
  priceRange: 'price',
  minYears: 'experience',
  city: 'city',
  sort: 'sort',
  page: 'page',
  limit: 'limit',
  view: 'view',
} as const satisfies Record<keyof TProviderListState, string>;

export const sortKey = (option: { sortBy: string; sortOrder: string }): string => `${option.sortBy}-${option.sortOrder}`;
export const SORT_CHOICES = PROVIDER_SORT_OPTIONS.map((option) => ({ ...option, key: sortKey(option) }));
/** Default sort: business_name ascending (dashboard.md §9). */
export const DEFAULT_SORT = sortKey(PROVIDER_SORT_OPTIONS[0]);

export const DEFAULT_LIST_STATE: TProviderListState = {
  search: '',
  categoryId: '',
  locationId: '',
  priceRange: '',
  minYears: '',
  city: '',
  sort: DEFAULT_SORT,
  page: 1,
  limit: PROVIDER_DEFAULT_PAGE_SIZE,
  view: 'grid',
};

const positiveId = (value: string | null): string => (value && /^[1-9]\d{0,9}$/.test(value) ? value : '');

/** Reads the settings from the address; anything unusable takes its default. */
export const readListState = (params: URLSearchParams): TProviderListState => {
  const page = Number(params.get(LIST_PARAMS.page));
  const limit = Number(params.get(LIST_PARAMS.limit));
  const sort = params.get(LIST_PARAMS.sort) ?? '';
  const price = params.get(LIST_PARAMS.priceRange) ?? '';
  const minYears = Number(params.get(LIST_PARAMS.minYears));
  return {
    search: (params.get(LIST_PARAMS.search) ?? '').slice(0, 200),
    categoryId: positiveId(params.get(LIST_PARAMS.categoryId)),
    locationId: positiveId(params.get(LIST_PARAMS.locationId)),
    priceRange: (PROVIDER_PRICE_RANGES as readonly string[]).includes(price) ? price : '',
    minYears: (PROVIDER_MIN_YEARS_OPTIONS as readonly number[]).includes(minYears) ? String(minYears) : '',
    city: (params.get(LIST_PARAMS.city) ?? '').slice(0, 100),
    sort: SORT_CHOICES.some((choice) => choice.key === sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PROVIDER_PAGE_SIZES as readonly number[]).includes(limit) ? limit : PROVIDER_DEFAULT_PAGE_SIZE,
    view: params.get(LIST_PARAMS.view) === 'list' ? 'list' : 'grid',
  };
};

/** The address for a state: tab=providers plus every setting that differs from its default. */
export const writeListState = (state: TProviderListState): URLSearchParams => {
  const params = new URLSearchParams({ [QUERY_FLAGS.tab]: 'providers' });
  for (const key of Object.keys(LIST_PARAMS) as (keyof TProviderListState)[]) {
    const value = state[key];
    if (value === DEFAULT_LIST_STATE[key]) continue;
    const text = String(value);
    if (text.trim()) params.set(LIST_PARAMS[key], text);
  }
  return params;
};

/** The filters a person chose (not sort, page size or view). */
export const activeFilterCount = (state: TProviderListState): number =>
  [state.search.trim(), state.categoryId, state.locationId, state.priceRange, state.minYears, state.city].filter(Boolean).length;

/** The list call's query: empty values are skipped (dashboard.md §7). */
export const toProviderQuery = (state: TProviderListState): TProviderListQuery => {
  const sort = SORT_CHOICES.find((choice) => choice.key === state.sort) ?? SORT_CHOICES[0]!;
  const query: TProviderListQuery = { page: state.page, limit: state.limit, sortBy: sort.sortBy, sortOrder: sort.sortOrder };
  const search = state.search.trim();
  if (search) query.search = search;
  if (state.categoryId) query.categoryId = Number(state.categoryId);
  if (state.locationId) query.locationId = Number(state.locationId);
  if (state.priceRange) query.priceRange = state.priceRange as TProviderListQuery['priceRange'];
  if (state.minYears) query.minYearsExperience = Number(state.minYears);
  if (state.city.trim()) query.city = state.city.trim();
  return query;
};
