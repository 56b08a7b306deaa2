// My Events' filter tab and page, read from and written to the address
// (/dashboard?tab=events&events_status=draft&events_page=2), and the list query they ask for.
import { EVENT_FILTER_STATUSES, EVENT_REQUEST_PAGE_SIZE, type TEventFilter, type TEventRequestCounts, type TEventRequestListQuery } from '@app/contract';

export const EVENT_LIST_PARAMS = { status: 'events_status', page: 'events_page' } as const;

/** The filter tabs in their order (dashboard.md §2 My Events page). */
export const EVENT_FILTERS = ['all', 'draft', 'active', 'completed'] as const satisfies readonly TEventFilter[];

export const EVENT_FILTER_LABELS: Record<TEventFilter, string> = {
  all: 'All Events',
  draft: 'Drafts',
  active: 'Active',
  completed: 'Completed',
};

export type TEventListState = { filter: TEventFilter; page: number };

const PAGE = /^[1-9]\d{0,8}$/;

const readFilter = (value: string | null): TEventFilter => {
  const status = value?.trim().toLowerCase();
  return EVENT_FILTERS.find((filter) => filter !== 'all' && filter === status) ?? 'all';
};

export const readEventListState = (params: URLSearchParams): TEventListState => {
  const page = params.get(EVENT_LIST_PARAMS.page);
  return { filter: readFilter(params.get(EVENT_LIST_PARAMS.status)), page: page && PAGE.test(page) ? Number(page) : 1 };
};

/** The address of a state, keeping every other parameter (the dashboard's tab among them); defaults are left out. */
export const writeEventListState = (state: TEventListState, current: URLSearchParams): URLSearchParams => {
  const next = new URLSearchParams(current);
  next.delete(EVENT_LIST_PARAMS.status);
  next.delete(EVENT_LIST_PARAMS.page);
  if (state.filter !== 'all') next.set(EVENT_LIST_PARAMS.status, state.filter);
  if (state.page > 1) next.set(EVENT_LIST_PARAMS.page, String(state.page));
  return next;
};

/** The list call of a state: 20 a page, the statuses its tab lists (none for All). */
export const toEventListQuery = ({ filter, page }: TEventListState): TEventRequestListQuery => {
  const statuses = EVENT_FILTER_STATUSES[filter];
  return { page, limit: EVENT_REQUEST_PAGE_SIZE, ...(statuses ? { status: statuses.join(',') } : {}) };
};

/** A tab's count; All counts every event, cancelled ones included. */
export const filterCount = (counts: TEventRequestCounts | undefined, filter: TEventFilter): number | undefined => counts?.[filter];
