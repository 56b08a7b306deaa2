import { sql, type SQL } from 'drizzle-orm';

/**
 * The items of an event request as one JSON array (each with its category links, names included),
 * for a statement whose event_requests row is `requestId` (a column reference such as
 * `event_requests.id` or `e.id`): the shape TEventRequestItem's fields take, in the wizard's order.
 * The names are read by primary key for each link: a join made PostgreSQL hash both whole tables
 * (never analysed, they are too small for autovacuum to) for every item, most of a 20-event page's cost.
 */
export const eventItemsJson = (requestId: string): SQL => sql.raw(`coalesce((
  select json_agg(json_build_object(
    'id', i.id, 'name', i.name, 'quantity', i.quantity, 'notes', i.notes,
    'categories', coalesce((
      select json_agg(json_build_object(
        'category_id', l.category_id, 'category_name', (select c.name from categories c where c.id = l.category_id),
        'subcategory_id', l.subcategory_id, 'subcategory_name', (select s.name from subcategories s where s.id = l.subcategory_id)
      ) order by l.id)
      from event_request_item_categories l
      where l.item_id = i.id), '[]'::json)
  ) order by i.sort_order, i.id)
  from event_request_items i where i.event_request_id = ${requestId}), '[]'::json)`);
