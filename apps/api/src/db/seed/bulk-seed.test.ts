import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachEngine } from '../../../test/harness.ts';
import { BULK_EMAIL_DOMAIN, runBulkSeed } from './bulk-seed.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

type TRow = Record<string, unknown>;

describeEachEngine('bulk seed', (ctx) => {
  const rows = async <T extends TRow>(query: string) => (await ctx().database.db.execute(sql.raw(query))).rows as T[];
  const one = async (query: string) => Number(Object.values((await rows(query))[0]!)[0]);
  const bulkProviders = `SELECT p.* FROM provider_profiles p JOIN users u ON u.id = p.user_id WHERE u.email LIKE '%@${BULK_EMAIL_DOMAIN}'`;
  let demoProviders = 0;
  let demoReviews = 0;

  it('adds providers and reviews next to the demo data', async () => {
    await seedIfEmpty(ctx().database.db);
    demoProviders = await one('SELECT count(*) FROM provider_profiles');
    demoReviews = await one('SELECT count(*) FROM reviews');
    const lines: string[] = [];
    const result = await runBulkSeed({ db: ctx().database.db, providers: 400, reviews: 3000, chunkSize: 1000, log: (line) => lines.push(line) });
    expect(result).toMatchObject({ providers: 400, reviews: 3000 });
    expect(lines.some((line) => line.startsWith('providers 400 / 400'))).toBe(true);
    expect(await one(`SELECT count(*) FROM (${bulkProviders}) b`)).toBe(400);
    expect(await one('SELECT count(*) FROM provider_profiles')).toBe(demoProviders + 400);
    expect(await one('SELECT count(*) FROM reviews')).toBe(demoReviews + 3000);
  });

  it('gives every generated provider a city, location, categories, subcategories and pictures', async () => {
    expect(await one(`SELECT count(DISTINCT city) FROM (${bulkProviders}) b`)).toBe(16);
    expect(await one(`SELECT count(*) FROM (${bulkProviders}) b WHERE location_id IS NULL OR region IS NULL`)).toBe(0);
    expect(await one(`SELECT count(DISTINCT pc.category_id) FROM provider_categories pc JOIN (${bulkProviders}) b ON b.id = pc.provider_id`)).toBe(6);
    expect(await one(`SELECT count(*) FROM (${bulkProviders}) b WHERE NOT EXISTS (SELECT 1 FROM provider_categories pc WHERE pc.provider_id = b.id)`)).toBe(0);
    expect(await one(`SELECT count(*) FROM (${bulkProviders}) b WHERE NOT EXISTS (SELECT 1 FROM provider_subcategories ps WHERE ps.provider_id = b.id)`)).toBe(0);
    // Every subcategory belongs to one of the provider's categories.
    expect(await one(`SELECT count(*) FROM provider_subcategories ps JOIN subcategories s ON s.id = ps.subcategory_id
      WHERE NOT EXISTS (SELECT 1 FROM provider_categories pc WHERE pc.provider_id = ps.provider_id AND pc.category_id = s.category_id)`)).toBe(0);
    expect(await one(`SELECT count(*) FROM attachments a JOIN (${bulkProviders}) b ON b.id = a.provider_id WHERE a.kind = 'service_image'`)).toBe(1200);
    const [url] = await rows<{ file_url: string }>(`SELECT file_url FROM attachments a JOIN (${bulkProviders}) b ON b.id = a.provider_id ORDER BY a.id LIMIT 1`);
    const image = await ctx().app.inject({ method: 'GET', url: url!.file_url });
    expect(image.statusCode).toBe(200);
  });

  it('recomputes avg_rating, review_count and search_text for the new providers', async () => {
    const mismatched = await one(`
      SELECT count(*) FROM (${bulkProviders}) b
      LEFT JOIN (SELECT provider_id, round(avg(rating), 2) AS avg, count(*) AS n FROM reviews GROUP BY provider_id) r ON r.provider_id = b.id
      LEFT JOIN (SELECT pc.provider_id, string_agg(c.name, ' ' ORDER BY c.sort_order, c.name) AS names FROM provider_categories pc JOIN categories c ON c.id = pc.category_id GROUP BY pc.provider_id) c ON c.provider_id = b.id
      WHERE b.avg_rating <> coalesce(r.avg, 0) OR b.review_count <> coalesce(r.n, 0) OR b.search_text <> b.business_name || ' ' || b.description || ' ' || c.names`);
    expect(mismatched).toBe(0);
    expect(await one(`SELECT count(DISTINCT rating) FROM reviews r JOIN (${bulkProviders}) b ON b.id = r.provider_id`)).toBeGreaterThanOrEqual(4);
    // Each review sits on a completed event of its own organiser.
    expect(await one(`SELECT count(*) FROM reviews r JOIN (${bulkProviders}) b ON b.id = r.provider_id JOIN event_requests e ON e.id = r.event_request_id
      WHERE e.status <> 'completed' OR e.organiser_id <> r.organiser_id OR e.event_date >= current_date`)).toBe(0);
  });

  it('adds again on a second run, and --reset removes only what bulk runs added', async () => {
    await runBulkSeed({ db: ctx().database.db, providers: 50, reviews: 100 });
    expect(await one(`SELECT count(*) FROM (${bulkProviders}) b`)).toBe(450);
    await runBulkSeed({ db: ctx().database.db, providers: 0, reviews: 0, reset: true });
    expect(await one(`SELECT count(*) FROM (${bulkProviders}) b`)).toBe(0);
    expect(await one(`SELECT count(*) FROM users WHERE email LIKE '%@${BULK_EMAIL_DOMAIN}'`)).toBe(0);
    expect(await one('SELECT count(*) FROM provider_profiles')).toBe(demoProviders);
    expect(await one('SELECT count(*) FROM reviews')).toBe(demoReviews);
    // New accounts still get fresh ids after the reserved ranges.
    const signup = await ctx().app.inject({ method: 'POST', url: '/api/auth/signup', payload: {
      email: `after-bulk-${Date.now()}@example.nz`, password: 'Str0ng!Passw0rd', user_role: 'event_organiser', organiser_type: 'individual', first_name: 'Ana', last_name: 'Moa',
    } });
    expect(signup.statusCode).toBe(201);
  });
});
