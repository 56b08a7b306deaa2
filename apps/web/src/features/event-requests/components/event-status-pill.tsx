import type { TEventStatus } from '@app/contract';
import { cx } from '@app/ui/cx.ts';
import { EVENT_STATUS_LABELS, EVENT_STATUS_STYLES } from '../event-display.ts';

/** An event's status as a coloured pill: Draft, Active, Completed, Cancelled. */
export const EventStatusPill = ({ status }: { status: TEventStatus }) => (
  <span className={cx('shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold', EVENT_STATUS_STYLES[status])}>{EVENT_STATUS_LABELS[status]}</span>
);
