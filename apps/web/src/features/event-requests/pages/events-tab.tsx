import { Link } from 'react-router';
import { CalendarDays, CalendarPlus, CircleHelp, MapPin, MessageSquareQuote, Wallet } from 'lucide-react';
import { Button, buttonClasses } from '@app/ui/button.tsx';
import { ListSpinner } from '@app/ui/spinner.tsx';
import { cx } from '@app/ui/cx.ts';
import { EmptyState, LoadError } from '@app/ui/state-panels.tsx';
import { formatDate } from '@app/web-core/format.ts';
import { useDashboardActions } from '../../../lib/dashboard-actions.ts';
import { quotesTabPath } from '../../../lib/quotes-tab-params.ts';
import { useMyEventRequests } from '../api/get-my-event-requests.ts';
import { budgetText, EVENT_STATUS_LABELS, EVENT_STATUS_STYLES } from '../event-display.ts';

/** My Events: Help & Demo, Create New Event, and the organiser's events with their quotes count. */
export const EventsTab = () => {
  const { openPlanEvent, startTutorial } = useDashboardActions();
  const { data, isPending, isError, isFetching, refetch } = useMyEventRequests();
  const events = data?.data ?? [];

  return (
    <section aria-labelledby="events-title" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="events-title" className="text-3xl font-extrabold tracking-tight text-brand-950">
            My Events
          </h1>
          <p className="mt-1 text-stone-700">Every event you plan, from first draft to the day itself.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={startTutorial}>
            <CircleHelp className="size-4" aria-hidden="true" />
            Help &amp; Demo
          </Button>
          <Button onClick={() => openPlanEvent()}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            Create New Event
          </Button>
        </div>
      </div>

      <div className="mt-6">
        {isPending ? (
          <ListSpinner label="Loading your events" />
        ) : isError ? (
          <LoadError
            title="Unable to load events"
            body="Failed to load events. Please try again."
            onRetry={() => void refetch()}
            isRetrying={isFetching}
            busyText="Trying again…"
          />
        ) : events.length === 0 ? (
          <EmptyState
            icon={CalendarDays}
            title="No events yet"
            body="Tell local providers what you are planning and they will send you quotes."
            action={<Button onClick={() => openPlanEvent()}>Create Your First Event</Button>}
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2" aria-label="Your events">
            {events.map((event) => (
              <li key={event.id} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <h2 className="text-lg font-bold leading-snug text-brand-950">{event.title || 'Untitled event'}</h2>
                  <span className={cx('shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold', EVENT_STATUS_STYLES[event.status])}>
                    {EVENT_STATUS_LABELS[event.status]}
                  </span>
                </div>
                {event.description && <p className="mt-2 line-clamp-2 text-sm leading-6 text-stone-700">{event.description}</p>}
                <dl className="mt-4 grid gap-2 text-sm text-stone-700 sm:grid-cols-3">
                  <div className="flex items-center gap-1.5">
                    <dt>
                      <CalendarDays className="size-4 text-brand-600" aria-label="Date" />
                    </dt>
                    <dd>{formatDate(event.event_date) || 'Date to be confirmed'}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt>
                      <MapPin className="size-4 text-brand-600" aria-label="Location" />
                    </dt>
                    <dd>{event.location || 'Location to be confirmed'}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt>
                      <Wallet className="size-4 text-brand-600" aria-label="Budget" />
                    </dt>
                    <dd>{budgetText(event.budget_min, event.budget_max)}</dd>
                  </div>
                </dl>
                <p className="mt-4 inline-flex w-fit items-center gap-1.5 rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700">
                  <MessageSquareQuote className="size-3.5" aria-hidden="true" />
                  {event.quotes_count} {event.quotes_count === 1 ? 'quote' : 'quotes'} received
                </p>
                {event.quotes_count > 0 && (
                  <div className="mt-auto flex flex-wrap gap-2 pt-4">
                    <Link to={quotesTabPath({ eventId: event.id })} replace className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                      View Quotes<span className="sr-only"> for {event.title || 'Untitled event'}</span>
                    </Link>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
};
