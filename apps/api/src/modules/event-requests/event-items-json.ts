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

/**
 * The items of an event request exactly as the API answers them (TEventRequestItem, keys in the
 * contract's order): each with its category links, and the older shape's fields (the first link's
 * category and every chosen subcategory, in link order), for a statement that writes the whole answer.
 */
export const eventItemsAnswerJson = (requestId: string): SQL => sql.raw(`coalesce((
  select json_agg(json_build_object(
    'id', i.id, 'name', i.name, 'quantity', i.quantity, 'notes', i.notes,
    'categories', coalesce(links.categories, '[]'::json),
    'category_id', links.first_category_id, 'category_name', links.first_category_name,
    'subcategory_ids', coalesce(links.subcategory_ids, '[]'::json)
  ) order by i.sort_order, i.id)
  from event_request_items i
  cross join lateral (
    select json_agg(json_build_object(
        'category_id', l.category_id, 'category_name', l.category_name, 'subcategory_id', l.subcategory_id, 'subcategory_name', l.subcategory_name
      ) order by l.id) as categories,
      (array_agg(l.category_id order by l.id))[1] as first_category_id,
      (array_agg(l.category_name order by l.id))[1] as first_category_name,
      json_agg(l.subcategory_id order by l.id) filter (where l.subcategory_id is not null) as subcategory_ids
    from (
      select l.id, l.category_id, l.subcategory_id,
        (select c.name from categories c where c.id = l.category_id) as category_name,
        (select s.name from subcategories s where s.id = l.subcategory_id) as subcategory_name
      from event_request_item_categories l where l.item_id = i.id offset 0
    ) l
  ) links
  where i.event_request_id = ${requestId}), '[]'::json)`);
