import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type TConfig } from '../src/config.ts';
import type { TLogStream } from '../src/lib/logger.ts';
import { openDatabase, type TDatabase, type TDbEngine } from '../src/db/client.ts';
import { createPostgresDatabase, migrateAndSeed, openPgliteCopy } from './test-databases.ts';

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
    PROVIDER_PORTAL_DIST_DIR: 'none',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    PROVIDER_PORTAL_URL: 'https://providers.example.nz/login',
    ...overrides,
  });

export type TStartOptions = {
  /**
   * Replay every migration and seed the reference data on an empty database instead of copying the
   * run's template (test/global-setup.ts): for tests of migrating or seeding themselves.
   */
  fresh?: boolean;
  /** Where the app's log goes (set LOG_LEVEL in the overrides to read it). */
  logStream?: TLogStream;
};

/** The run's templates; absent when the global setup did not run (then every database is fresh). */
const templates = () => ({
  pgliteFile: inject('pgliteTemplateFile') || null,
  postgres: inject('postgresTemplate') || null,
});

/**
 * Builds the real app on its own database holding all migrations and the reference data
 * (categories, cities): a copy of the run's template, or migrated here with `{ fresh: true }`.
 */
export const startTestApp = async (
  engine: TDbEngine,
  overrides: Record<string, string> = {},
  { fresh = false, logStream }: TStartOptions = {},
): Promise<TTestContext & { stop(): Promise<void> }> => {
  const template = fresh ? { pgliteFile: null, postgres: null } : templates();
  const pgDb = engine === 'postgres' ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!, template.postgres) : null;
  const config = testConfig({ ...overrides, ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) });
  let pglite: PGlite | undefined;
  if (engine === 'pglite' && template.pgliteFile) pglite = await openPgliteCopy(template.pgliteFile);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: null, poolSize: 4, ...(pglite ? { pglite } : {}) });
  if (engine === 'postgres' ? !template.postgres : !pglite) await migrateAndSeed(database);
  const app = await buildApp(config, { database, ...(logStream ? { logStream } : {}) });
  await app.ready();
  return {
    app, database, config, engine,
    stop: async () => {
      await app.close();
      await database.close();
      await pglite?.close();
      await pgDb?.drop();
    },
  };
};

/**
 * Runs a suite once per engine, each with its own app and database:
 *   describeEachEngine('auth', (ctx) => { it('...', async () => { await ctx().app.inject(...) }) })
 */
export const describeEachEngine = (
  name: string,
  body: (ctx: () => TTestContext) => void,
  overrides: Record<string, string> = {},
  options: TStartOptions = {},
) => {
  for (const engine of ENGINES) {
    describe(`${name} [${engine}]`, () => {
      let context: (TTestContext & { stop(): Promise<void> }) | null = null;
      beforeAll(async () => {
        context = await startTestApp(engine, overrides, options);
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
