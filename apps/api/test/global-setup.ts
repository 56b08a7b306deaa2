import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate, buildPostgresTemplate, dropPostgresDatabase } from './test-databases.ts';

declare module 'vitest' {
  // Augmenting vitest's interface takes an interface: a type alias cannot merge.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** Tarball of a migrated, seeded PGlite data directory (test/test-databases.ts). */
    pgliteTemplateFile: string;
    /** Name of a migrated, seeded PostgreSQL database to copy; '' without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

const TEMP_PREFIX = 'hui-api-test-';
/** Left behind only by a run that was killed; removed by the next run once this old. */
const STALE_MS = 24 * 60 * 60 * 1000;

const removeStaleFolders = async () => {
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith(TEMP_PREFIX)) continue;
    const path = join(tmpdir(), name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > STALE_MS) await rm(path, { recursive: true, force: true });
  }
};

/**
 * Migrates once per run (and again before each watch-mode rerun, so a migration added meanwhile is
 * always in): one PGlite data-directory dump and, with TEST_DATABASE_URL, one PostgreSQL template
 * database. Each test file then starts from a copy (test/harness.ts).
 */
export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  let built: { dir: string; postgresTemplate: string | null } | null = null;

  const drop = async () => {
    if (!built) return;
    const { dir, postgresTemplate } = built;
    built = null;
    await rm(dir, { recursive: true, force: true });
    if (postgresUrl && postgresTemplate) await dropPostgresDatabase(postgresUrl, postgresTemplate);
  };

  const build = async () => {
    await removeStaleFolders();
    const dir = await mkdtemp(join(tmpdir(), TEMP_PREFIX));
    built = { dir, postgresTemplate: null };
    // Both at once: PGlite works this process's CPU while PostgreSQL works its own.
    const [pglite, postgres] = await Promise.allSettled([
      buildPgliteTemplate(dir),
      postgresUrl ? buildPostgresTemplate(postgresUrl) : Promise.resolve(null),
    ]);
    if (postgres.status === 'fulfilled') built.postgresTemplate = postgres.value;
    if (pglite.status === 'rejected') throw pglite.reason;
    if (postgres.status === 'rejected') throw postgres.reason;
    project.provide('pgliteTemplateFile', pglite.value);
    project.provide('postgresTemplate', postgres.value ?? '');
  };

  try {
    await build();
  } catch (error) {
    await drop();
    throw error;
  }
  project.onTestsRerun(async () => {
    await drop();
    await build();
  });
  return drop;
}
