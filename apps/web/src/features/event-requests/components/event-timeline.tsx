import { Ban, CheckCircle2, FilePlus2, MessageSquareQuote, PartyPopper, Send, type LucideIcon } from 'lucide-react';
import type { TEventRequest } from '@app/contract';
import { cx } from '@app/ui/cx.ts';
import { formatDateTime } from '@app/web-core/format.ts';
import { timelineRows, type TTimelineRow } from '../event-display.ts';

const ICONS: Record<TTimelineRow['id'], { icon: LucideIcon; className: string }> = {
  created: { icon: FilePlus2, className: 'bg-stone-100 text-stone-700' },
  submitted: { icon: Send, className: 'bg-brand-50 text-brand-700' },
  quotes: { icon: MessageSquareQuote, className: 'bg-accent-50 text-accent-700' },
  accepted: { icon: CheckCircle2, className: 'bg-brand-50 text-brand-700' },
  completed: { icon: PartyPopper, className: 'bg-accent-50 text-accent-700' },
  cancelled: { icon: Ban, className: 'bg-clay-50 text-clay-700' },
};

/** The details modal's Timeline tab: what happened to the event, oldest first. */
export const EventTimeline = ({ event }: { event: TEventRequest }) => (
  <ol aria-label="Event timeline" className="grid gap-0">
    {timelineRows(event).map((row, index, rows) => {
      const { icon: Icon, className } = ICONS[row.id];
      const isLast = index === rows.length - 1;
      return (
        <li key={row.id} className="relative flex gap-4 pb-6 last:pb-0">
          {!isLast && <span className="absolute left-5 top-10 -ml-px h-[calc(100%-2.5rem)] w-0.5 bg-stone-200" aria-hidden="true" />}
          <span className={cx('relative inline-flex size-10 shrink-0 items-center justify-center rounded-full', className)}>
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 pt-0.5">
            <h3 className="font-semibold text-stone-900">{row.title}</h3>
            <p className="text-sm text-stone-700">{row.detail}</p>
            {row.at && (
              <p className="mt-0.5 text-xs text-stone-500">
                <time dateTime={row.at}>{formatDateTime(row.at)}</time>
              </p>
            )}
          </div>
        </li>
      );
    })}
  </ol>
);
