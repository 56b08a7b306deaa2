// The quotes screen's status tabs, kept in the address (?status=submitted&page=2).
import { QUOTE_STATUS_LABELS, ZQuoteStatus, type TQuoteCounts, type TQuoteStatus } from '@app/contract';

export type TQuoteTab = 'all' | TQuoteStatus;

export const QUOTE_TABS: readonly { tab: TQuoteTab; label: string }[] = [
  { tab: 'all', label: 'All' },
  { tab: 'submitted', label: QUOTE_STATUS_LABELS.submitted },
  { tab: 'accepted', label: QUOTE_STATUS_LABELS.accepted },
  { tab: 'rejected', label: QUOTE_STATUS_LABELS.rejected },
  { tab: 'expired', label: QUOTE_STATUS_LABELS.expired },
  { tab: 'withdrawn', label: QUOTE_STATUS_LABELS.withdrawn },
];

export type TQuoteListParams = { tab: TQuoteTab; page: number };

export const readQuoteListParams = (params: URLSearchParams): TQuoteListParams => {
  const status = ZQuoteStatus.safeParse(params.get('status'));
  const page = params.get('page');
  return { tab: status.success ? status.data : 'all', page: page && /^\d{1,9}$/.test(page) && Number(page) > 0 ? Number(page) : 1 };
};

/** The address's query for a tab and page: the defaults (All, page 1) left out. */
export const quoteListSearch = ({ tab, page }: TQuoteListParams): string => {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('status', tab);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const tabCount = (counts: TQuoteCounts | undefined, tab: TQuoteTab): number | null => (counts ? counts[tab] : null);

/** What an empty tab says. */
export const EMPTY_TAB_TEXT: Record<TQuoteTab, string> = {
  all: 'Quotes you send from a request appear here, with their status.',
  submitted: 'No quotes are waiting for an answer.',
  accepted: 'No accepted quotes yet. A complete profile with photos helps organisers choose you.',
  rejected: 'No organiser has turned down one of your quotes.',
  expired: 'None of your quotes has passed its valid-until date unanswered.',
  withdrawn: 'You have not withdrawn any quotes.',
};
