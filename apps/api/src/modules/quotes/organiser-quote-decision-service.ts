import { sql } from 'drizzle-orm';
import { EVENT_REQUEST_MSG, nzToday, QUOTE_MSG, type TEventStatus, type TQuote } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import type { TDbOrTx } from '../../db/db-types.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hasAcceptedQuote, lockEventQuote, lockOrganiserEvent, markEventBooked, recordQuoteDecision } from './quote-decision-queries.ts';
import { notifyQuoteDecision, type TQuoteNotifier } from './quote-notifications.ts';
import { closePendingQuotes, findQuote } from './quote-queries.ts';
import { isExpiredQuote } from './quote-rules.ts';

type TDecisionOptions = { db: TDb; organiserId: number; eventRequestId: number; quoteId: number; notifier: TQuoteNotifier; now?: Date };
type TDecisionResult = { data: TQuote; event_status: TEventStatus };

/** Statuses of a request whose quotes the organiser may still accept or decline. */
const DECIDABLE_EVENT_STATUSES: readonly TEventStatus[] = ['submitted', 'active'];
const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * The request and quote a decision is about, locked (the request first), after the rules every
 * decision shares: the organiser's own request and a quote on it that was not withdrawn (else 404,
 * never 403, so ids tell nothing), a request still submitted or active and not past its date (409).
 */
const lockDecisionTarget = async (tx: TDbOrTx, options: TDecisionOptions, today: string) => {
  const event = await lockOrganiserEvent(tx, options);
  if (!event) throw new AppError('NOT_FOUND', EVENT_REQUEST_MSG.notFound);
  const quote = await lockEventQuote(tx, options);
  if (!quote) throw new AppError('NOT_FOUND', QUOTE_MSG.notFound);
  if (!DECIDABLE_EVENT_STATUSES.includes(event.status)) throw conflict(QUOTE_MSG.eventClosedForDecision(event.status));
  if (event.event_date !== null && event.event_date < today) throw conflict(QUOTE_MSG.eventDatePassed);
  return { event, quote, shownStatus: isExpiredQuote(quote, today) ? 'expired' : quote.status };
};

/** The quote as the organiser reads it after the commit, with the request's status. */
const decided = async (options: TDecisionOptions, today: string, eventStatus: TEventStatus): Promise<TDecisionResult> => {
  const data = await findQuote(options.db, { id: options.quoteId, scope: sql`e.organiser_id = ${options.organiserId}`, today });
  return { data: data!, event_status: eventStatus };
};

/**
 * POST /event-organiser/event-requests/{id}/quotes/{quoteId}/accept. In one transaction, the request
 * locked FOR UPDATE: the shared rules (lockDecisionTarget), then no quote of the request accepted
 * yet (409 alreadyAcceptedForEvent; the partial unique index quotes_one_accepted_per_event is the
 * last word, its violation answered alike), the quote pending (409) and not expired (409). The quote
 * becomes accepted, every other pending quote on the request rejected, a submitted request active;
 * the accepted provider and each closed quote's provider are notified, e-mailed after the commit.
 */
export const acceptQuote = async (options: TDecisionOptions): Promise<TDecisionResult> => {
  const now = options.now ?? new Date();
  const today = nzToday(now);
  let outcome: { mailIds: number[]; eventStatus: TEventStatus };
  try {
    outcome = await options.db.transaction(async (tx) => {
      const { event, quote, shownStatus } = await lockDecisionTarget(tx, options, today);
      if (await hasAcceptedQuote(tx, event.id)) throw conflict(QUOTE_MSG.alreadyAcceptedForEvent);
      if (shownStatus === 'expired') throw conflict(QUOTE_MSG.expiredCannotAccept);
      if (shownStatus !== 'submitted') throw conflict(QUOTE_MSG.onlySubmittedAccepted);
      await recordQuoteDecision(tx, { quoteId: quote.id, status: 'accepted', now });
      const closed = await closePendingQuotes(tx, { eventRequestId: event.id, exceptQuoteId: quote.id, now });
      await markEventBooked(tx, { eventRequestId: event.id, now });
      const mailIds = await notifyQuoteDecision(tx, { ...options.notifier, quoteId: quote.id, decision: 'accepted' });
      for (const quoteId of closed) mailIds.push(...(await notifyQuoteDecision(tx, { ...options.notifier, quoteId, decision: 'closed' })));
      return { mailIds, eventStatus: 'active' as const };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'quotes_one_accepted_per_event')) throw conflict(QUOTE_MSG.alreadyAcceptedForEvent);
    throw error;
  }
  options.notifier.mailer.deliverLater(outcome.mailIds);
  return decided(options, today, outcome.eventStatus);
};

/**
 * POST /event-organiser/event-requests/{id}/quotes/{quoteId}/reject: the shared rules
 * (lockDecisionTarget), then the quote pending (409; an expired one is not). It becomes rejected and
 * its provider is notified, e-mailed after the commit. The request keeps its status.
 */
export const rejectQuote = async (options: TDecisionOptions): Promise<TDecisionResult> => {
  const now = options.now ?? new Date();
  const today = nzToday(now);
  const outcome = await options.db.transaction(async (tx) => {
    const { event, quote, shownStatus } = await lockDecisionTarget(tx, options, today);
    if (shownStatus !== 'submitted') throw conflict(QUOTE_MSG.onlySubmittedRejected);
    await recordQuoteDecision(tx, { quoteId: quote.id, status: 'rejected', now });
    const mailIds = await notifyQuoteDecision(tx, { ...options.notifier, quoteId: quote.id, decision: 'rejected' });
    return { mailIds, eventStatus: event.status };
  });
  options.notifier.mailer.deliverLater(outcome.mailIds);
  return decided(options, today, outcome.eventStatus);
};
