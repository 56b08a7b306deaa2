// My Events (dashboard.md §2): Help & Demo, Create New Event, the filter tabs with their counts, the
// organiser's events 20 a page (filter and page in the address), and the details and edit modals.
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarDays, CalendarPlus, CircleHelp } from 'lucide-react';
import type { TEventFilter, TEventRequest } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { LinkPagination } from '@app/ui/pagination.tsx';
import { ListSpinner } from '@app/ui/spinner.tsx';
import { EmptyState, LoadError } from '@app/ui/state-panels.tsx';
import { useDashboardActions } from '../../../lib/dashboard-actions.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { EVENT_LIST_TEXT, eventListFailureText } from '../api/event-request-errors.ts';
import { useMyEventRequests } from '../api/get-my-event-requests.ts';
import { EditEventModal } from '../components/edit-event-modal.tsx';
import { EventCard } from '../components/event-card.tsx';
import { EventDetailsModal, type TRenderEventQuotes } from '../components/event-details-modal.tsx';
import { Tabs } from '@app/ui/tabs.tsx';
import {
  EVENT_FILTER_LABELS, EVENT_FILTERS, filterCount, readEventListState, toEventListQuery, writeEventListState, type TEventListState,
} from '../event-list-params.ts';

/** What each filter says when it has nothing to list. */
const EMPTY_TEXT: Record<TEventFilter, { title: string; body: string }> = {
  all: { title: 'No events yet', body: 'Tell local providers what you are planning and they will send you quotes.' },
  draft: { title: 'No drafts', body: 'Events you save as a draft wait here until you send them to providers.' },
  active: { title: 'No active events', body: 'Events you have sent to providers appear here while they collect quotes and until the day itself.' },
  completed: { title: 'No completed events', body: 'Events appear here once their date has passed.' },
};

export type TEventsTabProps = {
  /** The quotes of one event for the details modal's Quotes tab (the quotes feature's list, passed in by the app layer). */
  renderEventQuotes: TRenderEventQuotes;
};

export const EventsTab = ({ renderEventQuotes }: TEventsTabProps) => {
  const { openPlanEvent, startTutorial } = useDashboardActions();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readEventListState(searchParams);
  const { data, error, isPending, isError, isFetching, isPlaceholderData, refetch } = useMyEventRequests(toEventListQuery(state));
  const [details, setDetails] = useState<TEventRequest | null>(null);
  const [editing, setEditing] = useState<TEventRequest | null>(null);
  // The modals have no Radix trigger: focus goes back by hand to the card's button that opened them.
  const rememberDetailsOpener = useFocusReturn(details !== null);
  const rememberEditOpener = useFocusReturn(editing !== null);
  const openDetails = (event: TEventRequest) => {
    rememberDetailsOpener();
    setDetails(event);
  };
  const openEdit = (event: TEventRequest) => {
    rememberEditOpener();
    setEditing(event);
  };
  const tabsId = useId().replaceAll(':', '');

  // Like the dashboard's tabs, a filter or page replaces the history entry instead of adding one.
  const update = (patch: Partial<TEventListState>) =>
    setSearchParams((current) => writeEventListState({ ...state, page: 1, ...patch }, current), { replace: true });

  // A page past the last one (an old link, or events that moved) shows the last page instead.
  const totalPages = data?.pagination.totalPages ?? 0;
  const isPastLastPage = !!data && !isPlaceholderData && state.page > Math.max(1, totalPages);
  useEffect(() => {
    if (!isPastLastPage) return;
    setSearchParams((current) => writeEventListState({ ...readEventListState(current), page: Math.max(1, totalPages) }, current), { replace: true });
  }, [isPastLastPage, totalPages, setSearchParams]);

  const events = data?.data ?? [];
  const tabs = EVENT_FILTERS.map((filter) => ({ id: filter, label: EVENT_FILTER_LABELS[filter], count: filterCount(data?.counts, filter) }));
  const hasNoEvents = data?.counts.all === 0;
  const empty = EMPTY_TEXT[hasNoEvents ? 'all' : state.filter];

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
        <Tabs idPrefix={tabsId} label="Filter events" tabs={tabs} selected={state.filter} onSelect={(filter) => update({ filter })} isFitted panelClassName="pt-6">
          {isPending ? (
            <ListSpinner label="Loading your events" />
          ) : isError && !data ? (
            <LoadError
              title={EVENT_LIST_TEXT.loadFailedTitle}
              body={eventListFailureText(error)}
              onRetry={() => void refetch()}
              isRetrying={isFetching}
              busyText="Trying again…"
            />
          ) : events.length === 0 ? (
            <EmptyState
              icon={CalendarDays}
              title={empty.title}
              body={empty.body}
              action={
                hasNoEvents ? (
                  <Button onClick={() => openPlanEvent()}>Create Your First Event</Button>
                ) : state.filter !== 'all' ? (
                  <Button variant="outline" onClick={() => update({ filter: 'all' })}>
                    Show All Events
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <ul
                aria-label="Your events"
                aria-busy={isPlaceholderData || undefined}
                className={cx('grid gap-4 md:grid-cols-2', isPlaceholderData && 'opacity-60')}
              >
                {events.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} onEdit={openEdit} onViewDetails={openDetails} />
                  </li>
                ))}
              </ul>
              <LinkPagination
                className="mt-8"
                label="Event pages"
                page={data?.pagination.page ?? state.page}
                totalPages={totalPages}
                RouteLink={Link}
                pageSearch={(page) => `?${writeEventListState({ ...state, page }, searchParams).toString()}`}
                isReplacing
              />
            </>
          )}
        </Tabs>
      </div>

      {details && <EventDetailsModal event={details} onClose={() => setDetails(null)} renderEventQuotes={renderEventQuotes} />}
      {editing && <EditEventModal event={editing} onClose={() => setEditing(null)} />}
    </section>
  );
};
