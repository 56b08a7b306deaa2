import { sql } from 'drizzle-orm';
import type { TEventStatus, TQuoteStatus } from '@app/contract';
import type { TDbOrTx } from '../../db/db-types.ts';
import { queryRows } from '../../db/raw-query.ts';

// The rows an organiser's decision on a quote reads and writes. Every quote write takes its request's
// row first (the provider's share lock, this exclusive one), then the quote: one order, no deadlock.

export type TDecisionEvent = { id: number; status: TEventStatus; event_date: string | null };
export type TDecisionQuote = { id: number; status: TQuoteStatus; valid_until: string | null };

/**
 * One of the organiser's requests, locked FOR UPDATE for the rest of the transaction (two decisions
 * on one request wait for each other, and so do a cancel and the lifecycle job); null for anyone
 * else's request or none.
 */
export const lockOrganiserEvent = async (tx: TDbOrTx, options: { organiserId: number; eventRequestId: number }): Promise<TDecisionEvent | null> => {
  const [row] = await queryRows<TDecisionEvent>(tx, sql`
    SELECT id, status::text AS status, event_date::text AS event_date FROM event_requests
    WHERE id = ${options.eventRequestId} AND organiser_id = ${options.organiserId}
    FOR UPDATE`);
  return row ?? null;
};

/**
 * A quote on the request is accepted. Its own statement, read once the request is locked: a
 * statement started after the lock sees what the decision that held it committed.
 */
export const hasAcceptedQuote = async (tx: TDbOrTx, eventRequestId: number): Promise<boolean> => {
  const rows = await queryRows<{ id: number }>(tx, sql`SELECT id FROM quotes WHERE event_request_id = ${eventRequestId} AND status = 'accepted' LIMIT 1`);
  return rows.length > 0;
};

/** A quote on that request as stored, locked FOR UPDATE; null when there is none or it was withdrawn (as the organiser's lists leave it out). */
export const lockEventQuote = async (tx: TDbOrTx, options: { eventRequestId: number; quoteId: number }): Promise<TDecisionQuote | null> => {
  const [row] = await queryRows<TDecisionQuote>(tx, sql`
    SELECT id, status::text AS status, valid_until::text AS valid_until FROM quotes
    WHERE id = ${options.quoteId} AND event_request_id = ${options.eventRequestId} AND status <> 'withdrawn'
    FOR UPDATE`);
  return row ?? null;
};

/** Records the decision on the quote, answered `now`. */
export const recordQuoteDecision = (tx: TDbOrTx, options: { quoteId: number; status: 'accepted' | 'rejected'; now: Date }) =>
  tx.execute(sql`
    UPDATE quotes SET status = ${options.status}::quote_status, responded_at = ${options.now.toISOString()}::timestamptz,
      updated_at = ${options.now.toISOString()}::timestamptz
    WHERE id = ${options.quoteId}`);

/** A submitted request with a quote accepted becomes active (booked); an active one stays so. */
export const markEventBooked = (tx: TDbOrTx, options: { eventRequestId: number; now: Date }) =>
  tx.execute(sql`
    UPDATE event_requests SET status = 'active', updated_at = ${options.now.toISOString()}::timestamptz
    WHERE id = ${options.eventRequestId} AND status = 'submitted'`);
