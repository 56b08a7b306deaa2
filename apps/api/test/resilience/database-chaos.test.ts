import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDaysToIsoDate, nzToday, type TCategory } from '@app/contract';
import { createPostgresDatabase } from '../test-databases.ts';
import { logLines, spawnApi, type TChildApi } from './child-api.ts';

// Database chaos on PostgreSQL, against the API as a real process on its own database:
//   1. 10 s of mixed reads and writes from 12 clients while every backend of that database is
//      terminated every 200 ms;
//   2. then 10 s during which the database refuses every connection (ALLOW_CONNECTIONS false and
//      its backends terminated), the load still running;
//   3. then access returns.
// The process must never exit, every answer must be 2xx or 503 (with Retry-After), the API must
// recover by itself, and every acknowledged write must be in the database afterwards, whole.

const BASE_URL = process.env.TEST_DATABASE_URL;
const CHAOS_MS = 10_000;
const OUTAGE_MS = 10_000;
const KILL_EVERY_MS = 200;
const CLIENTS = 12;
const RECOVERY_LIMIT_MS = 5_000;
const PASSWORD = 'Str0ng!Passw0rd';

if (!BASE_URL) console.log('database chaos: skipped, TEST_DATABASE_URL is not set (it needs a real PostgreSQL server)');

type TAnswer = { op: string; status: number | 'network-error'; retryAfter: string | null; code: string | null; phase: string };
type TAckedSignup = { email: string; phone: string };
type TAckedEvent = { id: number; title: string; items: number; links: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = () => `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

describe.skipIf(!BASE_URL)('database chaos on PostgreSQL (real process, own database)', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let admin: pg.Client;
  let api: TChildApi;

  beforeAll(async () => {
    database = await createPostgresDatabase(BASE_URL!, inject('postgresTemplate') || null);
    admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    api = await spawnApi({ env: { DATABASE_URL: database.url } });
  });

  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${database.name} WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
    await api?.stop('SIGTERM');
    await admin?.end();
    await database?.drop();
  });

  it('never exits, answers 2xx or 503, recovers alone and keeps every acknowledged write', { timeout: 120_000 }, async () => {
    const answers: TAnswer[] = [];
    const ackedSignups: TAckedSignup[] = [];
    const ackedEvents: TAckedEvent[] = [];
    let phase = 'chaos';

    const call = async (op: string, method: string, path: string, body?: unknown, token?: string) => {
      try {
        const response = await fetch(`${api.baseUrl}${path}`, {
          method,
          headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(20_000),
        });
        const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
        answers.push({ op, status: response.status, retryAfter: response.headers.get('retry-after'), code: (json?.code as string | undefined) ?? null, phase });
        return { status: response.status, json };
      } catch {
        answers.push({ op, status: 'network-error', retryAfter: null, code: null, phase });
        return { status: 0, json: null };
      }
    };

    // Organisers for the event-request writes, and a category for their items (before any chaos).
    const signup = async (prefix: string) => {
      const email = `${prefix}+${unique()}@example.nz`;
      const phone = `021${randomBytes(4).readUInt32BE() % 10_000_000}`;
      const res = await call('signup', 'POST', '/api/auth/signup', {
        email, password: PASSWORD, organiser_type: 'individual', first_name: 'Aroha', last_name: 'Chaos', phone_number: phone,
      });
      if (res.status === 201) ackedSignups.push({ email, phone });
      return res;
    };
    const organisers: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await signup('chaos-owner');
      expect(res.status).toBe(201);
      organisers.push((res.json as { token: string }).token);
    }
    const categories = await call('categories', 'GET', '/api/public/categories/with-subcategories');
    const category = (categories.json as { data: TCategory[] }).data[0]!;
    const eventDate = addDaysToIsoDate(nzToday(), 40);
    const deadline = addDaysToIsoDate(nzToday(), 7);

    const createEvent = async (token: string) => {
      const title = `Chaos ${unique()}`;
      const res = await call('create-event', 'POST', '/api/event-organiser/event-requests', {
        title, description: 'A party that must survive the database.', event_date: eventDate, location: 'auckland',
        budget_min: 500, budget_max: 900, delivery_method: 'on_site', delivery_address: '', response_deadline: deadline,
        items: [{ name: 'Platters', quantity: 3, notes: 'none', categories: [
          { category_id: category.category_id, subcategory_id: category.subcategories[0]!.subcategory_id },
          { category_id: category.category_id, subcategory_id: category.subcategories[1]!.subcategory_id },
        ] }],
      }, token);
      if (res.status === 201) {
        const { data } = res.json as { data: { id: number; items: { categories: unknown[] }[] } };
        ackedEvents.push({ id: data.id, title, items: data.items.length, links: data.items.reduce((n, item) => n + item.categories.length, 0) });
      }
    };

    const ops = [
      () => signup('chaos'),
      (i: number) => createEvent(organisers[i % organisers.length]!),
      (i: number) => createEvent(organisers[(i + 1) % organisers.length]!),
      (i: number) => call('list-events', 'GET', '/api/event-organiser/event-requests?limit=5', undefined, organisers[i % organisers.length]),
      () => call('categories', 'GET', '/api/public/categories/with-subcategories'),
      (i: number) => call('providers', 'GET', '/api/event-organiser/service-providers', undefined, organisers[i % organisers.length]),
      () => call('locations', 'GET', '/api/public/locations'),
    ];
    let stopLoad = false;
    const client = async (n: number) => {
      for (let i = n; !stopLoad; i += 1) {
        await ops[i % ops.length]!(i);
        if (phase === 'outage') await sleep(20); // every answer is a fast 503: keep the loop polite
      }
    };

    const terminate = async () => {
      const { rows } = await admin.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()) t',
        [database.name],
      );
      return rows[0]!.n;
    };

    // 1. Chaos: backends terminated every 200 ms under load.
    const started = performance.now();
    const load = Array.from({ length: CLIENTS }, (_, n) => client(n));
    let terminated = 0;
    while (performance.now() - started < CHAOS_MS) {
      await sleep(KILL_EVERY_MS);
      terminated += await terminate();
    }

    // 2. Outage: the database refuses every connection.
    phase = 'outage';
    await admin.query(`ALTER DATABASE ${database.name} WITH ALLOW_CONNECTIONS false`);
    terminated += await terminate();
    await sleep(OUTAGE_MS);

    // 3. Access returns: the API must recover without help.
    await admin.query(`ALTER DATABASE ${database.name} WITH ALLOW_CONNECTIONS true`);
    phase = 'recovery';
    const allowedAt = performance.now();
    let recoveredMs = -1;
    while (performance.now() - allowedAt < RECOVERY_LIMIT_MS * 2) {
      const health = await fetch(`${api.baseUrl}/api/health`).catch(() => null);
      if (health?.status === 200) {
        recoveredMs = Math.round(performance.now() - allowedAt);
        break;
      }
      await sleep(50);
    }
    stopLoad = true;
    await Promise.all(load);
    phase = 'after';
    const after = await signup('chaos-after');
    await createEvent(organisers[0]!);

    // Every acknowledged write is there, and whole.
    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    let usersFound = 0;
    let eventsWhole = 0;
    let halfUsers = -1;
    let halfEvents = -1;
    try {
      const users = await check.query<{ email: string; phone_number: string | null }>(
        'SELECT u.email, p.phone_number FROM users u JOIN organiser_profiles p ON p.user_id = u.id WHERE u.email = ANY($1)',
        [ackedSignups.map((s) => s.email)],
      );
      const phoneByEmail = new Map(users.rows.map((row) => [row.email, row.phone_number]));
      usersFound = ackedSignups.filter((s) => phoneByEmail.get(s.email) === s.phone).length;
      const events = await check.query<{ id: number; title: string; items: number; links: number }>(
        `SELECT e.id, e.title,
           (SELECT count(*)::int FROM event_request_items i WHERE i.event_request_id = e.id) AS items,
           (SELECT count(*)::int FROM event_request_item_categories c JOIN event_request_items i ON i.id = c.item_id WHERE i.event_request_id = e.id) AS links
         FROM event_requests e WHERE e.id = ANY($1)`,
        [ackedEvents.map((e) => e.id)],
      );
      const byId = new Map(events.rows.map((row) => [row.id, row]));
      eventsWhole = ackedEvents.filter((e) => {
        const row = byId.get(e.id);
        return row?.title === e.title && row.items === e.items && row.links === e.links && e.links === 2;
      }).length;
      // Nothing half-written, acknowledged or not: no account without its profile, no request
      // without its item, no item without its two categories.
      halfUsers = (await check.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM users u WHERE u.email LIKE 'chaos%' AND NOT EXISTS (SELECT 1 FROM organiser_profiles p WHERE p.user_id = u.id)",
      )).rows[0]!.n;
      halfEvents = (await check.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM event_requests e WHERE e.title LIKE 'Chaos %' AND (
           (SELECT count(*) FROM event_request_items i WHERE i.event_request_id = e.id) <> 1
           OR (SELECT count(*) FROM event_request_item_categories c JOIN event_request_items i ON i.id = c.item_id WHERE i.event_request_id = e.id) <> 2)`,
      )).rows[0]!.n;
    } finally {
      await check.end();
    }

    const byPhase = (p: string) => {
      const counts: Record<string, number> = {};
      for (const a of answers.filter((x) => x.phase === p)) counts[a.status] = (counts[a.status] ?? 0) + 1;
      return counts;
    };
    const bad = answers.filter((a) => !(typeof a.status === 'number' && ((a.status >= 200 && a.status < 300) || a.status === 503)));
    const unavailableWithoutRetry = answers.filter((a) => a.status === 503 && (!a.retryAfter || a.code !== 'UNAVAILABLE'));
    const crashLines = logLines(api.output()).filter((line) => /unhandled|uncaught/i.test(String(line.msg)));
    console.log([
      'database chaos on PostgreSQL:',
      `  requests: ${answers.length} (chaos ${JSON.stringify(byPhase('chaos'))}, outage ${JSON.stringify(byPhase('outage'))}, recovery ${JSON.stringify(byPhase('recovery'))}, after ${JSON.stringify(byPhase('after'))})`,
      `  backends terminated: ${terminated}; recovered ${recoveredMs} ms after access returned`,
      `  writes acknowledged: ${ackedSignups.length} sign-ups, ${ackedEvents.length} event requests; found whole: ${usersFound} and ${eventsWhole}; half-written: ${halfUsers} accounts, ${halfEvents} requests`,
    ].join('\n'));

    if (recoveredMs < 0) console.log(`the API did not recover; its log:\n${api.output().slice(-4000)}`);
    expect(api.hasExited(), `the API exited:\n${api.output().slice(-3000)}`).toBe(false);
    expect(crashLines).toEqual([]);
    expect(bad.slice(0, 10)).toEqual([]);
    expect(unavailableWithoutRetry.slice(0, 10)).toEqual([]);
    expect(byPhase('chaos')['201'] ?? 0).toBeGreaterThan(0);
    expect(byPhase('outage')['503'] ?? 0).toBeGreaterThan(0);
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(recoveredMs).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(after.status).toBe(201);
    expect(usersFound).toBe(ackedSignups.length);
    expect(eventsWhole).toBe(ackedEvents.length);
    expect(halfUsers).toBe(0);
    expect(halfEvents).toBe(0);
  });
});
