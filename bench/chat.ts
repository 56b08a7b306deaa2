/**
 * Chat benchmark: npm run bench:chat (from the repository root).
 *
 * The real-time chat's whole path under load: a send over the socket (send_message), its
 * transaction in the database, and the broadcast after the commit to both parties' sockets.
 *
 *   connect   1,000 clients open a socket at once against a fresh server: the time until all are
 *             connected (goal: under 2 s) and the server's memory per connection after a full GC
 *             (goal: under 100 KB, taken on the resident set);
 *   one node  200 clients (an organiser and a provider in each of 100 rooms) while 100 messages a
 *             second are sent, each from one party of a room in turn: the time from the send to the
 *             other party's new_message (goal: p99 <= 25 ms) and messages lost (goal: 0);
 *   two nodes the same load over two API processes sharing PostgreSQL and Redis (the Redis Streams
 *             adapter), every organiser on node A and every provider on node B, so every message
 *             crosses between them (goal: p99 <= 50 ms, 0 lost).
 *
 * One node runs on PGlite (a fresh directory), or on PostgreSQL when BENCH_DATABASE_URL is set; two
 * nodes need BENCH_DATABASE_URL and REDIS_URL (skipped, and said, without them). Settings:
 * BENCH_DURATION (seconds measured, 20), BENCH_WARMUP (3), BENCH_RATE (messages a second, 100),
 * BENCH_LOG_LEVEL (the servers' LOG_LEVEL, warn). Exits 1 when a goal is missed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Redis } from 'ioredis';
import { io as connectClient, type Socket } from 'socket.io-client';
import { CHAT_CLIENT_EVENTS, CHAT_SERVER_EVENTS, CHAT_SOCKET_PATH, type TChatMessage, type TSendMessageAck } from '@app/contract';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { chatRooms, eventRequests, organiserProfiles, providerProfiles, users } from '../apps/api/src/db/schema.ts';
import { hashPassword } from '../apps/api/src/lib/crypto.ts';
import { addDays, todayInNz } from '../apps/api/src/lib/dates.ts';
import { createSession } from '../apps/api/src/lib/sessions.ts';
import { ensureDatabase, numberEnv, serverCpu, serverMemory, startServer, stopServer, type TRunning } from './servers.ts';

const settings = {
  duration: numberEnv('BENCH_DURATION', 20),
  warmup: numberEnv('BENCH_WARMUP', 3),
  rate: numberEnv('BENCH_RATE', 100),
  databaseUrl: process.env.BENCH_DATABASE_URL || null,
  redisUrl: process.env.REDIS_URL || null,
  logLevel: process.env.BENCH_LOG_LEVEL || 'warn',
};
const ROOMS = 100;
const CONNECT_CLIENTS = 1_000;
const GOALS = { connectMs: 2_000, bytesPerConnection: 100 * 1024, oneNodeP99: 25, twoNodesP99: 50 };

const say = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- data

type TRoomParties = { roomId: number; organiserToken: string; providerToken: string };

/** 100 organisers, 100 verified providers, a room between each pair and one session per user, plus `extraSessions` more. */
const seed = async (database: { databaseUrl: string | null; pgliteDir: string | null }, extraSessions: number) => {
  const { db, migrate, close } = await openDatabase(database);
  try {
    await migrate();
    const run = randomBytes(4).toString('hex');
    const passwordHash = await hashPassword(`Bench!Chat${run}`);
    const organisers = await db.insert(users).values(Array.from({ length: ROOMS }, (_, i) => ({
      email: `bench.chat.${run}.organiser${i}@huievents.co.nz`, password_hash: passwordHash, role: 'event_organiser' as const,
    }))).returning({ id: users.id });
    await db.insert(organiserProfiles).values(organisers.map((o, i) => ({ user_id: o.id, first_name: `Organiser ${i}`, last_name: 'Bench' })));
    const providerUsers = await db.insert(users).values(Array.from({ length: ROOMS }, (_, i) => ({
      email: `bench.chat.${run}.provider${i}@huievents.co.nz`, password_hash: passwordHash, role: 'service_provider' as const,
    }))).returning({ id: users.id });
    const providers = await db.insert(providerProfiles).values(providerUsers.map((p, i) => ({
      user_id: p.id, business_name: `Bench Caterer ${run} ${i}`, description: 'Chat benchmark', city: 'Auckland', is_verified: true, is_active: true,
    }))).returning({ id: providerProfiles.id });
    const events = await db.insert(eventRequests).values(organisers.map((o, i) => ({
      organiser_id: o.id, title: `Chat bench ${i}`, description: 'An event of the chat benchmark.', event_date: addDays(todayInNz(), 60),
      location: 'Auckland', organiser_name: `Organiser ${i} Bench`, organiser_email: `bench.chat.${run}.organiser${i}@huievents.co.nz`, status: 'submitted' as const,
    }))).returning({ id: eventRequests.id });
    const rooms = await db.insert(chatRooms).values(events.map((e, i) => ({
      event_request_id: e.id, organiser_id: organisers[i]!.id, provider_id: providers[i]!.id, expires_at: new Date(Date.now() + 30 * 86_400_000),
    }))).returning({ id: chatRooms.id });
    const token = async (userId: number) => (await createSession({ db, userId, ttlSeconds: 86_400 })).token;
    const parties: TRoomParties[] = [];
    for (let i = 0; i < ROOMS; i += 1) parties.push({ roomId: rooms[i]!.id, organiserToken: await token(organisers[i]!.id), providerToken: await token(providerUsers[i]!.id) });
    const extra: string[] = [];
    for (let i = 0; i < extraSessions; i += 1) extra.push(await token((i % 2 === 0 ? organisers : providerUsers)[i % ROOMS]!.id));
    return { parties, extra };
  } finally {
    await close();
  }
};

// ---------------------------------------------------------------- servers and clients

const serverEnv = (database: { databaseUrl: string | null; pgliteDir: string | null }, prefix: string, withRedis: boolean): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  DEBUG: process.env.DEBUG,
  LOG_LEVEL: settings.logLevel,
  ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { PGLITE_DIR: database.pgliteDir! }),
  ...(withRedis && settings.redisUrl ? { REDIS_URL: settings.redisUrl, CHAT_REDIS_PREFIX: prefix } : {}),
  WEB_DIST_DIR: 'none',
  PROVIDER_PORTAL_DIST_DIR: 'none',
  SEED_DEMO: 'false',
  EVENT_LIFECYCLE_INTERVAL: '24h',
});

const open = (baseUrl: string, token: string) =>
  connectClient(baseUrl, { path: CHAT_SOCKET_PATH, transports: ['websocket', 'polling'], auth: { token }, forceNew: true, reconnection: false });
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// ---------------------------------------------------------------- scenarios

type TConnectResult = { ms: number; rssPerConnection: number; heapPerConnection: number; cpuPerConnection: number; clientCpuPerConnection: number };

const connectMany = async (server: TRunning, tokens: string[]): Promise<TConnectResult> => {
  const before = await serverMemory(server);
  const cpuBefore = await serverCpu(server);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  const sockets = tokens.map((token) => open(server.baseUrl, token));
  await Promise.all(sockets.map(connected));
  const ms = performance.now() - started;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const clientCpuPerConnection = (clientCpu.user + clientCpu.system) / tokens.length;
  const cpuPerConnection = (await serverCpu(server) - cpuBefore) / tokens.length;
  await sleep(1_000);
  const after = await serverMemory(server);
  for (const socket of sockets) socket.disconnect();
  await sleep(1_000);
  return { ms, cpuPerConnection, clientCpuPerConnection, rssPerConnection: (after.rss - before.rss) / tokens.length, heapPerConnection: (after.heapUsed + after.external - before.heapUsed - before.external) / tokens.length };
};

type TLoadResult = { sent: number; received: number; lost: number; failed: number; failures: string[]; p50: number; p95: number; p99: number; max: number; cpuPerMessage: number };

/**
 * `settings.rate` messages a second over the rooms, each from one party in turn (a room's organiser,
 * then its provider, ...), for warm-up + duration seconds; latency from the send to the other
 * party's new_message, counted after the warm-up. Lost: a measured message one of its two parties'
 * sockets never received.
 */
const chatLoad = async (parties: TRoomParties[], urls: { organisers: string; providers: string }, servers: TRunning[]): Promise<TLoadResult> => {
  const sockets = parties.map((p) => ({ roomId: p.roomId, organiser: open(urls.organisers, p.organiserToken), provider: open(urls.providers, p.providerToken) }));
  await Promise.all(sockets.flatMap((s) => [connected(s.organiser), connected(s.provider)]));

  const sentAt = new Map<string, { at: number; measured: boolean; deliveries: number }>();
  const latencies: number[] = [];
  let failed = 0;
  const failures = new Map<string, number>();
  const listen = (socket: Socket, isOtherParty: (message: TChatMessage) => boolean) =>
    socket.on(CHAT_SERVER_EVENTS.newMessage, (message: TChatMessage) => {
      const sent = message.client_message_id ? sentAt.get(message.client_message_id) : undefined;
      if (!sent) return;
      sent.deliveries += 1;
      if (sent.measured && isOtherParty(message)) latencies.push(performance.now() - sent.at);
    });
  for (const s of sockets) {
    listen(s.organiser, (m) => m.client_message_id!.endsWith(':p'));
    listen(s.provider, (m) => m.client_message_id!.endsWith(':o'));
  }

  // Ids of this run only: the same rooms and senders run again on two nodes, and a repeated id is a retry (answered, never broadcast).
  const runId = randomBytes(3).toString('hex');
  const total = Math.round(settings.rate * (settings.warmup + settings.duration));
  const warmupCount = Math.round(settings.rate * settings.warmup);
  const cpuOf = async () => (await Promise.all(servers.map(serverCpu))).reduce((a, b) => a + b, 0);
  let cpuBefore = 0;
  let cpuAfter = 0;
  const started = performance.now();
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * settings.rate) + 1);
      if (next < warmupCount && due >= warmupCount) void cpuOf().then((cpu) => (cpuBefore = cpu));
      for (; next < due; next += 1) {
        const room = sockets[next % sockets.length]!;
        const fromOrganiser = Math.floor(next / sockets.length) % 2 === 0;
        const id = `${runId}:${next}:${fromOrganiser ? 'o' : 'p'}`;
        sentAt.set(id, { at: performance.now(), measured: next >= warmupCount, deliveries: 0 });
        (fromOrganiser ? room.organiser : room.provider).timeout(10_000).emit(CHAT_CLIENT_EVENTS.sendMessage, { roomId: room.roomId, message_content: `Benchmark message ${next}`, client_message_id: id },
          (error: Error | null, ack: TSendMessageAck) => {
            if (!error && ack.ok) return;
            failed += 1;
            const reason = error ? error.message : ack.ok ? '' : ack.error;
            failures.set(reason, (failures.get(reason) ?? 0) + 1);
          });
      }
      if (next >= total) resolve();
      else setTimeout(tick, 2);
    };
    tick();
  });
  await sleep(2_000);
  cpuAfter = await cpuOf();
  for (const s of sockets) {
    s.organiser.disconnect();
    s.provider.disconnect();
  }
  const measured = [...sentAt.values()].filter((s) => s.measured);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sent: measured.length,
    received: sorted.length,
    lost: measured.filter((s) => s.deliveries < 2).length,
    failed,
    failures: [...failures].map(([reason, count]) => `${count} x ${reason}`),
    cpuPerMessage: (cpuAfter - cpuBefore) / measured.length,
    p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN,
  };
};

// ---------------------------------------------------------------- run

const report = (load: TLoadResult) => {
  say(`  server CPU ${(load.cpuPerMessage / 1000).toFixed(2)} ms a message (both parties' broadcast included; the database's own CPU not)`);
  if (load.failures.length > 0) say(`  failed sends: ${load.failures.join('; ')}`);
};

const main = async () => {
  say(`chat benchmark: ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`);
  say(`${settings.rate} messages/s for ${settings.duration} s after ${settings.warmup} s of warm-up, ${ROOMS} rooms, ${ROOMS * 2} clients`);
  const pgliteDir = settings.databaseUrl ? null : mkdtempSync(join(tmpdir(), 'hui-chat-bench-'));
  const database = { databaseUrl: settings.databaseUrl, pgliteDir };
  if (settings.databaseUrl) await ensureDatabase(settings.databaseUrl, say);
  const engine = settings.databaseUrl ? 'PostgreSQL' : 'PGlite';
  const rows: { what: string; figure: string; goal: string; ok: boolean }[] = [];
  try {
    const { parties, extra } = await seed(database, CONNECT_CLIENTS);
    const prefix = `bench-chat-${randomBytes(4).toString('hex')}`;

    // One node, without Redis (in-memory fan-out), as `npm start` runs.
    const profile = process.env.BENCH_PROFILE_DIR ? [`--cpu-prof`, `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
    const one = await startServer('app-server.ts', serverEnv(database, prefix, false), { nodeArgs: ['--expose-gc', ...profile] });
    try {
      say(`\nconnect: ${CONNECT_CLIENTS} clients at once (one node, ${engine})`);
      const connect = await connectMany(one, extra);
      say(`  all connected in ${connect.ms.toFixed(0)} ms (CPU a connection: server ${(connect.cpuPerConnection / 1000).toFixed(2)} ms, clients ${(connect.clientCpuPerConnection / 1000).toFixed(2)} ms); server memory per connection ${kb(connect.rssPerConnection)} resident, ${kb(connect.heapPerConnection)} heap`);
      rows.push({ what: `${CONNECT_CLIENTS} clients connect`, figure: `${connect.ms.toFixed(0)} ms`, goal: `< ${GOALS.connectMs} ms`, ok: connect.ms < GOALS.connectMs });
      rows.push({ what: 'server memory per connection (resident)', figure: kb(connect.rssPerConnection), goal: '< 100 KB', ok: connect.rssPerConnection < GOALS.bytesPerConnection });

      say(`\none node (${engine}, in-memory fan-out)`);
      const load = await chatLoad(parties, { organisers: one.baseUrl, providers: one.baseUrl }, [one]);
      report(load);
      say(`  sent ${load.sent}, lost ${load.lost}, failed sends ${load.failed}; send to other party p50 ${load.p50.toFixed(1)} ms, p95 ${load.p95.toFixed(1)}, p99 ${load.p99.toFixed(1)}, max ${load.max.toFixed(1)}`);
      rows.push({ what: `one node: p99 send to receive (${settings.rate}/s)`, figure: `${load.p99.toFixed(1)} ms`, goal: `<= ${GOALS.oneNodeP99} ms`, ok: load.p99 <= GOALS.oneNodeP99 });
      rows.push({ what: 'one node: lost / failed sends', figure: `${load.lost} / ${load.failed}`, goal: '0', ok: load.lost === 0 && load.failed === 0 });
    } finally {
      await stopServer(one);
    }

    if (!settings.databaseUrl || !settings.redisUrl) {
      say('\ntwo nodes: skipped (set BENCH_DATABASE_URL and REDIS_URL: both nodes share PostgreSQL and Redis)');
    } else {
      say('\ntwo nodes (PostgreSQL, Redis Streams adapter): organisers on node A, providers on node B');
      const nodeA = await startServer('app-server.ts', serverEnv(database, prefix, true));
      const nodeB = await startServer('app-server.ts', serverEnv(database, prefix, true));
      try {
        const load = await chatLoad(parties, { organisers: nodeA.baseUrl, providers: nodeB.baseUrl }, [nodeA, nodeB]);
        report(load);
        say(`  sent ${load.sent}, lost ${load.lost}, failed sends ${load.failed}; send to other party p50 ${load.p50.toFixed(1)} ms, p95 ${load.p95.toFixed(1)}, p99 ${load.p99.toFixed(1)}, max ${load.max.toFixed(1)}`);
        rows.push({ what: `two nodes: p99 send to receive (${settings.rate}/s)`, figure: `${load.p99.toFixed(1)} ms`, goal: `<= ${GOALS.twoNodesP99} ms`, ok: load.p99 <= GOALS.twoNodesP99 });
        rows.push({ what: 'two nodes: lost / failed sends', figure: `${load.lost} / ${load.failed}`, goal: '0', ok: load.lost === 0 && load.failed === 0 });
      } finally {
        await Promise.all([stopServer(nodeA), stopServer(nodeB)]);
        const redis = new Redis(settings.redisUrl);
        const keys = await redis.keys(`${prefix}:*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    }
  } finally {
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  }

  say('\n| measure | figure | goal | result |\n|---|---:|---|---|');
  for (const row of rows) say(`| ${row.what} | ${row.figure} | ${row.goal} | ${row.ok ? 'pass' : 'FAIL'} |`);
  if (rows.some((row) => !row.ok)) process.exitCode = 1;
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
