import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Who is online: a user is while any socket of theirs is connected, on this node or another. Each
 * change answers whether it was a transition, so the gateway says user_online / user_offline once
 * per user, not once per tab.
 */
export type TPresence = {
  /** A socket of the user connected here: true when it is the user's first one anywhere. */
  connected(userId: number): Promise<boolean>;
  /** A socket of the user disconnected here: true when it was the user's last one anywhere. */
  disconnected(userId: number): Promise<boolean>;
  isOnline(userId: number): Promise<boolean>;
  close(): Promise<void>;
};

/** One process: the counts in memory. */
export const memoryPresence = (): TPresence => {
  const counts = new Map<number, number>();
  return {
    connected: async (userId) => {
      const count = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, count);
      return count === 1;
    },
    disconnected: async (userId) => {
      const count = counts.get(userId);
      if (count === undefined) return false;
      if (count > 1) counts.set(userId, count - 1);
      else counts.delete(userId);
      return count === 1;
    },
    isOnline: async (userId) => counts.has(userId),
    close: async () => counts.clear(),
  };
};

/** How often a node says it is alive, and how long after its last word it counts as dead. */
export const PRESENCE_HEARTBEAT_MS = 5_000;
export const PRESENCE_NODE_TIMEOUT_MS = 20_000;

// Each node keeps its own counts in a hash (user id -> sockets on that node) and its heartbeat in a
// sorted set of nodes; a user's total is the sum over the live nodes. Each script runs atomically,
// so two nodes changing the same user at once still see one transition between them.

/** Lua: the sockets of user `user` on the nodes heard from since `since` (nodes set `nodes`, hashes `prefix` .. node id). */
const totalOf = (user: string, since: string, prefix: string) => `
local total = 0
for _, node in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], ${since}, '+inf')) do
  total = total + tonumber(redis.call('HGET', ${prefix} .. node, ${user}) or '0')
end`;

/** KEYS: nodes, this node's hash. ARGV: user, delta, now, live since, node hash prefix, node id. Answers the user's total. */
const CHANGE = `
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[6])
local count = redis.call('HINCRBY', KEYS[2], ARGV[1], ARGV[2])
if count <= 0 then redis.call('HDEL', KEYS[2], ARGV[1]) end
${totalOf('ARGV[1]', 'ARGV[4]', 'ARGV[5]')}
return total`;

/** KEYS: nodes. ARGV: user, live since, node hash prefix. */
const TOTAL = `${totalOf('ARGV[1]', 'ARGV[2]', 'ARGV[3]')}
return total`;

/**
 * KEYS: nodes. ARGV: live since, node hash prefix. Removes the nodes not heard from since then and
 * answers the users they counted who are on no live node: offline now (each dead node is claimed by
 * exactly one sweeping node).
 */
const SWEEP = `
local dead = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[1])
if #dead == 0 then return {} end
local users = {}
for _, node in ipairs(dead) do
  local key = ARGV[2] .. node
  for _, user in ipairs(redis.call('HKEYS', key)) do users[user] = true end
  redis.call('DEL', key)
  redis.call('ZREM', KEYS[1], node)
end
local offline = {}
for user in pairs(users) do
  ${totalOf('user', 'ARGV[1]', 'ARGV[2]')}
  if total <= 0 then table.insert(offline, user) end
end
return offline`;

/**
 * Several nodes: the counts in Redis, per node, so the sockets of a node that dies stop counting
 * once it has not been heard from for PRESENCE_NODE_TIMEOUT_MS; the node that notices calls
 * `onOffline` with the users that leaves offline everywhere.
 */
export const redisPresence = (options: {
  redis: Redis;
  prefix: string;
  onOffline: (userIds: number[]) => void;
  onError: (error: unknown) => void;
  heartbeatMs?: number;
  nodeTimeoutMs?: number;
}): TPresence => {
  const { redis, prefix, onOffline, onError } = options;
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  const nodeTimeoutMs = options.nodeTimeoutMs ?? PRESENCE_NODE_TIMEOUT_MS;
  const nodeId = randomUUID();
  const nodesKey = `${prefix}:presence:nodes`;
  const nodePrefix = `${prefix}:presence:node:`;
  const nodeKey = nodePrefix + nodeId;
  const liveSince = () => String(Date.now() - nodeTimeoutMs);

  const change = async (userId: number, delta: 1 | -1) =>
    Number(await redis.eval(CHANGE, 2, nodesKey, nodeKey, String(userId), String(delta), String(Date.now()), liveSince(), nodePrefix, nodeId));

  const beat = async () => {
    await redis.zadd(nodesKey, Date.now(), nodeId);
    const offline = (await redis.eval(SWEEP, 1, nodesKey, liveSince(), nodePrefix)) as string[];
    if (offline.length > 0) onOffline(offline.map(Number));
  };
  const timer = setInterval(() => void beat().catch(onError), heartbeatMs);
  timer.unref();
  void beat().catch(onError);

  return {
    connected: async (userId) => (await change(userId, 1)) === 1,
    disconnected: async (userId) => (await change(userId, -1)) === 0,
    isOnline: async (userId) => Number(await redis.eval(TOTAL, 1, nodesKey, String(userId), liveSince(), nodePrefix)) > 0,
    close: async () => {
      clearInterval(timer);
      await redis.multi().del(nodeKey).zrem(nodesKey, nodeId).exec();
    },
  };
};
