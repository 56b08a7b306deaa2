import { sql } from 'drizzle-orm';
import type { TPastEvent, TPastEventBooking } from '@app/contract';
import type { TDbOrTx } from '../../db/db-types.ts';
import { queryRows } from '../../db/raw-query.ts';
import { jsonValue } from '../../lib/sql-values.ts';

// The organiser's History tab (dashboard.md §2 History): their past events, that is completed ones
// and the cancelled or rejected ones, each with the provider(s) booked (accepted quotes) and the
// organiser's review of each.

/** The statuses History lists; cancelled and rejected read as cancelled there, the rest as completed. */
const PAST = sql`('completed', 'cancelled', 'rejected')`;
const CANCELLED_LIKE = sql`('cancelled', 'rejected')`;

type TPastEventRow = Omit<TPastEvent, 'accepted_quotes' | 'total_spent' | 'has_reviews' | 'can_review'> & {
  accepted_quotes: TPastEventBooking[] | string;
  total_count: number;
};

/**
 * One page of the organiser's past events, newest event date first (undated last), in one
 * statement: the bookings as JSON (the accepted quotes with the provider, the services and the
 * organiser's review of that provider for that event), the mean of the event's ratings to 1 decimal,
 * and the total as a window count (null for an empty page).
 */
export const selectPastEvents = async (db: TDbOrTx, options: { organiserId: number; limit: number; offset: number }) => {
  const rows = await queryRows<TPastEventRow>(db, sql`
    SELECT e.id, e.title, e.description, e.event_date::text AS event_date, e.location, e.status::text AS status,
      CASE WHEN e.status IN ${CANCELLED_LIKE} THEN 'cancelled' ELSE 'completed' END AS history_status,
      (SELECT count(*)::int FROM quotes q WHERE q.event_request_id = e.id AND q.status <> 'withdrawn') AS quotes_count,
      coalesce((
        SELECT json_agg(json_build_object(
          'quote_id', q.id, 'provider_id', p.id, 'business_name', p.business_name, 'category_name', c.name, 'subcategory_name', s.name,
          'quote_amount', q.quote_amount::float8, 'currency', q.currency, 'review_id', r.id, 'rating', r.rating
        ) ORDER BY q.responded_at, q.id)
        FROM quotes q
        JOIN provider_profiles p ON p.id = q.provider_id
        LEFT JOIN categories c ON c.id = q.category_id
        LEFT JOIN subcategories s ON s.id = q.subcategory_id
        LEFT JOIN reviews r ON r.event_request_id = e.id AND r.provider_id = q.provider_id AND r.organiser_id = e.organiser_id
        WHERE q.event_request_id = e.id AND q.status = 'accepted'), '[]'::json) AS accepted_quotes,
      (SELECT round(avg(r.rating), 1)::float8 FROM reviews r WHERE r.event_request_id = e.id AND r.organiser_id = e.organiser_id) AS overall_rating,
      count(*) OVER ()::int AS total_count
    FROM event_requests e
    WHERE e.organiser_id = ${options.organiserId} AND e.status IN ${PAST}
    ORDER BY e.event_date DESC NULLS LAST, e.id DESC
    LIMIT ${options.limit} OFFSET ${options.offset}`, { isPrepared: true });
  return {
    rows: rows.map(({ total_count: _total, ...row }) => ({
      ...row,
      accepted_quotes: jsonValue(row.accepted_quotes).map((b) => ({ ...b, quote_amount: Number(b.quote_amount) })),
      overall_rating: row.overall_rating === null ? null : Number(row.overall_rating),
    })),
    total: rows[0] ? Number(rows[0].total_count) : null,
  };
};

/**
 * The History header over every past event of the organiser: how many read as completed and as
 * cancelled, and the sum of the completed ones' accepted quotes (NZD), in one statement.
 */
export const summarisePastEvents = async (db: TDbOrTx, options: { organiserId: number }) => {
  const [row] = await queryRows<{ completed_count: number; cancelled_count: number; total_spent: number | string }>(db, sql`
    SELECT (count(*) FILTER (WHERE e.status NOT IN ${CANCELLED_LIKE}))::int AS completed_count,
      (count(*) FILTER (WHERE e.status IN ${CANCELLED_LIKE}))::int AS cancelled_count,
      coalesce(sum((SELECT sum(q.quote_amount) FROM quotes q WHERE q.event_request_id = e.id AND q.status = 'accepted'))
        FILTER (WHERE e.status NOT IN ${CANCELLED_LIKE}), 0)::float8 AS total_spent
    FROM event_requests e
    WHERE e.organiser_id = ${options.organiserId} AND e.status IN ${PAST}`, { isPrepared: true });
  return { completed_count: Number(row?.completed_count ?? 0), cancelled_count: Number(row?.cancelled_count ?? 0), total_spent: Number(row?.total_spent ?? 0) };
};
