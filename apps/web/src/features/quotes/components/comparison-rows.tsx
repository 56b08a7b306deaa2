import type { ReactNode } from 'react';
import { replyWithin, type TQuote, formatCount } from '@app/contract';
import { formatStarRating, Stars } from '@app/ui/stars.tsx';
import { formatDate } from '@app/web-core/format.ts';
import { countdownText, type TBestRow } from '../quote-comparison.ts';
import { durationText, formatQuoteAmount, serviceText } from '../quote-display.ts';

export type TComparisonRow = { id: string; label: string; best?: TBestRow; value(quote: TQuote, today: string): ReactNode };

const yesNo = (isIncluded: boolean) => (isIncluded ? 'Yes' : 'No');

/** The rows of the comparison, in order, for the table and the phone's cards alike. */
export const COMPARISON_ROWS: readonly TComparisonRow[] = [
  {
    id: 'amount', label: 'Amount (NZD)', best: 'amount',
    value: (quote) => <span className="text-lg font-extrabold text-brand-950">{formatQuoteAmount(quote.quote_amount, quote.currency)}</span>,
  },
  { id: 'service', label: 'Service', value: (quote) => serviceText(quote) ?? 'Not specified' },
  { id: 'setup', label: 'Setup included', best: 'setup', value: (quote) => yesNo(quote.includes_setup) },
  { id: 'cleanup', label: 'Cleanup included', best: 'cleanup', value: (quote) => yesNo(quote.includes_cleanup) },
  { id: 'duration', label: 'Duration', value: (quote) => durationText(quote) },
  { id: 'charges', label: 'Additional charges', value: (quote) => quote.additional_charges?.trim() || 'None listed' },
  {
    id: 'validity', label: 'Valid until', best: 'validity',
    value: (quote, today) =>
      quote.valid_until ? (
        <>
          {formatDate(quote.valid_until)}
          <span className="block text-sm text-stone-600">{countdownText(quote.valid_until, today)}</span>
        </>
      ) : (
        'Not specified'
      ),
  },
  {
    id: 'rating', label: 'Provider rating', best: 'rating',
    value: (quote) =>
      quote.provider.review_count > 0 ? (
        <span className="inline-flex flex-wrap items-center gap-1.5">
          <Stars rating={quote.provider.avg_rating} />
          <span>{formatStarRating(quote.provider.avg_rating)} out of 5</span>
        </span>
      ) : (
        'Not rated yet'
      ),
  },
  {
    id: 'reviews', label: 'Reviews', best: 'reviews',
    value: (quote) => (quote.provider.review_count === 1 ? '1 review' : `${formatCount(quote.provider.review_count)} reviews`),
  },
  {
    id: 'reply-time', label: 'Usual reply time', best: 'replyTime',
    value: (quote) => (quote.provider.median_reply_minutes === null ? 'Not enough replies yet' : `Within ${replyWithin(quote.provider.median_reply_minutes)}`),
  },
];

/** The "Best" mark of a row's best value: words, not colour alone. */
export const BestMark = () => (
  <span className="ml-2 inline-flex items-center rounded-full bg-brand-700 px-2 py-0.5 align-middle text-xs font-bold uppercase tracking-wide text-white">Best</span>
);
