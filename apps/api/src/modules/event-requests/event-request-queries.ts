import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import {
  EVENT_FILTER_STATUSES, EVENT_REQUEST_MAX_PAGE_SIZE, EVENT_REQUEST_PAGE_SIZE, nzToday, type TEventFilter, type TEventRequest, type TEventRequestItem, type TEventStatus,
} from '@app/contract';
import type { TDb, TTx } from '../../db/client.ts';
import { eventRequestListEntries, eventRequests } from '../../db/schema.ts';
import { queryRows, statementPerShape } from '../../db/raw-query.ts';
import { isoTimestamp, isoTimestampText } from '../../lib/sql-values.ts';
import { isOpenForQuotes } from '../provider-requests/provider-request-queries.ts';
import { eventItemsJson } from './event-items-json.ts';

export type TDbOrTx = TDb | TTx;

type TItemJson = { id: number; name: string | null; quantity: number; notes: string | null; categories: TEventRequestItem['categories'] };

/** A row as the read query returns it: dates and times already as text, items as JSON. */
type TEventRow = Omit<TEventRequest, 'items'> & { items: TItemJson[] | string };

const isoText = (column: string) => sql.raw(isoTimestampText(column));

const ITEMS_JSON = eventItemsJson('event_requests.id');

const toItem = (item: TItemJson): TEventRequestItem => {
  const first = item.categories[0];
  const subcategoryIds: number[] = [];
  for (const link of item.categories) if (link.subcategory_id !== null) subcategoryIds.push(link.subcategory_id);
  return {
    id: item.id,
    name: item.name,
    quantity: item.quantity,
    notes: item.notes,
    categories: item.categories,
    // The older item shape, for older clients: the first category and every chosen subcategory.
    category_id: first?.category_id ?? null,
    category_name: first?.category_name ?? null,
    subcategory_ids: subcategoryIds,
  };
};

/** Field by field (a rest-and-spread copy of 28 columns was a tenth of a 20-event page's CPU). */
const toEventRequest = (row: TEventRow): TEventRequest => ({
  id: row.id,
  title: row.title,
  description: row.description,
  event_date: row.event_date,
  location: row.location,
  location_id: row.location_id,
  budget_min: row.budget_min === null ? null : Number(row.budget_min),
  budget_max: row.budget_max === null ? null : Number(row.budget_max),
  delivery_method: row.delivery_method,
  delivery_address: row.delivery_address,
  additional_notes: row.additional_notes,
  response_deadline: row.response_deadline,
  organiser_name: row.organiser_name,
  organiser_email: row.organiser_email,
  organiser_type: row.organiser_type,
  status: row.status,
  created_at: row.created_at,
  updated_at: row.updated_at,
  submitted_at: row.submitted_at,
  cancelled_at: row.cancelled_at,
  completed_at: row.completed_at,
  first_quote_at: row.first_quote_at,
  accepted_at: row.accepted_at,
  quotes_count: Number(row.quotes_count),
  accepted_quotes_count: Number(row.accepted_quotes_count),
  accepting_quotes: row.accepting_quotes,
  // node-postgres parses json columns; PGlite may hand them back as text.
  items: (typeof row.items === 'string' ? (JSON.parse(row.items) as TItemJson[]) : row.items).map(toItem),
});

/** An event request's quote facts (correlated reads on the quotes_event_status index), for eventColumns. */
const QUOTE_FACTS = {
  first_quote_at: isoTimestamp(sql`(select min(q.created_at) from quotes q where q.event_request_id = event_requests.id and q.status <> 'withdrawn')`),
  accepted_at: isoTimestamp(sql`(select max(q.responded_at) from quotes q where q.event_request_id = event_requests.id and q.status = 'accepted')`),
  quotes_count: sql`(select count(*)::int from quotes q where q.event_request_id = event_requests.id and q.status <> 'withdrawn')`,
  accepted_quotes_count: sql`(select count(*)::int from quotes q where q.event_request_id = event_requests.id and q.status = 'accepted')`,
};

/**
 * The columns of an event request as the API answers it: the timeline's dates, both quote counts
 * (correlated counts on the quotes_event_status index), whether providers can still quote (the
 * portal's own rule, isOpenForQuotes, on `today` in New Zealand) and every item with its categories
 * (JSON built by the database), so one statement reads what a query per part would.
 */
const eventColumns = (today: string) => sql`
  id, title, description, event_date::text as event_date, location, location_id, budget_min, budget_max,
  delivery_method, delivery_address, additional_notes, response_deadline::text as response_deadline,
  organiser_name, organiser_email, organiser_type, status,
  ${isoText('created_at')} as created_at, ${isoText('updated_at')} as updated_at,
  ${isoText('submitted_at')} as submitted_at, ${isoText('cancelled_at')} as cancelled_at, ${isoText('completed_at')} as completed_at,
  ${QUOTE_FACTS.first_quote_at} as first_quote_at, ${QUOTE_FACTS.accepted_at} as accepted_at,
  ${QUOTE_FACTS.quotes_count} as quotes_count, ${QUOTE_FACTS.accepted_quotes_count} as accepted_quotes_count,
  ${isOpenForQuotes(today, 'event_requests')} as accepting_quotes,
  ${ITEMS_JSON} as items`;

/** Newest first; the table's own column (the answer's created_at is text). */
const NEWEST_FIRST = sql`order by event_requests.created_at desc, event_requests.id desc`;

/** Requests matching `where`, newest first, in ONE statement (eventColumns). */
export const selectEventRequests = async (
  db: TDbOrTx,
  options: { where: SQL | undefined; limit?: number; offset?: number; today?: string },
): Promise<TEventRequest[]> => {
  const today = options.today ?? nzToday();
  const rows = await queryRows<TEventRow>(db, sql`
    select ${eventColumns(today)}
    from ${eventRequests}
    ${options.where ? sql`where ${options.where}` : sql``}
    ${NEWEST_FIRST}
    ${options.limit !== undefined ? sql`limit ${options.limit}` : sql``}
    ${options.offset !== undefined ? sql`offset ${options.offset}` : sql``}`, { isPrepared: true });
  return rows.map(toEventRequest);
};
export const ownedBy = (organiserId: number, id: number) => and(eq(eventRequests.id, id), eq(eventRequests.organiser_id, organiserId));

/** One request of this organiser, or null (another organiser's request is as unknown as a missing one). */
export const findOwnedEventRequest = async (db: TDbOrTx, organiserId: number, id: number): Promise<TEventRequest | null> => {
  const [row] = await selectEventRequests(db, { where: ownedBy(organiserId, id), limit: 1 });
  return row ?? null;
};

const inTab = (filter: Exclude<TEventFilter, 'all'>) => inArray(eventRequests.status, [...EVENT_FILTER_STATUSES[filter]]);
/** The My Events tabs' counts over an organiser's requests (the tabs' statuses from EVENT_FILTER_STATUSES). */
const TAB_COUNTS = sql`count(*)::int as tab_all,
  (count(*) filter (where ${inTab('draft')}))::int as tab_draft,
  (count(*) filter (where ${inTab('active')}))::int as tab_active,
  (count(*) filter (where ${inTab('completed')}))::int as tab_completed,
  (count(*) filter (where ${eventRequests.status} = 'cancelled'))::int as tab_cancelled`;

/**
 * With an offset parameter PostgreSQL re-planned the page statement on every run (its generic plan's
 * estimate for an unknown offset looks dearer), about half of its cost. So the first pages at the
 * sites' two page sizes have limit and offset written into the text and run as named prepared
 * statements (a few per filter per connection, one generic plan each); any other page passes them as
 * values and is planned for its run, as every page was before.
 */
const PREPARED_PAGE_SIZES = new Set([EVENT_REQUEST_PAGE_SIZE, EVENT_REQUEST_MAX_PAGE_SIZE]);
const PREPARED_PAGES = 5;

/** The list's filter: the organiser, optionally some statuses and a last event date. */
export type TEventListFilter = { organiserId: number; statuses: TEventStatus[] | null; eventDateTo: string | null };

/**
 * The filter as a condition on the requests or on their entries' copies of the same columns, each
 * value given (a placeholder, or the value itself).
 */
const listWhere = (
  table: typeof eventRequests | typeof eventRequestListEntries,
  values: { organiserId: unknown; statuses: unknown[] | null; eventDateTo: unknown },
) => and(
  eq(table.organiser_id, values.organiserId as number),
  values.statuses ? inArray(table.status, values.statuses as TEventStatus[]) : undefined,
  values.eventDateTo !== null ? lte(table.event_date, values.eventDateTo as string) : undefined,
)!;

/** A shape: how many statuses, whether a last date, and the page written in (`limit offset`) or `values`. */
type TPageShape = `${number}:${0 | 1}:${string}`;

/**
 * `accepting_quotes` for `today` (the portal's own rule) of a request (`request`: the request's row
 * or its entry, whose copies of the rule's columns have the same names) whose entry is `entry`.
 */
const accepting = (request: string, entry = request) =>
  isOpenForQuotes(sql.placeholder('today') as unknown as string, request, sql.raw(`${entry}.has_accepted_quote`));

const intValue = (name: string) => sql`${sql.placeholder(name)}::int`;

/** A row of a page (entryPageStatement, requestPageStatement): a request of the page, its kept entry in two parts around accepting_quotes, and the tabs. */
type TPageRow = { id: number; head: string | null; accepting: boolean | null; tail: string | null; tabs: string };

/** The filter's shape written out: its condition on `table`, with placeholders for its values. */
const shapeWhere = (shape: TPageShape, table: typeof eventRequests | typeof eventRequestListEntries = eventRequests) => {
  const [statusCount, hasDate] = shape.split(':') as [string, string];
  return listWhere(table, {
    organiserId: sql.placeholder('organiserId'),
    statuses: Number(statusCount) > 0 ? Array.from({ length: Number(statusCount) }, (_, i) => sql.placeholder(`status${i}`)) : null,
    eventDateTo: hasDate === '1' ? sql.placeholder('eventDateTo') : null,
  });
};

/**
 * The filtered total and the My Events tab counts as text (`total,all,draft,active,completed,cancelled`):
 * one pass over the organiser's requests.
 */
const tabsText = (where: SQL) => sql`(
  select concat_ws(',', tabs.total, tabs.tab_all, tabs.tab_draft, tabs.tab_active, tabs.tab_completed, tabs.tab_cancelled)
  from (select ${TAB_COUNTS}, (count(*) filter (where ${where}))::int as total
    from ${eventRequests} where ${eventRequests.organiser_id} = ${sql.placeholder('organiserId')}) tabs)`;

const pageLimits = (shape: TPageShape) => {
  const page = shape.split(':')[2]!;
  return page === 'values' ? sql`limit ${intValue('limit')} offset ${intValue('offset')}` : sql.raw(page);
};

/**
 * A page of the organiser's requests as rows, newest first: each request's answer (TEventRequest,
 * keys in the contract's order) as the JSON text the database keeps for it (event_request_list_entries,
 * migration 0022: rewritten whenever the request, its items, their categories or its quotes change),
 * in two parts around `accepting_quotes`, computed here for `today`; and on every row the tabs
 * (tabsText over the requests themselves, computed once).
 *
 * The page is cut from the entries alone, by their copies of the request's columns (migration 0024):
 * one scan of event_request_list_entries_page in the list's order, where cutting the requests and
 * probing each one's entry cost PostgreSQL about a quarter more a page (docs/adr/010, addendum of
 * 30 November). Rows of about 1.5 KB rather than the whole answer as one value (docs/adr/010).
 */
const entryPageStatement = statementPerShape<TPageRow, TPageShape>((shape) => sql`
  select event_request_list_entries.event_request_id as id, head,
    ${accepting('event_request_list_entries')} as accepting,
    tail, ${tabsText(shapeWhere(shape))} as tabs
  from ${eventRequestListEntries}
  where ${shapeWhere(shape, eventRequestListEntries)}
  order by event_request_list_entries.created_at desc, event_request_list_entries.event_request_id desc
  ${pageLimits(shape)}`);

/**
 * The same page cut from the requests, each joined to its entry: read only when the entries' page
 * is not as long as the requests' count says (an entry missing or its copies not the request's,
 * which the triggers should never leave). A missing entry is a row with an id and no parts.
 */
const requestPageStatement = statementPerShape<TPageRow, TPageShape>((shape) => {
  const where = shapeWhere(shape);
  return sql`
    with page as (
      select event_requests.created_at, event_requests.id, event_requests.status, event_requests.event_date,
        event_requests.response_deadline, event_requests.submitted_at
      from ${eventRequests}
      where ${where}
      ${NEWEST_FIRST}
      ${pageLimits(shape)}
    )
    select e.id, kept.head, ${accepting('e', 'kept')} as accepting,
      kept.tail, ${tabsText(where)} as tabs
    from page e left join event_request_list_entries kept on kept.event_request_id = e.id
    order by e.created_at desc, e.id desc`;
});

/** The tabs alone (tabsText), for a page with no requests on it. */
const tabsStatement = statementPerShape<{ tabs: string }, TPageShape>((shape) => sql`select ${tabsText(shapeWhere(shape))} as tabs`);

/** Entries built from the tables, for requests whose kept entry is missing (requestPageStatement). */
const builtEntries = statementPerShape<{ id: number; entry: string }>(() => sql`
  select e.id, fresh.head || ${accepting('e', 'fresh')}::text || fresh.tail as entry
  from ${eventRequests} e, event_request_list_entry(e.id) fresh
  where e.id = any(${sql.placeholder('ids')}::int[])`);

/**
 * The list's answer for a page of the organiser's requests matching the filter, as the JSON text the
 * API sends (TEventRequestListResponse, keys in the contract's order): one statement
 * (entryPageStatement), its text built once per shape, and the rows' entries joined as they come. A
 * page shorter than the requests' own count says it must be is read again from the requests
 * (requestPageStatement), so the answer never loses a request.
 */
export const selectEventRequestPageJson = async (
  db: TDbOrTx,
  options: { filter: TEventListFilter; limit: number; page: number; today: string },
): Promise<string> => {
  const { filter, limit, page } = options;
  const offset = (page - 1) * limit;
  const isPrepared = PREPARED_PAGE_SIZES.has(limit) && offset < PREPARED_PAGES * limit && Number.isSafeInteger(offset);
  const values: Record<string, unknown> = { organiserId: filter.organiserId, today: options.today, eventDateTo: filter.eventDateTo, limit, offset };
  filter.statuses?.forEach((status, i) => {
    values[`status${i}`] = status;
  });
  const shape: TPageShape = `${filter.statuses?.length ?? 0}:${filter.eventDateTo !== null ? 1 : 0}:${isPrepared ? `limit ${limit} offset ${offset}` : 'values'}`;
  let rows = await entryPageStatement(db, shape, values, { isPrepared });
  let tabsLine = rows[0]?.tabs ?? (await tabsStatement(db, shape, values, { isPrepared }))[0]!.tabs;
  if (rows.length !== Math.max(0, Math.min(limit, Number(tabsLine.split(',', 1)[0]) - offset))) {
    rows = await requestPageStatement(db, shape, values, { isPrepared });
    tabsLine = rows[0]?.tabs ?? tabsLine;
  }
  const missing = rows.filter((row) => row.head === null).map((row) => row.id);
  const built = missing.length > 0
    ? new Map((await builtEntries(db, '', { ids: missing, today: options.today })).map((row) => [row.id, row.entry]))
    : null;
  let data = '';
  for (const row of rows) {
    const entry = row.head !== null ? `${row.head}${row.accepting}${row.tail}` : built?.get(row.id);
    // Deleted between the two statements: the page shows one request fewer until it is read again.
    if (entry === undefined) continue;
    data += data === '' ? entry : `,${entry}`;
  }
  const [total, all, draft, active, completed, cancelled] = tabsLine.split(',').map(Number) as [number, number, number, number, number, number];
  return `{"success":true,"data":[${data}],"pagination":{"total":${total},"page":${page},"limit":${limit},"totalPages":${Math.ceil(total / limit)}},`
    + `"counts":{"all":${all},"draft":${draft},"active":${active},"completed":${completed},"cancelled":${cancelled}}}`;
};
