// The Quotes tab's event, status tab and page, read from and written to the address
// (lib/quotes-tab-params.ts names the parameters), and the API query they ask for.
import { QUOTE_STATUS_LABELS, type TOrganiserQuoteListQuery, type TQuoteCounts } from '@app/contract';
import { QUOTES_TAB_PARAMS, quotesTabSearch } from '../../lib/quotes-tab-params.ts';

/** The status tabs (dashboard.md §2 Quotes & Proposals page): All also lists expired quotes. */
export const QUOTE_TABS = ['all', 'submitted', 'accepted', 'rejected'] as const;
export type TQuoteTab = (typeof QUOTE_TABS)[number];

export const QUOTE_TAB_LABELS: Record<TQuoteTab, string> = {
  all: 'All',
  submitted: QUOTE_STATUS_LABELS.submitted,
  accepted: QUOTE_STATUS_LABELS.accepted,
  rejected: QUOTE_STATUS_LABELS.rejected,
};

export type TQuoteListState = { eventId: number | null; tab: TQuoteTab; page: number };

const POSITIVE_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

const readId = (value: string | null): number | null => {
  if (!value || !POSITIVE_ID.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
};

/** status=submitted (or its label, pending), accepted or rejected; anything else is All. */
const readTab = (value: string | null): TQuoteTab => {
  const status = value?.trim().toLowerCase();
  if (status === 'pending') return 'submitted';
  return QUOTE_TABS.find((tab) => tab !== 'all' && tab === status) ?? 'all';
};

export const readQuoteListState = (params: URLSearchParams): TQuoteListState => ({
  eventId: readId(params.get(QUOTES_TAB_PARAMS.event)),
  tab: readTab(params.get(QUOTES_TAB_PARAMS.status)),
  page: readId(params.get(QUOTES_TAB_PARAMS.page)) ?? 1,
});

/** The address of a state, keeping any other parameter the address holds. */
export const writeQuoteListState = (state: TQuoteListState, current: URLSearchParams): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const name of Object.values(QUOTES_TAB_PARAMS)) next.delete(name);
  const own = new URLSearchParams(quotesTabSearch({ eventId: state.eventId, status: state.tab === 'all' ? null : state.tab, page: state.page }));
  for (const [name, value] of own) next.set(name, value);
  return next;
};

export const toQuoteQuery = (state: TQuoteListState): TOrganiserQuoteListQuery => ({
  ...(state.eventId ? { event_request_id: state.eventId } : {}),
  ...(state.tab === 'all' ? {} : { status: state.tab }),
  ...(state.page > 1 ? { page: state.page } : {}),
});

/** A tab's count: All counts every quote the organiser sees, expired ones included. */
export const tabCount = (counts: TQuoteCounts | undefined, tab: TQuoteTab): number | undefined => (counts ? counts[tab] : undefined);
