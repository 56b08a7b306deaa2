// How the Quotes tab and the quote detail dialog show a quote (dashboard.md §2, §5 Quote, §9:
// dates in en-NZ, the amount in the quote's own currency).
import { QUOTE_STATUS_LABELS, type TQuote, type TQuoteStatus } from '@app/contract';

export { QUOTE_STATUS_LABELS };

export const QUOTE_STATUS_STYLES: Record<TQuoteStatus, string> = {
  submitted: 'bg-accent-50 text-accent-700',
  accepted: 'bg-brand-50 text-brand-800',
  rejected: 'bg-clay-50 text-clay-700',
  expired: 'bg-stone-100 text-stone-700',
  withdrawn: 'bg-stone-100 text-stone-700',
};

export const NO_DURATION_TEXT = 'Duration not specified';

/**
 * '$4,850' or '$4,850.50' for NZD, 'A$1,200' for another currency; a code the browser does not
 * know is written after the number ('1,200 XYZ').
 */
export const formatQuoteAmount = (amount: number, currency: string): string => {
  const code = currency.trim().toUpperCase() || 'NZD';
  const digits = Number.isInteger(amount) ? 0 : 2;
  const format = amountFormat(code, digits);
  return format ? format.format(amount) : `${amountFormat(null, digits)!.format(amount)} ${code}`;
};

// Building an Intl.NumberFormat costs far more than using one: one per currency and precision.
const amountFormats = new Map<string, Intl.NumberFormat | null>();

/** The formatter of a currency code (null: one the browser does not know), or of a plain number for a null code. */
const amountFormat = (code: string | null, digits: number): Intl.NumberFormat | null => {
  const key = `${code ?? ''}:${digits}`;
  if (amountFormats.has(key)) return amountFormats.get(key)!;
  let format: Intl.NumberFormat | null;
  try {
    format = code
      ? new Intl.NumberFormat('en-NZ', { style: 'currency', currency: code, currencyDisplay: code === 'NZD' ? 'narrowSymbol' : 'symbol', minimumFractionDigits: digits, maximumFractionDigits: 2 })
      : new Intl.NumberFormat('en-NZ', { minimumFractionDigits: digits, maximumFractionDigits: 2 });
  } catch {
    format = null;
  }
  amountFormats.set(key, format);
  return format;
};

export const durationText = (quote: Pick<TQuote, 'estimated_duration'>): string => quote.estimated_duration?.trim() || NO_DURATION_TEXT;

/** 'Catering & Food · Wedding catering', the category alone, or null. */
export const serviceText = (quote: Pick<TQuote, 'category_name' | 'subcategory_name'>): string | null =>
  [quote.category_name, quote.subcategory_name].filter((part): part is string => !!part && part.trim() !== '').join(' · ') || null;

/** A provider's account status as words: 'active' is 'Active', 'pending_review' is 'Pending review'. */
export const providerStatusText = (status: string): string => {
  const words = status.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
};
