import { beforeAll, expect, it } from 'vitest';
import { eq, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PROVIDER_SORT_FIELDS, ZProviderListQuery, ZProviderListResponse } from '@app/contract';
import type { TDb, TDbOrTx } from '../../db/db-types.ts';
import { describeEachEngine } from '../../../test/harness.ts';
import { locations, providerProfiles } from '../../db/schema.ts';
import { registerRawQuery } from '../../db/raw-query.ts';
import { createListingCache, providerListJson, readListingVersions, type TListingVersionKind } from './listing-cache.ts';
import { addProvider, categoryId, createOrganiser, locationId, STRONG_PASSWORD, uniqueEmail, uniqueWord } from '../../../test/factories.ts';
import { setProviderVerification } from '../provider-account/provider-verification-service.ts';
import { cardsStatement, listProviders, listStatement, orderBy, totalStatement, whereClause, type TListCriteria } from './provider-list-service.ts';
import { OPTION_LIST_STATEMENTS } from './provider-options-service.ts';

type TClient = { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

/** The same database seen through a driver function that records the name of each named statement it runs. */
const countingDb = (db: TDb) => {
  const client = (db as unknown as { $client: TClient }).$client;
  const probe = Object.create(db) as TDb;
  const statements: (string | undefined)[] = [];
  registerRawQuery(probe, async (text, values, name) => {
    statements.push(name);
    return (await client.query(text, values)).rows;
  });
  return { probe, statements };
};

describeEachEngine('provider listing cache', (ctx) => {
  const word = uniqueWord();
  let ids: number[] = [];
  const filters = (query: Record<string, string> = {}) => ZProviderListQuery.parse({ search: word, ...query });

  beforeAll(async () => {
    ids = [];
    for (const name of ['Able', 'Baker', 'Cable']) ids.push((await addProvider(ctx().database.db, { business_name: `${name} ${word}` })).id);
  });

  it('answers a repeated request from the cache while the listing version stays the same', async () => {
    const cache = createListingCache();
    const db = ctx().database.db;
    const first = await listProviders({ db, cache, filters: filters() });
    const again = await listProviders({ db, cache, filters: filters() });
    expect(again).toEqual(first);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1 });
    // Another order of the same filters reuses the total (one page entry more, still one count).
    await listProviders({ db, cache, filters: filters({ sortBy: 'created_at' }) });
    expect(cache.stats).toMatchObject({ misses: 2, pages: 2, counts: 1 });
  });

  it('never answers from before a change: any write to a listed table moves the version', async () => {
    const cache = createListingCache();
    const db = ctx().database.db;
    const before = await listProviders({ db, cache, filters: filters() });
    expect(before.pagination.total).toBe(3);
    const versions = await readListingVersions(db);
    await db.update(providerProfiles).set({ is_active: false }).where(eq(providerProfiles.id, ids[1]!));
    const moved = await readListingVersions(db);
    expect(moved!.version).not.toBe(versions!.version);
    expect(moved!.membership).not.toBe(versions!.membership);
    const after = await listProviders({ db, cache, filters: filters() });
    expect(after.pagination.total).toBe(2);
    expect(after.data.map((p) => p.business_name)).toEqual([`Able ${word}`, `Cable ${word}`]);
    await db.update(providerProfiles).set({ is_active: true }).where(eq(providerProfiles.id, ids[1]!));
  });

  it('shares one query between concurrent identical requests', async () => {
    const cache = createListingCache();
    const db = ctx().database.db;
    const answers = await Promise.all(Array.from({ length: 5 }, () => listProviders({ db, cache, filters: filters({ limit: '12' }) })));
    expect(new Set(answers).size).toBe(1);
    expect(cache.stats.pages).toBe(1);
  });

  it('reads the versions once for the list requests that arrive together, and after all of them arrived', async () => {
    const cache = createListingCache();
    const db = ctx().database.db;
    await listProviders({ db, cache, filters: filters() });
    await db.update(providerProfiles).set({ avg_rating: 3.3 }).where(eq(providerProfiles.id, ids[2]!));
    const { probe, statements } = countingDb(db);
    const asked = Array.from({ length: 4 }, (_, n) => listProviders({ db: probe, cache, filters: filters(n % 2 === 0 ? {} : { sortBy: 'created_at' }) }));
    const answers = await Promise.all(asked);
    expect(statements.filter((name) => name === 'listing_versions')).toHaveLength(1);
    // The rating written before the requests arrived: no kept answer from before it is sent.
    for (const answer of answers) expect(answer.data.find((p) => p.business_name === `Cable ${word}`)!.avg_rating).toBe(3.3);
    await db.update(providerProfiles).set({ avg_rating: 0 }).where(eq(providerProfiles.id, ids[2]!));
  });

  it('keeps totals across rating changes but never shows an old rating', async () => {
    const cache = createListingCache();
    const db = ctx().database.db;
    await listProviders({ db, cache, filters: filters() });
    const versions = await readListingVersions(db);
    await db.update(providerProfiles).set({ avg_rating: 4.2 }).where(eq(providerProfiles.id, ids[0]!));
    const moved = await readListingVersions(db);
    expect(moved!.version).not.toBe(versions!.version);
    expect(moved!.membership).toBe(versions!.membership);
    // Another order of the same filters: a new page, the total from the cache.
    const countsBefore = cache.stats.counts;
    const byRating = await listProviders({ db, cache, filters: filters({ sortBy: 'avg_rating' }) });
    expect(byRating.data[0]).toMatchObject({ business_name: `Able ${word}`, avg_rating: 4.2 });
    expect(byRating.pagination.total).toBe(3);
    expect(cache.stats.counts).toBe(countsBefore);
    // The page by name keeps its order across a rating change: only its cards are read again.
    const again = await listProviders({ db, cache, filters: filters() });
    expect(again.data.find((p) => p.business_name === `Able ${word}`)!.avg_rating).toBe(4.2);
    expect(cache.stats.cardReads).toBe(1);
    await db.update(providerProfiles).set({ avg_rating: 1.5 }).where(eq(providerProfiles.id, ids[0]!));
    const reordered = await listProviders({ db, cache, filters: filters({ sortBy: 'avg_rating' }) });
    // A page by rating is read again in full after any rating change (its order may have moved).
    expect(reordered.data.map((p) => [p.business_name, p.avg_rating])).toEqual([[`Able ${word}`, 1.5], [`Cable ${word}`, 0], [`Baker ${word}`, 0]]);
    expect(cache.stats.cardReads).toBe(1);
    const byName = await listProviders({ db, cache, filters: filters() });
    expect(byName.data.map((p) => [p.business_name, p.avg_rating])).toEqual([[`Able ${word}`, 1.5], [`Baker ${word}`, 0], [`Cable ${word}`, 0]]);
    expect(cache.stats.cardReads).toBe(2);
  });

  it("shows a provider's profile edit through the portal at once, through the app's own cache", async () => {
    const { app } = ctx();
    const db = ctx().database.db;
    const organiser = await createOrganiser(app);
    const editWord = uniqueWord();
    const [catering, venues, auckland] = await Promise.all([categoryId(db, 'Catering & Food'), categoryId(db, 'Venues'), locationId(db, 'Auckland')]);
    const business = { business_name: `Portal ${editWord}`, contact_name: 'Tama', phone: '021 555 0101', category_ids: [catering], location_id: auckland };
    const email = uniqueEmail('cache');
    const signup = await app.inject({ method: 'POST', url: '/api/service-provider/account/signup', payload: { ...business, email, password: STRONG_PASSWORD } });
    const headers = { authorization: `Bearer ${signup.json<{ token: string }>().token}` };
    await setProviderVerification({ db, email });
    const names = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/event-organiser/service-providers?search=${editWord}${query}`, headers: organiser.headers });
      return res.json<{ data: { business_name: string }[] }>().data.map((p) => p.business_name);
    };
    expect(await names('')).toEqual([`Portal ${editWord}`]);
    expect(await names(`&categoryId=${catering}`)).toEqual([`Portal ${editWord}`]);
    expect(await names(`&categoryId=${venues}`)).toEqual([]);
    const edit = await app.inject({
      method: 'PUT', url: '/api/service-provider/account/profile', headers,
      payload: { ...business, business_name: `Renamed ${editWord}`, category_ids: [venues], public_email: null },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await names('')).toEqual([`Renamed ${editWord}`]);
    expect(await names(`&categoryId=${catering}`)).toEqual([]);
    expect(await names(`&categoryId=${venues}`)).toEqual([`Renamed ${editWord}`]);
  });

  it("writes an answer's JSON as zod's output stringified, and refuses one that breaks the contract", async () => {
    const answer = await listProviders({ db: ctx().database.db, cache: null, filters: filters() });
    expect(providerListJson(answer)).toBe(JSON.stringify(ZProviderListResponse.parse(answer)));
    const broken = { ...answer, data: answer.data.map((card) => ({ ...card, review_count: 'many' })) } as unknown as typeof answer;
    expect(() => providerListJson(broken)).toThrow();
  });

  it('works without a cache', async () => {
    const db = ctx().database.db;
    const uncached = await listProviders({ db, cache: null, filters: filters() });
    expect(uncached.pagination.total).toBe(3);
  });
});

/**
 * Every statement whose result listing-cache.ts keeps, with the version that keeps it. The criteria
 * take every branch of the filter (short, long and one-letter words, every filter) and every sort.
 */
const keptStatements = (criteria: TListCriteria): { name: string; keptBy: TListingVersionKind; statement: SQL }[] => [
  ...PROVIDER_SORT_FIELDS.flatMap((sortBy) => [
    { name: `page by ${sortBy}`, keptBy: 'version' as const, statement: listStatement({ criteria, sortBy, sortOrder: 'asc', limit: 20, offset: 0, countLimit: 1_000 }) },
    {
      // The ids of a page: which providers match, in the sort's order.
      name: `order by ${sortBy}`,
      keptBy: sortBy === 'avg_rating' ? 'version' as const : 'membership' as const,
      statement: sql`SELECT p.id FROM provider_profiles p WHERE ${whereClause(criteria)} ORDER BY ${orderBy('p', sortBy, 'asc')}`,
    },
  ]),
  { name: 'cards by id', keptBy: 'version', statement: cardsStatement([1, 2]) },
  { name: 'total', keptBy: 'membership', statement: totalStatement(criteria, 1_000) },
  ...Object.entries(OPTION_LIST_STATEMENTS).map(([key, statement]) => ({ name: `options ${key}`, keptBy: 'membership' as const, statement })),
];

type TColumn = { table: string; column: string };

/** Runs `work` in a transaction that is always rolled back, and returns what it returned. */
const rolledBack = async <T>(db: TDb, work: (tx: TDbOrTx) => Promise<T>): Promise<T> => {
  let result: { value: T } | null = null;
  try {
    await db.transaction(async (tx) => {
      result = { value: await work(tx) };
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!result) throw new Error('the transaction ended before its work');
  return (result as { value: T }).value;
};

const dialect = new PgDialect();

/**
 * The columns a statement reads, as PostgreSQL records them for a view of it (select list, joins,
 * filters, order, subqueries); a generated column counts as the columns it is
 * generated from. The state table itself is left out: it is the version.
 */
const columnsRead = (db: TDb, statement: SQL) =>
  rolledBack(db, async (tx) => {
    const { sql: text } = dialect.sqlToQuery(sql`${statement}`.inlineParams());
    await tx.execute(sql.raw(`CREATE TEMP VIEW kept_statement AS ${text}`));
    const { rows } = await tx.execute<TColumn>(sql`
      SELECT DISTINCT c.relname AS "table", coalesce(base.attname, a.attname) AS "column"
      FROM pg_rewrite r
      JOIN pg_depend d ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid AND d.refclassid = 'pg_class'::regclass AND d.refobjsubid > 0
      JOIN pg_class c ON c.oid = d.refobjid AND c.oid <> r.ev_class
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = d.refobjsubid
      LEFT JOIN pg_attrdef ad ON a.attgenerated <> '' AND ad.adrelid = c.oid AND ad.adnum = a.attnum
      LEFT JOIN pg_depend g ON g.classid = 'pg_attrdef'::regclass AND g.objid = ad.oid AND g.refobjid = c.oid AND g.refobjsubid > 0 AND g.refobjsubid <> a.attnum
      LEFT JOIN pg_attribute base ON base.attrelid = c.oid AND base.attnum = g.refobjsubid
      WHERE r.ev_class = 'pg_temp.kept_statement'::regclass AND c.relname <> 'provider_listing_state'
      ORDER BY 1, 2`);
    return rows;
  });

/** Which versions a write moves, seen inside the writer's transaction (then rolled back). */
const versionsMovedBy = (db: TDb, write: SQL) =>
  rolledBack(db, async (tx) => {
    const before = await readListingVersions(tx);
    await tx.execute(write);
    const after = await readListingVersions(tx);
    return (Object.keys(before!) as TListingVersionKind[]).filter((kind) => after![kind] !== before![kind]);
  });

const oneRow = (table: string) => sql`ctid = (SELECT ctid FROM ${sql.identifier(table)} LIMIT 1)`;

// The invariant of listing-cache.ts, checked against the database itself: every column a kept value
// is read from moves the version that keeps the value. A new column shown on a card, a new filter,
// a new joined table or a trigger that forgets a column makes this fail, naming the column.
describeEachEngine('provider listing versions follow every column the cache keeps values of', (ctx) => {
  let reads: (TColumn & { keptBy: TListingVersionKind; by: string })[] = [];

  beforeAll(async () => {
    const db = ctx().database.db;
    // A listed provider with a category, a location and pictures, so every table has a row to write.
    const [location] = await db.select({ id: locations.id }).from(locations).limit(1);
    await addProvider(db, { categoryNames: ['Catering & Food'], location_id: location!.id, pictures: { profile: 1, service: 2, gallery: 1 } });
    const criteria: TListCriteria = { words: ['cater', 'x', 'photographers'], categoryId: 1, locationId: location!.id, priceRange: 'premium', minYears: 3, city: 'Auckland' };
    reads = [];
    for (const kept of keptStatements(criteria)) {
      for (const column of await columnsRead(db, kept.statement)) reads.push({ ...column, keptBy: kept.keptBy, by: kept.name });
    }
  });

  it('finds the columns the kept statements read', () => {
    const names = new Set(reads.map((r) => `${r.table}.${r.column}`));
    // A few that must be there, so an empty or partial enumeration cannot pass silently.
    for (const name of ['provider_profiles.business_name', 'provider_profiles.avg_rating', 'provider_profiles.category_ids', 'provider_profiles.search_text',
      'provider_categories.category_id', 'categories.name', 'attachments.file_url', 'locations.region']) {
      expect(names, name).toContain(name);
    }
  });

  it('moves the keeping version with an update of each of those columns', async () => {
    const db = ctx().database.db;
    const moved = new Map<string, TListingVersionKind[]>();
    for (const { table, column } of reads) {
      const name = `${table}.${column}`;
      if (!moved.has(name)) {
        moved.set(name, await versionsMovedBy(db, sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${sql.identifier(column)} WHERE ${oneRow(table)}`));
      }
    }
    const stale = reads
      .filter((r) => !moved.get(`${r.table}.${r.column}`)!.includes(r.keptBy))
      .map((r) => `${r.table}.${r.column} (read by ${r.by}) can change without moving ${r.keptBy}`);
    expect([...new Set(stale)]).toEqual([]);
  });

  it('moves the keeping version when a row of each of those tables is deleted', async () => {
    const db = ctx().database.db;
    const stale: string[] = [];
    for (const table of new Set(reads.map((r) => r.table))) {
      const moved = await versionsMovedBy(db, sql`DELETE FROM ${sql.identifier(table)} WHERE ${oneRow(table)}`);
      for (const kind of new Set(reads.filter((r) => r.table === table).map((r) => r.keptBy))) {
        if (!moved.includes(kind)) stale.push(`deleting from ${table} does not move ${kind}`);
      }
    }
    expect(stale).toEqual([]);
  });
});
