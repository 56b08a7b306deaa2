import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/db-types.ts';
import { composeMail, portalLink } from '../../lib/mail-layout.ts';
import type { TMailer } from '../../plugins/mailer.ts';

export type TRunSheetNotifier = { mailer: TMailer; providerPortalUrl: string };

/** The portal's page of an event's run sheet. */
export const runSheetPortalPath = (eventRequestId: number) => `/run-sheets/${eventRequestId}`;

const bookedProviders = (eventRequestId: number) => sql`
  SELECT p.user_id, coalesce(nullif(p.email, ''), u.email) AS to_address FROM provider_profiles p
  JOIN users u ON u.id = p.user_id
  WHERE EXISTS (SELECT 1 FROM quotes q WHERE q.event_request_id = ${eventRequestId} AND q.provider_id = p.id AND q.status = 'accepted')`;

/**
 * The organiser saved a change to the run sheet: every provider booked for the event gets one
 * notification on the bell and one e-mail in the outbox for the save (never one per line). Run it
 * in the saving transaction; after the commit, `mailer.deliverLater(ids)` sends the e-mails.
 */
export const notifyRunSheetChanged = async (db: TDbOrTx, options: TRunSheetNotifier & { eventRequestId: number; eventTitle: string }): Promise<number[]> => {
  const path = runSheetPortalPath(options.eventRequestId);
  const message = `The run sheet for "${options.eventTitle}" has been updated`;
  await db.execute(sql`
    INSERT INTO notifications (user_id, type, message, link)
    SELECT b.user_id, 'info'::notification_type, ${message}, ${path} FROM (${bookedProviders(options.eventRequestId)}) b`);
  const mail = composeMail({
    subject: `Run sheet updated: ${options.eventTitle}`,
    greeting: 'Kia ora,',
    paragraphs: [`${message}. Your lines are marked "You".`],
    action: { label: 'Open the run sheet', url: portalLink(options.providerPortalUrl, path) },
  });
  return options.mailer.storeForEach(db, sql`SELECT b.to_address FROM (${bookedProviders(options.eventRequestId)}) b`, mail);
};
