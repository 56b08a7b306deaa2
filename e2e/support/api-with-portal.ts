// An API of a spec's own, serving both built sites (organiser site and provider portal on two ports)
// from its own embedded database (reference data only, or with `seedDemo` the demo data too, for a
// spec that changes the demo accounts' data other specs read on the run's server), that the spec can stop and
// start again on the same database. For what an operator does with the server stopped: the run's
// own server holds its PGLITE_DIR for as long as it runs (one process per embedded database), so
// `npm run provider:verify` cannot open that one.
import { test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from './api-with-mail.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export type TApiWithPortal = {
  /** The organiser site and its API. */
  baseURL: string;
  /** The provider portal (the same API on its own port). */
  portalURL: string;
  /** The embedded database's directory (PGLITE_DIR). */
  dataDir: string;
  /** Stops the server (SIGTERM, as an operator would), keeping the database. */
  stop(): Promise<void>;
  /** Starts it again on the same ports and database. */
  start(): Promise<void>;
  /** Stops it and removes the database. */
  close(): Promise<void>;
};

/** Starts the API on two free ports and a new database; resolves once the portal answers (it listens last). */
export const startApiWithPortal = async (options: { seedDemo?: boolean } = {}): Promise<TApiWithPortal> => {
  const root = mkdtempSync(join(tmpdir(), 'hui-e2e-portal-'));
  const dataDir = join(root, 'pglite');
  const port = await freePort();
  const portalPort = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const portalURL = `http://127.0.0.1:${portalPort}`;
  let child: ChildProcess | null = null;
  let output = '';

  const start = async () => {
    output = '';
    const started = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/main.ts')], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: baseURL,
        PROVIDER_PORTAL_URL: portalURL,
        PGLITE_DIR: dataDir,
        UPLOAD_DIR: join(root, 'uploads'),
        SEED_DEMO: options.seedDemo ? 'true' : 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
        ...(process.env.PROVIDER_PORTAL_DIST_DIR ? { PROVIDER_PORTAL_DIST_DIR: process.env.PROVIDER_PORTAL_DIST_DIR } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child = started;
    await waitForHealth(portalURL, started, () => output);
  };

  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((done) => running.once('exit', done));
    running.kill('SIGTERM');
    await exited;
  };

  const close = async () => {
    await stop();
    rmSync(root, { recursive: true, force: true });
  };

  try {
    await start();
  } catch (error) {
    await close();
    throw error;
  }
  return { baseURL, portalURL, dataDir, stop, start, close };
};

/**
 * `npm run provider:verify -- EMAIL` from the repository's root on the database in `dataDir`, as an
 * operator runs it (the server stopped first). Answers the exit status and what it printed.
 */
export const runProviderVerify = (dataDir: string, email: string): { status: number | null; output: string } => {
  const result = spawnSync('npm', ['run', '--silent', 'provider:verify', '--', email], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', PGLITE_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

/**
 * For a spec whose tests change the demo accounts' data, which other specs read on the run's
 * server: its tests run in order on an API of their own, seeded with the same demo data, started
 * before the first and closed after the last. Returns the way to reach that API.
 */
export const onOwnDemoApi = (): (() => TApiWithPortal) => {
  let server: TApiWithPortal | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startApiWithPortal({ seedDemo: true });
  });
  test.afterAll(async () => server?.close());
  return () => {
    if (!server) throw new Error('the spec API has not started');
    return server;
  };
};
