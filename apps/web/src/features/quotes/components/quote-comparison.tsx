import { Check, X } from 'lucide-react';
import type { TQuote } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import type { TQuoteDecision } from '../api/decide-quote.ts';
import { bestValues } from '../quote-comparison.ts';
import { BestMark, COMPARISON_ROWS } from './comparison-rows.tsx';
import { QuoteStatusPill } from './quote-status-pill.tsx';

type TQuoteComparisonProps = {
  quotes: TQuote[];
  eventTitle: string;
  today: string;
  onDecide(quote: TQuote, action: TQuoteDecision): void;
};

/** Decline and Accept on a pending quote; a decided quote says where it stands. */
const Decision = ({ quote, onDecide, className }: { quote: TQuote; onDecide: TQuoteComparisonProps['onDecide']; className?: string }) => {
  const name = quote.provider.business_name;
  if (quote.status !== 'submitted') return <QuoteStatusPill status={quote.status} className={className} />;
  return (
    <div className={cx('flex flex-wrap gap-2', className)}>
      <Button size="sm" variant="accent" onClick={() => onDecide(quote, 'accept')} aria-haspopup="dialog">
        <Check className="size-4" aria-hidden="true" />
        Accept<span className="sr-only"> the quote from {name}</span>
      </Button>
      <Button size="sm" variant="ghost" className="text-clay-700 hover:bg-clay-50 hover:text-clay-700" onClick={() => onDecide(quote, 'reject')} aria-haspopup="dialog">
        <X className="size-4" aria-hidden="true" />
        Decline<span className="sr-only"> the quote from {name}</span>
      </Button>
    </div>
  );
};

/**
 * Quotes side by side (issue 17): a table with a column per quote and a row per fact, the best
 * value of each row marked "Best", Accept and Decline in its last row. On a phone the table is
 * read out only, and a card per quote with the same rows scrolls sideways (CSS scroll-snap); the
 * cards' facts are hidden from screen readers, which read them in the table, not twice.
 */
export const QuoteComparison = ({ quotes, eventTitle, today, onDecide }: TQuoteComparisonProps) => {
  const best = bestValues(quotes, today);
  const isBest = (row: (typeof COMPARISON_ROWS)[number], quote: TQuote) => !!row.best && best[row.best].has(quote.id);
  return (
    <>
      <div className="sr-only md:not-sr-only md:overflow-x-auto md:rounded-2xl md:border md:border-stone-200 md:bg-white md:shadow-sm">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">
            {quotes.length} quotes for {eventTitle} side by side; the best value of each row is marked Best.
          </caption>
          <thead>
            <tr className="border-b border-stone-200">
              <td className="w-44 p-4" />
              {quotes.map((quote) => (
                <th key={quote.id} scope="col" className="p-4 align-top">
                  <span className="block text-base font-bold text-brand-950">{quote.provider.business_name}</span>
                  <QuoteStatusPill status={quote.status} className="mt-1.5" />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row.id} className="border-b border-stone-100">
                <th scope="row" className="p-4 align-top font-semibold text-stone-700">
                  {row.label}
                </th>
                {quotes.map((quote) => (
                  <td key={quote.id} className={cx('p-4 align-top text-stone-800', isBest(row, quote) && 'bg-brand-50')}>
                    {row.value(quote, today)}
                    {isBest(row, quote) && <BestMark />}
                  </td>
                ))}
              </tr>
            ))}
            <tr className="hidden md:table-row">
              <th scope="row" className="p-4 align-top font-semibold text-stone-700">
                Decision
              </th>
              {quotes.map((quote) => (
                <td key={quote.id} className="p-4 align-top">
                  <Decision quote={quote} onDecide={onDecide} />
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>

      {/* relative: the cards' visually hidden texts are placed in the strip, not past the page's right edge. */}
      <ul aria-label="Quotes compared" className="relative -mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 md:hidden">
        {quotes.map((quote) => (
          <li key={quote.id} className="w-[85%] shrink-0 snap-center rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
            <h2 className="text-lg font-bold text-brand-950">{quote.provider.business_name}</h2>
            <QuoteStatusPill status={quote.status} className="mt-1" />
            <dl aria-hidden="true" className="mt-3 divide-y divide-stone-100 text-sm">
              {COMPARISON_ROWS.map((row) => (
                <div key={row.id} className={cx('py-2', isBest(row, quote) && '-mx-2 rounded-lg bg-brand-50 px-2')}>
                  <dt className="text-xs font-semibold uppercase tracking-wider text-stone-600">{row.label}</dt>
                  <dd className="mt-0.5 text-stone-800">
                    {row.value(quote, today)}
                    {isBest(row, quote) && <BestMark />}
                  </dd>
                </div>
              ))}
            </dl>
            <Decision quote={quote} onDecide={onDecide} className="mt-3" />
          </li>
        ))}
      </ul>
    </>
  );
};
