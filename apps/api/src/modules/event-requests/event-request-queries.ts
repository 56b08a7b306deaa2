import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  EVENT_FILTER_STATUSES, nzToday, type TEventFilter, type TEventRequest, type TEventRequestCounts, type TEventRequestItem,
} from '@app/contract';
import type { TDb, TTx } from '../../db/client.ts';
import { eventRequests } from '../../db/schema.ts';
import { queryRows } from '../../db/raw-query.ts';
import { isoTimestamp } from '../../lib/sql-values.ts';
import { isOpenForQuotes } from '../provider-requests/provider-request-queries.ts';
import { eventItemsJson } from './event-items-json.ts';

export type TDbOrTx = TDb | TTx;

type TItemJson = { id: number; name: string | null; quantity: number; notes: string | null; categories: TEventRequestItem['categories'] };

/** A row as the read query returns it: dates and times already as text, items as JSON. */
type TEventRow = Omit<TEventRequest, 'items'> & { total_count: number; items: TItemJson[] | string };

const isoText = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const ITEMS_JSON = eventItemsJson('event_requests.id');

const toItem = (item: TItemJson): TEventRequestItem => ({
  ...item,
  // The older item shape, for older clients: the first category and every chosen subcategory.
  category_id: item.categories[0]?.category_id ?? null,
  category_name: item.categories[0]?.category_name ?? null,
  subcategory_ids: item.categories.flatMap((link) => (link.subcategory_id === null ? [] : [link.subcategory_id])),
});

const toEventRequest = ({ total_count: _total, items, ...row }: TEventRow): TEventRequest => ({
  ...row,
  budget_min: row.budget_min === null ? null : Number(row.budget_min),
  budget_max: row.budget_max === null ? null : Number(row.budget_max),
  quotes_count: Number(row.quotes_count),
  accepted_quotes_count: Number(row.accepted_quotes_count),
  // node-postgres parses json columns; PGlite may hand them back as text.
  items: (typeof items === 'string' ? (JSON.parse(items) as TItemJson[]) : items).map(toItem),
});

/**
 * Requests matching `where`, newest first, in ONE query: the page, the total (a window count),
 * both quote counts (correlated counts on the quotes_event_status index), the timeline's dates,
 * whether providers can still quote (the portal's own rule, isOpenForQuotes, on `today` in New
 * Zealand) and every item with its categories (JSON built by the database). Every organiser read
 * goes through here, so it saves the round trips and the per-row mapping that a query per part would
 * cost. `total` is null when the page is empty (past the last page, or nothing matches).
 */
export const selectEventRequests = async (
  db: TDbOrTx,
  options: { where: SQL | undefined; limit?: number; offset?: number; today?: string },
): Promise<{ rows: TEventRequest[]; total: number | null }> => {
  const today = options.today ?? nzToday();
  const rows = await queryRows<TEventRow>(db, sql`
    select id, title, description, event_date::text as event_date, location, location_id, budget_min, budget_max,
      delivery_method, delivery_address, additional_notes, response_deadline::text as response_deadline,
      organiser_name, organiser_email, organiser_type, status,
      ${isoText('created_at')} as created_at, ${isoText('updated_at')} as updated_at,
      ${isoText('submitted_at')} as submitted_at, ${isoText('cancelled_at')} as cancelled_at, ${isoText('completed_at')} as completed_at,
      ${isoTimestamp(sql`(select min(q.created_at) from quotes q where q.event_request_id = event_requests.id and q.status <> 'withdrawn')`)} as first_quote_at,
      ${isoTimestamp(sql`(select max(q.responded_at) from quotes q where q.event_request_id = event_requests.id and q.status = 'accepted')`)} as accepted_at,
      (select count(*)::int from quotes q where q.event_request_id = event_requests.id and q.status <> 'withdrawn') as quotes_count,
      (select count(*)::int from quotes q where q.event_request_id = event_requests.id and q.status = 'accepted') as accepted_quotes_count,
      ${isOpenForQuotes(today, 'event_requests')} as accepting_quotes,
      count(*) over ()::int as total_count,
      ${ITEMS_JSON} as items
    from ${eventRequests}
    ${options.where ? sql`where ${options.where}` : sql``}
    order by created_at desc, id desc
    ${options.limit !== undefined ? sql`limit ${options.limit}` : sql``}
    ${options.offset !== undefined ? sql`offset ${options.offset}` : sql``}`, { isPrepared: true });
  return { rows: rows.map(toEventRequest), total: rows[0] ? Number(rows[0].total_count) : null };
};

export const ownedBy = (organiserId: number, id: number) => and(eq(eventRequests.id, id), eq(eventRequests.organiser_id, organiserId));

/** One request of this organiser, or null (another organiser's request is as unknown as a missing one). */
export const findOwnedEventRequest = async (db: TDbOrTx, organiserId: number, id: number): Promise<TEventRequest | null> => {
  const { rows } = await selectEventRequests(db, { where: ownedBy(organiserId, id), limit: 1 });
  return rows[0] ?? null;
};

/**
 * The organiser's My Events tab counts (every request of theirs, whatever the list's filter: the
 * tabs' statuses from EVENT_FILTER_STATUSES) and how many of them match the list's `where`, in one
 * statement on the event_requests_organiser_status index.
 */
export const countEventRequests = async (
  db: TDbOrTx,
  options: { organiserId: number; where: SQL | undefined },
): Promise<{ counts: TEventRequestCounts; total: number }> => {
  const inTab = (filter: Exclude<TEventFilter, 'all'>) => inArray(eventRequests.status, [...EVENT_FILTER_STATUSES[filter]]);
  const [row] = await queryRows<Record<keyof TEventRequestCounts | 'total', number>>(db, sql`
    select count(*)::int as "all",
      (count(*) filter (where ${inTab('draft')}))::int as draft,
      (count(*) filter (where ${inTab('active')}))::int as active,
      (count(*) filter (where ${inTab('completed')}))::int as completed,
      (count(*) filter (where ${eventRequests.status} = 'cancelled'))::int as cancelled,
      (count(*) filter (where ${options.where ?? sql`true`}))::int as total
    from ${eventRequests}
    where ${eventRequests.organiser_id} = ${options.organiserId}`);
  const value = (n: number | undefined) => Number(n ?? 0);
  return {
    counts: { all: value(row?.all), draft: value(row?.draft), active: value(row?.active), completed: value(row?.completed), cancelled: value(row?.cancelled) },
    total: value(row?.total),
  };
};
