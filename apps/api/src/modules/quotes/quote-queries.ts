import { sql, type SQL } from 'drizzle-orm';
import { QUOTE_STATUSES, type TQuote, type TQuoteCounts, type TQuoteStatus } from '@app/contract';
import type { TDbOrTx } from '../../db/db-types.ts';
import { queryRows } from '../../db/raw-query.ts';
import { isoTimestamp, jsonValue } from '../../lib/sql-values.ts';
import { quoteStatusAt } from '../provider-requests/provider-request-queries.ts';

type TQuoteRow = Omit<TQuote, 'provider'> & { provider: TQuote['provider'] | string; total_count: number };

/** Every column of a quote as both sides see it, with its status on `today` (expired worked out here). */
const quoteColumns = (today: string) => sql`
  q.id, q.event_request_id AS request_id, q.event_request_id, e.title AS event_title, e.event_date::text AS event_date,
  json_build_object('provider_id', p.id, 'business_name', p.business_name, 'contact_name', p.contact_name,
    'email', coalesce(nullif(p.email, ''), pu.email), 'status', pu.status::text,
    'avg_rating', p.avg_rating::float8, 'review_count', p.review_count,
    'median_reply_minutes', p.median_reply_minutes) AS provider,
  p.id AS service_provider_id, q.category_id, c.name AS category_name, q.subcategory_id, s.name AS subcategory_name,
  q.quote_amount::float8 AS quote_amount, q.currency, q.message, ${quoteStatusAt('q', today)} AS status,
  ${isoTimestamp(sql`q.created_at`)} AS created_at, ${isoTimestamp(sql`q.updated_at`)} AS updated_at,
  CASE WHEN q.responded_at IS NULL THEN NULL ELSE ${isoTimestamp(sql`q.responded_at`)} END AS responded_at,
  q.valid_until::text AS valid_until, q.estimated_duration, q.includes_setup, q.includes_cleanup, q.additional_charges,
  (SELECT r.id FROM chat_rooms r WHERE r.event_request_id = q.event_request_id AND r.provider_id = q.provider_id) AS chat_room_id`;

const QUOTE_JOINS = sql`
  FROM quotes q
  JOIN event_requests e ON e.id = q.event_request_id
  JOIN provider_profiles p ON p.id = q.provider_id
  JOIN users pu ON pu.id = p.user_id
  LEFT JOIN categories c ON c.id = q.category_id
  LEFT JOIN subcategories s ON s.id = q.subcategory_id`;

const toQuote = ({ total_count: _total, ...row }: TQuoteRow): TQuote => ({
  ...row,
  quote_amount: Number(row.quote_amount),
  provider: jsonValue(row.provider),
  chat_room_id: row.chat_room_id === null ? null : Number(row.chat_room_id),
});

/**
 * Quotes in `scope` (a condition on q and e), optionally of one status as people see it, newest
 * first, one page in one statement with the total as a window count (null for an empty page).
 * Prepared, like countQuotes: planning the statement cost PostgreSQL more than running it (ADR 012's
 * addendum). `scope` must hold its values as parameters, so that its text has few shapes.
 */
export const selectQuotes = async (db: TDbOrTx, options: {
  scope: SQL; today: string; status?: TQuoteStatus; limit?: number; offset?: number;
}): Promise<{ rows: TQuote[]; total: number | null }> => {
  const { scope, today } = options;
  const where = options.status ? sql`${scope} AND ${quoteStatusAt('q', today)} = ${options.status}` : scope;
  const rows = await queryRows<TQuoteRow>(db, sql`
    SELECT ${quoteColumns(today)}, count(*) OVER ()::int AS total_count
    ${QUOTE_JOINS}
    WHERE ${where}
    ORDER BY q.created_at DESC, q.id DESC
    ${options.limit !== undefined ? sql`LIMIT ${options.limit}` : sql``}
    ${options.offset !== undefined ? sql`OFFSET ${options.offset}` : sql``}`, { isPrepared: true });
  return { rows: rows.map(toQuote), total: rows[0] ? Number(rows[0].total_count) : null };
};

/** How many quotes in `scope` have each status as people see it; `all` is every one of them. */
export const countQuotes = async (db: TDbOrTx, options: { scope: SQL; today: string }): Promise<TQuoteCounts> => {
  const rows = await queryRows<{ status: TQuoteStatus; n: number }>(db, sql`
    SELECT ${quoteStatusAt('q', options.today)} AS status, count(*)::int AS n
    FROM quotes q JOIN event_requests e ON e.id = q.event_request_id
    WHERE ${options.scope}
    GROUP BY 1`, { isPrepared: true });
  const counts: TQuoteCounts = { all: 0, ...Object.fromEntries(QUOTE_STATUSES.map((status) => [status, 0])) } as TQuoteCounts;
  for (const row of rows) {
    counts[row.status] = Number(row.n);
    counts.all += Number(row.n);
  }
  return counts;
};

/** One quote by id within `scope`, or null. */
export const findQuote = async (db: TDbOrTx, options: { id: number; scope: SQL; today: string }): Promise<TQuote | null> => {
  const { rows } = await selectQuotes(db, { scope: sql`q.id = ${options.id} AND ${options.scope}`, today: options.today, limit: 1 });
  return rows[0] ?? null;
};

/**
 * Closes the pending (submitted) quotes on a request as rejected, answered `now`: the others when
 * one is accepted (`exceptQuoteId`), all of them when the request is cancelled. Returns their ids.
 * A quote past its valid_until is closed too, so no provider keeps a pending quote on the request.
 */
export const closePendingQuotes = async (tx: TDbOrTx, options: { eventRequestId: number; exceptQuoteId?: number; now: Date }): Promise<number[]> => {
  const rows = await queryRows<{ id: number }>(tx, sql`
    UPDATE quotes SET status = 'rejected', responded_at = ${options.now.toISOString()}::timestamptz, updated_at = ${options.now.toISOString()}::timestamptz
    WHERE event_request_id = ${options.eventRequestId} AND status = 'submitted'
      ${options.exceptQuoteId === undefined ? sql`` : sql`AND id <> ${options.exceptQuoteId}`}
    RETURNING id`);
  return rows.map((row) => Number(row.id));
};
