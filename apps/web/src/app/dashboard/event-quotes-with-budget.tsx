import type { TEventRequest } from '@app/contract';
import { BudgetTracker } from '../../features/budget/components/budget-tracker.tsx';
import { useEventQuotes } from '../../features/quotes/api/get-event-quotes.ts';
import { EventQuotesList } from '../../features/quotes/components/event-quotes-list.tsx';
import { EventInvitations } from '../../features/quote-requests/components/event-invitations.tsx';

/**
 * The Quotes tab of the event details modal: the event's budget tracker (once its quotes have
 * arrived) over the list of its quotes (both read the same cached query of the event's quotes), then
 * the providers invited to quote, with who replied and who was reminded.
 */
export const EventQuotesWithBudget = ({ event }: { event: TEventRequest }) => {
  const { data: quotes } = useEventQuotes(event.id);
  return (
    <div className="space-y-5">
      {quotes && quotes.length > 0 && <BudgetTracker event={event} quotes={quotes} />}
      <EventQuotesList eventRequestId={event.id} />
      <EventInvitations eventRequestId={event.id} />
    </div>
  );
};
