import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZProviderListQuery } from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { providerProfiles } from '../../db/schema.ts';
import { createListingCache, readListingVersions } from './listing-cache.ts';
import { addProvider, uniqueWord } from './provider-fixtures.ts';
import { listProviders } from './provider-list-service.ts';

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

  it('works without a cache', async () => {
    const db = ctx().database.db;
    const uncached = await listProviders({ db, cache: null, filters: filters() });
    expect(uncached.pagination.total).toBe(3);
  });
});
