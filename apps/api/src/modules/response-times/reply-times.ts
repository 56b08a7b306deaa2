import { sql } from 'drizzle-orm';
import { REPLY_REMINDER_AFTER_HOURS, REPLY_TIME_MIN_INVITATIONS, REPLY_TIME_WINDOW_DAYS } from '@app/contract';
import type { TDbOrTx } from '../../db/db-types.ts';
import { firstReplyAt } from './first-reply.ts';

type TChange = { id: number; minutes: number | null };

/**
 * The providers whose median reply time is not what their profile says, with the right one.
 *
 * A provider's sample is every invitation of the last 90 days they have answered (minutes from the
 * invitation to their first quote or message) and every one still unanswered after 24 hours,
 * counted with the time it has waited so far: silence makes the median longer, not invisible. An
 * invitation they had answered before it was sent (a quote already in) says nothing and is left
 * out. Fewer than 3 invitations give no median (null). The median rounds up to the minute.
 */
const changedMedians = async (db: TDbOrTx, now: Date): Promise<TChange[]> => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const { rows } = await db.execute<TChange>(sql`
    WITH asks AS (
      SELECT qi.provider_id, qi.created_at AS asked_at, ${firstReplyAt('qi')} AS replied_at
      FROM quote_invitations qi
      WHERE qi.created_at >= ${at} - make_interval(days => ${REPLY_TIME_WINDOW_DAYS}) AND qi.created_at <= ${at}
    ), samples AS (
      SELECT provider_id, extract(epoch FROM coalesce(replied_at, ${at}) - asked_at) / 60 AS minutes
      FROM asks
      WHERE (replied_at IS NOT NULL AND replied_at >= asked_at)
         OR (replied_at IS NULL AND asked_at <= ${at} - make_interval(hours => ${REPLY_REMINDER_AFTER_HOURS}))
    ), medians AS (
      SELECT provider_id, ceil(percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes))::int AS minutes
      FROM samples GROUP BY provider_id HAVING count(*) >= ${REPLY_TIME_MIN_INVITATIONS}
    )
    SELECT p.id, m.minutes FROM provider_profiles p LEFT JOIN medians m ON m.provider_id = p.id
    WHERE p.median_reply_minutes IS DISTINCT FROM m.minutes`);
  return rows.map((row) => ({ id: Number(row.id), minutes: row.minutes === null ? null : Number(row.minutes) }));
};

/**
 * Brings every provider's median_reply_minutes up to date at `now` and returns how many changed.
 * Only changed rows are written, and nothing when none changed: every statement on provider_profiles
 * moves the provider list's version (migration 0002), and a write that changes nothing would empty
 * the list's cache for no reason.
 */
export const refreshReplyTimes = async (db: TDbOrTx, now: Date): Promise<number> => {
  const changes = await changedMedians(db, now);
  if (changes.length === 0) return 0;
  await db.execute(sql`
    UPDATE provider_profiles p SET median_reply_minutes = c.minutes
    FROM json_to_recordset(${JSON.stringify(changes)}::json) AS c(id int, minutes int)
    WHERE p.id = c.id`);
  return changes.length;
};
