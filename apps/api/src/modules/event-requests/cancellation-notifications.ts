import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/db-types.ts';
import { composeMail, portalLink } from '../../lib/mail-layout.ts';
import type { TNotifier } from '../provider-requests/request-notifications.ts';

/**
 * The providers who have something on a request: a quote they did not withdraw, or the organiser's
 * invitation to quote. Columns user_id and to_address (the profile's e-mail, else the account's).
 */
const involvedProviders = (eventRequestId: number) => sql`
  SELECT p.user_id, coalesce(nullif(p.email, ''), u.email) AS to_address
  FROM provider_profiles p
  JOIN users u ON u.id = p.user_id
  WHERE p.id IN (
    SELECT q.provider_id FROM quotes q WHERE q.event_request_id = ${eventRequestId} AND q.status <> 'withdrawn'
    UNION
    SELECT qi.provider_id FROM quote_invitations qi WHERE qi.event_request_id = ${eventRequestId})`;

/**
 * An organiser cancelled a request: every provider who quoted on it or was invited to gets a
 * notification (one INSERT ... SELECT) and an e-mail in the outbox (one more), linking to the
 * request in the portal. Run it in the transaction that cancels; after the commit,
 * `mailer.deliverLater(ids)` sends the e-mails. Returns the outbox ids.
 */
export const notifyProvidersOfCancellation = async (db: TDbOrTx, options: TNotifier & { eventRequestId: number }): Promise<number[]> => {
  const { rows } = await db.execute<{ title: string; event_date: string | null }>(sql`
    SELECT title, event_date::text AS event_date FROM event_requests WHERE id = ${options.eventRequestId}`);
  const request = rows[0];
  if (!request) return [];
  const recipients = involvedProviders(options.eventRequestId);
  const path = `/requests/${options.eventRequestId}`;
  const message = `The organiser cancelled "${request.title}"`;
  const inserted = await db.execute<{ id: number }>(sql`
    INSERT INTO notifications (user_id, type, message, link)
    SELECT m.user_id, 'warning', ${message}, ${path} FROM (${recipients}) m
    RETURNING id`);
  if (inserted.rows.length === 0) return [];
  const mail = composeMail({
    subject: `Request cancelled: ${request.title}`,
    greeting: 'Kia ora,',
    paragraphs: [
      `${message}${request.event_date ? `, planned for ${request.event_date}` : ''}.`,
      'A quote of yours that was still pending on it is now closed: there is nothing more to do for this request.',
    ],
    action: { label: 'See the request', url: portalLink(options.providerPortalUrl, path) },
  });
  return options.mailer.storeForEach(db, sql`SELECT m.to_address FROM (${recipients}) m`, mail);
};
