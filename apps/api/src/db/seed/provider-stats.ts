import { sql } from 'drizzle-orm';
import type { TDb } from '../client.ts';
import { providerSearchTextSql } from '../provider-search-text.ts';

const MAX_ID = 2_147_483_647;

/**
 * One set-based statement that recomputes the denormalised provider columns for providers whose
 * id lies in [fromId, toId]:
 *   avg_rating   = round(avg(reviews.rating), 2), 0 with no reviews
 *   review_count = count of reviews
 *   search_text  = providerSearchTextSql (business name, description and category names)
 */
export const providerStatsSql = (fromId: number, toId: number) => {
  const from = Math.max(0, Math.floor(fromId));
  const to = Math.min(MAX_ID, Math.floor(toId));
  return `
    UPDATE provider_profiles p SET
      avg_rating = coalesce(r.avg_rating, 0),
      review_count = coalesce(r.review_count, 0),
      search_text = ${providerSearchTextSql('p')}
    FROM provider_profiles base
    LEFT JOIN (
      SELECT provider_id, round(avg(rating), 2) AS avg_rating, count(*)::int AS review_count
      FROM reviews WHERE provider_id BETWEEN ${from} AND ${to} GROUP BY provider_id
    ) r ON r.provider_id = base.id
    WHERE p.id = base.id AND base.id BETWEEN ${from} AND ${to}`;
};

/** Recomputes avg_rating, review_count and search_text for every provider, or those in an id range. */
export const refreshProviderStats = async (db: TDb, range: { fromId?: number; toId?: number } = {}) => {
  await db.execute(sql.raw(providerStatsSql(range.fromId ?? 0, range.toId ?? MAX_ID)));
};
