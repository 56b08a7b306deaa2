// What the portal says about a request's state: shared by the inbox cards, the request page and its quote panel.
import { nzToday, QUOTE_MSG, type TProviderRequestSummary } from '@app/contract';

/** The calendar day of a date or timestamp ('2030-03-01T...' -> '2030-03-01'). */
const day = (value: string | null): string | null => (value ? value.slice(0, 10) : null);

/** Why a request takes no more quotes, in the API's own words; null while it is open. */
export const closedReason = (request: Pick<TProviderRequestSummary, 'is_open_for_quotes' | 'status' | 'response_deadline' | 'event_date'>, today: string = nzToday()): string | null => {
  if (request.is_open_for_quotes) return null;
  if (request.status === 'cancelled') return QUOTE_MSG.eventCancelled;
  if (request.status === 'draft') return QUOTE_MSG.eventDraft;
  if (request.status === 'completed') return QUOTE_MSG.eventCompleted;
  const deadline = day(request.response_deadline);
  if (deadline && deadline < today) return QUOTE_MSG.eventExpired;
  const eventDay = day(request.event_date);
  if (eventDay && eventDay < today) return QUOTE_MSG.eventCompleted;
  return QUOTE_MSG.alreadyAccepted;
};
