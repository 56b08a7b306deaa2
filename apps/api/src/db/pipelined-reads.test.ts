import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.ts';
import { openPipelinedReads, type TPipelinedReads } from './pipelined-reads.ts';

// node-postgres's pipeline mode on a real PostgreSQL server: statements written back to back on a
// few connections, each answered with its own rows or its own error.

const URL = process.env.TEST_DATABASE_URL;
const CONNECTIONS = 3;

type TPidRow = { n: number; pid: number };

describe.skipIf(!URL)('pipelined reads (PostgreSQL)', () => {
  let admin: pg.Client;
  let reads: TPipelinedReads;
  const connectionErrors: Error[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
  });
  afterEach(async () => {
    await reads?.close();
    connectionErrors.length = 0;
  });
  const open = () => {
    reads = openPipelinedReads({ connectionString: URL!, connections: CONNECTIONS, connectTimeoutMs: 5_000, onConnectionError: (error) => connectionErrors.push(error) });
    return reads;
  };
  const numbered = (count: number, name?: string) =>
    Promise.all(Array.from({ length: count }, (_, n) => reads.query('select $1::int as n, pg_backend_pid() as pid', [n], name) as Promise<TPidRow[]>));

  it('answers every statement asked together with its own rows, over at most its connections', async () => {
    open();
    const answers = await numbered(300);
    expect(answers.map((rows) => rows[0]!.n)).toEqual(Array.from({ length: 300 }, (_, n) => n));
    const pids = new Set(answers.map((rows) => rows[0]!.pid));
    expect(pids.size).toBe(CONNECTIONS); // spread over all of them, never more
  });

  it('runs one named statement many times at once on each connection', async () => {
    open();
    const answers = await numbered(60, 'pipelined_reads_test_numbered');
    expect(answers.map((rows) => rows[0]!.n)).toEqual(Array.from({ length: 60 }, (_, n) => n));
  });

  it('fails a wrong statement alone: those around it on the same connection are answered', async () => {
    open();
    const asked = [
      reads.query('select 1 as n', []),
      reads.query('select 1 / 0 as n', []),
      reads.query('select $1::int as n', ['not a number']),
      reads.query('select 4 as n', []),
      reads.query('select 5 as n', []),
    ];
    const settled = await Promise.allSettled(asked);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason).toMatchObject({ code: '22012' });
    expect((settled[2] as PromiseRejectedResult).reason).toMatchObject({ code: '22P02' });
    expect(isDatabaseUnavailable((settled[1] as PromiseRejectedResult).reason)).toBe(false);
    expect(await reads.query('select 6 as n', [])).toEqual([{ n: 6 }]);
  });

  it('fails what a terminated connection had in flight as unavailable, then opens a new one', async () => {
    open();
    const before = new Set((await numbered(30)).map((rows) => rows[0]!.pid));
    const inFlight = Promise.allSettled(Array.from({ length: 30 }, () => reads.query('select pg_sleep(0.05), pg_backend_pid() as pid', [])));
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as t(pid)', [[...before]]);
    for (const outcome of await inFlight) {
      if (outcome.status === 'rejected') expect(isDatabaseUnavailable(outcome.reason)).toBe(true);
    }
    // Each slot learns of its loss by its socket closing; a statement asked meanwhile may still fail, as unavailable.
    let after: TPidRow[][] | null = null;
    for (let attempt = 0; attempt < 20 && !after; attempt += 1) {
      after = await numbered(30).catch((error: unknown) => {
        expect(isDatabaseUnavailable(error)).toBe(true);
        return null;
      });
      if (!after) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(after).not.toBeNull();
    const pids = new Set(after!.map((rows) => rows[0]!.pid));
    expect([...pids].some((pid) => before.has(pid))).toBe(false);
    expect(pids.size).toBeLessThanOrEqual(CONNECTIONS);
  });

  it('closes its connections and refuses statements afterwards', async () => {
    open();
    const pids = [...new Set((await numbered(30)).map((rows) => rows[0]!.pid))];
    await reads.close();
    await expect(reads.query('select 1', [])).rejects.toThrow(/closed/);
    const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where pid = any($1::int[])', [pids]);
    expect(rows[0]!.n).toBe(0);
  });

  it('fails as unavailable when the server cannot be reached, and does not crash', async () => {
    reads = openPipelinedReads({ connectionString: 'postgres://postgres@127.0.0.1:1/nowhere', connections: 2, connectTimeoutMs: 2_000, onConnectionError: () => undefined });
    const settled = await Promise.allSettled([reads.query('select 1', []), reads.query('select 2', []), reads.query('select 3', [])]);
    for (const outcome of settled) {
      expect(outcome.status).toBe('rejected');
      expect(isDatabaseUnavailable((outcome as PromiseRejectedResult).reason)).toBe(true);
    }
  });
});
