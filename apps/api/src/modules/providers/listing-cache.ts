import { sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client.ts';

export type TDbOrTx = TDb | TTx;

/**
 * The provider list version (provider_listing_state, bumped by triggers with every change to what
 * the list shows). Null when the row is missing: then nothing is cached.
 */
export const readListingVersion = async (db: TDbOrTx): Promise<string | null> => {
  const { rows } = await db.execute<{ version: string }>(sql`SELECT version::text AS version FROM provider_listing_state WHERE id = 1`);
  return rows[0]?.version ?? null;
};

type TEntry = { version: string; value: unknown };

/** A small least-recently-used map whose entries are valid for one listing version only. */
class VersionedLru {
  readonly #entries = new Map<string, TEntry>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  get<T>(key: string, version: string): T | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.#entries.delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value as T;
  }

  set(key: string, version: string, value: unknown) {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  get size() {
    return this.#entries.size;
  }
}

export type TListingCacheStats = { hits: number; misses: number; pages: number; counts: number };

/**
 * Answers of the provider list and its option lists, kept per API node and valid only for the
 * listing version they were computed at (read in the same statement as the data). A request reads
 * the current version (one indexed row) and reuses an answer computed at that version, so a cached
 * answer is exactly what the database would answer now: nothing is served stale, and a second node
 * needs nothing from this one. Concurrent misses for the same answer share one query.
 */
export type TListingCache = {
  pages: VersionedLru;
  counts: VersionedLru;
  options: VersionedLru;
  /** Runs `compute` once for concurrent callers asking for the same key. */
  shared<T>(key: string, compute: () => Promise<T>): Promise<T>;
  stats: TListingCacheStats;
};

export const createListingCache = (limits: { pages?: number; counts?: number } = {}): TListingCache => {
  const inFlight = new Map<string, Promise<unknown>>();
  const pages = new VersionedLru(limits.pages ?? 1_000);
  const counts = new VersionedLru(limits.counts ?? 5_000);
  const options = new VersionedLru(16);
  const stats = { hits: 0, misses: 0, get pages() { return pages.size; }, get counts() { return counts.size; } };
  return {
    pages,
    counts,
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
