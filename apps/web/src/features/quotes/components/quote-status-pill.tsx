import type { TQuoteStatus } from '@app/contract';
import { cx } from '@app/ui/cx.ts';
import { QUOTE_STATUS_LABELS, QUOTE_STATUS_STYLES } from '../quote-display.ts';

/** A quote's status in words: submitted quotes read Pending. */
export const QuoteStatusPill = ({ status, className }: { status: TQuoteStatus; className?: string }) => (
  <span className={cx('inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold', QUOTE_STATUS_STYLES[status], className)}>
    {QUOTE_STATUS_LABELS[status]}
  </span>
);
