import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import type { TMailer } from '../../plugins/mailer.ts';
import { sendReplyReminders } from './reply-reminders.ts';
import { refreshReplyTimes } from './reply-times.ts';

/** Key of the transaction-scoped advisory lock one run holds (one API node at a time does the work). */
export const RESPONSE_TIMES_LOCK_KEY = 5_120_742_317;

export type TResponseTimesRun = { skipped: boolean; reminded: number; mediansChanged: number };

/**
 * One run of the response-times job (docs/operations.md, "Response times"): reminds the invited providers who
 * have not replied within 24 hours (sendReplyReminders), then brings every provider's median reply
 * time up to date (refreshReplyTimes). One transaction under pg_try_advisory_xact_lock: a run on
 * another node skips at once. The reminder e-mails go out after the commit.
 */
export const runResponseTimes = async (options: { db: TDb; mailer: TMailer; providerPortalUrl: string; now?: Date }): Promise<TResponseTimesRun> => {
  const now = options.now ?? new Date();
  const outcome = await options.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${RESPONSE_TIMES_LOCK_KEY}) AS locked`);
    if (!rows[0]?.locked) return { skipped: true, mailIds: [], mediansChanged: 0 };
    const mailIds = await sendReplyReminders(tx, { mailer: options.mailer, providerPortalUrl: options.providerPortalUrl, now });
    const mediansChanged = await refreshReplyTimes(tx, now);
    return { skipped: false, mailIds, mediansChanged };
  });
  options.mailer.deliverLater(outcome.mailIds);
  return { skipped: outcome.skipped, reminded: outcome.mailIds.length, mediansChanged: outcome.mediansChanged };
};
