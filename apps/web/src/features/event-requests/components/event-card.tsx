// One event on My Events (dashboard.md §2): title, status, description, date, location, budget,
// the quotes received, and Edit (drafts), View Quotes (when there are quotes) and View Details.
import { Link } from 'react-router';
import { CalendarDays, Eye, MapPin, MessageSquareQuote, Pencil, Wallet } from 'lucide-react';
import type { TEventRequest } from '@app/contract';
import { Button, buttonClasses } from '@app/ui/button.tsx';
import { formatDate } from '@app/web-core/format.ts';
import { quotesTabPath } from '../../../lib/quotes-tab-params.ts';
import { budgetText, eventTitle, isClosedToQuotes, quotesReceivedText } from '../event-display.ts';
import { EventStatusPill } from './event-status-pill.tsx';

type TEventCardProps = {
  event: TEventRequest;
  onEdit(event: TEventRequest): void;
  onViewDetails(event: TEventRequest): void;
};

export const EventCard = ({ event, onEdit, onViewDetails }: TEventCardProps) => {
  const title = eventTitle(event);
  const forTitle = <span className="sr-only"> for {title}</span>;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 break-words text-lg font-bold leading-snug text-brand-950">{title}</h2>
        <EventStatusPill status={event.status} />
      </div>
      {event.description && <p className="mt-2 line-clamp-2 text-sm leading-6 text-stone-700">{event.description}</p>}
      <dl className="mt-4 grid gap-2 text-sm text-stone-700 sm:grid-cols-3">
        <div className="flex min-w-0 items-center gap-1.5">
          <dt>
            <CalendarDays className="size-4 shrink-0 text-brand-600" aria-label="Date" />
          </dt>
          <dd>{formatDate(event.event_date) || 'Date to be confirmed'}</dd>
        </div>
        <div className="flex min-w-0 items-center gap-1.5">
          <dt>
            <MapPin className="size-4 shrink-0 text-brand-600" aria-label="Location" />
          </dt>
          <dd className="min-w-0 break-words">{event.location || 'Location to be confirmed'}</dd>
        </div>
        <div className="flex min-w-0 items-center gap-1.5">
          <dt>
            <Wallet className="size-4 shrink-0 text-brand-600" aria-label="Budget" />
          </dt>
          <dd>{budgetText(event.budget_min, event.budget_max)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700">
          <MessageSquareQuote className="size-3.5" aria-hidden="true" />
          {quotesReceivedText(event.quotes_count)}
        </p>
        {isClosedToQuotes(event) && <p className="rounded-full bg-stone-100 px-3 py-1 text-xs font-semibold text-stone-700">Closed to new quotes</p>}
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        {event.status === 'draft' && (
          <Button variant="outline" size="sm" onClick={() => onEdit(event)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit{forTitle}
          </Button>
        )}
        {event.quotes_count > 0 && (
          <Link to={quotesTabPath({ eventId: event.id })} replace className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <MessageSquareQuote className="size-4" aria-hidden="true" />
            View Quotes{forTitle}
          </Link>
        )}
        <Button variant="secondary" size="sm" onClick={() => onViewDetails(event)}>
          <Eye className="size-4" aria-hidden="true" />
          View Details{forTitle}
        </Button>
      </div>
    </article>
  );
};
