import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { STRONG_PASSWORD } from '../factories.ts';
import { createPostgresDatabase } from '../test-databases.ts';
import { SHUTDOWN_DEADLINE_MS } from '../../src/server.ts';
import { logLines, spawnApi, type TChildApi } from './child-api.ts';

// SIGTERM while requests are in flight, against the API as a real process (on PostgreSQL when
// TEST_DATABASE_URL is set, else PGlite): it stops accepting, every request in flight is answered
// and its write kept, the database is closed, and the process exits 0 within the deadline.

const BASE_URL = process.env.TEST_DATABASE_URL;
const IN_FLIGHT = 16;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves 'refused' when nothing accepts a new TCP connection on the port, else 'accepted'. */
const tryConnect = (port: number) =>
  new Promise<'refused' | 'accepted'>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', () => resolve('refused'));
  });

describe(`graceful shutdown [${BASE_URL ? 'postgres' : 'pglite'}]`, () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  let api: TChildApi;

  beforeAll(async () => {
    if (BASE_URL) database = await createPostgresDatabase(BASE_URL, inject('postgresTemplate') || null);
    api = await spawnApi({ env: { LOG_LEVEL: 'info', ...(database ? { DATABASE_URL: database.url } : {}) }, readyTimeoutMs: 90_000 });
  });
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await database?.drop();
  });

  it('finishes every request in flight, refuses new ones, closes the database and exits 0', { timeout: 120_000 }, async () => {
    const emails = Array.from({ length: IN_FLIGHT }, (_, i) => `shutdown${i}+${randomBytes(4).toString('hex')}@example.nz`);
    const received = () => logLines(api.output()).filter((line) => line.msg === 'incoming request' && (line.req as { url?: string } | undefined)?.url === '/api/auth/signup').length;

    let sigtermAt = Infinity;
    const answers = emails.map(async (email) => {
      try {
        const response = await fetch(`${api.baseUrl}/api/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: STRONG_PASSWORD, organiser_type: 'individual', first_name: 'Tui', last_name: 'Shutdown' }),
        });
        return { status: response.status, isAfterSigterm: performance.now() > sigtermAt };
      } catch (error) {
        return { status: `network error: ${String(error)}`, isAfterSigterm: performance.now() > sigtermAt };
      }
    });

    // SIGTERM once the server has every request (each is hashing a password, so most are still running).
    while (received() < IN_FLIGHT && !api.hasExited()) await sleep(5);
    sigtermAt = performance.now();
    api.child.kill('SIGTERM');
    await sleep(300);
    const lateConnection = await tryConnect(api.port);
    const late = await fetch(`${api.baseUrl}/api/version`).then((r) => r.status, () => 'refused');

    const results = await Promise.all(answers);
    const exit = await api.exited;
    const exitMs = Math.round(performance.now() - sigtermAt);
    const inFlightAtSigterm = results.filter((r) => r.isAfterSigterm).length;
    const messages = logLines(api.output()).map((line) => String(line.msg));

    let stored = -1;
    if (database) {
      const check = new pg.Client({ connectionString: database.url });
      await check.connect();
      stored = (await check.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = ANY($1)', [emails])).rows[0]!.n;
      await check.end();
    }
    console.log(
      `graceful shutdown: ${IN_FLIGHT} requests, ${inFlightAtSigterm} still in flight at SIGTERM, statuses ${JSON.stringify(results.map((r) => r.status))}; ` +
      `new connection after SIGTERM: ${lateConnection}, new request: ${late}; exit ${JSON.stringify(exit)} after ${exitMs} ms; ` +
      `writes stored: ${stored === -1 ? 'not checked (PGlite in memory)' : `${stored} of ${IN_FLIGHT}`}`,
    );

    expect(inFlightAtSigterm).toBeGreaterThan(0);
    expect(results.map((r) => r.status)).toEqual(emails.map(() => 201));
    expect(lateConnection).toBe('refused');
    expect(late === 'refused' || late === 503).toBe(true);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    expect(messages).toContain('database closed');
    expect(messages.indexOf('database closed')).toBeLessThan(messages.indexOf('shut down cleanly'));
    if (database) expect(stored).toBe(IN_FLIGHT);
  });
});
