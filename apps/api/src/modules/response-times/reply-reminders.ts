import { sql } from 'drizzle-orm';
import { nzToday, REPLY_REMINDER_AFTER_HOURS, REPLY_REMINDER_WITHIN_DAYS } from '@app/contract';
import type { TDbOrTx } from '../../db/db-types.ts';
import { composeMail, portalLink } from '../../lib/mail-layout.ts';
import type { TMail, TMailer } from '../../plugins/mailer.ts';
import { organiserName } from '../quote-requests/quote-request-service.ts';
import { firstReplyAt } from './first-reply.ts';

/** At most this many reminders a run: a backlog drains over a few runs instead of one long transaction. */
const REMINDERS_PER_RUN = 500;

type TDueRow = {
  id: number; event_request_id: number; title: string; event_date: string | null; location: string | null;
  organiser_name: string | null; organiser_type: string | null; business_name: string | null; first_name: string | null; last_name: string | null;
  provider_user_id: number; provider_name: string; email: string;
};

/**
 * Invitations due a reminder at `now`: sent between 24 hours and 7 days ago, never reminded, still
 * unanswered (no quote, no message from the provider), for an event still waiting for quotes
 * (submitted, not booked, its date not past in New Zealand) whose organiser still has an account,
 * to a provider whose business and account are active. Oldest first.
 */
const dueInvitations = async (db: TDbOrTx, now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = await db.execute<TDueRow>(sql`
    SELECT qi.id, qi.event_request_id, e.title, e.event_date::text AS event_date, e.location,
      e.organiser_name, op.organiser_type::text AS organiser_type, op.business_name, op.first_name, op.last_name,
      p.user_id AS provider_user_id, p.business_name AS provider_name, coalesce(nullif(p.email, ''), pu.email) AS email
    FROM quote_invitations qi
    JOIN event_requests e ON e.id = qi.event_request_id
    JOIN users o ON o.id = e.organiser_id
    LEFT JOIN organiser_profiles op ON op.user_id = e.organiser_id
    JOIN provider_profiles p ON p.id = qi.provider_id
    JOIN users pu ON pu.id = p.user_id
    WHERE qi.reminded_at IS NULL
      AND qi.created_at <= ${at} - make_interval(hours => ${REPLY_REMINDER_AFTER_HOURS})
      AND qi.created_at > ${at} - make_interval(days => ${REPLY_REMINDER_WITHIN_DAYS})
      AND e.status = 'submitted' AND (e.event_date IS NULL OR e.event_date >= ${nzToday(now)}::date)
      AND o.deleted_at IS NULL
      AND p.is_active AND pu.status = 'active'
      AND ${firstReplyAt('qi')} IS NULL
    ORDER BY qi.created_at, qi.id
    LIMIT ${REMINDERS_PER_RUN}`);
  return rows;
};

const reminderMail = (row: TDueRow, name: string, link: string): TMail => ({
  to: row.email,
  ...composeMail({
    subject: `Reminder: ${name} is waiting for your quote`,
    greeting: `Kia ora ${row.provider_name},`,
    paragraphs: [
      `${name} invited you to quote for "${row.title}" more than ${REPLY_REMINDER_AFTER_HOURS} hours ago and has not heard from you yet.`,
      'A quote, or a message in the chat (even to say you are not available), answers them. How soon you reply shows on your profile as your usual reply time.',
    ],
    details: [
      ['Date', row.event_date ?? 'not set yet'],
      ['Location', row.location ?? 'not set yet'],
    ],
    action: { label: 'Read the request and reply', url: link },
  }),
});

/**
 * Sends each invitation due a reminder (dueInvitations) its one reminder: a notification and an
 * e-mail in the outbox for the provider, and reminded_at set, so the organiser sees who was reminded
 * and nobody is reminded twice. Run it inside the job's transaction; returns the outbox ids for
 * mailer.deliverLater once that has committed.
 */
export const sendReplyReminders = async (db: TDbOrTx, options: { mailer: TMailer; providerPortalUrl: string; now: Date }): Promise<number[]> => {
  const due = await dueInvitations(db, options.now);
  if (due.length === 0) return [];
  const mailIds: number[] = [];
  for (const row of due) {
    const name = organiserName(row);
    const path = `/requests/${row.event_request_id}`;
    await db.execute(sql`
      INSERT INTO notifications (user_id, type, message, link)
      VALUES (${row.provider_user_id}, 'warning', ${`Reminder: ${name} is waiting for your quote for "${row.title}"`}, ${path})`);
    mailIds.push(await options.mailer.store(db, reminderMail(row, name, portalLink(options.providerPortalUrl, path))));
  }
  await db.execute(sql`
    UPDATE quote_invitations SET reminded_at = ${options.now.toISOString()}::timestamptz
    WHERE id IN (${sql.join(due.map((row) => sql`${row.id}::int`), sql`, `)})`);
  return mailIds;
};
