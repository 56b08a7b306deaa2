import { cx } from './cx.ts';

type TSpinnerProps = {
  /** Read out to screen readers; when omitted the spinner is decorative. */
  label?: string;
  className?: string;
};

export const Spinner = ({ label, className }: TSpinnerProps) => (
  <span role={label ? 'status' : undefined} className={cx('inline-flex items-center', className)}>
    <svg className="size-[1.1em] animate-spin motion-reduce:animate-none" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
    {label && <span className="sr-only">{label}</span>}
  </span>
);

/** A centred spinner for a page or a region that is loading. */
export const PageSpinner = ({ label = 'Loading' }: { label?: string }) => (
  <div className="flex min-h-[50vh] items-center justify-center text-brand-700">
    <Spinner label={label} className="text-4xl" />
  </div>
);

/** A centred spinner in place of a list that is loading. */
export const ListSpinner = ({ label }: { label: string }) => (
  <div className="flex justify-center py-16 text-3xl text-brand-700">
    <Spinner label={label} />
  </div>
);
