import { Check } from 'lucide-react';
import { cx } from './cx.ts';

type TProgressProps = {
  /** 1-based. */
  current: number;
  total: number;
  /** The step's name: 'Step n of total: name'. */
  stepName?: string;
  isPercentShown?: boolean;
  className?: string;
};

/** 'Step n of total[: name]', optional percent complete, and a progress bar. */
export const StepProgress = ({ current, total, stepName, isPercentShown = false, className }: TProgressProps) => {
  const percent = Math.round((current / total) * 100);
  const label = `Step ${current} of ${total}${stepName ? `: ${stepName}` : ''}`;
  return (
    <div className={className}>
      <div className="mb-2 flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-brand-800">{label}</p>
        {isPercentShown && <p className="text-stone-600">{percent}% complete</p>}
      </div>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
};

/** Numbered step dots: done, current, to come. */
export const StepDots = ({ current, total, className }: { current: number; total: number; className?: string }) => (
  <ol className={cx('flex items-center gap-2', className)} aria-label={`Step ${current} of ${total}`}>
    {Array.from({ length: total }, (_, index) => {
      const step = index + 1;
      const isDone = step < current;
      const isCurrent = step === current;
      return (
        <li key={step} className="flex items-center gap-2" aria-current={isCurrent ? 'step' : undefined}>
          <span
            className={cx(
              'inline-flex size-7 items-center justify-center rounded-full text-xs font-bold',
              isDone && 'bg-brand-700 text-white',
              isCurrent && 'bg-accent-300 text-brand-950 ring-4 ring-accent-100',
              !isDone && !isCurrent && 'bg-stone-200 text-stone-700',
            )}
          >
            {isDone ? <Check className="size-4" aria-hidden="true" /> : step}
            <span className="sr-only">{isDone ? ' (done)' : isCurrent ? ' (current)' : ''}</span>
          </span>
          {step < total && <span className={cx('h-0.5 w-6 rounded', isDone ? 'bg-brand-600' : 'bg-stone-200')} aria-hidden="true" />}
        </li>
      );
    })}
  </ol>
);
