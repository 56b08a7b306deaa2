import { sql, type SQL } from 'drizzle-orm';
import { REQUEST_ACTIVE_DAYS, type TProviderRequestDetail, type TProviderRequestSummary } from '@app/contract';
import type { TDbOrTx } from '../../db/db-types.ts';
import { queryRows } from '../../db/raw-query.ts';
import { organiserAccountLive } from '../../lib/organiser-visibility.ts';
import { isoTimestamp, jsonValue } from '../../lib/sql-values.ts';
import { eventItemsJson } from '../event-requests/event-items-json.ts';

// The provider portal's view of event requests. Every statement names the request `e` and takes the
// provider as a parameter. What a provider may see:
//   matches  an item of the request asks for one of the provider's categories, and the request's
//            location is the provider's (location_id) or its location text is the provider's city;
//   invited  the organiser asked this provider to quote (quote_invitations);
//   open     submitted, no quote accepted, the event not past, and the response deadline (or, without
//            one, REQUEST_ACTIVE_DAYS after submission) not past: New Zealand dates.

export type TProviderRef = { id: number; locationId: number | null; city: string | null };

/** The request asks for one of the provider's categories. */
export const asksForProviderCategory = (providerId: number) => sql`EXISTS (
  SELECT 1 FROM event_request_items i
  JOIN event_request_item_categories l ON l.item_id = i.id
  JOIN provider_categories pc ON pc.category_id = l.category_id AND pc.provider_id = ${providerId}
  WHERE i.event_request_id = e.id)`;

/** The request is in the provider's location (or city, by its location text). */
export const inProviderLocation = (provider: TProviderRef) =>
  sql`(e.location_id = ${provider.locationId}::int OR lower(e.location) = lower(${provider.city}::text))`;

export const matchesProvider = (provider: TProviderRef) => sql`(${inProviderLocation(provider)} AND ${asksForProviderCategory(provider.id)})`;

export const invitedProvider = (providerId: number) =>
  sql`EXISTS (SELECT 1 FROM quote_invitations qi WHERE qi.event_request_id = e.id AND qi.provider_id = ${providerId})`;

/**
 * The rules below name the request `e` unless told another name (the organiser's reads select from
 * event_requests itself, without an alias).
 */
const requestColumn = (alias: string, column: string) => sql.raw(`${alias}.${column}`);

/** The last day a request without a response deadline takes quotes: REQUEST_ACTIVE_DAYS after it was submitted (NZ). */
const lastActiveDay = (alias: string) => sql`((${requestColumn(alias, 'submitted_at')} AT TIME ZONE 'Pacific/Auckland')::date + ${REQUEST_ACTIVE_DAYS}::int)`;

/** The response deadline (or the active period) has passed on `today` (YYYY-MM-DD, New Zealand). */
export const isPastDeadline = (today: string, alias = 'e') => sql`(CASE
  WHEN ${requestColumn(alias, 'response_deadline')} IS NOT NULL THEN ${requestColumn(alias, 'response_deadline')} < ${today}::date
  WHEN ${requestColumn(alias, 'submitted_at')} IS NOT NULL THEN ${lastActiveDay(alias)} < ${today}::date
  ELSE false END)`;

/** A quote for the request has been accepted. */
export const hasAcceptedQuote = (alias = 'e') =>
  sql`EXISTS (SELECT 1 FROM quotes qa WHERE qa.event_request_id = ${requestColumn(alias, 'id')} AND qa.status = 'accepted')`;

/**
 * The request takes quotes on `today`: the one statement of the rule, read by the portal's inbox and
 * by the organiser's `accepting_quotes` (modules/event-requests/event-request-queries.ts); the quoting
 * transaction checks the same conditions one by one to say which failed (quotes/quote-rules.ts).
 */
export const isOpenForQuotes = (today: string, alias = 'e', acceptedQuote: SQL = hasAcceptedQuote(alias)) => sql`(${requestColumn(alias, 'status')} = 'submitted'
  AND (${requestColumn(alias, 'event_date')} IS NULL OR ${requestColumn(alias, 'event_date')} >= ${today}::date)
  AND NOT ${isPastDeadline(today, alias)}
  AND NOT ${acceptedQuote})`;

/** A quote's status as people see it: a submitted quote past its valid_until (NZ) is expired. */
export const quoteStatusAt = (alias: string, today: string) =>
  sql`(CASE WHEN ${sql.raw(alias)}.status = 'submitted' AND ${sql.raw(alias)}.valid_until < ${today}::date THEN 'expired' ELSE ${sql.raw(alias)}.status::text END)`;

/** The organiser as a provider sees them before a quote is accepted: the first name of an individual, a business's name. */
const organiserDisplayName = sql`(CASE WHEN e.organiser_type = 'business'
  THEN coalesce(nullif(btrim(op.business_name), ''), nullif(btrim(e.organiser_name), ''), 'An organiser')
  ELSE coalesce(nullif(btrim(op.first_name), ''), nullif(split_part(btrim(coalesce(e.organiser_name, '')), ' ', 1), ''), 'An organiser') END)`;

type TJson<T> = T | string;
type TSummaryRow = Omit<TProviderRequestSummary, 'matching_categories' | 'my_quote'> & {
  matching_categories: TJson<string[]>;
  my_quote: TJson<TProviderRequestSummary['my_quote']>;
  total_count: number;
};
type TDetailRow = TSummaryRow & Omit<TProviderRequestDetail, keyof TProviderRequestSummary | 'items' | 'organiser_contact'> & {
  items: TJson<TProviderRequestDetail['items']>;
  organiser_contact: TJson<TProviderRequestDetail['organiser_contact']>;
};

/** The columns of a summary, for one provider on `today`. */
const summaryColumns = (provider: TProviderRef, today: string) => sql`
  e.id, e.title, e.event_date::text AS event_date, e.location, e.budget_min, e.budget_max,
  e.response_deadline::text AS response_deadline, e.status::text AS status,
  CASE WHEN e.submitted_at IS NULL THEN NULL ELSE ${isoTimestamp(sql`e.submitted_at`)} END AS submitted_at,
  ${organiserDisplayName} AS organiser_display_name,
  coalesce((SELECT json_agg(c.name ORDER BY c.sort_order, c.name) FROM categories c
    WHERE c.id IN (SELECT l.category_id FROM event_request_items i JOIN event_request_item_categories l ON l.item_id = i.id WHERE i.event_request_id = e.id)
      AND c.id IN (SELECT pc.category_id FROM provider_categories pc WHERE pc.provider_id = ${provider.id})), '[]'::json) AS matching_categories,
  ${invitedProvider(provider.id)} AS invited,
  (SELECT count(*)::int FROM quotes q WHERE q.event_request_id = e.id AND q.status <> 'withdrawn') AS quotes_count,
  (SELECT json_build_object('id', q.id, 'status', ${quoteStatusAt('q', today)}, 'quote_amount', q.quote_amount::float8)
    FROM quotes q WHERE q.event_request_id = e.id AND q.provider_id = ${provider.id}
    ORDER BY (q.status IN ('submitted', 'accepted')) DESC, q.created_at DESC, q.id DESC LIMIT 1) AS my_quote,
  ${isOpenForQuotes(today)} AS is_open_for_quotes`;

const toSummary = ({ total_count: _total, ...row }: TSummaryRow): TProviderRequestSummary => ({
  ...row,
  budget_min: row.budget_min === null ? null : Number(row.budget_min),
  budget_max: row.budget_max === null ? null : Number(row.budget_max),
  matching_categories: jsonValue(row.matching_categories),
  my_quote: jsonValue(row.my_quote),
});

export type TRequestFilters = { categoryId?: number; dateFrom?: string; dateTo?: string; invitedOnly?: boolean };

/**
 * One page of the provider's inbox, newest submission first, in one statement (the total as a
 * window count). Prepared, like the detail below (a shape per combination of filters): planning it
 * took PostgreSQL about 1.5 ms, more than running it (about 0.9 ms on the demo data; the generic plan
 * runs as fast as a custom one). The candidates are the union of the submitted requests in the provider's location
 * or city asking for one of its categories (the partial indexes event_requests_open_location and
 * event_requests_open_city, then item_categories by request) and the requests it was invited to
 * (quote_invitations_provider); only open ones are kept. `total` is null for an empty page.
 */
export const selectProviderRequestPage = async (db: TDbOrTx, options: {
  provider: TProviderRef; today: string; filters: TRequestFilters; limit: number; offset: number;
}): Promise<{ rows: TProviderRequestSummary[]; total: number | null }> => {
  const { provider, today, filters } = options;
  const conditions: SQL[] = [isOpenForQuotes(today), organiserAccountLive(sql`e.organiser_id`)];
  if (filters.categoryId !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM event_request_items i JOIN event_request_item_categories l ON l.item_id = i.id
      WHERE i.event_request_id = e.id AND l.category_id = ${filters.categoryId})`);
  }
  if (filters.dateFrom) conditions.push(sql`e.event_date >= ${filters.dateFrom}::date`);
  if (filters.dateTo) conditions.push(sql`e.event_date <= ${filters.dateTo}::date`);
  if (filters.invitedOnly) conditions.push(invitedProvider(provider.id));
  const rows = await queryRows<TSummaryRow>(db, sql`
    WITH candidates AS (
      SELECT e.id FROM event_requests e
      WHERE e.status = 'submitted' AND ${inProviderLocation(provider)} AND ${asksForProviderCategory(provider.id)}
      UNION
      SELECT qi.event_request_id FROM quote_invitations qi WHERE qi.provider_id = ${provider.id}
    )
    SELECT ${summaryColumns(provider, today)}, count(*) OVER ()::int AS total_count
    FROM candidates
    JOIN event_requests e ON e.id = candidates.id
    LEFT JOIN organiser_profiles op ON op.user_id = e.organiser_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY e.submitted_at DESC NULLS LAST, e.id DESC
    LIMIT ${options.limit} OFFSET ${options.offset}`, { isPrepared: true });
  return { rows: rows.map(toSummary), total: rows[0] ? Number(rows[0].total_count) : null };
};

/** The total of the same inbox when the page asked for is empty (past the last page). */
export const countProviderRequests = async (db: TDbOrTx, options: { provider: TProviderRef; today: string; filters: TRequestFilters }) => {
  const page = await selectProviderRequestPage(db, { ...options, limit: 1, offset: 0 });
  return page.total ?? 0;
};

const ITEMS_JSON = eventItemsJson('e.id');

/** The provider has a quote on the request (any status). */
const quotedByProvider = (providerId: number) => sql`EXISTS (SELECT 1 FROM quotes qp WHERE qp.event_request_id = e.id AND qp.provider_id = ${providerId})`;

/**
 * One request as the provider may see it: open and matching, invited, or one it has quoted on (which
 * stays visible once closed). Null otherwise (drafts never). The organiser's contact details only
 * once one of this provider's quotes on it is accepted.
 */
export const selectProviderRequestDetail = async (db: TDbOrTx, options: { provider: TProviderRef; today: string; id: number }): Promise<TProviderRequestDetail | null> => {
  const { provider, today, id } = options;
  const [row] = await queryRows<TDetailRow>(db, sql`
    SELECT ${summaryColumns(provider, today)}, 0 AS total_count,
      e.description, e.delivery_method::text AS delivery_method, e.delivery_address, e.additional_notes, e.organiser_type::text AS organiser_type,
      (SELECT qi.message FROM quote_invitations qi WHERE qi.event_request_id = e.id AND qi.provider_id = ${provider.id}) AS invitation_message,
      ${ITEMS_JSON} AS items,
      CASE WHEN EXISTS (SELECT 1 FROM quotes qa WHERE qa.event_request_id = e.id AND qa.provider_id = ${provider.id} AND qa.status = 'accepted')
        THEN json_build_object(
          'name', coalesce(nullif(btrim(e.organiser_name), ''),
            CASE WHEN e.organiser_type = 'business' THEN op.business_name ELSE nullif(btrim(concat_ws(' ', op.first_name, op.last_name)), '') END),
          'email', coalesce(nullif(btrim(e.organiser_email), ''), u.email),
          'phone', op.phone_number)
        ELSE NULL END AS organiser_contact,
      (SELECT r.id FROM chat_rooms r WHERE r.event_request_id = e.id AND r.provider_id = ${provider.id}) AS chat_room_id
    FROM event_requests e
    JOIN users u ON u.id = e.organiser_id
    LEFT JOIN organiser_profiles op ON op.user_id = e.organiser_id
    WHERE e.id = ${id} AND e.status <> 'draft' AND ${organiserAccountLive(sql`e.organiser_id`)}
      AND ((${matchesProvider(provider)} AND ${isOpenForQuotes(today)}) OR ${invitedProvider(provider.id)} OR ${quotedByProvider(provider.id)})`, { isPrepared: true });
  if (!row) return null;
  return {
    ...toSummary(row),
    description: row.description,
    delivery_method: row.delivery_method,
    delivery_address: row.delivery_address,
    additional_notes: row.additional_notes,
    organiser_type: row.organiser_type,
    invitation_message: row.invitation_message,
    items: jsonValue(row.items),
    organiser_contact: jsonValue(row.organiser_contact),
    chat_room_id: row.chat_room_id === null ? null : Number(row.chat_room_id),
  };
};
