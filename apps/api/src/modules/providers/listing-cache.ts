import { sql } from 'drizzle-orm';
import type { TProviderListResponse } from '@app/contract';
import { VersionedLru } from '../../lib/versioned-lru.ts';
import type { TDb, TTx } from '../../db/client.ts';

export type TDbOrTx = TDb | TTx;

export type TListingVersions = { version: string; membership: string };

/**
 * The provider listing versions (provider_listing_state, moved by triggers): `version` changes with
 * anything the list shows, `membership` only with what decides which providers match. Null when
 * the row is missing: then nothing is cached.
 */
export const readListingVersions = async (db: TDbOrTx): Promise<TListingVersions | null> => {
  const { rows } = await db.execute<TListingVersions>(
    sql`SELECT version::text AS version, membership_version::text AS membership FROM provider_listing_state WHERE id = 1`,
  );
  return rows[0] ?? null;
};

/** The same two versions as columns of a bigger statement, read in that statement's snapshot. */
export const versionColumns = sql`
  (SELECT s.version::text FROM provider_listing_state s WHERE s.id = 1) AS version,
  (SELECT s.membership_version::text FROM provider_listing_state s WHERE s.id = 1) AS membership`;

export type TListingCacheStats = { hits: number; misses: number; cardReads: number; pages: number; counts: number };

/**
 * Answers of the provider list and its option lists, kept per API node and valid only for the
 * listing version they were computed at (read in the same statement as the data): pages by
 * `version`, totals, option lists and the provider ids of a page by `membership` (the ids of a
 * page sorted by rating by `version`). A request reads the current versions (one
 * indexed row) and reuses an answer computed at those versions, so a cached answer is exactly what
 * the database would answer now: nothing is served stale, and a second node needs nothing from
 * this one. A new review moves `version` only, so totals stay cached while ratings change.
 * Concurrent misses for the same answer share one query.
 */
export type TListingCache = {
  pages: VersionedLru<TProviderListResponse>;
  counts: VersionedLru<number>;
  orders: VersionedLru<number[]>;
  /** Option lists of several shapes; each reader knows its own. */
  options: VersionedLru<unknown>;
  /** Runs `compute` once for concurrent callers asking for the same key. */
  shared<T>(key: string, compute: () => Promise<T>): Promise<T>;
  stats: TListingCacheStats;
};

export const createListingCache = (limits: { pages?: number; counts?: number; orders?: number } = {}): TListingCache => {
  const inFlight = new Map<string, Promise<unknown>>();
  const pages = new VersionedLru<TProviderListResponse>(limits.pages ?? 1_000);
  const counts = new VersionedLru<number>(limits.counts ?? 5_000);
  const orders = new VersionedLru<number[]>(limits.orders ?? 5_000);
  const options = new VersionedLru<unknown>(16);
  const stats = { hits: 0, misses: 0, cardReads: 0, get pages() { return pages.size; }, get counts() { return counts.size; } };
  return {
    pages,
    counts,
    orders,
    options,
    stats,
    shared<T>(key: string, compute: () => Promise<T>) {
      const running = inFlight.get(key);
      if (running) return running as Promise<T>;
      const promise = compute().finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
};
