import { sql } from 'drizzle-orm';
import type { TDb } from '../client.ts';

/**
 * Recomputes the denormalised provider columns in one set-based statement:
 *   avg_rating   = round(avg(reviews.rating), 2), 0 with no reviews
 *   review_count = count of reviews
 *   search_text  = business_name, description and category names (by category order), space separated
 * Only providers whose id lies in [fromId, toId] when a range is given.
 */
export const refreshProviderStats = async (db: TDb, range: { fromId?: number; toId?: number } = {}) => {
  const fromId = range.fromId ?? 0;
  const toId = range.toId ?? 2_147_483_647;
  await db.execute(sql`
    UPDATE provider_profiles p SET
      avg_rating = coalesce(r.avg_rating, 0),
      review_count = coalesce(r.review_count, 0),
      search_text = concat_ws(' ', p.business_name, nullif(p.description, ''), c.names)
    FROM provider_profiles base
    LEFT JOIN (
      SELECT provider_id, round(avg(rating), 2) AS avg_rating, count(*)::int AS review_count
      FROM reviews WHERE provider_id BETWEEN ${fromId} AND ${toId} GROUP BY provider_id
    ) r ON r.provider_id = base.id
    LEFT JOIN (
      SELECT pc.provider_id, string_agg(cat.name, ' ' ORDER BY cat.sort_order, cat.name) AS names
      FROM provider_categories pc JOIN categories cat ON cat.id = pc.category_id
      WHERE pc.provider_id BETWEEN ${fromId} AND ${toId} GROUP BY pc.provider_id
    ) c ON c.provider_id = base.id
    WHERE p.id = base.id AND base.id BETWEEN ${fromId} AND ${toId}`);
};
