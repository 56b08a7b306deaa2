import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type TConfig } from '../src/config.ts';
import { openDatabase, type TDatabase, type TDbEngine } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';

export type TTestContext = { app: FastifyInstance; database: TDatabase; config: TConfig; engine: TDbEngine };

/** Engines every integration suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: TDbEngine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** The production config, quiet, with generous rate limits unless a test asks otherwise. */
export const testConfig = (overrides: Record<string, string> = {}): TConfig =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PGLITE_DIR: 'memory',
    WEB_DIST_DIR: 'none',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    PROVIDER_PORTAL_URL: 'https://providers.example.nz/login',
    ...overrides,
  });

const createPostgresDatabase = async () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `hui_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { url: url.toString(), drop };
};

/** Builds the real app on a fresh, migrated database with the reference data (categories, cities). */
export const startTestApp = async (engine: TDbEngine, overrides: Record<string, string> = {}): Promise<TTestContext & { stop(): Promise<void> }> => {
  const pgDb = engine === 'postgres' ? await createPostgresDatabase() : null;
  const config = testConfig({ ...overrides, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null, poolSize: 4 });
  await database.migrate();
  await seedReferenceData(database.db);
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app, database, config, engine,
    stop: async () => {
      await app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
};

/**
 * Runs a suite once per engine, each with its own app and database:
 *   describeEachEngine('auth', (ctx) => { it('...', async () => { await ctx().app.inject(...) }) })
 */
export const describeEachEngine = (name: string, body: (ctx: () => TTestContext) => void, overrides: Record<string, string> = {}) => {
  for (const engine of ENGINES) {
    describe(`${name} [${engine}]`, () => {
      let context: (TTestContext & { stop(): Promise<void> }) | null = null;
      beforeAll(async () => {
        context = await startTestApp(engine, overrides);
      });
      afterAll(async () => {
        await context?.stop();
      });
      body(() => {
        if (!context) throw new Error('test app not started');
        return context;
      });
    });
  }
};
