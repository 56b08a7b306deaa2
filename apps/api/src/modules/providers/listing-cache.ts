import { sql, type SQL } from 'drizzle-orm';
import { ZProviderListResponse, type TProviderListResponse, type TProviderSummary } from '@app/contract';
import { VersionedLru } from '../../lib/versioned-lru.ts';
import { batchedLookup } from '../../db/batched-lookup.ts';
import { schemaSerializer } from '../../lib/response-serializer.ts';
import type { TDb, TDbOrTx } from '../../db/db-types.ts';
import { queryRows } from '../../db/raw-query.ts';

/**
 * The provider list's cache: the one module that decides when an answer computed earlier is sent
 * again. The services say how to read an answer from the database; this module decides whether it
 * has to. With PROVIDER_LIST_CACHE=false the routes pass no cache and every answer is read afresh.
 *
 * THE INVARIANT. A value is reused only at the listing version it was read at (read in the same
 * statement as the value), and any write to a column a kept value is read from moves that version,
 * in the writer's own transaction, so the new version becomes visible exactly with the new data.
 * The versions live in provider_listing_state and are moved by statement triggers (migrations 0002,
 * 0004, 0005 and 0012):
 *   `version`     any write to a table a list page or an option list reads;
 *   `membership`  any write to a column that decides which providers match, their order by name,
 *                 experience or date, or what the option lists count; the rating columns
 *                 (avg_rating, review_count) decide none of these, so totals survive new reviews.
 * A kept value is therefore exactly what the database would answer now, on every API node, and a
 * second node needs nothing from this one. listing-cache.test.ts reads from PostgreSQL every column
 * the kept statements use and fails when one of them can change without moving its version.
 *
 * What is kept, and by which version:
 *   pages     the whole answer of a list request                                  `version`
 *   counts    the (capped) count of a filter set, across its pages and sorts       `membership`
 *   orders    the provider ids of a page (`version` when sorted by rating), so a
 *             page whose order still stands re-reads only its cards by id          `membership`
 *   options   filter options, categories and locations with their counts          `membership`
 */

export type TListingVersions = { version: string; membership: string };

/** The version that keeps a value (see the table above). */
export type TListingVersionKind = keyof TListingVersions;

/**
 * The current versions: one primary-key row, read by every list request before anything else, so a
 * prepared statement on the driver. Null when the row is missing: then nothing is reused.
 */
export const readListingVersions = async (db: TDbOrTx): Promise<TListingVersions | null> => {
  const [row] = await queryRows<TListingVersions>(
    db,
    sql`SELECT version::text AS version, membership_version::text AS membership FROM provider_listing_state WHERE id = 1`,
    { isPrepared: true },
  );
  return row ?? null;
};

const versionsOfTurn = batchedLookup<TListingVersions & { id: string }>(
  'listing_versions',
  'SELECT s.id::text AS id, s.version::text AS version, s.membership_version::text AS membership FROM provider_listing_state s WHERE s.id = ANY($1::int[])',
  'id',
);

/**
 * The current versions for a request of the cache: the same row as readListingVersions, read once
 * for all the requests that asked during one turn of the event loop (db/batched-lookup.ts), at the
 * end of that turn, so after every one of them arrived: a write committed before a request arrived
 * is seen by it, as with a read of its own. Under load a turn holds tens of list requests; each
 * paid a round trip and a statement for this one row, most of a kept answer's database cost.
 */
const currentVersions = async (db: TDb): Promise<TListingVersions | null> => {
  const row = await versionsOfTurn(db, '1');
  return row && { version: row.version, membership: row.membership };
};

/** The versions as the columns `version` and `membership` of a bigger statement, read in its snapshot. */
export const versionColumns = sql`
  (SELECT s.version::text FROM provider_listing_state s WHERE s.id = 1) AS version,
  (SELECT s.membership_version::text FROM provider_listing_state s WHERE s.id = 1) AS membership`;

const versionsOf = (row: { version?: string | null; membership?: string | null } | undefined): TListingVersions | null =>
  row?.version && row.membership ? { version: row.version, membership: row.membership } : null;

export type TListingCacheStats = { hits: number; misses: number; cardReads: number; pages: number; counts: number };

/** One API node's kept values (create one per app: tests run many databases in one process). */
export type TListingCache = {
  readonly stats: Readonly<TListingCacheStats>;
};

type TStore = {
  pages: VersionedLru<TProviderListResponse>;
  counts: VersionedLru<number>;
  orders: VersionedLru<number[]>;
  options: VersionedLru<unknown>;
  inFlight: Map<string, Promise<unknown>>;
  stats: { hits: number; misses: number; cardReads: number };
};

const stores = new WeakMap<TListingCache, TStore>();

export const createListingCache = (limits: { pages?: number; counts?: number; orders?: number } = {}): TListingCache => {
  const store: TStore = {
    pages: new VersionedLru(limits.pages ?? 1_000),
    counts: new VersionedLru(limits.counts ?? 5_000),
    orders: new VersionedLru(limits.orders ?? 5_000),
    options: new VersionedLru(16),
    inFlight: new Map(),
    stats: { hits: 0, misses: 0, cardReads: 0 },
  };
  const cache: TListingCache = {
    stats: {
      get hits() { return store.stats.hits; },
      get misses() { return store.stats.misses; },
      get cardReads() { return store.stats.cardReads; },
      get pages() { return store.pages.size; },
      get counts() { return store.counts.size; },
    },
  };
  stores.set(cache, store);
  return cache;
};

/** Runs `compute` once for concurrent callers asking for the same key. */
const shared = <T>(store: TStore, key: string, compute: () => Promise<T>): Promise<T> => {
  const running = store.inFlight.get(key);
  if (running) return running as Promise<T>;
  const promise = compute().finally(() => store.inFlight.delete(key));
  store.inFlight.set(key, promise);
  return promise;
};

/** A page as the list statement reads it, with the versions of its snapshot. */
export type TPageRead = { version: string | null; membership: string | null; total: number | null; items: TProviderSummary[]; ids: number[] };
/** Cards of known providers in a known order, with the versions of their snapshot. */
export type TCardsRead = { version: string | null; membership: string | null; items: TProviderSummary[] };

export type TListRead = {
  /** The request's filters, sort, page and size: the key of the page. */
  pageKey: string;
  /** The filters alone: the key of the total. */
  countKey: string;
  /** The page is sorted by rating, so its order moves with `version`, not `membership`. */
  isRatingOrder: boolean;
  /** The page, its ids and, when `needTotal`, the count of its matches (up to the cap and one more): one statement with the versions. */
  readPage(needTotal: boolean): Promise<TPageRead>;
  /** The cards of these providers in this order: one statement with the versions. */
  readCards(ids: readonly number[]): Promise<TCardsRead>;
  answerOf(items: TProviderSummary[], counted: number): TProviderListResponse;
};

/**
 * A list answer: reused while `version` stands; otherwise the page is read again, reusing the total
 * while `membership` stands and, when the page's order still stands too, reading only its cards.
 * Concurrent identical misses share one read.
 */
export const readProviderList = async (options: { db: TDb; cache: TListingCache | null; read: TListRead }): Promise<TProviderListResponse> => {
  const { db, read } = options;
  const store = options.cache ? stores.get(options.cache) : undefined;
  const current = store ? await currentVersions(db) : null;
  if (!store || !current) {
    const page = await read.readPage(true);
    return read.answerOf(page.items, page.total ?? 0);
  }
  const cached = store.pages.get(read.pageKey, current.version);
  if (cached) {
    store.stats.hits += 1;
    return cached;
  }
  store.stats.misses += 1;
  const orderKind: TListingVersionKind = read.isRatingOrder ? 'version' : 'membership';

  return shared(store, `${current.version}|${read.pageKey}`, async () => {
    const knownTotal = store.counts.get(read.countKey, current.membership);
    const knownIds = store.orders.get(read.pageKey, current[orderKind]);
    if (knownTotal !== undefined && knownIds) {
      const cards = await read.readCards(knownIds);
      const versions = versionsOf(cards);
      // Only while the total and the order are still those of the cards' snapshot.
      if (versions && versions.membership === current.membership && versions[orderKind] === current[orderKind]) {
        const answer = read.answerOf(cards.items, knownTotal);
        store.stats.cardReads += 1;
        store.pages.set(read.pageKey, versions.version, answer);
        return answer;
      }
    }
    let page = await read.readPage(knownTotal === undefined);
    if (page.total === null && page.membership !== current.membership) {
      // Which providers match changed since the versions were read: count in the page's snapshot.
      page = await read.readPage(true);
    }
    const total = page.total ?? knownTotal ?? 0;
    const answer = read.answerOf(page.items, total);
    const versions = versionsOf(page);
    if (versions) {
      store.counts.set(read.countKey, versions.membership, total);
      store.orders.set(read.pageKey, versions[orderKind], page.ids);
      store.pages.set(read.pageKey, versions.version, answer);
    }
    return answer;
  });
};

/**
 * An option list (filter options, categories or locations with counts): `query` returns the whole
 * list as one JSON value. Kept by `membership`: counted once per change to which providers are
 * listed where, not once per page view (ratings do not move it).
 */
export const readOptionList = async <T>(options: { db: TDb; cache: TListingCache | null; key: string; query: SQL }): Promise<T> => {
  const { db, key } = options;
  const store = options.cache ? stores.get(options.cache) : undefined;
  const current = store ? await currentVersions(db) : null;
  if (store && current) {
    const cached = store.options.get(key, current.membership) as T | undefined;
    if (cached !== undefined) return cached;
  }
  const compute = async () => {
    const { rows } = await db.execute<{ version: string | null; membership: string | null; value: T }>(sql`
      SELECT ${versionColumns}, (${options.query}) AS value`);
    const row = rows[0]!;
    const versions = versionsOf(row);
    if (store && versions) store.options.set(key, versions.membership, row.value);
    return row.value;
  };
  return store && current ? shared(store, `${current.membership}|options|${key}`, compute) : compute();
};

const serialised = new WeakMap<TProviderListResponse, string>();
const writeListAnswer = schemaSerializer(ZProviderListResponse);

const bodies = new WeakMap<TProviderListResponse, Buffer>();

/**
 * Gives an answer the body its maker wrote from parts each checked against the same schema (the
 * search replica writes each card once), for providerListBody to send.
 */
export const withListBody = (answer: TProviderListResponse, body: Buffer): TProviderListResponse => {
  bodies.set(answer, body);
  return answer;
};

/** What the list route sends: the answer's body when its maker wrote one, its JSON otherwise. */
export const providerListBody = (answer: TProviderListResponse): Buffer | string => bodies.get(answer) ?? providerListJson(answer);

/**
 * A list answer as JSON, checked against the contract's response schema once per answer (the
 * routes' checking writer, lib/response-serializer.ts): a kept answer is sent again as the same
 * text, without checking and writing it per request.
 */
export const providerListJson = (answer: TProviderListResponse): string => {
  let json = serialised.get(answer) ?? bodies.get(answer)?.toString('utf8');
  if (json === undefined) {
    json = writeListAnswer(answer);
    serialised.set(answer, json);
  }
  return json;
};
