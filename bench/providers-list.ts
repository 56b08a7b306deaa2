/**
 * Providers list benchmark: GET /api/event-organiser/service-providers with search, two filters
 * and a sort, against 100,000 providers and 1,000,000 reviews in PostgreSQL, 50 connections.
 * Default database: postgres://postgres@127.0.0.1:5432/hui_bench.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/hui_bench npx tsx bench/providers-list.ts
 *
 * Options: --duration 15 (seconds per phase), --connections 50, --writes 1 (rating refreshes per
 * second during the phases), --skip-explain, --explain-only (just the plans), --sql-only (PostgreSQL's time and
 * CPU per never-seen query, one at a time, no server). BENCH_LOG_LEVEL sets the server's LOG_LEVEL (warn);
 * BENCH_PROFILE_DIR writes a V8 CPU profile of the server there (--cpu-prof).
 *
 * What it does:
 *   1. makes sure the database holds the large set (`npm run db:seed -- --providers 100000 --reviews
 *      1000000` when it does not), migrated;
 *   2. starts the real server (apps/api/src/main.ts, i.e. buildApp) in a child process on 127.0.0.1;
 *   3. signs up an organiser and reads the category and location ids through the API;
 *   4. runs autocannon, 50 connections, over a mix of realistic list queries (every one: a search,
 *      two filters, a sort; mostly page 1), in two phases after a short warm-up:
 *        realistic  queries drawn with Zipf popularity from a pool of 4,000, while provider ratings
 *                   change `--writes` times a second (each change invalidates every cached answer);
 *        all-new    every request a query not asked before (no cached page can help: the SQL path);
 *      each with GET /api/auth/me (the floor of any signed-in route, the goals' reference) for half
 *      a phase just before and just after it; then popular-50 (the 50 most asked queries, cached);
 *      and prints req/s, p50, p95, p99 and errors;
 *   5. prints EXPLAIN (ANALYZE, BUFFERS) of the list statement for one query per filter.
 * Checks the goals (realistic p95 <= 2x and all-new p95 <= 4x the p95 of the auth/me around it),
 * prints each with pass or FAIL, and exits 1 when one is missed, a request fails or the server does
 * not start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PROVIDER_LIST_TOTAL_CAP, ZProviderListQuery } from '@app/contract';
import { countLimitOf, criteriaFrom, listStatement } from '../apps/api/src/modules/providers/provider-list-service.ts';
import { refreshProviderRating } from '../apps/api/src/modules/providers/provider-refresh.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { ensureDatabase } from './servers.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/hui_bench';
/**
 * The goals (issue 16), relative to GET /api/auth/me measured in the same run, so they hold on a
 * busy machine as on a quiet one: the realistic mix at p95 no more than twice auth/me's p95, and
 * queries never asked before no more than four times.
 */
const GOALS = [
  { phase: 'realistic', maxRatio: 2 },
  { phase: 'all-new', maxRatio: 4 },
] as const;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    writes: { type: 'string', default: '1' },
    'skip-explain': { type: 'boolean', default: false },
    'explain-only': { type: 'boolean', default: false },
    'sql-only': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WRITES_PER_SECOND = Number(args.writes);

const say = (line = '') => process.stdout.write(`${line}\n`);

// ---------------------------------------------------------------- data

const DEFAULT_SEED_SIZE = { providers: 100_000, reviews: 1_000_000 };

const countLargeSet = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ providers: number; reviews: number }>(
      `SELECT (SELECT count(*) FROM provider_profiles)::int AS providers, (SELECT count(*) FROM reviews)::int AS reviews`,
    ).catch(() => ({ rows: [{ providers: 0, reviews: 0 }] }));
    return rows[0]!;
  } finally {
    await client.end();
  }
};

const run = (command: string, argv: string[], env: NodeJS.ProcessEnv) =>
  new Promise<void>((resolvePromise, reject) => {
    const child = spawn(command, argv, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${argv.join(' ')} exited with ${code}`))));
  });

/** The large set, generated by the repository's seed command when the database lacks it. */
const ensureData = async (databaseUrl: string) => {
  await ensureDatabase(databaseUrl, say);
  const have = await countLargeSet(databaseUrl);
  if (have.providers >= DEFAULT_SEED_SIZE.providers && have.reviews >= DEFAULT_SEED_SIZE.reviews * 0.99) {
    say(`data: ${have.providers.toLocaleString('en-NZ')} providers, ${have.reviews.toLocaleString('en-NZ')} reviews`);
  } else {
    say('data: seeding with `npm run db:seed -- --providers 100000 --reviews 1000000` (a few minutes)');
    await run('npm', ['run', 'db:seed', '--', '--providers', String(DEFAULT_SEED_SIZE.providers), '--reviews', String(DEFAULT_SEED_SIZE.reviews)],
      { ...process.env, DATABASE_URL: databaseUrl });
  }
  // Migrations of this checkout (the server would apply them too) and fresh statistics.
  const database = await openDatabase({ databaseUrl, pgliteDir: null, poolSize: 1 });
  await database.migrate();
  await database.close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('VACUUM ANALYZE provider_profiles');
  await client.end();
};

// ---------------------------------------------------------------- server

const freePort = () =>
  new Promise<number>((resolvePromise, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePromise(port));
    });
    server.on('error', reject);
  });

const startServer = async (databaseUrl: string) => {
  const port = await freePort();
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      WEB_DIST_DIR: 'none',
      PROVIDER_PORTAL_DIST_DIR: 'none',
      SEED_DEMO: 'false',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/version`).then((r) => r.ok, () => false);
    if (ok) return { child, base };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start within 120 s');
};

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolvePromise) => {
    if (child.exitCode !== null) return resolvePromise();
    child.once('exit', () => resolvePromise());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });

const api = async <T>(base: string, path: string, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${base}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

// ---------------------------------------------------------------- query mix

/** mulberry32: a small deterministic PRNG, so every run asks the same queries. */
const prng = (seed: number) => () => {
  let t = (seed += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** What organisers type: service words, partial words, styles and place-like business words. */
const SEARCH_TERMS = [
  'cater', 'catering', 'photo', 'photography', 'dj', 'band', 'venue', 'flor', 'florals', 'wedding', 'wedd', 'marquee', 'coffee', 'cake',
  'bakehouse', 'light', 'lighting', 'hire', 'drone', 'hāngī', 'jazz', 'string', 'styl', 'styling', 'plan', 'planning', 'security',
  'transport', 'shuttle', 'vineyard', 'lodge', 'garden', 'estate', 'food truck', 'grazing', 'kapa haka', 'mc', 'music', 'live music',
  'kauri', 'tōtara', 'harbourside', 'southern', 'coastal', 'alpine', 'pacific', 'kiwi', 'boutique', 'award', 'eco', 'family',
  'birthday', 'corporate', 'conference', 'festival', 'portrait', 'film', 'booth', 'balloon', 'decor', 'event hire',
];
const SORTS = [
  ['business_name', 'asc'], ['business_name', 'desc'], ['avg_rating', 'desc'], ['avg_rating', 'asc'],
  ['years_in_operation', 'desc'], ['created_at', 'desc'], ['created_at', 'asc'],
] as const;
const SORT_WEIGHTS = [0.3, 0.05, 0.3, 0.05, 0.15, 0.1, 0.05];
const CITY_WEIGHTS: [string, number][] = [
  ['Auckland', 0.3], ['Wellington', 0.11], ['Christchurch', 0.11], ['Hamilton', 0.06], ['Tauranga', 0.06], ['Queenstown', 0.05], ['Bay of Plenty', 0.05],
  ['Dunedin', 0.04], ['Nelson', 0.03], ['Rotorua', 0.03], ['Palmerston North', 0.03], ['New Plymouth', 0.03], ['Whangarei', 0.03],
  ['Hastings', 0.03], ['Gisborne', 0.02], ['Invercargill', 0.02],
];
const FILTER_KINDS = ['city', 'priceRange', 'categoryId', 'minYearsExperience', 'locationId'] as const;

type TIds = { categories: number[]; locations: number[] };

const pickWeighted = <T>(random: () => number, items: readonly T[], weights: readonly number[]) => {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = random() * total;
  for (const [i, item] of items.entries()) {
    x -= weights[i]!;
    if (x <= 0) return item;
  }
  return items[items.length - 1]!;
};

/** One realistic query: a search, two different filters, a sort, usually page 1 of 20. */
const randomQuery = (random: () => number, ids: TIds) => {
  const params = new URLSearchParams();
  params.set('search', SEARCH_TERMS[Math.floor(random() * SEARCH_TERMS.length)]!);
  const kinds = [...FILTER_KINDS].sort(() => random() - 0.5).slice(0, 2);
  // city and locationId name the same place; a person picks one of them.
  if (kinds.includes('city') && kinds.includes('locationId')) kinds[1] = 'priceRange';
  for (const kind of kinds) {
    if (kind === 'city') params.set('city', pickWeighted(random, CITY_WEIGHTS.map(([c]) => c), CITY_WEIGHTS.map(([, w]) => w)));
    if (kind === 'priceRange') params.set('priceRange', pickWeighted(random, ['budget', 'mid_range', 'premium', 'luxury'], [0.3, 0.35, 0.25, 0.1]));
    if (kind === 'categoryId') params.set('categoryId', String(ids.categories[Math.floor(random() * ids.categories.length)]));
    if (kind === 'minYearsExperience') params.set('minYearsExperience', String(pickWeighted(random, [1, 3, 5, 10], [0.2, 0.35, 0.3, 0.15])));
    if (kind === 'locationId') params.set('locationId', String(ids.locations[Math.floor(random() * ids.locations.length)]));
  }
  const [sortBy, sortOrder] = pickWeighted(random, SORTS, SORT_WEIGHTS);
  params.set('sortBy', sortBy);
  params.set('sortOrder', sortOrder);
  params.set('page', String(pickWeighted(random, [1, 2, 3], [0.75, 0.17, 0.08])));
  params.set('limit', String(pickWeighted(random, [20, 12, 36, 50], [0.7, 0.1, 0.1, 0.1])));
  return params;
};

const PATH = '/api/event-organiser/service-providers';

/** Distinct queries in a fixed order. */
const queryPool = (size: number, ids: TIds, seed: number) => {
  const random = prng(seed);
  const seen = new Set<string>();
  const pool: string[] = [];
  while (pool.length < size) {
    const path = `${PATH}?${randomQuery(random, ids)}`;
    if (!seen.has(path)) {
      seen.add(path);
      pool.push(path);
    }
  }
  return pool;
};

/**
 * Queries never asked before, made as they are needed (a fixed pool ran out when the answers got
 * fast, and its queries came round again): each distinct from every earlier one and from `asked`.
 */
const newQueries = (ids: TIds, asked: Set<string>) => {
  const random = prng(3);
  return () => {
    for (;;) {
      const path = `${PATH}?${randomQuery(random, ids)}`;
      if (!asked.has(path)) {
        asked.add(path);
        return path;
      }
    }
  };
};

/** Zipf(1) sampling over a pool: a few queries are asked often, most rarely, as in real traffic. */
const zipfSampler = (n: number, random: () => number) => {
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 1; k <= n; k += 1) {
    sum += 1 / k;
    cumulative.push(sum);
  }
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
};

// ---------------------------------------------------------------- load

type TPhaseResult = {
  name: string; rps: number; p50: number; p95: number; p99: number; requests: number; errors: number; non2xx: number; distinct: number;
  /** CPU time per response (µs) of the server process and of this database's PostgreSQL backends; null where /proc is missing. */
  serverCpu: number | null; databaseCpu: number | null;
  /** Every response time (ms), sorted, and the phase's length (s): for merging phases (mergePhases). */
  latencies: number[]; seconds: number;
};

/** CPU time (µs, user + system) a process has used so far, from /proc (Linux); null when unreadable. */
const CLOCK_TICK_MICROS = 10_000;
const cpuMicros = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MICROS;
  } catch {
    return null;
  }
};

/**
 * CPU meters for a phase: the server process, and (when PostgreSQL runs on this machine) the
 * backends connected to the benchmark's database (the server's pool and the rating writer), so
 * other databases' work does not count. CPU time moves far less than req/s when other work slows
 * the machine, so it is the figure to compare between runs on a busy one.
 */
const cpuMeter = (serverPid: number, databaseUrl: string) => {
  const backends = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      return rows.map((r) => r.pid);
    } finally {
      await client.end();
    }
  };
  return async () => {
    const before = new Map((await backends()).map((pid) => [pid, cpuMicros(pid) ?? 0]));
    const serverBefore = cpuMicros(serverPid);
    return async (requests: number) => {
      const serverAfter = cpuMicros(serverPid);
      const pidsAfter = await backends();
      // A backend that left during the phase takes its time with it: count only those still here.
      const isLocal = pidsAfter.length > 0 && pidsAfter.every((pid) => cpuMicros(pid) !== null);
      const database = isLocal ? pidsAfter.reduce((total, pid) => total + cpuMicros(pid)! - (before.get(pid) ?? 0), 0) : null;
      const per = (micros: number | null) => (micros === null || requests === 0 ? null : Math.round(micros / requests));
      return { serverCpu: per(serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore), databaseCpu: per(database) };
    };
  };
};

/** Exact percentiles from every response time of the phase (autocannon's own table has no p95). */
const percentile = (sorted: number[], p: number) => sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type TMeter = ReturnType<typeof cpuMeter>;

/** A process's resident memory in MB, from /proc (Linux); null when unreadable. */
const residentMegabytes = (pid: number): number | null => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
};

const runPhase = async (options: { name: string; base: string; token: string; nextPath: () => string; seconds: number; meter: TMeter }): Promise<TPhaseResult> => {
  const stopMeter = await options.meter();
  const asked = new Set<string>();
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolvePromise, reject) => {
    const instance = autocannon({
      url: options.base,
      connections: CONNECTIONS,
      duration: options.seconds,
      headers: { authorization: `Bearer ${options.token}` },
      requests: [{
        method: 'GET',
        setupRequest: (request) => {
          const path = options.nextPath();
          asked.add(path);
          return { ...request, path };
        },
      }],
    }, (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolvePromise(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const cpu = await stopMeter(result.requests.total);
  latencies.sort((a, b) => a - b);
  return {
    ...cpu,
    name: options.name,
    rps: result.requests.total / options.seconds,
    ...percentiles(latencies),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    distinct: asked.size,
    latencies,
    seconds: options.seconds,
  };
};

const percentiles = (sorted: number[]) => {
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)) };
};

/** Phases of the same requests run apart, as one: their responses together, CPU weighted by requests. */
const mergePhases = (name: string, parts: TPhaseResult[]): TPhaseResult => {
  const sum = (of: (r: TPhaseResult) => number) => parts.reduce((total, r) => total + of(r), 0);
  const requests = sum((r) => r.requests);
  const seconds = sum((r) => r.seconds);
  const latencies = parts.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const weighted = (of: (r: TPhaseResult) => number | null) =>
    parts.some((r) => of(r) === null) || requests === 0 ? null : Math.round(sum((r) => of(r)! * r.requests) / requests);
  return {
    name, rps: requests / seconds, ...percentiles(latencies), requests, errors: sum((r) => r.errors), non2xx: sum((r) => r.non2xx),
    // The parts ask the same requests.
    distinct: Math.max(...parts.map((r) => r.distinct)),
    serverCpu: weighted((r) => r.serverCpu), databaseCpu: weighted((r) => r.databaseCpu), latencies, seconds,
  };
};

/** Rating refreshes during the load, as reviews arriving would cause: each one invalidates every cached answer. */
const startWriter = (databaseUrl: string, perSecond: number) => {
  if (perSecond <= 0) return { stop: async () => 0 };
  let writes = 0;
  let stopped = false;
  const databasePromise = openDatabase({ databaseUrl, pgliteDir: null, poolSize: 1 });
  const random = prng(7);
  const loop = (async () => {
    const database = await databasePromise;
    const { rows } = await database.db.execute<{ lo: number; hi: number }>(sql`SELECT min(id)::int AS lo, max(id)::int AS hi FROM provider_profiles`);
    const { lo, hi } = rows[0]!;
    while (!stopped) {
      await refreshProviderRating({ db: database.db, providerId: lo + Math.floor(random() * (hi - lo + 1)) });
      writes += 1;
      await new Promise((r) => setTimeout(r, 1000 / perSecond));
    }
    await database.close();
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return writes;
    },
  };
};

// ---------------------------------------------------------------- explain

const explainAll = async (databaseUrl: string, ids: TIds) => {
  const dialect = new PgDialect();
  // As the API's sessions run (apps/api/src/db/client.ts).
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' });
  await client.connect();
  const cases: [string, Record<string, string>][] = [
    ['search', { search: 'cater', sortBy: 'avg_rating', sortOrder: 'desc' }],
    ['categoryId', { search: 'wedding', categoryId: String(ids.categories[2]), sortBy: 'business_name' }],
    ['locationId', { search: 'photo', locationId: String(ids.locations[5]), sortBy: 'avg_rating', sortOrder: 'desc' }],
    ['priceRange', { search: 'dj', priceRange: 'luxury', sortBy: 'years_in_operation', sortOrder: 'desc' }],
    ['minYearsExperience', { minYearsExperience: '10', city: 'Nelson', sortBy: 'created_at', sortOrder: 'desc' }],
    ['city', { search: 'venue', city: 'Queenstown', sortBy: 'business_name' }],
  ];
  try {
    for (const [filter, query] of cases) {
      const filters = ZProviderListQuery.parse(query);
      const statement = listStatement({
        criteria: criteriaFrom(filters), sortBy: filters.sortBy ?? 'business_name', sortOrder: filters.sortOrder ?? 'asc',
        limit: filters.limit, offset: (filters.page - 1) * filters.limit, countLimit: PROVIDER_LIST_TOTAL_CAP,
      });
      const { sql: text, params } = dialect.sqlToQuery(statement);
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      say(`\n--- EXPLAIN: ${filter} (${new URLSearchParams(query)})`);
      for (const row of rows) say(row['QUERY PLAN']);
    }
  } finally {
    await client.end();
  }
};

// ---------------------------------------------------------------- main

const formatPhase = (r: TPhaseResult) =>
  `${r.name.padEnd(10)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p95 ${String(r.p95).padStart(4)} ms   ` +
  `p99 ${String(r.p99).padStart(4)} ms   CPU µs/req server ${r.serverCpu ?? '-'} database ${r.databaseCpu ?? '-'}   ` +
  `${r.requests} requests, ${r.distinct} distinct, ${r.errors} errors, ${r.non2xx} non-2xx`;

/** Prints each goal with pass or FAIL against the auth/me measured around its phase; returns how many were missed. */
const checkGoals = (phases: TPhaseResult[], floors: Record<(typeof GOALS)[number]['phase'], TPhaseResult>) => {
  say('\ngoals (p95 against the p95 of auth/me measured just before and just after the phase):');
  let missed = 0;
  for (const goal of GOALS) {
    const phase = phases.find((r) => r.name === goal.phase)!;
    const floor = floors[goal.phase];
    const ratio = floor.p95 > 0 ? phase.p95 / floor.p95 : Number.POSITIVE_INFINITY;
    const isMet = ratio <= goal.maxRatio;
    if (!isMet) missed += 1;
    say(`  ${goal.phase.padEnd(10)} p95 ${phase.p95} ms = ${ratio.toFixed(2)}x auth/me's ${floor.p95} ms (goal <= ${goal.maxRatio}x): ${isMet ? 'pass' : 'FAIL'}`);
  }
  return missed;
};

/**
 * PostgreSQL alone, one query at a time: 500 queries of the all-new kind through the list statement
 * the API runs (with the total), on one session with jit=off. Prints the time per statement and the
 * CPU the backend used per statement (from /proc, when PostgreSQL runs on this machine): the cost of
 * a never-seen search without the server, the load generator or queueing.
 */
const sqlOnly = async (databaseUrl: string, ids: TIds) => {
  const dialect = new PgDialect();
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c jit=off' });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const backend = rows[0]!.pid;
    const paths = queryPool(500, ids, 3);
    const statements = paths.map((path) => {
      const filters = ZProviderListQuery.parse(Object.fromEntries(new URLSearchParams(path.split('?')[1])));
      const offset = (filters.page - 1) * filters.limit;
      return dialect.sqlToQuery(listStatement({
        criteria: criteriaFrom(filters), sortBy: filters.sortBy ?? 'business_name', sortOrder: filters.sortOrder ?? 'asc',
        limit: filters.limit, offset, countLimit: countLimitOf({ offset, limit: filters.limit, cap: PROVIDER_LIST_TOTAL_CAP }),
      }));
    });
    for (const pass of ['first', 'second']) {
      const times: number[] = [];
      const cpuBefore = cpuMicros(backend);
      for (const { sql: text, params } of statements) {
        const started = performance.now();
        await client.query(text, params);
        times.push(performance.now() - started);
      }
      const slowest = times.map((ms, i) => [ms, paths[i]!] as const).sort((a, b) => b[0] - a[0]).slice(0, 5);
      for (const [ms, path] of slowest) say(`  slowest: ${ms.toFixed(1)} ms ${decodeURIComponent(path.split('?')[1]!)}`);
      const cpuAfter = cpuMicros(backend);
      times.sort((a, b) => a - b);
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      const cpu = cpuBefore === null || cpuAfter === null ? '-' : String(Math.round((cpuAfter - cpuBefore) / times.length));
      say(`sql-only, ${pass} pass of ${times.length} all-new queries: mean ${mean.toFixed(2)} ms, p50 ${percentile(times, 50).toFixed(2)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms; backend CPU ${cpu} µs per query; ` +
        `load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
    }
  } finally {
    await client.end();
  }
};

const main = async () => {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  if (!process.env.BENCH_DATABASE_URL) say(`BENCH_DATABASE_URL not set: using ${DEFAULT_URL}`);
  await ensureData(databaseUrl);
  if (args['explain-only'] || args['sql-only']) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const categories = await client.query<{ id: number }>('SELECT id FROM categories ORDER BY sort_order, name');
    const locations = await client.query<{ id: number }>('SELECT id FROM locations ORDER BY name');
    await client.end();
    const ids: TIds = { categories: categories.rows.map((r) => r.id), locations: locations.rows.map((r) => r.id) };
    if (args['sql-only']) await sqlOnly(databaseUrl, ids);
    else await explainAll(databaseUrl, ids);
    return;
  }

  const { child, base } = await startServer(databaseUrl);
  const meter = cpuMeter(child.pid!, databaseUrl);
  try {
    const email = `bench+${Date.now()}@example.nz`;
    const { token } = await api<{ token: string }>(base, '/api/auth/signup', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'Bench!Passw0rd', user_role: 'event_organiser', organiser_type: 'individual', first_name: 'Bench', last_name: 'Mark' }),
    });
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const categories = await api<{ data: { category_id: number }[] }>(base, `${PATH}/categories`, auth);
    const locations = await api<{ data: { location_id: number }[] }>(base, `${PATH}/locations`, auth);
    const ids: TIds = { categories: categories.data.map((c) => c.category_id), locations: locations.data.map((l) => l.location_id) };

    say(`\nserver ${base}, ${CONNECTIONS} connections, ${DURATION} s per phase, ${WRITES_PER_SECOND} rating refresh(es)/s during the phases`);
    say(`PROVIDER_LIST_CACHE=${process.env.PROVIDER_LIST_CACHE || 'true (default)'}, PROVIDER_SEARCH_REPLICA=${process.env.PROVIDER_SEARCH_REPLICA || 'true (default)'}`);
    say(`machine: ${cpus().length} cores, load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} before the run`);

    // One list request first: it returns once the node has loaded its search replica (ADR 011), which
    // it starts when it listens; the phases measure a node that is serving, not one still starting.
    const loading = Date.now();
    await api(base, PATH, auth);
    say(`first list answer after ${((Date.now() - loading) / 1000).toFixed(1)} s (the replica's load, when on)`);

    const realisticPool = queryPool(4_000, ids, 1);
    const pick = zipfSampler(realisticPool.length, prng(2));
    await runPhase({ name: 'warm-up', base, token, nextPath: () => realisticPool[pick()]!, seconds: 3, meter });

    // The goals' reference, GET /api/auth/me (a bearer token check and one more query: the floor of
    // any signed-in route of this server), runs for half a phase just before and just after each
    // goal's phase, so each is compared with auth/me in the same minutes: this machine's speed moves
    // from one minute to the next (bench/README.md, "auth/me alongside").
    const authMe = () => runPhase({ name: 'auth/me', base, token, nextPath: () => '/api/auth/me', seconds: Math.max(1, Math.round(Math.min(DURATION, 10) / 2)), meter });
    const writer = startWriter(databaseUrl, WRITES_PER_SECOND);
    const authFirst = await authMe();
    const realistic = await runPhase({ name: 'realistic', base, token, nextPath: () => realisticPool[pick()]!, seconds: DURATION, meter });
    const authBetween = await authMe();
    const allNew = await runPhase({ name: 'all-new', base, token, nextPath: newQueries(ids, new Set(realisticPool)), seconds: DURATION, meter });
    const authLast = await authMe();
    const writes = await writer.stop();
    const floor = mergePhases('auth/me', [authFirst, authBetween, authLast]);
    const floors = { realistic: mergePhases('auth/me', [authFirst, authBetween]), 'all-new': mergePhases('auth/me', [authBetween, authLast]) };
    // Another reference point: the 50 most popular list queries, answered from the cache once warm
    // (the list's own floor).
    const hotPool = realisticPool.slice(0, 50);
    let hot = 0;
    await runPhase({ name: 'warm-up', base, token, nextPath: () => hotPool[hot++ % hotPool.length]!, seconds: 2, meter });
    const popular = await runPhase({ name: 'popular-50', base, token, nextPath: () => hotPool[hot++ % hotPool.length]!, seconds: Math.min(DURATION, 10), meter });

    say(`load average after the run: ${loadavg().map((n) => n.toFixed(2)).join(' ')}; server memory (RSS) ${residentMegabytes(child.pid!) ?? '?'} MB`);
    say('\nphase         req/s   latency');
    for (const r of [realistic, allNew, popular, floor]) say(formatPhase(r));
    say(`rating refreshes during the realistic and all-new phases and the auth/me around them: ${writes}`);
    const missed = checkGoals([realistic, allNew], floors);

    if (!args['skip-explain']) await explainAll(databaseUrl, ids);
    const failed = [realistic, allNew, popular, floor].some((r) => r.errors > 0 || r.non2xx > 0);
    if (failed) throw new Error('some requests failed (see errors and non-2xx above)');
    if (missed > 0) throw new Error(`${missed} goal(s) missed (see the goals above)`);
  } finally {
    await stopServer(child);
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`[providers-list] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
