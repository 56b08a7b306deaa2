import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CHAT_CLIENT_EVENTS, CHAT_MSG, CHAT_SERVER_EVENTS, CHAT_SOCKET_PATH, MSG,
  type TChatMessage, type TChatSocketErrorEvent, type TJoinedRoomEvent, type TMessagesReadEvent, type TPresenceEvent, type TSendMessageAck, type TUserTypingEvent,
} from '@app/contract';
import { addEventRequest, addPortalProvider, createOrganiser, STRONG_PASSWORD } from '../../../test/factories.ts';
import { describeEachEngine } from '../../../test/harness.ts';
import { chatRooms, passwordResetRequests, sessions } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';

// The real-time chat through real Socket.IO clients against the real app on a real port: on PGlite
// and PostgreSQL, each with presence and fan-out in memory and, when REDIS_URL is set, in Redis.

const HOUR = 3_600_000;
const WAIT_MS = 5_000;

const FANOUTS = [
  { name: 'in memory', overrides: {} as Record<string, string> },
  ...(process.env.REDIS_URL ? [{ name: 'Redis', overrides: { REDIS_URL: process.env.REDIS_URL, CHAT_REDIS_PREFIX: `test-chat-${randomBytes(4).toString('hex')}` } }] : []),
];

type TClient = Socket & { events: { name: string; payload: unknown }[] };

// The Redis keys of this file's gateways (the stream, presence), gone once every suite has run.
afterAll(async () => {
  const prefix = FANOUTS.find((f) => f.overrides.CHAT_REDIS_PREFIX)?.overrides.CHAT_REDIS_PREFIX;
  if (!prefix) return;
  const redis = new Redis(process.env.REDIS_URL!);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

for (const fanout of FANOUTS) {
  describeEachEngine(`chat real-time (${fanout.name})`, (ctx) => {
    let baseUrl = '';
    const clients: TClient[] = [];
    beforeAll(async () => {
      await ctx().app.listen({ host: '127.0.0.1', port: 0 });
      baseUrl = `http://127.0.0.1:${(ctx().app.server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      for (const client of clients) client.disconnect();
    });

    const tokenOf = (headers: Record<string, string>) => headers.authorization!.replace('Bearer ', '');

    /** A client that records every event it receives, connected (or refused: connect_error's message). */
    const open = (token: string | undefined, options: { transports?: ('websocket' | 'polling')[] } = {}) => {
      const client = connectClient(baseUrl, {
        path: CHAT_SOCKET_PATH, transports: options.transports ?? ['websocket', 'polling'], auth: token === undefined ? {} : { token }, reconnection: false, forceNew: true,
      }) as TClient;
      client.events = [];
      client.onAny((name: string, payload: unknown) => client.events.push({ name, payload }));
      clients.push(client);
      return client;
    };
    const connected = async (token: string, options: { transports?: ('websocket' | 'polling')[] } = {}) => {
      const client = open(token, options);
      await new Promise<void>((resolve, reject) => {
        client.once('connect', resolve);
        client.once('connect_error', reject);
      });
      return client;
    };
    const refusedWith = (token: string | undefined) => new Promise<string>((resolve, reject) => {
      const client = open(token);
      client.once('connect', () => reject(new Error('connected')));
      client.once('connect_error', (error) => resolve(error.message));
    });

    /** The first event `name` (already received or still to come) that `matches`. */
    const eventOf = async <T>(client: TClient, name: string, matches: (payload: T) => boolean = () => true, timeoutMs = WAIT_MS): Promise<T> => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = client.events.find((e) => e.name === name && matches(e.payload as T));
        if (found) return found.payload as T;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no ${name} within ${timeoutMs} ms; received: ${JSON.stringify(client.events.map((e) => e.name))}`);
    };
    const eventsOf = <T>(client: TClient, name: string) => client.events.filter((e) => e.name === name).map((e) => e.payload as T);
    const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

    const join = async (client: TClient, roomId: number, lastSeenId?: number) => {
      client.emit(CHAT_CLIENT_EVENTS.joinChatRoom, lastSeenId === undefined ? roomId : { roomId, lastSeenId });
      return eventOf<TJoinedRoomEvent>(client, CHAT_SERVER_EVENTS.joinedRoom, (e) => e.roomId === roomId);
    };
    const sendOver = (client: TClient, payload: unknown) =>
      client.timeout(WAIT_MS).emitWithAck(CHAT_CLIENT_EVENTS.sendMessage, payload) as Promise<TSendMessageAck>;

    /** An organiser, a listed provider and a room between them. */
    const room = async (options: { expiresInHours?: number } = {}) => {
      const { db } = ctx().database;
      const organiser = await createOrganiser(ctx().app);
      const provider = await addPortalProvider(db, { city: 'Auckland', categoryNames: ['Catering & Food'] });
      const event = await addEventRequest(db, { organiserId: organiser.user.id });
      const [row] = await db.insert(chatRooms).values({
        event_request_id: event.id, organiser_id: organiser.user.id, provider_id: provider.id,
        expires_at: new Date(Date.now() + (options.expiresInHours ?? 24 * 30) * HOUR),
      }).returning();
      return { organiser, provider, roomId: row!.id };
    };
    const httpSend = async (roomId: number, headers: Record<string, string>, text: string) => {
      const response = await ctx().app.inject({ method: 'POST', url: `/api/chat/rooms/${roomId}/messages`, headers, payload: { message_content: text } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: TChatMessage }>().data;
    };

    it('refuses a handshake without a live session, with a clear message', async () => {
      expect(await refusedWith(undefined)).toBe(MSG.tokenRequired);
      expect(await refusedWith('')).toBe(MSG.tokenRequired);
      expect(await refusedWith('not-a-session')).toBe(MSG.invalidToken);
    });

    it('delivers a message sent over HTTP or the socket to both parties, every tab, once', async () => {
      const { organiser, provider, roomId } = await room();
      const organiserTab = await connected(organiser.token);
      const organiserOtherTab = await connected(organiser.token, { transports: ['polling'] });
      const providerTab = await connected(tokenOf(provider.headers));

      const overHttp = await httpSend(roomId, organiser.headers, 'Kia ora, is 3 March free?');
      for (const tab of [organiserTab, organiserOtherTab, providerTab]) {
        expect(await eventOf<TChatMessage>(tab, CHAT_SERVER_EVENTS.newMessage, (m) => m.id === overHttp.id)).toEqual(overHttp);
      }

      const ack = await sendOver(providerTab, { roomId, message_content: '  It is, ka pai  ', client_message_id: 'p-1' });
      expect(ack).toMatchObject({ ok: true, duplicate: false, message: { chat_room_id: roomId, sender_user_id: provider.user_id, message_content: 'It is, ka pai', client_message_id: 'p-1' } });
      const overSocket = (ack as Extract<TSendMessageAck, { ok: true }>).message;
      for (const tab of [organiserTab, organiserOtherTab, providerTab]) {
        expect(await eventOf<TChatMessage>(tab, CHAT_SERVER_EVENTS.newMessage, (m) => m.id === overSocket.id)).toEqual(overSocket);
      }
      await settle();
      for (const tab of [organiserTab, organiserOtherTab, providerTab]) expect(eventsOf(tab, CHAT_SERVER_EVENTS.newMessage)).toHaveLength(2);
    });

    it('answers a retried send with the stored message and broadcasts it once', async () => {
      const { organiser, provider, roomId } = await room();
      const organiserTab = await connected(organiser.token);
      const providerTab = await connected(tokenOf(provider.headers));
      const payload = { roomId, message_content: 'Confirming 80 guests', client_message_id: 'retry-1' };
      const first = await sendOver(organiserTab, payload);
      const again = await sendOver(organiserTab, payload);
      expect(first).toMatchObject({ ok: true, duplicate: false });
      expect(again).toMatchObject({ ok: true, duplicate: true });
      expect((again as { message: TChatMessage }).message.id).toBe((first as { message: TChatMessage }).message.id);
      await eventOf(providerTab, CHAT_SERVER_EVENTS.newMessage);
      await settle();
      expect(eventsOf(providerTab, CHAT_SERVER_EVENTS.newMessage)).toHaveLength(1);
      const { rows } = await ctx().database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM chat_messages WHERE chat_room_id = ${roomId}`);
      expect(Number(rows[0]!.n)).toBe(1);
    });

    it("refuses to join a stranger's room, and typing or sending there", async () => {
      const { roomId } = await room();
      const stranger = await createOrganiser(ctx().app);
      const tab = await connected(stranger.token);
      tab.emit(CHAT_CLIENT_EVENTS.joinChatRoom, roomId);
      expect(await eventOf<TChatSocketErrorEvent>(tab, CHAT_SERVER_EVENTS.error)).toEqual({ event: CHAT_CLIENT_EVENTS.joinChatRoom, roomId, message: CHAT_MSG.roomNotFound });
      tab.emit(CHAT_CLIENT_EVENTS.typingStart, roomId);
      expect(await eventOf<TChatSocketErrorEvent>(tab, CHAT_SERVER_EVENTS.error, (e) => e.event === CHAT_CLIENT_EVENTS.typingStart))
        .toEqual({ event: CHAT_CLIENT_EVENTS.typingStart, roomId, message: CHAT_MSG.roomNotFound });
      expect(await sendOver(tab, { roomId, message_content: 'Hello?' })).toEqual({ ok: false, error: CHAT_MSG.roomNotFound });
      expect(eventsOf(tab, CHAT_SERVER_EVENTS.joinedRoom)).toEqual([]);
    });

    it('refuses a socket send to an expired room', async () => {
      const { organiser, roomId } = await room({ expiresInHours: -1 });
      const tab = await connected(organiser.token);
      expect(await sendOver(tab, { roomId, message_content: 'Still there?' })).toEqual({ ok: false, error: CHAT_MSG.expired });
    });

    it("tells the room's other party who is typing, and not the typist's own tabs", async () => {
      const { organiser, provider, roomId } = await room();
      const organiserTab = await connected(organiser.token);
      const organiserOtherTab = await connected(organiser.token);
      const providerTab = await connected(tokenOf(provider.headers));
      for (const tab of [organiserTab, organiserOtherTab, providerTab]) await join(tab, roomId);

      organiserTab.emit(CHAT_CLIENT_EVENTS.typingStart, roomId);
      expect(await eventOf<TUserTypingEvent>(providerTab, CHAT_SERVER_EVENTS.userTyping)).toEqual({ roomId, userId: organiser.user.id, isTyping: true });
      organiserTab.emit(CHAT_CLIENT_EVENTS.typingStop, roomId);
      expect(await eventOf<TUserTypingEvent>(providerTab, CHAT_SERVER_EVENTS.userTyping, (e) => !e.isTyping)).toEqual({ roomId, userId: organiser.user.id, isTyping: false });
      // A typist who vanishes stops typing.
      providerTab.emit(CHAT_CLIENT_EVENTS.typingStart, roomId);
      await eventOf<TUserTypingEvent>(organiserTab, CHAT_SERVER_EVENTS.userTyping, (e) => e.isTyping);
      providerTab.disconnect();
      expect(await eventOf<TUserTypingEvent>(organiserTab, CHAT_SERVER_EVENTS.userTyping, (e) => !e.isTyping)).toEqual({ roomId, userId: provider.user_id, isTyping: false });
      expect(eventsOf(organiserOtherTab, CHAT_SERVER_EVENTS.userTyping).every((e) => (e as TUserTypingEvent).userId === provider.user_id)).toBe(true);
    });

    it('says a user is online while any tab of theirs is connected, and offline after the last', async () => {
      const { organiser, provider, roomId } = await room();
      const providerTab = await connected(tokenOf(provider.headers));
      expect(await join(providerTab, roomId)).toMatchObject({ roomId, otherPartyOnline: false, otherLastReadMessageId: 0, missed: [] });

      const first = await connected(organiser.token);
      expect(await eventOf<TPresenceEvent>(providerTab, CHAT_SERVER_EVENTS.userOnline)).toEqual({ userId: organiser.user.id });
      const second = await connected(organiser.token);
      expect((await join(first, roomId)).otherPartyOnline).toBe(true);
      first.disconnect();
      await settle();
      expect(eventsOf(providerTab, CHAT_SERVER_EVENTS.userOffline)).toEqual([]);
      expect(eventsOf(providerTab, CHAT_SERVER_EVENTS.userOnline)).toHaveLength(1);
      second.disconnect();
      expect(await eventOf<TPresenceEvent>(providerTab, CHAT_SERVER_EVENTS.userOffline)).toEqual({ userId: organiser.user.id });
      // The provider's own tab, rejoining, sees the organiser offline.
      expect((await join(await connected(tokenOf(provider.headers)), roomId)).otherPartyOnline).toBe(false);
    });

    it("tells both parties when one reads the room ('Seen')", async () => {
      const { organiser, provider, roomId } = await room();
      const organiserTab = await connected(organiser.token);
      const message = await httpSend(roomId, provider.headers, 'Quote attached');
      const response = await ctx().app.inject({ method: 'PATCH', url: `/api/chat/rooms/${roomId}/read`, headers: organiser.headers });
      expect(response.statusCode).toBe(200);
      const providerTab = await connected(tokenOf(provider.headers));
      expect((await join(providerTab, roomId)).otherLastReadMessageId).toBe(message.id);
      await eventOf(organiserTab, CHAT_SERVER_EVENTS.messagesRead);
      await ctx().app.inject({ method: 'PATCH', url: `/api/chat/rooms/${roomId}/read`, headers: organiser.headers });
      expect(await eventOf<TMessagesReadEvent>(providerTab, CHAT_SERVER_EVENTS.messagesRead))
        .toEqual({ roomId, userId: organiser.user.id, lastReadMessageId: message.id });
    });

    it('catches a reconnecting client up from the database by last seen id, without duplicates', async () => {
      const { organiser, provider, roomId } = await room();
      const seen = await httpSend(roomId, provider.headers, 'First');
      const tab = await connected(organiser.token);
      expect((await join(tab, roomId, seen.id)).missed).toEqual([]);
      tab.disconnect();
      const sent = [];
      for (const text of ['Second', 'Third', 'Fourth']) sent.push(await httpSend(roomId, provider.headers, text));

      const back = await connected(organiser.token);
      const joined = await join(back, roomId, seen.id);
      expect(joined.missed).toEqual(sent);
      // What the client shows: the missed ones and anything that arrived live, each id once.
      const live = await httpSend(roomId, provider.headers, 'Fifth');
      await eventOf<TChatMessage>(back, CHAT_SERVER_EVENTS.newMessage, (m) => m.id === live.id);
      const shown = new Map([seen, ...joined.missed, ...eventsOf<TChatMessage>(back, CHAT_SERVER_EVENTS.newMessage)].map((m) => [m.id, m]));
      expect([...shown.values()].map((m) => m.message_content)).toEqual(['First', 'Second', 'Third', 'Fourth', 'Fifth']);
    });

    it('drops the sockets of a session signed out, of every session after a password reset, of a suspended account, and of a session that expires', async () => {
      const { organiser, provider } = await room();
      const tab = await connected(organiser.token);
      const providerTab = await connected(tokenOf(provider.headers));
      const dropped = new Promise<string>((resolve) => tab.once('disconnect', resolve));
      const response = await ctx().app.inject({ method: 'POST', url: '/api/auth/logout', headers: organiser.headers });
      expect(response.statusCode).toBe(200);
      expect(await dropped).toBe('io server disconnect');
      expect(await eventOf<TChatSocketErrorEvent>(tab, CHAT_SERVER_EVENTS.error)).toEqual({ event: 'session', message: MSG.invalidToken });
      expect(providerTab.connected).toBe(true);
      expect(await refusedWith(organiser.token)).toBe(MSG.invalidToken);

      // A password reset signs the user out everywhere: every tab of every session goes.
      const other = await createOrganiser(ctx().app);
      const login = async () => (await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: other.user.email, password: STRONG_PASSWORD } })).json<{ token: string }>().token;
      const tabs = [await connected(other.token), await connected(await login())];
      const gone = tabs.map((t) => new Promise<string>((resolve) => t.once('disconnect', resolve)));
      const token = randomToken();
      await ctx().database.db.insert(passwordResetRequests).values({ user_id: other.user.id, token_hash: sha256Hex(token), expires_at: new Date(Date.now() + HOUR) });
      const reset = await ctx().app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: `${STRONG_PASSWORD}2` } });
      expect(reset.statusCode, reset.body).toBe(200);
      expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);

      // Suspended by someone at the database: the periodic check (1 s here) drops the socket.
      const suspended = await createOrganiser(ctx().app);
      const suspendedTab = await connected(suspended.token);
      const dropped2 = new Promise<string>((resolve) => suspendedTab.once('disconnect', resolve));
      await ctx().database.db.execute(sql`UPDATE users SET status = 'suspended' WHERE id = ${suspended.user.id}`);
      expect(await dropped2).toBe('io server disconnect');

      // A session about to expire: the socket goes when it does.
      const providerToken = tokenOf(provider.headers);
      await ctx().database.db.execute(sql`UPDATE ${sessions} SET expires_at = now() + interval '1 second' WHERE user_id = ${provider.user_id}`);
      const expiring = await connected(providerToken);
      const expired = new Promise<string>((resolve) => expiring.once('disconnect', resolve));
      expect(await expired).toBe('io server disconnect');
    });

    it('drops the other sessions\' sockets on a password change, and every socket of a deleted account', async () => {
      const { organiser } = await room();
      const login = await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: organiser.user.email, password: organiser.password } });
      expect(login.statusCode, login.body).toBe(200);
      const otherDevice = await connected(login.json<{ token: string }>().token);
      const thisDevice = await connected(organiser.token);
      const otherDropped = new Promise<string>((resolve) => otherDevice.once('disconnect', resolve));
      const newPassword = `${organiser.password}-2`;
      const changed = await ctx().app.inject({
        method: 'PATCH', url: '/api/event-organiser/profile/change-password', headers: organiser.headers,
        payload: { old_password: organiser.password, new_password: newPassword },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await otherDropped).toBe('io server disconnect');
      await settle();
      expect(thisDevice.connected).toBe(true);

      const thisDropped = new Promise<string>((resolve) => thisDevice.once('disconnect', resolve));
      const deleted = await ctx().app.inject({
        method: 'POST', url: '/api/event-organiser/profile/delete-account', headers: organiser.headers, payload: { password: newPassword },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await thisDropped).toBe('io server disconnect');
      expect(await refusedWith(organiser.token)).toBe(MSG.invalidToken);
    });

    it('answers bad payloads with error and keeps serving', async () => {
      const { organiser, roomId } = await room();
      const tab = await connected(organiser.token);
      const errors = () => eventsOf<TChatSocketErrorEvent>(tab, CHAT_SERVER_EVENTS.error);
      tab.emit(CHAT_CLIENT_EVENTS.joinChatRoom, 'room one');
      tab.emit(CHAT_CLIENT_EVENTS.joinChatRoom, { roomId: -4 });
      tab.emit(CHAT_CLIENT_EVENTS.joinChatRoom, { roomId, lastSeenId: 'yesterday' });
      tab.emit(CHAT_CLIENT_EVENTS.leaveChatRoom, null);
      tab.emit(CHAT_CLIENT_EVENTS.typingStart, { toString: 'x' });
      tab.emit(CHAT_CLIENT_EVENTS.typingStop);
      tab.emit(CHAT_CLIENT_EVENTS.sendMessage, { roomId, message_content: 'no ack, no room?', client_message_id: '' });
      await eventOf(tab, CHAT_SERVER_EVENTS.error, (e: TChatSocketErrorEvent) => e.event === CHAT_CLIENT_EVENTS.sendMessage);
      expect(errors()).toEqual([
        { event: CHAT_CLIENT_EVENTS.joinChatRoom, message: CHAT_MSG.invalidRoomId },
        { event: CHAT_CLIENT_EVENTS.joinChatRoom, message: CHAT_MSG.invalidRoomId },
        { event: CHAT_CLIENT_EVENTS.joinChatRoom, message: CHAT_MSG.invalidLastSeenId },
        { event: CHAT_CLIENT_EVENTS.leaveChatRoom, message: CHAT_MSG.invalidRoomId },
        { event: CHAT_CLIENT_EVENTS.typingStart, message: CHAT_MSG.invalidRoomId },
        { event: CHAT_CLIENT_EVENTS.typingStop, message: CHAT_MSG.invalidRoomId },
        { event: CHAT_CLIENT_EVENTS.sendMessage, message: CHAT_MSG.invalidClientMessageId },
      ]);
      expect(await sendOver(tab, { roomId, message_content: '   ' })).toEqual({ ok: false, error: CHAT_MSG.messageRequired });
      expect(await sendOver(tab, { roomId, message_content: 'x'.repeat(5_001) })).toEqual({ ok: false, error: CHAT_MSG.messageTooLong });
      expect(await sendOver(tab, 'hello')).toMatchObject({ ok: false });
      expect(await sendOver(tab, { roomId, message_content: 'Still here' })).toMatchObject({ ok: true });
      expect(tab.connected).toBe(true);
    });
  }, { ...fanout.overrides, CHAT_SESSION_CHECK_INTERVAL: '1s' });
}
