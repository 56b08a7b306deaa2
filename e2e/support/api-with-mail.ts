// A second API server for specs that read e-mail: the run's own server keeps every message in its
// database outbox (no SMTP), so this one is started with SMTP_URL pointing at a real SMTP server in
// the test process (apps/api/test/smtp-inbox.ts). It has its own embedded database (reference data
// only, no demo data) and serves the same built organiser site (not the provider portal).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpInbox, type TSmtpInbox } from '../../apps/api/test/smtp-inbox.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });

/** Resolves once `baseURL`/api/health answers; fails when the child exits first or after `timeoutMs`. */
export const waitForHealth = async (baseURL: string, child: ChildProcess, output: () => string, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the API did not answer within ${timeoutMs} ms:\n${output()}`);
};

export type TApiWithMail = { baseURL: string; inbox: TSmtpInbox; stop(): Promise<void> };

/** Starts the SMTP inbox and the API (migrated, reference data); `stop()` ends both and removes the database. */
export const startApiWithMail = async (env: Record<string, string> = {}): Promise<TApiWithMail> => {
  const inbox = await startSmtpInbox();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'hui-e2e-mail-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/api/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseURL,
      PGLITE_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      SMTP_URL: inbox.url,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      // The organiser site only: the run's own API serves the provider portal on its port.
      PROVIDER_PORTAL_DIST_DIR: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    await inbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, inbox, stop };
};
