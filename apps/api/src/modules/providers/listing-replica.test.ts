import { beforeAll, expect, it } from 'vitest';
import { eq, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PROVIDER_SORT_FIELDS, ZProviderListResponse, type TProviderListFilters, type TProviderListResponse } from '@app/contract';
import type { TDb } from '../../db/db-types.ts';
import { describeEachEngine } from '../../../test/harness.ts';
import { attachments, categories, providerCategories, providerProfiles, users } from '../../db/schema.ts';
import { addProvider, uniqueWord } from '../../../test/factories.ts';
import { createListingReplica, LISTING_REPLICA_STATEMENTS, pruneListingChanges, type TListingReplica } from './listing-replica.ts';
import { listProviders } from './provider-list-service.ts';
import { providerListJson } from './listing-cache.ts';
import { refreshProviderSearchText } from './provider-refresh.ts';

/** mulberry32: the same providers and queries on every run. */
const prng = (seed: number) => () => {
  let t = (seed += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

// Words with shared prefixes, macrons, hyphens, digits and one longer than the lexemes' 20 letters.
const VOCABULARY = ['catering', 'caterers', 'cater-hire', 'photo', 'photography', 'hāngī', 'hangi', 'kai', 'dj', 'band', 'bands',
  'wedding', 'weddings', 'marquee', 'harbourside', 'extraordinarilylongwordforsearch', '2024', 'b2b', 'vineyard', 'tōtara'];
const NAMES = ['Aroha Events', 'aroha events', 'Beach Bites', 'Ōtaki Kai', 'Zest', 'zest', 'Émile Photo', 'Kauri & Co', '10 Guitars', 'Band B'];
const CITIES = ['Auckland', 'Wellington', 'Nelson', null];
const PRICES = ['budget', 'mid_range', 'premium', 'luxury', null] as const;
const YEARS = [null, 0, 1, 2, 3, 5, 9, 10, 25];
const CATEGORY_NAMES = ['Catering & Food', 'Venues', 'Photography & Video', 'Music & Entertainment'];

type TPick = <T>(items: readonly T[]) => T;

/** Queries over every filter, sort, order, page and a small count cap, as the SQL path and the replica take them. */
const queries = (random: () => number, ids: { categories: number[]; locations: number[] }) => {
  const pick: TPick = (items) => items[Math.floor(random() * items.length)]!;
  // Every listed provider's card on one page, in two orders: any change shows in these.
  const asked: { filters: TProviderListFilters; totalCap: number }[] = [
    { totalCap: 1_000, filters: { page: 1, limit: 50, sortBy: 'avg_rating', sortOrder: 'desc' } },
    { totalCap: 1_000, filters: { page: 1, limit: 50, sortBy: 'business_name', sortOrder: 'asc' } },
  ];
  for (let n = 0; n < 60; n += 1) {
    const words = Array.from({ length: pick([0, 0, 1, 1, 2]) }, () => {
      const word = pick(VOCABULARY);
      return word.slice(0, 1 + Math.floor(random() * word.length));
    });
    asked.push({
      totalCap: pick([1_000, 1_000, 3, 7]),
      filters: {
        page: pick([1, 1, 1, 2, 3]),
        limit: pick([1, 2, 5, 20]),
        sortBy: pick(PROVIDER_SORT_FIELDS),
        sortOrder: pick(['asc', 'desc'] as const),
        ...(words.length > 0 ? { search: words.join(' ') } : {}),
        ...(random() < 0.3 ? { city: pick(['Auckland', 'Wellington', 'Nelson']) } : {}),
        ...(random() < 0.3 ? { priceRange: pick(['budget', 'mid_range', 'premium', 'luxury'] as const) } : {}),
        ...(random() < 0.3 ? { categoryId: pick(ids.categories) } : {}),
        ...(random() < 0.2 ? { locationId: pick(ids.locations) } : {}),
        ...(random() < 0.3 ? { minYearsExperience: pick([1, 3, 5, 10] as const) } : {}),
      },
    });
  }
  return asked;
};

/** What the replica answers and what the SQL path answers for the same queries. */
const bothAnswers = async (db: TDb, replica: TListingReplica, asked: ReturnType<typeof queries>) => {
  const fromReplica: TProviderListResponse[] = [];
  const fromSql: TProviderListResponse[] = [];
  for (const { filters, totalCap } of asked) {
    fromReplica.push(await listProviders({ db, cache: null, replica, filters, totalCap }));
    fromSql.push(await listProviders({ db, cache: null, filters, totalCap }));
  }
  return { fromReplica, fromSql };
};

const dialect = new PgDialect();

/** Runs `work` in a transaction that is always rolled back, and returns what it returned. */
const rolledBack = async <T>(db: TDb, work: (tx: TDb) => Promise<T>): Promise<T> => {
  let result: { value: T } | null = null;
  try {
    await db.transaction(async (tx) => {
      result = { value: await work(tx as unknown as TDb) };
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  if (!result) throw new Error('the transaction ended before its work');
  return (result as { value: T }).value;
};

describeEachEngine('provider search replica', (ctx) => {
  const random = prng(16);
  const pick: TPick = (items) => items[Math.floor(random() * items.length)]!;
  let asked: ReturnType<typeof queries> = [];
  let providerIds: number[] = [];
  let categoryIds: number[] = [];
  let replica: TListingReplica;

  beforeAll(async () => {
    const db = ctx().database.db;
    const { rows: locationRows } = await db.execute<{ id: number }>(sql`SELECT id FROM locations ORDER BY id LIMIT 3`);
    const { rows: categoryRows } = await db.execute<{ id: number }>(sql`SELECT id FROM categories ORDER BY id LIMIT 4`);
    categoryIds = categoryRows.map((row) => row.id);
    providerIds = [];
    for (let n = 0; n < 36; n += 1) {
      const provider = await addProvider(db, {
        business_name: pick(NAMES),
        description: Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(VOCABULARY)).join(' '),
        city: pick(CITIES),
        price_range: pick(PRICES),
        years_in_operation: pick(YEARS),
        location_id: pick([...locationRows.map((row) => row.id), null]),
        avg_rating: pick([0, 3.5, 4, 4.25, 5]),
        review_count: pick([0, 2, 7]),
        created_at: new Date(Date.UTC(2025, 0, 1 + Math.floor(random() * 4))),
        // The first ones, which the writes below change, are listed; of the others a few are not.
        is_active: n < 14 || random() > 0.15,
        is_verified: n < 14 || random() > 0.15,
        categoryNames: CATEGORY_NAMES.filter(() => random() < 0.4),
        pictures: { profile: pick([0, 1]), service: pick([0, 2, 5]) },
      });
      providerIds.push(provider.id);
    }
    asked = queries(random, { categories: categoryIds, locations: locationRows.map((row) => row.id) });
    replica = createListingReplica();
  });

  const expectSameAnswers = async () => {
    const current = await bothAnswers(ctx().database.db, replica, asked);
    expect(current.fromReplica).toEqual(current.fromSql);
    return current;
  };

  /** The running node's answers alone, to see that a write changed them. */
  const replicaAnswers = async () => {
    const db = ctx().database.db;
    const answers: TProviderListResponse[] = [];
    for (const { filters, totalCap } of asked) answers.push(await listProviders({ db, cache: null, replica, filters, totalCap }));
    return answers;
  };

  it('answers every filter, word, sort, page and count cap exactly as the SQL path does', async () => {
    const { fromSql, fromReplica } = await expectSameAnswers();
    // Its JSON, written from each card's own, is what the routes' checking writer writes.
    for (const answer of fromReplica) expect(providerListJson(answer)).toBe(JSON.stringify(ZProviderListResponse.parse(answer)));
    // The queries reach all kinds of answers: empty, capped, several pages.
    expect(fromSql.some((answer) => answer.data.length === 0)).toBe(true);
    expect(fromSql.some((answer) => answer.pagination.isTotalCapped)).toBe(true);
    expect(fromSql.some((answer) => answer.data.length > 1 && answer.pagination.totalPages > 2)).toBe(true);
    expect(replica.stats.loads).toBe(1);
  });

  const writes: [string, (db: TDb) => Promise<unknown>][] = [
    ['a rating refreshed', (db) => db.update(providerProfiles).set({ avg_rating: 4.75, review_count: 9 }).where(eq(providerProfiles.id, providerIds[0]!))],
    ['a business renamed', (db) => db.update(providerProfiles).set({ business_name: 'Aardvark Catering' }).where(eq(providerProfiles.id, providerIds[1]!))],
    ['a provider deactivated', (db) => db.update(providerProfiles).set({ is_active: false }).where(eq(providerProfiles.id, providerIds[2]!))],
    ['every provider verified and active', (db) => db.update(providerProfiles).set({ is_active: true, is_verified: true })],
    ['a description edited', async (db) => {
      await db.update(providerProfiles).set({ description: 'hāngī photography caterers' }).where(eq(providerProfiles.id, providerIds[3]!));
      await refreshProviderSearchText({ db, providerId: providerIds[3]! });
    }],
    ['city, price, years, location and date changed', (db) => db.update(providerProfiles)
      .set({ city: 'Nelson', price_range: null, years_in_operation: null, location_id: null, created_at: new Date(Date.UTC(2026, 5, 1)) })
      .where(eq(providerProfiles.id, providerIds[4]!))],
    // A category none of the providers above has (they only get CATEGORY_NAMES).
    ['a category linked', (db) => db.execute(sql`INSERT INTO provider_categories (provider_id, category_id)
      SELECT ${providerIds[5]!}, max(id) FROM categories`)],
    ['a category unlinked', (db) => db.delete(providerCategories).where(eq(providerCategories.provider_id, providerIds[6]!))],
    ['a category renamed and reordered', (db) => db.update(categories).set({ name: 'Kai & Catering', sort_order: 99 }).where(eq(categories.id, categoryIds[0]!))],
    ['pictures added and removed', async (db) => {
      await db.insert(attachments).values({ provider_id: providerIds[7]!, kind: 'profile_picture', file_url: '/uploads/new.jpg', file_name: 'new.jpg', sort_order: -1 });
      await db.delete(attachments).where(eq(attachments.provider_id, providerIds[8]!));
    }],
    ['a provider added', (db) => addProvider(db, { business_name: 'Aroha Events', description: 'wedding band', categoryNames: ['Venues'] })],
    ['a provider deleted with its account', async (db) => {
      const [row] = await db.select({ userId: providerProfiles.user_id }).from(providerProfiles).where(eq(providerProfiles.id, providerIds[9]!));
      await db.delete(users).where(eq(users.id, row!.userId));
    }],
    ['several changes in one transaction', (db) => db.transaction(async (tx) => {
      await tx.update(providerProfiles).set({ business_name: 'Zzz Last' }).where(eq(providerProfiles.id, providerIds[10]!));
      await tx.update(providerProfiles).set({ avg_rating: 1 }).where(eq(providerProfiles.id, providerIds[11]!));
      await tx.insert(providerCategories).values({ provider_id: providerIds[10]!, category_id: categoryIds[1]! }).onConflictDoNothing();
    })],
  ];

  it.each(writes)('applies %s before the next answer', async (_name, write) => {
    const before = await replicaAnswers();
    await write(ctx().database.db);
    const { fromReplica: after } = await expectSameAnswers();
    expect(after).not.toEqual(before);
    // Applied one provider at a time, not by loading everything again.
    expect(replica.stats.loads).toBe(1);
  });

  it('answers the same on a node that starts after all those writes (a full load)', async () => {
    const fresh = await bothAnswers(ctx().database.db, createListingReplica(), asked);
    expect(fresh.fromReplica).toEqual(fresh.fromSql);
  });

  it('loads everything again when the changes it missed were pruned from the log', async () => {
    const db = ctx().database.db;
    await bothAnswers(db, replica, asked.slice(0, 1));
    const loads = replica.stats.loads;
    await db.update(providerProfiles).set({ avg_rating: 2.5 }).where(eq(providerProfiles.id, providerIds[12]!));
    await db.execute(sql`UPDATE provider_listing_changes SET logged_at = now() - interval '2 hours'`);
    await pruneListingChanges(db);
    const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM provider_listing_changes`);
    expect(rows[0]!.n).toBe(0);
    const current = await bothAnswers(db, replica, asked);
    expect(current.fromReplica).toEqual(current.fromSql);
    expect(replica.stats.loads).toBe(loads + 1);
  });

  it('waits for a catch-up shared by the requests that arrive together', async () => {
    const db = ctx().database.db;
    await db.update(providerProfiles).set({ avg_rating: 3 }).where(eq(providerProfiles.id, providerIds[13]!));
    const catchUps = replica.stats.catchUps;
    const filters = asked[0]!.filters;
    const answers = await Promise.all(Array.from({ length: 5 }, () => listProviders({ db, cache: null, replica, filters })));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(replica.stats.catchUps).toBe(catchUps + 1);
  });

  it('sends a kept answer again while no provider it could show changed, and never after one did', async () => {
    const db = ctx().database.db;
    const node = createListingReplica();
    const [first, second] = [uniqueWord(), uniqueWord()];
    const one = await addProvider(db, { business_name: `One ${first}` });
    await addProvider(db, { business_name: `Two ${second}` });
    const ask = (word: string) => listProviders({ db, cache: null, replica: node, filters: { page: 1, limit: 20, search: word } });
    await ask(first);
    await ask(second);
    expect(node.stats.answers).toMatchObject({ hits: 0, misses: 2 });
    await db.update(providerProfiles).set({ avg_rating: 4.5 }).where(eq(providerProfiles.id, one.id));
    expect((await ask(first)).data[0]!.avg_rating).toBe(4.5);
    await ask(second);
    expect(node.stats.answers).toMatchObject({ hits: 1, misses: 3, dropped: 1 });
    // Without kept answers every request searches.
    const bare = createListingReplica({ keepAnswers: false });
    expect(await listProviders({ db, cache: null, replica: bare, filters: { page: 1, limit: 20, search: first } })).toEqual(await ask(first));
    expect(bare.stats.answers).toBeNull();
  });

  // THE INVARIANT of listing-replica.ts, against the database itself: every column the replica reads
  // is logged when written. A new column on a card or a new joined table without a change-log trigger
  // makes this fail, naming the column.
  it('logs a change for every column and table the replica reads', async () => {
    const db = ctx().database.db;
    const columns = new Map<string, string[]>();
    for (const statement of LISTING_REPLICA_STATEMENTS) {
      const { sql: text } = dialect.sqlToQuery(sql`${statement}`.inlineParams());
      const read = await rolledBack(db, async (tx) => {
        await tx.execute(sql.raw(`CREATE TEMP VIEW replica_statement AS ${text}`));
        const { rows } = await tx.execute<{ table: string; column: string }>(sql`
          SELECT DISTINCT c.relname AS "table", a.attname AS "column"
          FROM pg_rewrite r
          JOIN pg_depend d ON d.classid = 'pg_rewrite'::regclass AND d.objid = r.oid AND d.refclassid = 'pg_class'::regclass AND d.refobjsubid > 0
          JOIN pg_class c ON c.oid = d.refobjid AND c.oid <> r.ev_class
          JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = d.refobjsubid
          WHERE r.ev_class = 'pg_temp.replica_statement'::regclass`);
        return rows;
      });
      for (const { table, column } of read) columns.set(table, [...(columns.get(table) ?? []), column]);
    }
    expect([...columns.keys()].sort()).toEqual(['attachments', 'categories', 'provider_categories', 'provider_profiles']);
    expect(columns.get('provider_profiles')).toEqual(expect.arrayContaining(['business_name', 'avg_rating', 'search_text', 'category_ids', 'created_at']));
    const logged = (write: SQL) => rolledBack(db, async (tx) => {
      const { rows: before } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM provider_listing_changes`);
      await tx.execute(write);
      const { rows: after } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM provider_listing_changes`);
      return after[0]!.n > before[0]!.n;
    });
    // A row of each table that belongs to a provider (a category with providers).
    const oneRow = (table: string) => table === 'categories'
      ? sql`id = (SELECT category_id FROM provider_categories LIMIT 1)`
      : sql`ctid = (SELECT ctid FROM ${sql.identifier(table)} WHERE ${table === 'provider_profiles' ? sql`true` : sql`provider_id IS NOT NULL`} LIMIT 1)`;
    const unlogged: string[] = [];
    for (const [table, read] of columns) {
      for (const column of new Set(read)) {
        if (!(await logged(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${sql.identifier(column)} WHERE ${oneRow(table)}`))) unlogged.push(`${table}.${column}`);
      }
      if (table !== 'categories' && !(await logged(sql`DELETE FROM ${sql.identifier(table)} WHERE ${oneRow(table)}`))) unlogged.push(`deleting from ${table}`);
    }
    expect(unlogged).toEqual([]);
  });
});
