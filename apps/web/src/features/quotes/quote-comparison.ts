// Comparing up to four quotes of one event side by side (issue 17, part 1): which quotes, the
// address that names them, the rows in order, and which column is the best value of each row.
import { nzToday, type TQuote } from '@app/contract';

/** At most this many quotes side by side. */
export const COMPARE_MAX = 4;

export const COMPARE_PARAMS = { event: 'event', ids: 'ids' } as const;

/** '/dashboard/quotes/compare?event=12&ids=3,5,9' (the quotes left out: the page picks the event's pending ones). */
export const compareQuotesPath = (eventRequestId: number, quoteIds: readonly number[] = []): string => {
  const params = new URLSearchParams({ [COMPARE_PARAMS.event]: String(eventRequestId) });
  if (quoteIds.length > 0) params.set(COMPARE_PARAMS.ids, quoteIds.join(','));
  return `/dashboard/quotes/compare?${params.toString().replaceAll('%2C', ',')}`;
};

const positiveInt = (value: string | null | undefined): number | null => {
  const n = Number(value?.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The event and the quotes the address names: whole positive ids, each once, at most COMPARE_MAX. */
export const readCompareParams = (params: URLSearchParams): { eventId: number | null; ids: number[] } => {
  const ids = (params.get(COMPARE_PARAMS.ids) ?? '').split(',').map(positiveInt).filter((id): id is number => id !== null);
  return { eventId: positiveInt(params.get(COMPARE_PARAMS.event)), ids: [...new Set(ids)].slice(0, COMPARE_MAX) };
};

const STATUS_ORDER: Record<TQuote['status'], number> = { submitted: 0, accepted: 1, expired: 2, rejected: 3, withdrawn: 4 };

/** The quotes to compare when none are named: pending ones first (then the accepted one, then the rest), in the list's order, at most COMPARE_MAX. */
export const defaultCompareIds = (quotes: readonly TQuote[]): number[] =>
  quotes
    .map((quote, index) => ({ quote, index }))
    .sort((a, b) => STATUS_ORDER[a.quote.status] - STATUS_ORDER[b.quote.status] || a.index - b.index)
    .slice(0, COMPARE_MAX)
    .map(({ quote }) => quote.id);

/** The named quotes of the event, in the order named; ids not on the event are dropped. */
export const pickCompared = (quotes: readonly TQuote[], ids: readonly number[]): TQuote[] =>
  ids.map((id) => quotes.find((quote) => quote.id === id)).filter((quote): quote is TQuote => quote !== undefined);

/** The ticked ids after ticking or unticking one: unchanged when a fifth is ticked. */
export const toggleCompared = (ids: readonly number[], id: number): number[] =>
  ids.includes(id) ? ids.filter((other) => other !== id) : ids.length >= COMPARE_MAX ? [...ids] : [...ids, id];

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string): number => Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / DAY_MS;

/** Whole days from `today` to a quote's valid_until (0 on its last day, negative once past), null without one. */
export const daysLeft = (validUntil: string | null, today: string = nzToday()): number | null =>
  validUntil && /^\d{4}-\d{2}-\d{2}/.test(validUntil) ? dayNumber(validUntil) - dayNumber(today) : null;

/** The countdown beside the valid-until date. */
export const countdownText = (validUntil: string | null, today: string = nzToday()): string => {
  const days = daysLeft(validUntil, today);
  if (days === null) return 'No end date given';
  if (days < 0) return 'Expired';
  if (days === 0) return 'Last day today';
  return days === 1 ? '1 day left' : `${days} days left`;
};

/** The rows that have a best value, and how a quote scores on each (higher is better; null: nothing to compare). */
const SCORES = {
  amount: (quote: TQuote) => -quote.quote_amount,
  setup: (quote: TQuote) => (quote.includes_setup ? 1 : 0),
  cleanup: (quote: TQuote) => (quote.includes_cleanup ? 1 : 0),
  validity: (quote: TQuote, today: string) => daysLeft(quote.valid_until, today),
  rating: (quote: TQuote) => (quote.provider.review_count > 0 ? quote.provider.avg_rating : null),
  reviews: (quote: TQuote) => quote.provider.review_count,
  replyTime: (quote: TQuote) => (quote.provider.median_reply_minutes === null ? null : -quote.provider.median_reply_minutes),
} satisfies Record<string, (quote: TQuote, today: string) => number | null>;

export type TBestRow = keyof typeof SCORES;
export const BEST_ROWS = Object.keys(SCORES) as TBestRow[];

/**
 * The ids of the best quotes of each row (ties share it). A row marks nothing when fewer than two
 * quotes have a value on it or they all score the same: "Best" on every column says nothing.
 */
export const bestValues = (quotes: readonly TQuote[], today: string = nzToday()): Record<TBestRow, Set<number>> => {
  const best = {} as Record<TBestRow, Set<number>>;
  for (const row of BEST_ROWS) {
    const scored = quotes.map((quote) => ({ id: quote.id, score: SCORES[row](quote, today) })).filter((s): s is { id: number; score: number } => s.score !== null);
    const top = Math.max(...scored.map((s) => s.score));
    const isMeaningful = scored.length >= 2 && scored.some((s) => s.score !== top);
    best[row] = new Set(isMeaningful ? scored.filter((s) => s.score === top).map((s) => s.id) : []);
  }
  return best;
};
