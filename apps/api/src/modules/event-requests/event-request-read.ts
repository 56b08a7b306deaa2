import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TEventRequest, TEventRequestItem } from '@app/contract';
import type { TDb, TTx } from '../../db/client.ts';
import { categories, eventRequestItemCategories, eventRequestItems, eventRequests, quotes, subcategories } from '../../db/schema.ts';

export type TDbOrTx = TDb | TTx;
type TEventRow = typeof eventRequests.$inferSelect;

// Drizzle writes a single-table query's columns unqualified, so the correlated counts name the outer row in full.
const OUTER_ID = sql.raw('"event_requests"."id"');

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The items of several requests in two queries (items, then their category links with names). */
export const loadItems = async (db: TDbOrTx, requestIds: number[]): Promise<Map<number, TEventRequestItem[]>> => {
  const byRequest = new Map<number, TEventRequestItem[]>();
  if (requestIds.length === 0) return byRequest;
  const items = await db
    .select()
    .from(eventRequestItems)
    .where(inArray(eventRequestItems.event_request_id, requestIds))
    .orderBy(asc(eventRequestItems.event_request_id), asc(eventRequestItems.sort_order), asc(eventRequestItems.id));
  const itemIds = items.map((item) => item.id);
  const links = itemIds.length === 0 ? [] : await db
    .select({
      item_id: eventRequestItemCategories.item_id,
      category_id: eventRequestItemCategories.category_id,
      category_name: categories.name,
      subcategory_id: eventRequestItemCategories.subcategory_id,
      subcategory_name: subcategories.name,
    })
    .from(eventRequestItemCategories)
    .innerJoin(categories, eq(categories.id, eventRequestItemCategories.category_id))
    .leftJoin(subcategories, eq(subcategories.id, eventRequestItemCategories.subcategory_id))
    .where(inArray(eventRequestItemCategories.item_id, itemIds))
    .orderBy(asc(eventRequestItemCategories.id));

  for (const item of items) {
    const own = links.filter((link) => link.item_id === item.id);
    const first = own[0];
    const entry: TEventRequestItem = {
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      notes: item.notes,
      categories: own.map(({ item_id: _itemId, ...link }) => link),
      category_id: first?.category_id ?? null,
      category_name: first?.category_name ?? null,
      subcategory_ids: own.flatMap((link) => (link.subcategory_id === null ? [] : [link.subcategory_id])),
    };
    const list = byRequest.get(item.event_request_id) ?? [];
    list.push(entry);
    byRequest.set(item.event_request_id, list);
  }
  return byRequest;
};

const toEventRequest = (row: TEventRow & { quotes_count: number; accepted_quotes_count: number }, items: TEventRequestItem[]): TEventRequest => ({
  id: row.id,
  title: row.title,
  description: row.description,
  event_date: row.event_date,
  location: row.location,
  location_id: row.location_id,
  budget_min: row.budget_min,
  budget_max: row.budget_max,
  delivery_method: row.delivery_method,
  delivery_address: row.delivery_address,
  additional_notes: row.additional_notes,
  response_deadline: row.response_deadline,
  organiser_name: row.organiser_name,
  organiser_email: row.organiser_email,
  organiser_type: row.organiser_type,
  status: row.status,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  submitted_at: iso(row.submitted_at),
  cancelled_at: iso(row.cancelled_at),
  quotes_count: Number(row.quotes_count),
  accepted_quotes_count: Number(row.accepted_quotes_count),
  items,
});

/**
 * Requests matching `where`, each with its quote counts, in one query (correlated counts use the
 * quotes_event_status index), plus two queries for the items of the whole page.
 */
export const selectEventRequests = async (
  db: TDbOrTx,
  options: { where: SQL | undefined; limit?: number; offset?: number },
): Promise<TEventRequest[]> => {
  let query = db
    .select({
      request: eventRequests,
      quotes_count: sql<number>`(select count(*)::int from ${quotes} q where q.event_request_id = ${OUTER_ID})`,
      accepted_quotes_count: sql<number>`(select count(*)::int from ${quotes} q where q.event_request_id = ${OUTER_ID} and q.status = 'accepted')`,
    })
    .from(eventRequests)
    .where(options.where)
    .orderBy(sql`${eventRequests.created_at} desc`, sql`${eventRequests.id} desc`)
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = await query;
  const items = await loadItems(db, rows.map((row) => row.request.id));
  return rows.map((row) =>
    toEventRequest({ ...row.request, quotes_count: row.quotes_count, accepted_quotes_count: row.accepted_quotes_count }, items.get(row.request.id) ?? []),
  );
};

export const ownedBy = (organiserId: number, id: number) => and(eq(eventRequests.id, id), eq(eventRequests.organiser_id, organiserId));

/** One request of this organiser, or null (another organiser's request is as unknown as a missing one). */
export const findOwnedEventRequest = async (db: TDbOrTx, organiserId: number, id: number): Promise<TEventRequest | null> => {
  const [found] = await selectEventRequests(db, { where: ownedBy(organiserId, id), limit: 1 });
  return found ?? null;
};
