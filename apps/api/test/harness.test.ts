import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/client.ts';
import { ENGINES, startTestApp, type TTestContext } from './harness.ts';

type TTestApp = Awaited<ReturnType<typeof startTestApp>>;

const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

const rows = async (ctx: TTestContext, query: string) => (await ctx.database.db.execute(sql.raw(query))).rows;

/** What a migration run leaves behind: applied migrations, columns, indexes, triggers, functions, reference rows. */
const snapshot = async (ctx: TTestContext) => ({
  migrations: await rows(ctx, 'SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY id'),
  columns: await rows(ctx, `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
    WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`),
  indexes: await rows(ctx, `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`),
  triggers: await rows(ctx, `SELECT tgrelid::regclass::text AS tbl, tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1, 2`),
  functions: await rows(ctx, `SELECT proname, md5(prosrc) AS src FROM pg_proc WHERE pronamespace = 'public'::regnamespace ORDER BY 1, 2`),
  reference: await rows(ctx, `SELECT (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM subcategories) AS subcategories,
    (SELECT count(*)::int FROM locations) AS locations, (SELECT max(id) FROM categories) AS last_category_id`),
});

describe.each(ENGINES)('test databases [%s]', (engine) => {
  // Each app starts in its own hook: a start can take seconds on a busy machine.
  const apps: TTestApp[] = [];
  const start = (fresh: boolean) => {
    const app: { current?: TTestApp } = {};
    beforeAll(async () => {
      app.current = await startTestApp(engine, {}, { fresh });
      apps.push(app.current);
    });
    return () => app.current!;
  };
  const copy = start(false);
  const fresh = start(true);
  const secondCopy = start(false);
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.stop();
  });

  it('start from a copy that holds every current migration and the reference data, as a fresh migration run does', async () => {
    const copied = await snapshot(copy());
    expect(copied.migrations).toHaveLength(journal.entries.length);
    expect(copied.reference).toEqual([{ categories: 6, subcategories: 24, locations: 16, last_category_id: 6 }]);
    expect(copied).toEqual(await snapshot(fresh()));
  });

  it('give each test app its own copy', async () => {
    await rows(copy(), `INSERT INTO locations (name, region) VALUES ('Kaikōura', 'Canterbury')`);
    expect(await rows(copy(), `SELECT name FROM locations WHERE name = 'Kaikōura'`)).toHaveLength(1);
    expect(await rows(secondCopy(), `SELECT name FROM locations WHERE name = 'Kaikōura'`)).toEqual([]);
  });
});
