import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryPresence, redisPresence, type TPresence } from './presence.ts';

// Presence per user across tabs and nodes: in memory (one node) and in Redis (several), including a
// node that dies without a word.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('chat presence in memory', () => {
  it('is online from the first socket to the last', async () => {
    const presence = memoryPresence();
    expect(await presence.connected(1)).toBe(true);
    expect(await presence.connected(1)).toBe(false);
    expect(await presence.disconnected(1)).toBe(false);
    expect(await presence.isOnline(1)).toBe(true);
    expect(await presence.disconnected(1)).toBe(true);
    expect(await presence.isOnline(1)).toBe(false);
    // A disconnect never matched by a connect is not a transition.
    expect(await presence.disconnected(2)).toBe(false);
  });
});

describe.skipIf(!process.env.REDIS_URL)('chat presence in Redis, across nodes', () => {
  const prefix = `test-presence-${randomBytes(4).toString('hex')}`;
  const clients: Redis[] = [];
  const presences: TPresence[] = [];
  const node = (options: { onOffline?: (userIds: number[]) => void } = {}) => {
    const redis = new Redis(process.env.REDIS_URL!);
    clients.push(redis);
    const presence = redisPresence({ redis, prefix, onOffline: options.onOffline ?? (() => undefined), onError: () => undefined, heartbeatMs: 100, nodeTimeoutMs: 500 });
    presences.push(presence);
    return { redis, presence };
  };
  afterAll(async () => {
    for (const presence of presences) await presence.close().catch(() => undefined);
    const admin = new Redis(process.env.REDIS_URL!);
    const keys = await admin.keys(`${prefix}:*`);
    if (keys.length > 0) await admin.del(...keys);
    await admin.quit();
    for (const redis of clients) redis.disconnect();
  });

  it("counts a user's sockets on every node: online with the first anywhere, offline after the last", async () => {
    const a = node().presence;
    const b = node().presence;
    expect(await a.connected(7)).toBe(true);
    expect(await b.connected(7)).toBe(false);
    expect(await b.isOnline(7)).toBe(true);
    expect(await a.disconnected(7)).toBe(false);
    expect(await a.isOnline(7)).toBe(true);
    expect(await b.disconnected(7)).toBe(true);
    expect(await a.isOnline(7)).toBe(false);
    // Nodes that leave cleanly are no longer counted, nor do they sweep.
    await Promise.all([a.close(), b.close()]);
  });

  it('says once that the users of a node that died are offline, unless they are on another node', async () => {
    const offline: number[][] = [];
    const survivor = node({ onOffline: (userIds) => offline.push(userIds) }).presence;
    const doomed = node();
    expect(await doomed.presence.connected(8)).toBe(true);
    expect(await doomed.presence.connected(9)).toBe(true);
    expect(await survivor.connected(9)).toBe(false);
    // The node dies: its connection goes, nothing is cleaned up, its heartbeat stops.
    doomed.redis.disconnect();
    await sleep(1_200);
    // Only the survivor sweeps here (the first test's nodes closed), so it is the one told.
    expect(offline).toEqual([[8]]);
    expect(await survivor.isOnline(8)).toBe(false);
    expect(await survivor.isOnline(9)).toBe(true);
  });
});
