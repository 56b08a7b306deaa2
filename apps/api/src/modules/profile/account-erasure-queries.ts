import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/db-types.ts';
import { queryRows } from '../../db/raw-query.ts';

/** Deleted accounts whose time has come (deleted at or before `cutoff`) and not yet erased, locked; at most `limit`. */
export const selectAccountsToErase = (tx: TDbOrTx, options: { cutoff: Date; limit: number }) =>
  queryRows<{ id: number; avatar_url: string | null }>(tx, sql`
    SELECT u.id, op.avatar_url
    FROM users u LEFT JOIN organiser_profiles op ON op.user_id = u.id
    WHERE u.deleted_at IS NOT NULL AND u.erased_at IS NULL AND u.deleted_at <= ${options.cutoff.toISOString()}::timestamptz
    ORDER BY u.deleted_at, u.id
    LIMIT ${options.limit}
    FOR UPDATE OF u SKIP LOCKED`);

/** A request of this account that has an accepted quote: the booking whose amount the law asks us to keep. */
const isBooked = sql`EXISTS (SELECT 1 FROM quotes qa WHERE qa.event_request_id = e.id AND qa.status = 'accepted')`;

/**
 * Erases one deleted account (docs/adr/006-account-deletion.md), in the caller's transaction:
 *   - requests without an accepted quote go, with all that hangs on them (items, quotes,
 *     invitations, chat rooms and messages, reviews);
 *   - a booked request stays as an anonymous record of the accepted quote: its texts, place,
 *     budget and the organiser's name and e-mail are cleared; its items, other quotes, invitations
 *     and chat go; the accepted quote keeps its amount, currency, provider and dates, its message
 *     and extra charges are cleared;
 *   - notifications, sessions, reset links, chat read marks, the user's attachments and the profile
 *     (names, phone, address, avatar) go;
 *   - the user row stays as a tombstone (the booked requests point at it): no password, no Google
 *     link, erased_at set, so the job never picks it again.
 */
export const eraseAccountRows = async (tx: TDbOrTx, options: { userId: number; now: Date }) => {
  const { userId } = options;
  const now = sql`${options.now.toISOString()}::timestamptz`;
  await tx.execute(sql`DELETE FROM event_requests e WHERE e.organiser_id = ${userId} AND NOT ${isBooked}`);
  const booked = sql`(SELECT e.id FROM event_requests e WHERE e.organiser_id = ${userId})`;
  await tx.execute(sql`DELETE FROM chat_rooms WHERE organiser_id = ${userId} OR event_request_id IN ${booked}`);
  await tx.execute(sql`DELETE FROM quotes WHERE event_request_id IN ${booked} AND status <> 'accepted'`);
  await tx.execute(sql`UPDATE quotes SET message = NULL, additional_charges = NULL, updated_at = ${now} WHERE event_request_id IN ${booked}`);
  await tx.execute(sql`DELETE FROM quote_invitations WHERE event_request_id IN ${booked}`);
  await tx.execute(sql`DELETE FROM event_request_items WHERE event_request_id IN ${booked}`);
  await tx.execute(sql`DELETE FROM reviews WHERE organiser_id = ${userId}`);
  await tx.execute(sql`
    UPDATE event_requests SET title = 'Erased account', description = '', location = NULL, location_id = NULL, budget_min = NULL,
      budget_max = NULL, delivery_address = NULL, additional_notes = NULL, organiser_name = NULL, organiser_email = NULL, updated_at = ${now}
    WHERE organiser_id = ${userId}`);
  for (const table of ['notifications', 'sessions', 'password_reset_requests', 'chat_read_state', 'attachments', 'organiser_profiles']) {
    await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE user_id = ${userId}`);
  }
  await tx.execute(sql`UPDATE users SET password_hash = NULL, google_sub = NULL, erased_at = ${now}, updated_at = ${now} WHERE id = ${userId}`);
};
