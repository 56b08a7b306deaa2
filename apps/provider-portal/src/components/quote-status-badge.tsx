import { QUOTE_STATUS_LABELS, ZQuoteStatus, type TQuoteStatus } from '@app/contract';
import { cx } from '@app/ui/cx.ts';

const STYLES: Record<TQuoteStatus, string> = {
  submitted: 'bg-accent-50 text-accent-700 ring-accent-200',
  accepted: 'bg-brand-50 text-brand-800 ring-brand-200',
  rejected: 'bg-clay-50 text-clay-700 ring-clay-100',
  expired: 'bg-stone-100 text-stone-700 ring-stone-200',
  withdrawn: 'bg-stone-100 text-stone-700 ring-stone-200',
};

/** A quote's status as a pill: Pending, Accepted, Rejected, Expired or Withdrawn. */
export const QuoteStatusBadge = ({ status, prefix, className }: { status: string; prefix?: string; className?: string }) => {
  const known = ZQuoteStatus.safeParse(status);
  const label = known.success ? QUOTE_STATUS_LABELS[known.data] : status;
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        known.success ? STYLES[known.data] : STYLES.expired,
        className,
      )}
    >
      {prefix ? `${prefix} ${label}` : label}
    </span>
  );
};
