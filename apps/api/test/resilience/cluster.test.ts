import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '../test-databases.ts';
import { freePort, spawnApi, type TChildApi } from './child-api.ts';

// `npm run start:cluster` (apps/api/src/cluster.ts) as a real process: its workers serve on one
// port (and the provider portal's port beside it), a worker that dies is replaced while the others
// keep answering, and SIGTERM stops them all cleanly. On PostgreSQL it runs two workers; on PGlite
// it refuses to run more than one, and says so.

const BASE_URL = process.env.TEST_DATABASE_URL;
const ENGINE = BASE_URL ? 'postgres' : 'pglite';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe(`process manager: npm run start:cluster [${ENGINE}]`, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  let root: string | null = null;
  let primary: TChildApi;
  let portalUrl: string;

  // A worker says it listens once per port.
  const workerPids = () => [...new Set([...primary.output().matchAll(/cluster: worker (\d+) listening/g)].map((m) => Number(m[1])))];
  const waitFor = async (what: string, isDone: () => boolean, timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!isDone()) {
      if (Date.now() > deadline || primary.hasExited()) throw new Error(`cluster: gave up waiting for ${what}:\n${primary.output()}`);
      await sleep(50);
    }
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'hui-cluster-'));
    const portalDist = join(root, 'portal');
    await mkdir(portalDist);
    await writeFile(join(portalDist, 'index.html'), '<!doctype html><title>Provider portal</title>');
    portalUrl = `http://127.0.0.1:${await freePort()}`;
    const env: Record<string, string> = { CLUSTER_WORKERS: '2', PROVIDER_PORTAL_URL: portalUrl, PROVIDER_PORTAL_DIST_DIR: portalDist };
    if (BASE_URL) {
      database = await createPostgresDatabase(BASE_URL, inject('postgresTemplate') || null);
      env.DATABASE_URL = database.url;
    } else {
      env.PGLITE_DIR = join(root, 'pglite');
      const template = inject('pgliteTemplateFile');
      if (template) {
        const seeded = new PGlite(env.PGLITE_DIR, { loadDataDir: new Blob([await readFile(template)]) });
        await seeded.waitReady;
        await seeded.close();
      }
    }
    primary = await spawnApi({ entry: 'apps/api/src/cluster.ts', env, readyTimeoutMs: 120_000 });
  });
  afterAll(async () => {
    await primary?.stop('SIGKILL');
    for (const pid of workerPids()) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await database?.drop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('replaces a worker that dies, keeps answering, and stops every worker on SIGTERM', { timeout: 240_000 }, async () => {
    const expected = ENGINE === 'postgres' ? 2 : 1;
    await waitFor(`${expected} workers`, () => workerPids().length >= expected);
    if (ENGINE === 'pglite') expect(primary.output()).toContain('allows one process only: running 1 worker instead of 2');
    const [victim] = workerPids();

    // Requests keep flowing while a worker is killed and replaced.
    let isLoading = true;
    const statuses: Record<string, number> = {};
    const load = (async () => {
      while (isLoading) {
        // A connection handed to the worker as it was killed may never be answered: give up on it
        // after a while (counted with the refused ones) rather than stall the load for good.
        const status = await fetch(`${primary.baseUrl}/api/public/locations`, { signal: AbortSignal.timeout(3_000) })
          .then(async (r) => (await r.arrayBuffer(), String(r.status)), () => 'refused');
        statuses[status] = (statuses[status] ?? 0) + 1;
        await sleep(20);
      }
    })();
    process.kill(victim!, 'SIGKILL');
    await waitFor('the replacement worker', () => workerPids().length >= expected + 1);
    await waitFor('an answer from the new worker', () => (statuses['200'] ?? 0) > 0);
    isLoading = false;
    await load;
    const pids = workerPids();
    expect(primary.output()).toContain(`worker ${victim} died (SIGKILL); starting another`);
    expect((await fetch(`${primary.baseUrl}/api/health`)).status).toBe(200);
    expect((await fetch(`${portalUrl}/api/health`)).status).toBe(200);
    expect(await (await fetch(`${portalUrl}/sign-in`)).text()).toContain('Provider portal');

    const exit = await primary.stop('SIGTERM');
    const alive = pids.filter(isAlive);
    console.log(`cluster [${ENGINE}]: workers ${JSON.stringify(pids)} (${victim} killed and replaced); requests meanwhile ${JSON.stringify(statuses)}; SIGTERM exit ${JSON.stringify(exit)}`);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(alive).toEqual([]);
    expect(primary.output()).toContain('every worker stopped');
    // A request on the killed worker's connection is lost with it (and with one worker the port
    // refuses connections until the replacement listens); every answer given is a 200.
    expect(Object.keys(statuses).filter((s) => s !== '200' && s !== 'refused')).toEqual([]);
  });
});
