import { useState } from 'react';
import { CalendarSync, Check, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { CALENDAR_MSG } from '@app/contract';
import { errorText } from '@app/web-core/api-client.ts';
import { useCalendarFeed } from '@app/web-core/calendar/calendar-api.ts';
import { formatDateTime } from '@app/web-core/format.ts';
import { notify } from '@app/web-core/notify.ts';
import { Button } from '../button.tsx';
import { Spinner } from '../spinner.tsx';

type TCalendarFeedPanelProps = {
  /** What the feed lists, in the person's words ("every event you have booked a provider for"). */
  lists: string;
  /** The id of the field holding the address, for its label. */
  idPrefix: string;
};

/**
 * My private calendar feed (docs/calendar.md): an address to subscribe to in Google Calendar or
 * Outlook, shown once when made (only its hash is kept), made again to replace it, or revoked.
 */
export const CalendarFeedPanel = ({ lists, idPrefix }: TCalendarFeedPanelProps) => {
  const { state, create, revoke } = useCalendarFeed();
  const [isCopied, setIsCopied] = useState(false);
  const created = create.data && state.data?.is_active ? create.data : null;

  const makeFeed = async () => {
    try {
      setIsCopied(false);
      await create.mutateAsync();
      notify(CALENDAR_MSG.feedCreated, 'success');
    } catch (caught) {
      notify(errorText(caught, CALENDAR_MSG.feedCreateFailed), 'error');
    }
  };
  const revokeFeed = async () => {
    try {
      await revoke.mutateAsync();
      create.reset();
      notify(CALENDAR_MSG.feedRevoked, 'success');
    } catch (caught) {
      notify(errorText(caught, CALENDAR_MSG.feedRevokeFailed), 'error');
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
    } catch {
      notify('Copy the address from the field: this browser did not allow copying.', 'warning');
    }
  };

  if (state.isPending) return <Spinner label="Loading your calendar feed" />;
  if (state.isError) {
    return (
      <div className="space-y-3">
        <p className="text-stone-700">{CALENDAR_MSG.feedLoadFailed}</p>
        <Button variant="outline" onClick={() => void state.refetch()} isBusy={state.isFetching} busyText="Trying again…">
          Try again
        </Button>
      </div>
    );
  }

  const feed = state.data;
  return (
    <div className="space-y-4 text-stone-700">
      <p>
        Subscribe to a private calendar that lists {lists}. Google Calendar, Outlook and Apple Calendar keep it up to date, cancellations included.
      </p>
      {created ? (
        <div className="space-y-2 rounded-xl border border-brand-200 bg-brand-50 p-4">
          <label htmlFor={`${idPrefix}-feed-url`} className="block text-sm font-semibold text-brand-950">
            Your calendar feed address (shown only now: copy it)
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${idPrefix}-feed-url`}
              readOnly
              value={created.url}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 font-mono text-sm text-stone-900"
            />
            <Button variant="primary" onClick={() => void copy(created.url)}>
              {isCopied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
              {isCopied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p role="status" className="sr-only">
            {isCopied ? 'Address copied' : ''}
          </p>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            <li>Google Calendar: Other calendars, +, From URL, then paste the address.</li>
            <li>Outlook: Add calendar, Subscribe from web, then paste the address.</li>
            <li>
              Apple Calendar:{' '}
              <a href={created.webcal_url} className="font-semibold text-brand-800 underline underline-offset-4">
                open the feed
              </a>
              .
            </li>
          </ul>
          <p className="text-sm">Anyone with this address can see these events: keep it private.</p>
        </div>
      ) : feed?.is_active ? (
        <p>
          Your feed is active since {formatDateTime(feed.created_at)}
          {feed.last_used_at ? `; a calendar last read it ${formatDateTime(feed.last_used_at)}` : ''}. Its address was shown once when it was made: lost it? Make a
          new one (the old address stops working).
        </p>
      ) : (
        <p>You have no calendar feed.</p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant={feed?.is_active ? 'outline' : 'primary'} onClick={() => void makeFeed()} isBusy={create.isPending} busyText="Creating…">
          {feed?.is_active ? <RefreshCw className="size-4" aria-hidden="true" /> : <CalendarSync className="size-4" aria-hidden="true" />}
          {feed?.is_active ? 'Replace feed address' : 'Create calendar feed'}
        </Button>
        {feed?.is_active && (
          <Button variant="danger" onClick={() => void revokeFeed()} isBusy={revoke.isPending} busyText="Revoking…">
            <Trash2 className="size-4" aria-hidden="true" />
            Revoke feed
          </Button>
        )}
      </div>
    </div>
  );
};
