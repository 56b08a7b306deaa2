// The budget tracker of an event (issue 17, part 2): the organiser's budget range against the
// quotes received (lowest, median) and the accepted amount, per service line of the request and
// in total, and the plain sentence that says where the accepted amount stands.
import type { TEventRequest, TQuote } from '@app/contract';
import { formatCurrency } from '@app/web-core/format.ts';

export type TBudgetEvent = Pick<TEventRequest, 'budget_min' | 'budget_max' | 'items'>;
export type TBudgetQuote = Pick<TQuote, 'id' | 'category_id' | 'subcategory_id' | 'quote_amount' | 'status'>;

export type TBudgetLine = {
  /** The item's id, or 'other' for quotes that match no line of the request. */
  key: number | 'other';
  name: string;
  received: number;
  lowest: number | null;
  median: number | null;
  accepted: number | null;
};

export type TBudgetSummary = {
  min: number | null;
  max: number | null;
  lines: TBudgetLine[];
  /** Sums over the lines with quotes: the cheapest way to cover them, the typical one, and what is booked. */
  totals: { received: number; lowest: number | null; median: number | null; accepted: number | null };
};

export const OTHER_LINE_NAME = 'Other services';

/** The middle value, or the mean of the two middle ones; null for none. */
export const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const cents = (value: number): number => Math.round(value * 100) / 100;
const sum = (values: readonly (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length === 0 ? null : cents(present.reduce((total, value) => total + value, 0));
};

/** A line's name: the organiser's own, else its services' names. */
const lineName = (item: TEventRequest['items'][number]): string =>
  item.name?.trim() || [...new Set(item.categories.map((c) => c.subcategory_name ?? c.category_name))].join(', ') || 'Service';

/**
 * The line a quote answers: the first whose services name its category and subcategory, else the
 * first naming its category (a provider may quote a service of the category the line did not
 * name), else none ('other').
 */
export const lineOfQuote = (items: TEventRequest['items'], quote: Pick<TQuote, 'category_id' | 'subcategory_id'>): number | 'other' => {
  if (quote.category_id === null) return 'other';
  const exact = items.find((item) => item.categories.some((c) => c.category_id === quote.category_id && c.subcategory_id === quote.subcategory_id));
  const sameCategory = exact ?? items.find((item) => item.categories.some((c) => c.category_id === quote.category_id));
  return sameCategory?.id ?? 'other';
};

/** Every line of the request (those without quotes too), then the quotes that fit no line. */
export const summariseBudget = (event: TBudgetEvent, quotes: readonly TBudgetQuote[]): TBudgetSummary => {
  const received = quotes.filter((quote) => quote.status !== 'withdrawn');
  const byLine = new Map<number | 'other', TBudgetQuote[]>();
  for (const quote of received) {
    const key = lineOfQuote(event.items, quote);
    byLine.set(key, [...(byLine.get(key) ?? []), quote]);
  }
  const line = (key: number | 'other', name: string): TBudgetLine => {
    const mine = byLine.get(key) ?? [];
    const amounts = mine.map((quote) => quote.quote_amount);
    return {
      key, name, received: mine.length,
      lowest: amounts.length > 0 ? Math.min(...amounts) : null,
      median: median(amounts),
      accepted: sum(mine.filter((quote) => quote.status === 'accepted').map((quote) => quote.quote_amount)),
    };
  };
  const lines = event.items.map((item) => line(item.id, lineName(item)));
  if (byLine.has('other')) lines.push(line('other', OTHER_LINE_NAME));
  return {
    min: event.budget_min,
    max: event.budget_max,
    lines,
    totals: {
      received: received.length,
      lowest: sum(lines.map((l) => l.lowest)),
      median: sum(lines.map((l) => l.median)),
      accepted: sum(lines.map((l) => l.accepted)),
    },
  };
};

/** Where the accepted amount stands against the maximum, in one plain sentence. */
export const budgetSentence = (summary: TBudgetSummary): string => {
  const { max, totals } = summary;
  if (totals.accepted === null) {
    const lowest = totals.lowest === null ? 'No quotes have arrived yet' : `The lowest quotes received total ${formatCurrency(totals.lowest)}`;
    return `No quote accepted yet. ${lowest}${max === null ? '.' : `, against your maximum of ${formatCurrency(max)}.`}`;
  }
  const accepted = `Your accepted quotes total ${formatCurrency(totals.accepted)}`;
  if (max === null) return `${accepted}; you did not set a maximum budget.`;
  const difference = cents(totals.accepted - max);
  if (difference === 0) return `${accepted}, exactly your maximum.`;
  return `${accepted}, ${formatCurrency(Math.abs(difference))} ${difference < 0 ? 'under' : 'over'} your maximum.`;
};

/** The budget range in words: '$2,500 to $4,500', 'up to $4,500', 'from $2,500', or null when not set. */
export const budgetRangeText = ({ min, max }: Pick<TBudgetSummary, 'min' | 'max'>): string | null => {
  if (min === null && max === null) return null;
  if (min === null) return `up to ${formatCurrency(max)}`;
  if (max === null) return `from ${formatCurrency(min)}`;
  return `${formatCurrency(min)} to ${formatCurrency(max)}`;
};
