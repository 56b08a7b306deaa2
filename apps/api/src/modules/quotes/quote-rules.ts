import { QUOTE_MSG } from '@app/contract';
import { AppError } from '../../lib/app-error.ts';

/** What the quoting rules need to know about a request, read in the quoting transaction. */
export type TQuotableEvent = {
  status: string;
  event_date: string | null;
  /** Its response deadline (or, without one, its active period) ended before today. */
  is_past_deadline: boolean;
  /** A quote for it has been accepted. */
  has_accepted_quote: boolean;
};

/**
 * Why a request does not take a new or changed quote today (YYYY-MM-DD, New Zealand), or null when
 * it does: drafts, cancelled and completed requests, any other status but submitted, an accepted
 * quote, a past event or a past response deadline.
 */
export const eventQuoteProblem = (event: TQuotableEvent, today: string): AppError | null => {
  if (event.status === 'draft') return new AppError('CONFLICT', QUOTE_MSG.eventDraft);
  if (event.status === 'cancelled') return new AppError('CONFLICT', QUOTE_MSG.eventCancelled);
  if (event.status === 'completed') return new AppError('CONFLICT', QUOTE_MSG.eventCompleted);
  if (event.status !== 'submitted') return new AppError('CONFLICT', QUOTE_MSG.eventNotOpen);
  if (event.has_accepted_quote) return new AppError('CONFLICT', QUOTE_MSG.alreadyAccepted);
  if (event.event_date !== null && event.event_date < today) return new AppError('CONFLICT', QUOTE_MSG.eventCompleted);
  if (event.is_past_deadline) return new AppError('CONFLICT', QUOTE_MSG.eventExpired);
  return null;
};

/** A submitted quote whose valid_until has passed is expired: it can no longer be changed or withdrawn. */
export const isExpiredQuote = (quote: { status: string; valid_until: string | null }, today: string) =>
  quote.status === 'submitted' && quote.valid_until !== null && quote.valid_until < today;

/**
 * The categories a provider may quote for on a request: the requested ones it offers, or, when the
 * organiser invited it, any of its own.
 */
export const quotableCategories = (options: { requested: number[]; offered: number[]; isInvited: boolean }): Set<number> => {
  const offered = new Set(options.offered);
  return options.isInvited ? offered : new Set(options.requested.filter((id) => offered.has(id)));
};
