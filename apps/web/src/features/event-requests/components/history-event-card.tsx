import { useId } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, CalendarDays, MapPin, Star, Store, Wallet } from 'lucide-react';
import { EVENT_HISTORY_MSG, type TPastEvent } from '@app/contract';
import { Button, buttonClasses } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { formatCurrency, formatDate } from '@app/web-core/format.ts';
import { IconFact } from '../../../components/icon-fact.tsx';
import { reviewsTabPath } from '../../../lib/dashboard-tabs.ts';
import { EVENT_STATUS_LABELS, EVENT_STATUS_STYLES } from '../event-display.ts';
import { HistoryRating } from './history-rating.tsx';

type THistoryEventCardProps = {
  event: TPastEvent;
  onViewDetails(event: TPastEvent): void;
  /** Leave Review opens the review dialog here; without it, it leads to the Reviews tab on this event. */
  onLeaveReview?: (event: TPastEvent) => void;
};

/**
 * One past event on History (dashboard.md §2): date, location, the providers hired, the rating, what
 * was spent; View Details, and Leave Review while a booked provider waits for one, else a Reviewed mark.
 */
export const HistoryEventCard = ({ event, onViewDetails, onLeaveReview }: THistoryEventCardProps) => {
  const headingId = useId();
  const title = event.title || 'Untitled event';
  const isReviewed = event.has_reviews && !event.can_review;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 break-words text-lg font-bold leading-snug text-brand-950">
          {title}
        </h2>
        <span className={cx('shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold', EVENT_STATUS_STYLES[event.history_status])}>
          {EVENT_STATUS_LABELS[event.history_status]}
        </span>
      </div>

      <dl className="mt-4 grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
        <IconFact icon={CalendarDays} label="Date">
          {formatDate(event.event_date) || 'Date not set'}
        </IconFact>
        <IconFact icon={MapPin} label="Location">
          {event.location || 'Location not set'}
        </IconFact>
        <IconFact icon={Store} label="Providers hired" className="sm:col-span-2">
          {event.accepted_quotes.length === 0 ? <span className="text-stone-600">{EVENT_HISTORY_MSG.noProviderBooked}</span> : event.accepted_quotes.map((booking) => booking.business_name).join(', ')}
        </IconFact>
        <IconFact icon={Star} label="Rating">
          <HistoryRating rating={event.overall_rating} />
        </IconFact>
        <IconFact icon={Wallet} label="Total spent">
          <span className="font-semibold text-stone-900">{formatCurrency(event.total_spent)}</span>
        </IconFact>
      </dl>

      <div className="mt-auto flex flex-wrap items-center gap-2 pt-5">
        <Button size="sm" variant="outline" onClick={() => onViewDetails(event)} aria-haspopup="dialog">
          View Details<span className="sr-only"> of {title}</span>
        </Button>
        {event.can_review && onLeaveReview ? (
          <Button size="sm" variant="accent" onClick={() => onLeaveReview(event)} aria-haspopup="dialog">
            <Star className="size-4" aria-hidden="true" />
            Leave Review<span className="sr-only"> for {title}</span>
          </Button>
        ) : event.can_review ? (
          <Link to={reviewsTabPath(event.id)} className={buttonClasses({ size: 'sm', variant: 'accent' })}>
            <Star className="size-4" aria-hidden="true" />
            Leave Review<span className="sr-only"> for {title}</span>
          </Link>
        ) : (
          isReviewed && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800">
              <BadgeCheck className="size-4" aria-hidden="true" />
              Reviewed
            </span>
          )
        )}
      </div>
    </article>
  );
};
