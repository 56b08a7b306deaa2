/**
 * Platform benchmark: npm run bench (from the repository root).
 *
 * Starts each server in a child process (so the load generator never shares its event loop) and
 * drives it with autocannon from this process: a bare Fastify baseline, then the real app on
 * PGlite (a fresh temp directory, migrated and seeded) or on PostgreSQL when BENCH_DATABASE_URL is
 * set (migrated, seeded when empty). Prints a table and writes bench/results/platform-*.json.
 *
 * Environment: BENCH_DURATION (seconds per scenario, 10), BENCH_WARMUP (seconds, 2),
 * BENCH_CONNECTIONS (50), BENCH_ONLY (comma-separated scenario ids), BENCH_DATABASE_URL,
 * BENCH_LOG_LEVEL (the app's LOG_LEVEL, warn), BENCH_PROFILE_DIR (a V8 CPU profile of each server
 * child, written there when it stops: open it in Chrome DevTools' Performance panel or speedscope),
 * BENCH_PERF=1 (the servers run with --perf-basic-prof, so `perf record -g` names their JavaScript),
 * BENCH_SERVER_TIMING=1 (the app server times each request inside it and its collections' pauses;
 * printed after each of its scenarios).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureDatabase, numberEnv, serverCpu, serverInside, startServer, stopServer, type TRunning } from './servers.ts';
import { DEMO_PROVIDER_LOGIN, SCENARIOS, type TScenario } from './scenarios.ts';

const HERE = dirname(fileURLToPath(import.meta.url));


const settings = {
  duration: numberEnv('BENCH_DURATION', 10),
  warmup: numberEnv('BENCH_WARMUP', 2),
  connections: Math.round(numberEnv('BENCH_CONNECTIONS', 50)),
  databaseUrl: process.env.BENCH_DATABASE_URL || null,
  logLevel: process.env.BENCH_LOG_LEVEL || 'warn',
  only: (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  profileDir: process.env.BENCH_PROFILE_DIR || null,
  /** Servers started with --perf-basic-prof (JavaScript names for `perf record`). */
  perfNames: Boolean(process.env.BENCH_PERF),
  serverTiming: Boolean(process.env.BENCH_SERVER_TIMING),
};

const say = (line: string) => process.stdout.write(`${line}\n`);

type TJson = Record<string, unknown>;
const call = async (baseUrl: string, method: string, path: string, options: { body?: unknown; token?: string } = {}) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let json: TJson = {};
  try {
    json = text ? (JSON.parse(text) as TJson) : {};
  } catch {
    json = { raw: text.slice(0, 200) };
  }
  return { status: response.status, json };
};

const BENCH_ORGANISER = { email: 'bench.organiser@huievents.co.nz', password: 'Bench!Passw0rd', events: 24 };

/**
 * Signs in (or signs up) the bench organiser, makes sure they have at least 24 event requests, and
 * returns one session per connection: each request carries the next session's token in turn, as
 * requests from many signed-in people would, so no run measures one token's lookup repeated.
 */
const prepareOrganiser = async (baseUrl: string): Promise<string[]> => {
  let auth = await call(baseUrl, 'POST', '/api/auth/login', { body: { email: BENCH_ORGANISER.email, password: BENCH_ORGANISER.password } });
  if (auth.status !== 200) {
    auth = await call(baseUrl, 'POST', '/api/auth/signup', {
      body: { email: BENCH_ORGANISER.email, password: BENCH_ORGANISER.password, user_role: 'event_organiser', organiser_type: 'business', business_name: 'Bench Events Ltd', first_name: 'Bench', last_name: 'Organiser' },
    });
    if (auth.status !== 201) throw new Error(`bench organiser sign-up failed: ${auth.status} ${JSON.stringify(auth.json)}`);
  }
  const token = String(auth.json.token);
  const list = await call(baseUrl, 'GET', '/api/event-organiser/event-requests?limit=1', { token });
  if (list.status !== 200) throw new Error(`event-request list answered ${list.status}: ${JSON.stringify(list.json)}`);
  const total = Number((list.json.pagination as TJson | undefined)?.total ?? 0);
  const categories = await call(baseUrl, 'GET', '/api/public/categories/with-subcategories');
  const cats = (categories.json.data ?? []) as { id: number; name: string; subcategories: { id: number }[] }[];
  for (let n = total; n < BENCH_ORGANISER.events; n += 1) {
    const cat = cats[n % cats.length]!;
    const date = new Date(Date.now() + (30 + n) * 86_400_000).toISOString().slice(0, 10);
    const created = await call(baseUrl, 'POST', '/api/event-organiser/event-requests', {
      token,
      body: {
        title: `Staff function ${n + 1}`, description: `Quarterly staff function number ${n + 1} with food, music and photos.`, event_date: date,
        location: 'Auckland', budget_min: 1000 + n * 100, budget_max: 5000 + n * 100, delivery_method: 'on_site', additional_notes: '• About 60 guests',
        organiser_name: 'Bench Events Ltd', organiser_email: BENCH_ORGANISER.email, organiser_type: 'business', is_draft: n % 4 === 0,
        items: [
          { category_id: cat.id, subcategory_ids: cat.subcategories.slice(0, 2).map((s) => s.id), quantity: 2, name: `${cat.name} for the day`, notes: null },
          { category_id: cats[(n + 1) % cats.length]!.id, subcategory_ids: [cats[(n + 1) % cats.length]!.subcategories[0]!.id], quantity: 1, name: null, notes: 'Flexible' },
        ],
      },
    });
    if (created.status !== 201) throw new Error(`creating a bench event request failed: ${created.status} ${JSON.stringify(created.json)}`);
  }
  const tokens = [token];
  while (tokens.length < settings.connections) {
    const again = await call(baseUrl, 'POST', '/api/auth/login', { body: { email: BENCH_ORGANISER.email, password: BENCH_ORGANISER.password } });
    if (again.status !== 200) throw new Error(`bench organiser sign-in failed: ${again.status} ${JSON.stringify(again.json)}`);
    tokens.push(String(again.json.token));
  }
  return tokens;
};

/** The demo provider's sessions, one per connection (as prepareOrganiser's), signed in through the portal's API. */
const prepareProvider = async (baseUrl: string): Promise<string[]> => {
  const tokens: string[] = [];
  while (tokens.length < settings.connections) {
    const auth = await call(baseUrl, 'POST', '/api/service-provider/account/login', { body: DEMO_PROVIDER_LOGIN });
    if (auth.status !== 200) throw new Error(`demo provider sign-in failed: ${auth.status} ${JSON.stringify(auth.json)}`);
    tokens.push(String(auth.json.token));
  }
  return tokens;
};

type TMeasured = {
  id: string; title: string; engine: string; requestsPerSecond: number; p50: number; p90: number; p99: number; average: number; max: number;
  requests: number; non2xx: number; errors: number; timeouts: number; ratio: number | null;
  /** The bare server's req/s measured just before and just after this scenario (mean), when its ratio is against bare. */
  bareAlongside: number | null;
  /** req/s against the goal's reference scenario (`goal.against`), when it names one. */
  ratioToReference: number | null; goal: string; verdict: 'pass' | 'FAIL' | '-';
  /** Server process CPU time per response (µs): steady when other work slows the machine; the database's own CPU is not in it. */
  serverCpuMicrosPerRequest: number;
  /** CPU time per response (µs) of the benchmark database's PostgreSQL backends, when PostgreSQL runs on this machine; null otherwise. */
  databaseCpuMicrosPerRequest: number | null; note?: string;
  /** autocannon's CPU time per response (µs): it shares the machine's cores with the server and PostgreSQL. */
  loadGeneratorCpuMicrosPerRequest: number;
  /** BENCH_SERVER_TIMING: the requests' time inside the app server (ms), its collections a second and the share of time they paused it. */
  inside?: { p50: number; p99: number; gcPerSecond: number; gcShare: number };
};

/** User + system CPU time (µs) of a process of this machine, from /proc/<pid>/stat (clock ticks of 10 ms); null when unreadable. */
const procCpuMicros = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [utime, stime] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 13).map(Number);
    return (utime! + stime!) * 10_000;
  } catch {
    return null;
  }
};

/**
 * CPU time so far of the PostgreSQL backends connected to the benchmark's database (the app's pool),
 * by pid; null without PostgreSQL or when it runs elsewhere. The server's own CPU leaves the
 * database's out, and on a machine where both share the cores the database's half matters as much.
 */
const databaseCpu = async (databaseUrl: string | null): Promise<Map<number, number> | null> => {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    const times = new Map<number, number>();
    for (const { pid } of rows) {
      const micros = procCpuMicros(pid);
      if (micros === null) return null;
      times.set(pid, micros);
    }
    return times;
  } finally {
    await client.end();
  }
};
/**
 * Statistics for the planner, as autovacuum keeps them in production. PostgreSQL on the machines that
 * run this (and CI) has autovacuum off, and without statistics it plans a join of the sessions, users
 * and profiles by guesses (a table it has never analysed looks empty), not as it would in service.
 */
const analyse = async (databaseUrl: string | null) => {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
};

/** CPU the backends present at the end used in between (a backend opened meanwhile counts from zero). */
const databaseCpuBetween = (before: Map<number, number> | null, after: Map<number, number> | null) =>
  before && after ? [...after].reduce((sum, [pid, micros]) => sum + micros - (before.get(pid) ?? 0), 0) : null;

/** The sessions' tokens in turn, one per request (rebuilding each request costs autocannon a few µs). */
const tokenTurns = (tokens: readonly string[]) => {
  let next = 0;
  return (request: autocannon.Request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } });
};

const load = (url: string, scenario: TScenario, tokens: readonly string[] | null, seconds: number) =>
  autocannon({
    url: `${url}${scenario.path}`,
    method: scenario.method,
    connections: settings.connections,
    duration: seconds,
    headers: scenario.body === undefined ? {} : { 'content-type': 'application/json' },
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
    ...(tokens ? { requests: [{ setupRequest: tokenTurns(tokens) }] } : {}),
  });

const checkOnce = async (baseUrl: string, scenario: TScenario, tokens: readonly string[] | null) => {
  const res = await call(baseUrl, scenario.method, scenario.path, { body: scenario.body, token: tokens?.[0] });
  if (res.status < 200 || res.status >= 300) throw new Error(`${scenario.id}: ${scenario.method} ${scenario.path} answered ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
  if (scenario.expectRows !== undefined) {
    const rows = Array.isArray(res.json.data) ? res.json.data.length : -1;
    if (rows !== scenario.expectRows) throw new Error(`${scenario.id}: expected ${scenario.expectRows} rows, got ${rows}`);
  }
};

const describeGoal = (scenario: TScenario, engine: string) => {
  const goal = scenario.goal;
  if (!goal) return { text: '-', applies: false };
  const parts = [goal.minRatio !== undefined ? `>= ${goal.minRatio}x${goal.against ? ` ${goal.against}` : ''}` : '', goal.maxP99Ms !== undefined ? `p99 < ${goal.maxP99Ms} ms` : ''].filter(Boolean);
  const applies = !goal.engines || goal.engines.includes(engine as 'pglite' | 'postgres');
  return { text: `${parts.join(', ')}${goal.engines ? ` (${goal.engines.join('/')})` : ''}`, applies };
};

const pad = (value: string, width: number, right = false) => (right ? value.padStart(width) : value.padEnd(width));
const printTable = (rows: TMeasured[]) => {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'x bare', 'CPU µs/req', 'DB CPU µs/req', 'non-2xx', 'goal', 'result'];
  const body = rows.map((r) => [
    r.title, Math.round(r.requestsPerSecond).toLocaleString('en-NZ'), r.p50.toFixed(1), r.p99.toFixed(1),
    `${r.ratio === null ? '-' : r.ratio.toFixed(2)}${r.ratioToReference === null ? '' : ` (${r.ratioToReference.toFixed(2)}x ref)`}`,
    Math.round(r.serverCpuMicrosPerRequest).toLocaleString('en-NZ'),
    r.databaseCpuMicrosPerRequest === null ? '-' : Math.round(r.databaseCpuMicrosPerRequest).toLocaleString('en-NZ'), String(r.non2xx + r.errors), r.goal, r.verdict,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, i >= 1 && i <= 7)).join('  ');
  say(line(header));
  say(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of body) say(line(row));
};

const main = async () => {
  // BENCH_ONLY keeps the bare baseline and every scenario a chosen one's goal is measured against.
  const chosen = new Set(settings.only.length === 0 ? SCENARIOS.map((s) => s.id) : ['bare', ...settings.only]);
  for (const s of SCENARIOS) if (chosen.has(s.id) && s.goal?.against) chosen.add(s.goal.against);
  const scenarios = SCENARIOS.filter((s) => chosen.has(s.id));
  const started = Date.now();
  const pgliteDir = settings.databaseUrl ? null : mkdtempSync(join(tmpdir(), 'hui-bench-'));
  const engineLabel = settings.databaseUrl ? 'postgres' : 'pglite';
  say(`Hui Events platform benchmark: ${settings.connections} connections, ${settings.duration} s per scenario (+${settings.warmup} s warm-up), engine ${engineLabel}`);
  say(`PROVIDER_LIST_CACHE=${process.env.PROVIDER_LIST_CACHE || 'true (default)'}`);
  const loadBefore = loadavg()[0]!;
  say(`machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average ${loadBefore.toFixed(2)}; servers run in child processes, autocannon in this one\n`);
  if (settings.databaseUrl) await ensureDatabase(settings.databaseUrl, say);

  const results: TMeasured[] = [];
  let bareRps: number | null = null;
  const rpsOf = new Map<string, number>();
  /**
   * `bareNow` measures the bare server for half a run: a scenario whose goal is a ratio to bare is
   * measured between two such slices and compared with their mean, so a machine whose speed moves
   * between the phases of a run (seen: the bare server at 18,000 and 38,000 req/s minutes apart)
   * does not skew its ratio.
   */
  const measure = async (running: TRunning, scenario: TScenario, tokens: readonly string[] | null, bareNow: (() => Promise<number>) | null = null) => {
    await checkOnce(running.baseUrl, scenario, tokens);
    process.stdout.write(`running ${scenario.id}... `);
    if (settings.warmup > 0 && scenario.warmup !== false) await load(running.baseUrl, scenario, tokens, settings.warmup);
    const bareBefore = bareNow ? await bareNow() : null;
    const dbUrl = running.ready.engine === 'postgres' ? settings.databaseUrl : null;
    const dbBefore = await databaseCpu(dbUrl);
    const timed = settings.serverTiming && scenario.server === 'app';
    if (timed) await serverInside(running);
    const cpuBefore = await serverCpu(running);
    // autocannon runs in this process and does nothing else meanwhile: its CPU is this process's.
    const loadCpuBefore = process.cpuUsage();
    const result = await load(running.baseUrl, scenario, tokens, settings.duration);
    const cpuPerRequest = result.requests.total > 0 ? (await serverCpu(running) - cpuBefore) / result.requests.total : 0;
    const loadCpu = process.cpuUsage(loadCpuBefore);
    const loadCpuPerRequest = result.requests.total > 0 ? (loadCpu.user + loadCpu.system) / result.requests.total : 0;
    const answer = timed ? await serverInside(running) : null;
    const inside = answer && { p50: answer.p50, p99: answer.p99, gcPerSecond: answer.gcCount / settings.duration, gcShare: answer.gcMs / (settings.duration * 1000) };
    const dbMicros = databaseCpuBetween(dbBefore, await databaseCpu(dbUrl));
    const dbPerRequest = dbMicros !== null && result.requests.total > 0 ? dbMicros / result.requests.total : null;
    const bareAfter = bareNow ? await bareNow() : null;
    const bareAlongside = bareBefore !== null && bareAfter !== null ? (bareBefore + bareAfter) / 2 : null;
    const rps = result.requests.average;
    if (scenario.id === 'bare') bareRps = rps;
    rpsOf.set(scenario.id, rps);
    const bareReference = bareAlongside ?? bareRps;
    const ratio = bareReference && scenario.id !== 'bare' ? rps / bareReference : scenario.id === 'bare' ? 1 : null;
    const referenceRps = scenario.goal?.against ? rpsOf.get(scenario.goal.against) : undefined;
    const ratioToReference = referenceRps ? rps / referenceRps : null;
    const goalRatio = scenario.goal?.against ? ratioToReference : ratio;
    const goal = describeGoal(scenario, running.ready.engine);
    let verdict: TMeasured['verdict'] = '-';
    if (scenario.goal && goal.applies) {
      const ratioOk = scenario.goal.minRatio === undefined || (goalRatio !== null && goalRatio >= scenario.goal.minRatio);
      const p99Ok = scenario.goal.maxP99Ms === undefined || result.latency.p99 < scenario.goal.maxP99Ms;
      verdict = ratioOk && p99Ok && result.non2xx === 0 && result.errors === 0 ? 'pass' : 'FAIL';
    }
    results.push({
      id: scenario.id, title: scenario.title, engine: running.ready.engine, requestsPerSecond: rps, p50: result.latency.p50, p90: result.latency.p90,
      p99: result.latency.p99, average: result.latency.average, max: result.latency.max, requests: result.requests.total, non2xx: result.non2xx,
      errors: result.errors, timeouts: result.timeouts, ratio, bareAlongside, ratioToReference, goal: goal.text, verdict, serverCpuMicrosPerRequest: cpuPerRequest, databaseCpuMicrosPerRequest: dbPerRequest, loadGeneratorCpuMicrosPerRequest: loadCpuPerRequest, note: scenario.note,
      ...(inside ? { inside } : {}),
    });
    const alongside = bareBefore === null || bareAfter === null ? '' : ` (bare alongside ${Math.round(bareBefore).toLocaleString('en-NZ')} -> ${Math.round(bareAfter).toLocaleString('en-NZ')} req/s)`;
    const insideLine = inside
      ? `; inside the server p50 ${inside.p50.toFixed(1)} ms, p99 ${inside.p99.toFixed(1)} ms, ${Math.round(inside.gcPerSecond)} collections/s pausing it ${(inside.gcShare * 100).toFixed(1)} % of the time`
      : '';
    say(`${Math.round(rps).toLocaleString('en-NZ')} req/s, p99 ${result.latency.p99} ms${alongside}; autocannon ${Math.round(loadCpuPerRequest)} µs of CPU a request${insideLine}${result.non2xx + result.errors > 0 ? ` (${result.non2xx} non-2xx, ${result.errors} errors)` : ''}`);
  };

  const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' };
  // Each child writes its profile on a clean exit (stopServer's SIGTERM closes the server, then exits).
  const nodeArgs = settings.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${settings.profileDir}`] : settings.perfNames ? ['--perf-basic-prof'] : [];
  if (settings.profileDir) say(`CPU profiles of the servers go to ${settings.profileDir} (profiling slows every figure a little)`);
  try {
    // The bare server stays up (idle) while the app is measured: the scenarios compared with it are
    // measured between two slices of it (measure's bareNow).
    const bare = await startServer('bare-server.ts', baseEnv, { nodeArgs });
    const bareScenario = scenarios.find((s) => s.id === 'bare')!;
    const bareNow = async () => (await load(bare.baseUrl, bareScenario, null, Math.max(1, Math.round(settings.duration / 2)))).requests.average;
    const againstBare = (scenario: TScenario) => scenario.goal?.minRatio !== undefined && !scenario.goal.against;
    try {
      await measure(bare, bareScenario, null);

      const appEnv: NodeJS.ProcessEnv = {
        ...baseEnv,
        LOG_LEVEL: settings.logLevel,
        WEB_DIST_DIR: 'none',
        SEED_DEMO: 'true',
        // Every request of the login scenario comes from one address: lift the per-IP limit for it.
        RATE_LIMIT_AUTH_PER_MINUTE: '100000000',
        LOGIN_FAILURES_PER_HOUR: '100000000',
        ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : { PGLITE_DIR: pgliteDir! }),
        // The cache switch, passed through so a run can measure the cache off (unset: the app's default, on).
        ...(process.env.PROVIDER_LIST_CACHE ? { PROVIDER_LIST_CACHE: process.env.PROVIDER_LIST_CACHE } : {}),
        ...(settings.serverTiming ? { BENCH_SERVER_TIMING: '1' } : {}),
      };
      say('starting the app server (migrate, seed when empty)...');
      const app = await startServer('app-server.ts', appEnv, { nodeArgs });
      try {
        say(`app server on ${app.baseUrl} (${app.ready.engine}${app.ready.seeded ? ', demo data seeded now' : ''})`);
        let tokens: string[] | null = null;
        let providerTokens: string[] | null = null;
        for (const scenario of scenarios.filter((s) => s.server === 'app')) {
          if (scenario.auth === 'organiser' && !tokens) {
            tokens = await prepareOrganiser(app.baseUrl);
            await analyse(settings.databaseUrl);
          }
          if (scenario.auth === 'provider' && !providerTokens) providerTokens = await prepareProvider(app.baseUrl);
          const scenarioTokens = scenario.auth === 'organiser' ? tokens : scenario.auth === 'provider' ? providerTokens : null;
          await measure(app, scenario, scenarioTokens, againstBare(scenario) ? bareNow : null);
        }
      } finally {
        await stopServer(app);
      }
    } finally {
      await stopServer(bare);
    }
  } finally {
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  }

  say('');
  printTable(results);
  const failed = results.filter((r) => r.verdict === 'FAIL');
  const resultsDir = join(HERE, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `platform-${engineLabel}-${new Date(started).toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({
    benchmark: 'platform', engine: engineLabel, startedAt: new Date(started).toISOString(), seconds: Math.round((Date.now() - started) / 1000),
    settings: { ...settings, databaseUrl: settings.databaseUrl ? settings.databaseUrl.replace(/\/\/[^@/]*@/, '//***@') : null },
    machine: { cpus: cpus().length, model: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, platform: process.platform, loadAverageBefore: loadBefore, loadAverageAfter: loadavg()[0] },
    results,
  }, null, 2)}\n`);
  say(`\nengine: ${engineLabel}; ${failed.length === 0 ? 'all goals met' : `${failed.length} goal(s) missed: ${failed.map((f) => f.id).join(', ')}`}; results in ${file}`);
  say(`total time ${Math.round((Date.now() - started) / 1000)} s; load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after (other work on the machine skews every figure)`);
  if (failed.length > 0) process.exitCode = 1;
};

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
