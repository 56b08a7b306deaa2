import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';

// Test databases: built once per `vitest run` from the current migrations (global-setup.ts), then
// copied for every test file (harness.ts). No vitest imports here: the global setup runs outside
// the test workers.

/** What every test database starts with: all migrations and the reference data (categories, cities). */
export const migrateAndSeed = async (database: TDatabase) => {
  await database.migrate();
  await seedReferenceData(database.db);
};

// PGlite --------------------------------------------------------------------------------------

/** Migrates a new in-memory PGlite and writes its data directory to `dir` as a tarball. */
export const buildPgliteTemplate = async (dir: string) => {
  const client = new PGlite();
  try {
    await migrateAndSeed(await openDatabase({ databaseUrl: null, pgliteDir: null, pglite: client }));
    // PGlite works in template1; its other two databases, never used by a test, are half the files
    // each test file would unpack (about a third of a copy's start-up).
    for (const statement of ['DROP DATABASE postgres', 'ALTER DATABASE template0 IS_TEMPLATE false', 'DROP DATABASE template0', 'CHECKPOINT']) {
      await client.query(statement);
    }
    // Uncompressed: every test file loads it, and gunzip would cost each of them more than the disk.
    const dump = await client.dumpDataDir('none');
    const file = join(dir, 'pglite-template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
};

/** A new in-memory PGlite holding a copy of the template's data. */
export const openPgliteCopy = async (templateFile: string) => {
  const client = new PGlite({ loadDataDir: new Blob([await readFile(templateFile)]) });
  await client.waitReady;
  return client;
};

// PostgreSQL ----------------------------------------------------------------------------------

const TEMPLATE_PREFIX = 'hui_tpl_';
/** Left behind only by a run that was killed; dropped by the next run once this old. */
const STALE_TEMPLATE_MS = 24 * 60 * 60 * 1000;
/** Another session still on the template (its builder closing): CREATE DATABASE fails with this code. */
const OBJECT_IN_USE = '55006';

const uniqueName = (prefix: string) => `${prefix}${Date.now()}_${randomBytes(4).toString('hex')}`;

const databaseUrl = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

const withAdmin = async <T>(base: string, run: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

export const dropPostgresDatabase = (base: string, name: string) =>
  withAdmin(base, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

/** Drops templates of runs that were killed before their teardown. */
const dropStaleTemplates = (base: string) =>
  withAdmin(base, async (c) => {
    const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`);
    for (const { datname } of rows) {
      const createdAt = Number(datname.slice(TEMPLATE_PREFIX.length).split('_')[0]);
      if (Number.isFinite(createdAt) && Date.now() - createdAt > STALE_TEMPLATE_MS) {
        await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      }
    }
  });

/**
 * Creates a database named uniquely for this run (two runs at once never share one), migrates and
 * seeds it, and closes every connection to it so that CREATE DATABASE ... TEMPLATE can copy it.
 */
export const buildPostgresTemplate = async (base: string) => {
  await dropStaleTemplates(base);
  const name = uniqueName(TEMPLATE_PREFIX);
  await withAdmin(base, (c) => c.query(`CREATE DATABASE ${name}`));
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(base, name), pgliteDir: null, poolSize: 1 });
    try {
      await migrateAndSeed(database);
    } finally {
      await database.close();
    }
    // Nobody connects to the template again: a stray connection would block every copy.
    await withAdmin(base, (c) => c.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`));
  } catch (error) {
    await dropPostgresDatabase(base, name);
    throw error;
  }
  return name;
};

/**
 * A new database for one test file: a copy of `template` when given (forks copy it concurrently,
 * which PostgreSQL allows while nobody is connected to it), else empty.
 */
export const createPostgresDatabase = async (base: string, template: string | null) => {
  const name = uniqueName('hui_test_');
  await withAdmin(base, async (c) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await c.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return { name, url: databaseUrl(base, name), drop: () => dropPostgresDatabase(base, name) };
};
