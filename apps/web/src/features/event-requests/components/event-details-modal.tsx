// The event details modal (dashboard.md §2): Overview, Quotes (with their count) and Timeline tabs
// over the event as GET /{id} returns it; Cancel Event (with a confirmation) and Close for an event
// that can still be cancelled, no footer for a cancelled or completed one; Add to calendar beside the
// status for a sent event with a date.
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Ban, ListChecks } from 'lucide-react';
import { CANCELLABLE_EVENT_STATUSES, EVENT_REQUEST_MSG, type TEventRequest } from '@app/contract';
import { Button, buttonClasses } from '@app/ui/button.tsx';
import { AddToCalendarButton } from '@app/ui/calendar/add-to-calendar-button.tsx';
import { Dialog } from '@app/ui/dialog.tsx';
import { ListSpinner } from '@app/ui/spinner.tsx';
import { LoadError } from '@app/ui/state-panels.tsx';
import { useNotify } from '@app/web-core/notify.ts';
import { useCancelEventRequest } from '../api/cancel-event-request.ts';
import { useEventRequest } from '../api/get-event-request.ts';
import { cancelFailureText, EVENT_LIST_TEXT } from '../api/event-request-errors.ts';
import { eventTitle } from '../event-display.ts';
import { EventOverview } from './event-overview.tsx';
import { EventStatusPill } from './event-status-pill.tsx';
import { EventTimeline } from './event-timeline.tsx';
import { Tabs, type TTabItem } from '@app/ui/tabs.tsx';

/** The quotes of one event, as the quotes feature lists them, with the event's budget tracker (the app layer passes it in). */
export type TRenderEventQuotes = (eventRequestId: number, event: TEventRequest) => ReactNode;

type TDetailsTab = 'overview' | 'quotes' | 'timeline';

type TEventDetailsModalProps = {
  /** The event as the list shows it; the modal loads it afresh and shows this meanwhile. */
  event: TEventRequest;
  onClose(): void;
  renderEventQuotes: TRenderEventQuotes;
};

export const EventDetailsModal = ({ event: listed, onClose, renderEventQuotes }: TEventDetailsModalProps) => {
  const idPrefix = useId().replaceAll(':', '');
  const notify = useNotify();
  const { data: event, isError, isFetching, refetch } = useEventRequest(listed.id, listed);
  const cancel = useCancelEventRequest();
  const [tab, setTab] = useState<TDetailsTab>('overview');
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);

  const shown = event ?? listed;
  const tabs: TTabItem<TDetailsTab>[] = [
    { id: 'overview', label: 'Overview' },
    { id: 'quotes', label: 'Quotes', count: shown.quotes_count },
    { id: 'timeline', label: 'Timeline' },
  ];
  const canCancel = !isError && CANCELLABLE_EVENT_STATUSES.includes(shown.status);
  // Add to calendar: a sent event with a date (a cancelled one too: the file then cancels the entry).
  const canAddToCalendar = !isError && shown.status !== 'draft' && !!shown.event_date;

  const cancelEvent = async () => {
    try {
      await cancel.mutateAsync(shown.id);
      notify(EVENT_REQUEST_MSG.cancelled, 'success');
    } catch (caught) {
      notify(cancelFailureText(caught), 'error');
    } finally {
      setIsConfirmingCancel(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={eventTitle(shown)}
      header={
        <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-2 pr-10">
          <EventStatusPill status={shown.status} />
          {canAddToCalendar && <AddToCalendarButton path={`/event-organiser/calendar/events/${shown.id}`} title={shown.title} id={shown.id} size="sm" />}
        </div>
      }
      size="lg"
    >
      {isError ? (
        <LoadError
          title={EVENT_LIST_TEXT.detailsFailedTitle}
          titleAs="p"
          body={EVENT_REQUEST_MSG.loadDetailsFailed}
          onRetry={() => void refetch()}
          isRetrying={isFetching}
          busyText="Trying again…"
        />
      ) : !event ? (
        <ListSpinner label="Loading event details" />
      ) : (
        <Tabs idPrefix={idPrefix} label="Event details" tabs={tabs} selected={tab} onSelect={setTab} panelClassName="pt-5">
          {tab === 'overview' && <EventOverview event={event} />}
          {tab === 'quotes' && renderEventQuotes(event.id, event)}
          {tab === 'timeline' && <EventTimeline event={event} />}
        </Tabs>
      )}

      {/* The day-of run sheet (features/run-sheet) of a submitted or booked event. */}
      {!isError && (shown.status === 'submitted' || shown.status === 'active') && (
        <div className="mt-5 flex justify-start">
          <Link to={`/dashboard/events/${shown.id}/run-sheet`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            <ListChecks className="size-4" aria-hidden="true" />
            Run sheet
          </Link>
        </div>
      )}

      {canCancel && (
        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button variant="danger" onClick={() => setIsConfirmingCancel(true)}>
            <Ban className="size-4" aria-hidden="true" />
            Cancel Event
          </Button>
        </div>
      )}

      <Dialog
        open={isConfirmingCancel}
        onOpenChange={(open) => {
          if (!cancel.isPending) setIsConfirmingCancel(open);
        }}
        title="Cancel this event?"
        description={
          shown.status === 'draft'
            ? 'The draft moves to your cancelled events and can no longer be sent. This cannot be undone.'
            : 'Service providers will no longer be able to quote for it. This cannot be undone.'
        }
        size="sm"
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setIsConfirmingCancel(false)} disabled={cancel.isPending}>
            Keep Event
          </Button>
          <Button variant="danger" onClick={() => void cancelEvent()} isBusy={cancel.isPending} busyText="Cancelling...">
            Cancel Event
          </Button>
        </div>
      </Dialog>
    </Dialog>
  );
};
