import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/db-types.ts';
import { providerSearchTextSql } from '../../db/provider-search-text.ts';

/**
 * Keeping the denormalised provider columns right. For the reviews module (and anything else that
 * writes reviews or provider categories):
 *
 *   - After inserting, updating or deleting a review, call
 *       await refreshProviderRating({ db: tx, providerId })
 *     in the same transaction as the write. It recomputes provider_profiles.avg_rating
 *     (round(avg(rating), 2), 0 without reviews) and review_count from the reviews table in one
 *     statement, so concurrent writers cannot leave a half-updated pair. Cheap: it reads one
 *     provider's reviews through reviews_provider_created.
 *   - After changing a provider's business name, description or categories (or renaming a category:
 *     call it for each provider in it), call
 *       await refreshProviderSearchText({ db: tx, providerId })
 *     It rewrites search_text (providerSearchTextSql: business name, description and category
 *     names); PostgreSQL recomputes the listing lexemes the list search uses (migration 0018).
 *
 * Both touch provider_profiles, so the provider listing version goes up with the commit and every
 * API node stops using list answers computed before it (see listing-cache.ts).
 */
export const refreshProviderRating = async (options: { db: TDbOrTx; providerId: number }) => {
  await options.db.execute(sql`
    UPDATE provider_profiles p
    SET avg_rating = s.avg_rating, review_count = s.review_count
    FROM (SELECT coalesce(round(avg(r.rating), 2), 0) AS avg_rating, count(*)::int AS review_count
          FROM reviews r WHERE r.provider_id = ${options.providerId}) s
    WHERE p.id = ${options.providerId}`);
};

/** See refreshProviderRating above. */
export const refreshProviderSearchText = async (options: { db: TDbOrTx; providerId: number }) => {
  await options.db.execute(sql`
    UPDATE provider_profiles p
    SET search_text = ${sql.raw(providerSearchTextSql('p'))}
    WHERE p.id = ${options.providerId}`);
};
