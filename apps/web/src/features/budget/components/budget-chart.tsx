import { useId } from 'react';
import { formatCurrency } from '@app/web-core/format.ts';
import { budgetRangeText, type TBudgetSummary } from '../budget-summary.ts';

type TBar = { id: string; label: string; value: number | null; className: string };

/** The right end of the scale: a tenth past the largest amount shown, so no bar touches the edge. */
export const chartScaleMax = (summary: TBudgetSummary): number =>
  Math.max(1, summary.max ?? 0, summary.min ?? 0, summary.totals.lowest ?? 0, summary.totals.median ?? 0, summary.totals.accepted ?? 0) * 1.1;

/**
 * The budget picture: the organiser's range as a shaded band, and bars for the lowest and median
 * quotes received and the accepted amount (each summed over the lines). The labels and amounts are
 * text beside it; the SVG names itself (<title>) and says what it shows (<desc>).
 */
export const BudgetChart = ({ summary }: { summary: TBudgetSummary }) => {
  const titleId = useId();
  const descId = useId();
  const scale = chartScaleMax(summary);
  const at = (value: number) => (value / scale) * 100;
  const range = budgetRangeText(summary);
  const bars: TBar[] = [
    { id: 'lowest', label: 'Lowest quotes', value: summary.totals.lowest, className: 'fill-stone-400' },
    { id: 'median', label: 'Median quotes', value: summary.totals.median, className: 'fill-stone-500' },
    { id: 'accepted', label: 'Accepted', value: summary.totals.accepted, className: 'fill-brand-700' },
  ];
  const amount = (value: number | null) => (value === null ? 'none yet' : formatCurrency(value));
  const description = `${range ? `Your budget is ${range}. ` : 'You did not set a budget. '}${bars.map((bar) => `${bar.label}: ${amount(bar.value)}`).join('. ')}.`;
  const bandStart = summary.min ?? 0;
  const bandEnd = summary.max ?? scale;

  return (
    <figure className="mt-4">
      <div className="grid grid-cols-[8.5rem_1fr] gap-x-3">
        <ul aria-hidden="true" className="text-sm">
          {bars.map((bar) => (
            <li key={bar.id} className="flex h-11 flex-col justify-center leading-tight">
              <span className="text-stone-600">{bar.label}</span>
              <span className="font-semibold text-stone-900">{amount(bar.value)}</span>
            </li>
          ))}
        </ul>
        <svg role="img" aria-labelledby={titleId} aria-describedby={descId} viewBox={`0 0 100 ${bars.length}`} preserveAspectRatio="none" className="h-33 w-full overflow-visible">
          <title id={titleId}>Budget against quotes</title>
          <desc id={descId}>{description}</desc>
          {range && (
            <rect x={at(bandStart)} y={0} width={Math.max(0.5, at(bandEnd) - at(bandStart))} height={bars.length} className="fill-brand-100" />
          )}
          {summary.max !== null && (
            <line x1={at(summary.max)} x2={at(summary.max)} y1={0} y2={bars.length} className="stroke-brand-800" strokeWidth={2} strokeDasharray="4 3" vectorEffect="non-scaling-stroke" />
          )}
          {bars.map((bar, row) =>
            bar.value === null ? null : <rect key={bar.id} x={0} y={row + 0.25} width={Math.max(0.4, at(bar.value))} height={0.5} className={bar.className} />,
          )}
        </svg>
      </div>
      {range && (
        <figcaption className="mt-2 flex items-center gap-2 text-sm text-stone-700">
          <span aria-hidden="true" className="inline-block h-3 w-5 shrink-0 rounded-sm border-r-2 border-dashed border-brand-800 bg-brand-100" />
          Shaded: your budget, {range}
          {summary.max !== null && ' (dashed line: your maximum)'}
        </figcaption>
      )}
    </figure>
  );
};
