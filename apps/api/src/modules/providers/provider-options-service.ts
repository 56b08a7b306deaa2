import { sql } from 'drizzle-orm';
import type { TProviderCategoryOption, TProviderFilterOptions, TProviderLocationOption } from '@app/contract';
import type { TDb } from '../../db/db-types.ts';
import { readOptionList, type TListingCache } from './listing-cache.ts';
import { LISTED } from './provider-list-service.ts';

/**
 * Each option list is one statement returning the whole list as JSON. They count the whole listed
 * set, so listing-cache.ts keeps them until which providers are listed where changes (ratings do not
 * move them). Every statement here is checked by listing-cache.test.ts.
 */
export const OPTION_LIST_STATEMENTS = {
  /** Listed providers per price range (in the enum's order) and per city (A-Z), and in total. */
  'filter-options': sql`SELECT json_build_object(
      'price_ranges', coalesce((
        SELECT json_agg(json_build_object('price_range', x.price_range, 'count', x.n) ORDER BY x.price_range)
        FROM (SELECT p.price_range, count(*)::int AS n FROM provider_profiles p
              WHERE ${LISTED} AND p.price_range IS NOT NULL GROUP BY p.price_range) x), '[]'::json),
      'cities', coalesce((
        SELECT json_agg(json_build_object('city', x.city, 'count', x.n) ORDER BY x.city)
        FROM (SELECT p.city, count(*)::int AS n FROM provider_profiles p
              WHERE ${LISTED} AND p.city IS NOT NULL AND p.city <> '' GROUP BY p.city) x), '[]'::json),
      'total_providers', (SELECT count(*)::int FROM provider_profiles p WHERE ${LISTED}))`,
  /** Every category (in display order) with its number of listed providers. */
  categories: sql`SELECT coalesce(json_agg(json_build_object('category_id', x.id, 'name', x.name, 'provider_count', x.n) ORDER BY x.sort_order, x.name), '[]'::json)
      FROM (SELECT c.id, c.name, c.sort_order,
              (SELECT count(*)::int FROM provider_categories pc JOIN provider_profiles p ON p.id = pc.provider_id
               WHERE pc.category_id = c.id AND ${LISTED}) AS n
            FROM categories c) x`,
  /** Every location (A-Z) with its region and number of listed providers. */
  locations: sql`SELECT coalesce(json_agg(json_build_object('location_id', x.id, 'name', x.name, 'region', x.region, 'provider_count', coalesce(x.n, 0)) ORDER BY x.name), '[]'::json)
      FROM (SELECT l.id, l.name, l.region, counts.n
            FROM locations l
            LEFT JOIN (SELECT p.location_id, count(*)::int AS n FROM provider_profiles p WHERE ${LISTED} AND p.location_id IS NOT NULL GROUP BY p.location_id) counts
              ON counts.location_id = l.id) x`,
};

type TOptions = { db: TDb; cache: TListingCache | null };

/** GET /service-providers/filter-options */
export const getFilterOptions = (options: TOptions) =>
  readOptionList<TProviderFilterOptions>({ ...options, key: 'filter-options', query: OPTION_LIST_STATEMENTS['filter-options'] });

/** GET /service-providers/categories */
export const listCategoryOptions = (options: TOptions) =>
  readOptionList<TProviderCategoryOption[]>({ ...options, key: 'categories', query: OPTION_LIST_STATEMENTS.categories });

/** GET /service-providers/locations */
export const listLocationOptions = (options: TOptions) =>
  readOptionList<TProviderLocationOption[]>({ ...options, key: 'locations', query: OPTION_LIST_STATEMENTS.locations });
