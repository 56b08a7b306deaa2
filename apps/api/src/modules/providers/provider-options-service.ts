import { sql, type SQL } from 'drizzle-orm';
import type { TProviderCategoryOption, TProviderFilterOptions, TProviderLocationOption } from '@app/contract';
import { readListingVersions, versionColumns, type TDbOrTx, type TListingCache } from './listing-cache.ts';
import { LISTED } from './provider-list-service.ts';

/**
 * Reads one option list in a statement that also returns the listing versions of its snapshot, and
 * keeps it per membership version: these lists count the whole listed set, so they are computed
 * once per change to which providers are listed where, not once per page view (ratings do not
 * move them).
 */
const versioned = async <T>(options: { db: TDbOrTx; cache: TListingCache | null; key: string; query: SQL }): Promise<T> => {
  const { db, cache, key } = options;
  const versions = cache ? await readListingVersions(db) : null;
  if (cache && versions) {
    const cached = cache.options.get(key, versions.membership) as T | undefined;
    if (cached !== undefined) return cached;
  }
  const compute = async () => {
    const { rows } = await db.execute<{ version: string | null; membership: string | null; value: T }>(sql`
      SELECT ${versionColumns}, (${options.query}) AS value`);
    const row = rows[0]!;
    if (cache && row.membership) cache.options.set(key, row.membership, row.value);
    return row.value;
  };
  return cache && versions ? cache.shared(`${versions.membership}|options|${key}`, compute) : compute();
};

/** GET /service-providers/filter-options: listed providers per price range (in the enum's order) and per city (A-Z). */
export const getFilterOptions = (options: { db: TDbOrTx; cache: TListingCache | null }) =>
  versioned<TProviderFilterOptions>({
    ...options,
    key: 'filter-options',
    query: sql`SELECT json_build_object(
      'price_ranges', coalesce((
        SELECT json_agg(json_build_object('price_range', x.price_range, 'count', x.n) ORDER BY x.price_range)
        FROM (SELECT p.price_range, count(*)::int AS n FROM provider_profiles p
              WHERE ${LISTED} AND p.price_range IS NOT NULL GROUP BY p.price_range) x), '[]'::json),
      'cities', coalesce((
        SELECT json_agg(json_build_object('city', x.city, 'count', x.n) ORDER BY x.city)
        FROM (SELECT p.city, count(*)::int AS n FROM provider_profiles p
              WHERE ${LISTED} AND p.city IS NOT NULL AND p.city <> '' GROUP BY p.city) x), '[]'::json),
      'total_providers', (SELECT count(*)::int FROM provider_profiles p WHERE ${LISTED}))`,
  });

/** GET /service-providers/categories: every category (in display order) with its number of listed providers. */
export const listCategoryOptions = (options: { db: TDbOrTx; cache: TListingCache | null }) =>
  versioned<TProviderCategoryOption[]>({
    ...options,
    key: 'categories',
    query: sql`SELECT coalesce(json_agg(json_build_object('category_id', x.id, 'name', x.name, 'provider_count', x.n) ORDER BY x.sort_order, x.name), '[]'::json)
      FROM (SELECT c.id, c.name, c.sort_order,
              (SELECT count(*)::int FROM provider_categories pc JOIN provider_profiles p ON p.id = pc.provider_id
               WHERE pc.category_id = c.id AND ${LISTED}) AS n
            FROM categories c) x`,
  });

/** GET /service-providers/locations: every location (A-Z) with its region and number of listed providers. */
export const listLocationOptions = (options: { db: TDbOrTx; cache: TListingCache | null }) =>
  versioned<TProviderLocationOption[]>({
    ...options,
    key: 'locations',
    query: sql`SELECT coalesce(json_agg(json_build_object('location_id', x.id, 'name', x.name, 'region', x.region, 'provider_count', coalesce(x.n, 0)) ORDER BY x.name), '[]'::json)
      FROM (SELECT l.id, l.name, l.region, counts.n
            FROM locations l
            LEFT JOIN (SELECT p.location_id, count(*)::int AS n FROM provider_profiles p WHERE ${LISTED} AND p.location_id IS NOT NULL GROUP BY p.location_id) counts
              ON counts.location_id = l.id) x`,
  });
