import cluster from 'node:cluster';
import type { Server as HttpServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { CHAT_SERVER_EVENTS, CHAT_SESSION_ENDED_EVENT, CHAT_SOCKET_PATH, MSG } from '@app/contract';
import type { TConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { liveSessionIds, onSessionsRevoked } from '../../lib/sessions.ts';
import { userOfToken } from '../../plugins/auth-guard.ts';
import { onMessageStored, onMessagesRead } from '../chat/chat-events.ts';
import { memoryPresence, redisPresence, type TPresence } from './presence.ts';
import { handleSocket } from './socket-handlers.ts';
import { channel, type TChatServer, type TChatSocket } from './socket-types.ts';

/** A session expiring further ahead than a timer can wait is left to the sweep. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export type TChatGateway = {
  io: TChatServer;
  /** Serves the gateway on another HTTP server of the app too (the provider portal's port). */
  attach(server: HttpServer): void;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    chatGateway: TChatGateway;
  }
}

/** Handshake refusals reach the client as connect_error with this message (and data.code). */
const refusal = (error: unknown) => {
  const known = error instanceof AppError;
  return Object.assign(new Error(known ? error.message : MSG.internal), { data: { code: known ? error.code : 'INTERNAL' } });
};

/**
 * The real-time chat (docs/adr/007-realtime-chat.md): Socket.IO at CHAT_SOCKET_PATH on the app's
 * HTTP server and on the provider portal's (attach), websocket then polling. A socket needs a live
 * session (the handshake's auth.token, checked as HTTP checks a bearer token) and is dropped when the
 * session is revoked or expires. Messages stored by HTTP or socket sends are broadcast after their
 * commit (onMessageStored) to both parties' user channels. With REDIS_URL the Redis Streams adapter
 * carries every broadcast to the other nodes and presence is counted in Redis; without it, in memory.
 * Under node:cluster the workers share a port without sticky sessions, so only websocket is served
 * there (a polling client's requests would reach different workers).
 */
export const chatGatewayPlugin = fp(async (app: FastifyInstance, options: { config: TConfig }) => {
  const { config } = options;
  const db = app.db;
  const log = app.log.child({ module: 'chat-gateway' });
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : null;
  redis?.on('error', (err) => log.warn({ err }, 'chat gateway: Redis connection error'));

  const io: TChatServer = new Server({
    path: CHAT_SOCKET_PATH,
    transports: cluster.isWorker ? ['websocket'] : ['websocket', 'polling'],
    serveClient: false,
    // Messages are at most 5,000 characters: nothing bigger has any business arriving.
    maxHttpBufferSize: 64 * 1024,
    ...(redis ? { adapter: createAdapter(redis, { streamName: `${config.chatRedisPrefix}:stream`, channelPrefix: config.chatRedisPrefix, blockTimeInMs: 2_000, onlyPlaintext: true }) } : {}),
  });

  // Work started by events (sends, joins, presence changes) that closing waits for.
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const settled = work.catch((err: unknown) => log.error({ err }, 'chat gateway task failed')).finally(() => pending.delete(settled));
    pending.add(settled);
  };

  const emitOffline = (userIds: number[]) => {
    for (const userId of userIds) io.to(channel.presence(userId)).emit(CHAT_SERVER_EVENTS.userOffline, { userId });
  };
  const presence: TPresence = redis
    ? redisPresence({ redis, prefix: config.chatRedisPrefix, onOffline: emitOffline, onError: (err) => log.warn({ err }, 'chat presence heartbeat failed') })
    : memoryPresence();

  io.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const token = auth && typeof auth === 'object' && 'token' in auth && typeof auth.token === 'string' ? auth.token.trim() : null;
    userOfToken(db, token).then((user) => {
      socket.data = { userId: user.id, role: user.role, sessionId: user.sessionId, expiresAt: user.expiresAt, joined: new Map(), typingIn: new Set() };
      next();
    }, (error: unknown) => {
      if (!(error instanceof AppError)) log.error({ err: error }, 'chat socket handshake failed');
      next(refusal(error));
    });
  });

  /** Tells the sockets why, then drops them (on every node: the adapter carries both). */
  const dropSockets = (room: string) => {
    io.to(room).emit(CHAT_SERVER_EVENTS.error, { event: CHAT_SESSION_ENDED_EVENT, message: MSG.invalidToken });
    io.in(room).disconnectSockets(true);
  };
  const dropSocket = (socket: TChatSocket) => {
    socket.emit(CHAT_SERVER_EVENTS.error, { event: CHAT_SESSION_ENDED_EVENT, message: MSG.invalidToken });
    socket.disconnect(true);
  };

  io.on('connection', (socket) => {
    const { userId, sessionId, expiresAt } = socket.data;
    void socket.join([channel.user(userId), channel.session(sessionId)]);
    const untilExpiry = expiresAt.getTime() - Date.now();
    if (untilExpiry <= MAX_TIMER_MS) {
      const expiry = setTimeout(() => dropSocket(socket), Math.max(0, untilExpiry));
      expiry.unref();
      socket.on('disconnect', () => clearTimeout(expiry));
    }
    track(presence.connected(userId).then((isFirst) => {
      if (isFirst) io.to(channel.presence(userId)).emit(CHAT_SERVER_EVENTS.userOnline, { userId });
    }));
    handleSocket({ io, db, presence, log, track }, socket);
  });

  const stopListening = [
    onMessageStored(db, ({ message, room }) => {
      io.to([channel.user(room.organiserUserId), channel.user(room.providerUserId)]).emit(CHAT_SERVER_EVENTS.newMessage, message);
    }),
    onMessagesRead(db, ({ room, userId, lastReadMessageId }) => {
      io.to([channel.user(room.organiserUserId), channel.user(room.providerUserId)])
        .emit(CHAT_SERVER_EVENTS.messagesRead, { roomId: room.roomId, userId, lastReadMessageId });
    }),
    onSessionsRevoked(db, (event) => dropSockets('sessionId' in event ? channel.session(event.sessionId) : channel.user(event.userId))),
  ];

  // Revocations that did not pass through this app (another tool, a suspension) and expiries the
  // timers could not hold: every CHAT_SESSION_CHECK_INTERVAL (60 s), one query for this node's sockets.
  const sweep = setInterval(() => {
    const sockets = [...io.of('/').sockets.values()];
    if (sockets.length === 0) return;
    track(liveSessionIds(db, [...new Set(sockets.map((s) => s.data.sessionId))]).then((live) => {
      for (const socket of sockets) if (!live.has(socket.data.sessionId)) dropSocket(socket);
    }));
  }, config.chatSessionCheckSeconds * 1000);
  sweep.unref();

  const attach = (server: HttpServer) => {
    io.engine.attach(server, { path: CHAT_SOCKET_PATH });
  };
  io.attach(app.server);
  app.decorate('chatGateway', { io, attach });

  // Closing: the sockets go first (their disconnects update presence), then the engine ends open
  // polls so the HTTP servers can close, and sends in flight finish while the database is open;
  // once the servers are closed, presence and Redis.
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    for (const stop of stopListening) stop();
    io.local.disconnectSockets(true);
    io.engine.close();
    await Promise.allSettled([...pending]);
  });
  app.addHook('onClose', async () => {
    await presence.close().catch((err: unknown) => log.warn({ err }, 'chat presence cleanup failed'));
    await io.of('/').adapter.close();
    if (redis) await redis.quit().catch(() => undefined);
  });
}, { name: 'chat-gateway', dependencies: ['database'] });
