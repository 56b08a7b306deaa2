// The Quotes tab's filters in the address (/dashboard?tab=quotes&event=12&status=submitted&page=2),
// so My Events, a notification or a reload can open the quotes of one event or one status.
import { QUERY_FLAGS } from '@app/contract';

export const QUOTES_TAB_PARAMS = { event: 'event', status: 'status', page: 'page' } as const;

export type TQuotesTabFilters = { eventId?: number | null; status?: string | null; page?: number | null };

/** The query string (with its '?') of the Quotes tab with these filters; defaults are left out. */
export const quotesTabSearch = ({ eventId, status, page }: TQuotesTabFilters = {}): string => {
  const params = new URLSearchParams({ [QUERY_FLAGS.tab]: 'quotes' });
  if (eventId) params.set(QUOTES_TAB_PARAMS.event, String(eventId));
  if (status) params.set(QUOTES_TAB_PARAMS.status, status);
  if (page && page > 1) params.set(QUOTES_TAB_PARAMS.page, String(page));
  return `?${params.toString()}`;
};

/** The address of the Quotes tab with these filters. */
export const quotesTabPath = (filters: TQuotesTabFilters = {}): string => `/dashboard${quotesTabSearch(filters)}`;
