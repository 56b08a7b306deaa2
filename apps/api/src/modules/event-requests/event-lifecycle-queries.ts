import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/db-types.ts';
import { queryRows } from '../../db/raw-query.ts';

/** Where the review reminder leads: the dashboard's Reviews tab (apps/web lib/dashboard-tabs.ts). */
export const REVIEWS_TAB_LINK = '/dashboard?tab=reviews';

export type TCompletedEvent = { id: number; organiser_id: number; is_booked: boolean };

/**
 * One idempotent statement: every submitted or active request whose date is before `today` (New
 * Zealand) becomes completed at `now`. Run again, it finds nothing: a request is completed once.
 * In the same statement, for the requests it completes:
 *   - a quote still pending is closed as expired (the event took place without it);
 *   - each accepted quote gives its organiser a notification to review that provider, leading to
 *     the Reviews tab.
 * Requests without a date never complete here. Returns the requests completed, and whether each had
 * a booking (an accepted quote) or none ('No provider booked' in History).
 */
export const completePastEventRows = (tx: TDbOrTx, options: { today: string; now: Date }) => {
  const now = sql`${options.now.toISOString()}::timestamptz`;
  return queryRows<TCompletedEvent>(tx, sql`
    WITH completed AS (
      UPDATE event_requests SET status = 'completed', completed_at = ${now}, updated_at = ${now}
      WHERE status IN ('submitted', 'active') AND event_date < ${options.today}::date
      RETURNING id, organiser_id, title
    ), expired_quotes AS (
      UPDATE quotes SET status = 'expired', updated_at = ${now}
      WHERE status = 'submitted' AND event_request_id IN (SELECT id FROM completed)
      RETURNING id
    ), bookings AS (
      SELECT c.id, c.organiser_id, c.title, p.business_name
      FROM completed c
      JOIN quotes q ON q.event_request_id = c.id AND q.status = 'accepted'
      JOIN provider_profiles p ON p.id = q.provider_id
    ), review_reminders AS (
      INSERT INTO notifications (user_id, type, message, link)
      SELECT b.organiser_id, 'info', 'How was “' || b.title || '”? Leave a review for ' || b.business_name || '.', ${REVIEWS_TAB_LINK}
      FROM bookings b
      RETURNING id
    )
    SELECT c.id, c.organiser_id, EXISTS (SELECT 1 FROM bookings b WHERE b.id = c.id) AS is_booked
    FROM completed c
    ORDER BY c.id`);
};
