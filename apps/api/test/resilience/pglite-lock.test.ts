import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD } from '../factories.ts';
import { lockPathFor } from '../../src/db/pglite-lock.ts';
import { spawnApi, type TChildApi } from './child-api.ts';

// Two API processes on one PGLITE_DIR both accepted writes, and one of them lost all of its own at
// the next start. With real processes: the second refuses to start, naming the directory and the
// first one's pid; a crashed owner's lock is taken over; a clean exit removes it.

describe('one process per embedded database (PGLITE_DIR lock)', () => {
  let root: string;
  let dataDir: string;
  const running: TChildApi[] = [];

  const start = async (options: { waitReady?: boolean } = {}) => {
    const api = await spawnApi({ env: { PGLITE_DIR: dataDir }, readyTimeoutMs: 90_000, ...options });
    running.push(api);
    return api;
  };
  const owner = () => JSON.parse(readFileSync(lockPathFor(dataDir), 'utf8')) as { pid: number };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'hui-pglite-lock-'));
    dataDir = join(root, 'pglite');
    // Start from the run's migrated template, written to a real directory (saves each start the migrations).
    const template = inject('pgliteTemplateFile');
    if (template) {
      const seeded = new PGlite(dataDir, { loadDataDir: new Blob([await readFile(template)]) });
      await seeded.waitReady;
      await seeded.close();
    }
  });

  afterAll(async () => {
    await Promise.all(running.map((api) => api.stop('SIGKILL')));
    await rm(root, { recursive: true, force: true });
  });

  it('refuses a second process, takes over a crashed one’s lock, and keeps what the first acknowledged', { timeout: 240_000 }, async () => {
    const first = await start();
    expect(owner().pid).toBe(first.pid);
    const email = `lock+${Date.now()}@example.nz`;
    const signup = await fetch(`${first.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: STRONG_PASSWORD, organiser_type: 'individual', first_name: 'Rangi', last_name: 'Lock' }),
    });
    expect(signup.status).toBe(201);

    // A second process on the same directory: refused, with a message naming both.
    const second = await start({ waitReady: false });
    while (!second.hasExited()) {
      const isServing = await fetch(`${second.baseUrl}/api/version`).then((r) => r.ok, () => false);
      expect(isServing, 'a second process started on the same PGLITE_DIR').toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const refused = await second.exited;
    expect(refused.code).toBe(1);
    expect(second.output()).toContain(`The embedded database in ${dataDir} is already in use`);
    expect(second.output()).toContain(`pid ${first.pid}`);
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    // The first one crashes: its lock stays behind, and the next process takes it over.
    await first.stop('SIGKILL');
    expect(owner().pid).toBe(first.pid);
    const third = await start();
    expect(owner().pid).toBe(third.pid);
    const login = await fetch(`${third.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: STRONG_PASSWORD }),
    });
    expect(login.status).toBe(200);

    // A clean stop releases the lock.
    expect(await third.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
    console.log(`PGlite lock: second process refused (exit 1), crashed owner's lock taken over (pid ${first.pid} -> ${third.pid}), released on a clean stop`);
  });
});
