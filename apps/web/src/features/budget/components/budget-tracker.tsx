import { useId } from 'react';
import { formatCurrency } from '@app/web-core/format.ts';
import { budgetSentence, summariseBudget, type TBudgetEvent, type TBudgetQuote } from '../budget-summary.ts';
import { BudgetChart } from './budget-chart.tsx';

const amountOrDash = (value: number | null) =>
  value === null ? (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">none</span>
    </>
  ) : (
    formatCurrency(value)
  );

/**
 * An event's budget tracker (issue 17): the sentence that says where the accepted amount stands,
 * the picture of it, and the table per service line of the request (also the picture's text).
 */
export const BudgetTracker = ({ event, quotes }: { event: TBudgetEvent; quotes: readonly TBudgetQuote[] }) => {
  const headingId = useId();
  const summary = summariseBudget(event, quotes);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-stone-50 p-4 sm:p-5">
      <h3 id={headingId} className="text-lg font-bold text-brand-950">
        Budget
      </h3>
      <p className="mt-1 text-stone-800">{budgetSentence(summary)}</p>
      <BudgetChart summary={summary} />
      {/* Focusable, so a keyboard can scroll the table where it is wider than a phone. */}
      <div role="region" aria-label="Quotes per service line" tabIndex={0} className="mt-4 overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600">
        <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
          <caption className="sr-only">Quotes per service line of the request</caption>
          <thead>
            <tr className="border-b border-stone-300 text-stone-600">
              <th scope="col" className="py-2 pr-3 font-semibold">Service</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">Quotes</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">Lowest</th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">Median</th>
              <th scope="col" className="py-2 pl-3 text-right font-semibold">Accepted</th>
            </tr>
          </thead>
          <tbody>
            {summary.lines.map((line) => (
              <tr key={line.key} className="border-b border-stone-200">
                <th scope="row" className="py-2 pr-3 font-medium text-stone-900">{line.name}</th>
                <td className="px-3 py-2 text-right">{line.received}</td>
                <td className="px-3 py-2 text-right">{amountOrDash(line.lowest)}</td>
                <td className="px-3 py-2 text-right">{amountOrDash(line.median)}</td>
                <td className="py-2 pl-3 text-right font-semibold">{amountOrDash(line.accepted)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold text-stone-900">
              <th scope="row" className="py-2 pr-3">Total</th>
              <td className="px-3 py-2 text-right">{summary.totals.received}</td>
              <td className="px-3 py-2 text-right">{amountOrDash(summary.totals.lowest)}</td>
              <td className="px-3 py-2 text-right">{amountOrDash(summary.totals.median)}</td>
              <td className="py-2 pl-3 text-right">{amountOrDash(summary.totals.accepted)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
};
