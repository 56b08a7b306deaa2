import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CHAT_CLIENT_EVENTS, CHAT_SERVER_EVENTS, CHAT_SOCKET_PATH, type TChatMessage, type TJoinedRoomEvent, type TPresenceEvent, type TSendMessageAck, type TSignupRequest,
} from '@app/contract';
import { openDatabase, type TDatabase } from '../../src/db/client.ts';
import { chatMessages, chatRooms } from '../../src/db/schema.ts';
import { addEventRequest, addPortalProvider, STRONG_PASSWORD, uniqueEmail } from '../factories.ts';
import { createPostgresDatabase } from '../test-databases.ts';
import { freePort, spawnApi, type TChildApi } from './child-api.ts';

// Two API processes sharing PostgreSQL and Redis behind haproxy, as production runs several nodes
// behind one origin (docs/operations.md): an organiser whose socket is on node A and a provider on
// node B chat both ways through the Redis Streams adapter; node A is killed; the organiser's client
// reconnects through haproxy to node B, rejoins with its last seen id and has every message once.

const BASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((path) => spawnSync(path, ['-v']).status === 0) ?? null;
const missing = [!BASE_URL && 'TEST_DATABASE_URL', !REDIS_URL && 'REDIS_URL', !HAPROXY && 'haproxy (apt-get install haproxy)'].filter(Boolean);
if (missing.length > 0) console.warn(`chat on two nodes: skipped, it needs ${missing.join(', ')}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (what: string | (() => string), isDone: () => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${typeof what === 'string' ? what : what()}`);
    await sleep(20);
  }
};

/**
 * haproxy in front of the two nodes: ?node=a or ?node=b picks the node while it is up (so the test
 * knows who is where), otherwise round robin; a node is marked down after three failed checks
 * (one slow answer on a busy machine must not move anyone) and a refused connection is sent to the
 * other meanwhile.
 */
const startHaproxy = async (dir: string, nodes: { a: number; b: number }) => {
  const port = await freePort();
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, `
defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout tunnel 1h
  option redispatch
  retries 3
frontend chat
  bind 127.0.0.1:${port}
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /api/version
  timeout check 2s
  default-server check inter 300 fall 3 rise 1
  use-server a if { urlp(node) -m str a }
  use-server b if { urlp(node) -m str b }
  server a 127.0.0.1:${nodes.a}
  server b 127.0.0.1:${nodes.b}
`);
  const child: ChildProcess = spawn(HAPROXY!, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`haproxy did not start:\n${output}`);
    await sleep(100);
  }
  return { baseUrl, stop: () => child.kill('SIGKILL') };
};

type TClient = Socket & { messages: TChatMessage[]; joined: TJoinedRoomEvent[]; online: number[]; offline: number[]; errors: unknown[] };

describe.skipIf(missing.length > 0)('chat on two nodes behind haproxy (PostgreSQL and Redis)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hui-chat-nodes-'));
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let db: TDatabase;
  let nodeA: TChildApi;
  let nodeB: TChildApi;
  let proxy: Awaited<ReturnType<typeof startHaproxy>>;
  const clients: Socket[] = [];
  const prefix = `test-nodes-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    database = await createPostgresDatabase(BASE_URL!, inject('postgresTemplate') || null);
    db = await openDatabase({ databaseUrl: database.url, pgliteDir: null, poolSize: 2 });
    const env = { DATABASE_URL: database.url, REDIS_URL: REDIS_URL!, CHAT_REDIS_PREFIX: prefix };
    [nodeA, nodeB] = await Promise.all([spawnApi({ env, readyTimeoutMs: 90_000 }), spawnApi({ env, readyTimeoutMs: 90_000 })]);
    proxy = await startHaproxy(dir, { a: nodeA.port, b: nodeB.port });
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    proxy?.stop();
    await Promise.all([nodeA?.stop('SIGKILL'), nodeB?.stop('SIGKILL')]);
    await db?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
    const redis = new Redis(REDIS_URL!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** A client through haproxy to the node named, reconnecting as the product's client does (quicker). */
  const connect = async (token: string, node: 'a' | 'b') => {
    const client = connectClient(proxy.baseUrl, {
      path: CHAT_SOCKET_PATH, transports: ['websocket', 'polling'], auth: { token }, query: { node }, forceNew: true,
      // The product's first delay (1 s), without its random spread, so the provider's next message is sent while the organiser is away.
      reconnectionDelay: 1_000, reconnectionDelayMax: 2_000, randomizationFactor: 0,
    }) as TClient;
    Object.assign(client, { messages: [], joined: [], online: [], offline: [], errors: [] });
    client.on(CHAT_SERVER_EVENTS.error, (error: unknown) => client.errors.push(error));
    client.on(CHAT_SERVER_EVENTS.newMessage, (message: TChatMessage) => client.messages.push(message));
    client.on(CHAT_SERVER_EVENTS.joinedRoom, (event: TJoinedRoomEvent) => client.joined.push(event));
    client.on(CHAT_SERVER_EVENTS.userOnline, (event: TPresenceEvent) => client.online.push(event.userId));
    client.on(CHAT_SERVER_EVENTS.userOffline, (event: TPresenceEvent) => client.offline.push(event.userId));
    clients.push(client);
    await new Promise<void>((resolve, reject) => {
      client.once('connect', resolve);
      client.once('connect_error', reject);
    });
    return client;
  };
  const send = async (client: Socket, roomId: number, text: string) => {
    const ack = (await client.timeout(5_000).emitWithAck(CHAT_CLIENT_EVENTS.sendMessage, { roomId, message_content: text, client_message_id: text })) as TSendMessageAck;
    if (!ack.ok) throw new Error(ack.error);
    return ack.message;
  };
  /** What a client shows: every message it was given, once per id, in id order (the client drops ids it has). */
  const shown = (client: TClient) =>
    [...new Map([...client.joined.flatMap((j) => j.missed), ...client.messages].map((m) => [m.id, m.message_content])).entries()]
      .sort(([a], [b]) => a - b).map(([, text]) => text);

  it('carries messages both ways between the nodes, and loses or doubles nothing when one dies', { timeout: 120_000 }, async () => {
    const signup: TSignupRequest = { email: uniqueEmail(), password: STRONG_PASSWORD, user_role: 'event_organiser', organiser_type: 'individual', first_name: 'Mere', last_name: 'Parata' };
    const response = await fetch(`${proxy.baseUrl}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(signup) });
    const organiser = (await response.json()) as { token: string; user: { id: number } };
    const provider = await addPortalProvider(db.db, { city: 'Auckland', categoryNames: ['Catering & Food'] });
    const event = await addEventRequest(db.db, { organiserId: organiser.user.id });
    const [room] = await db.db.insert(chatRooms).values({ event_request_id: event.id, organiser_id: organiser.user.id, provider_id: provider.id, expires_at: new Date(Date.now() + 86_400_000) }).returning();
    const roomId = room!.id;

    const organiserTab = await connect(organiser.token, 'a');
    const providerTab = await connect(provider.headers.authorization.replace('Bearer ', ''), 'b');
    // The organiser rejoins after every reconnect with the newest id it has, as the web client does.
    organiserTab.on('connect', () => {
      const lastSeenId = Math.max(0, ...organiserTab.messages.map((m) => m.id), ...organiserTab.joined.flatMap((j) => j.missed.map((m) => m.id)));
      organiserTab.emit(CHAT_CLIENT_EVENTS.joinChatRoom, { roomId, lastSeenId });
    });
    organiserTab.emit(CHAT_CLIENT_EVENTS.joinChatRoom, { roomId, lastSeenId: 0 });
    providerTab.emit(CHAT_CLIENT_EVENTS.joinChatRoom, roomId);
    await until(() => `both joined (errors: ${JSON.stringify([organiserTab.errors, providerTab.errors])})`, () => organiserTab.joined.length === 1 && providerTab.joined.length === 1);
    await until('the provider sees the organiser online', () => providerTab.joined[0]!.otherPartyOnline || providerTab.online.includes(organiser.user.id));

    // Both ways across the nodes.
    for (let i = 1; i <= 3; i += 1) {
      await send(organiserTab, roomId, `organiser ${i}`);
      await send(providerTab, roomId, `provider ${i}`);
    }
    await until('six messages on both sides', () => organiserTab.messages.length === 6 && providerTab.messages.length === 6, 10_000);
    expect(shown(providerTab)).toEqual(shown(organiserTab));

    // Node A dies with the organiser's socket on it; the provider goes on writing meanwhile.
    const disconnected = new Promise<string>((resolve) => organiserTab.once('disconnect', resolve));
    await nodeA.stop('SIGKILL');
    const reason = await Promise.race([disconnected, sleep(10_000).then(() => 'still connected: the organiser was not on node A')]);
    expect(reason).toBe('transport close');
    expect(providerTab.connected).toBe(true);
    for (let i = 4; i <= 6; i += 1) await send(providerTab, roomId, `provider ${i}`);

    // Back through haproxy, on node B, caught up from the database.
    await until('the organiser back and rejoined', () => organiserTab.connected && organiserTab.joined.length === 2, 20_000);
    // What was sent while it was away comes from the database (the later ones may already arrive live).
    expect(organiserTab.joined[1]!.missed.map((m) => m.message_content)[0]).toBe('provider 4');
    await send(organiserTab, roomId, 'organiser 4');
    await until('both have it', () => [providerTab, organiserTab].every((tab) => tab.messages.some((m) => m.message_content === 'organiser 4')));

    const stored = (await db.db.select({ text: chatMessages.message_content }).from(chatMessages).where(eq(chatMessages.chat_room_id, roomId)).orderBy(chatMessages.id)).map((m) => m.text);
    expect(stored).toEqual(['organiser 1', 'provider 1', 'organiser 2', 'provider 2', 'organiser 3', 'provider 3', 'provider 4', 'provider 5', 'provider 6', 'organiser 4']);
    expect({ organiser: shown(organiserTab), provider: shown(providerTab) }).toEqual({ organiser: stored, provider: stored });
    // Nothing delivered twice live either.
    for (const client of [organiserTab, providerTab]) expect(new Set(client.messages.map((m) => m.id)).size).toBe(client.messages.length);
    // The organiser stayed online for the provider: back on node B before anyone noticed node A had gone.
    await sleep(300);
    expect(organiserTab.connected).toBe(true);
  });
});
