import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_MSG, PROVIDER_ACCOUNT_MSG, type TChatMessage, type TChatRoom } from '@app/contract';
import { addEventRequest, addPortalProvider, createOrganiser } from '../../../test/factories.ts';
import { describeEachEngine } from '../../../test/harness.ts';
import { chatMessages, chatReadState, chatRooms, providerProfiles } from '../../db/schema.ts';
import { onMessageStored, type TMessageStored } from './chat-events.ts';
import { insertTextMessage } from './chat-queries.ts';

const HOUR = 3_600_000;

describeEachEngine('chat', (ctx) => {
  const inject = (options: { method: 'GET' | 'POST' | 'PATCH'; url: string; headers: Record<string, string>; payload?: Record<string, unknown> }) => ctx().app.inject(options);

  /** An organiser, a listed provider and a room between them about one event, opened `openedHoursAgo` ago. */
  const room = async (options: { organiser?: Awaited<ReturnType<typeof createOrganiser>>; provider?: Awaited<ReturnType<typeof addPortalProvider>>; expiresInHours?: number; openedHoursAgo?: number; title?: string; organiserType?: 'individual' | 'business' } = {}) => {
    const { db } = ctx().database;
    const organiser = options.organiser ?? await createOrganiser(ctx().app);
    const provider = options.provider ?? await addPortalProvider(db, { city: 'Auckland', categoryNames: ['Catering & Food'] });
    const event = await addEventRequest(db, { organiserId: organiser.user.id, title: options.title, organiser_type: options.organiserType });
    const [row] = await db.insert(chatRooms).values({
      event_request_id: event.id, organiser_id: organiser.user.id, provider_id: provider.id,
      expires_at: new Date(Date.now() + (options.expiresInHours ?? 24 * 30) * HOUR),
      created_at: new Date(Date.now() - (options.openedHoursAgo ?? 1) * HOUR),
    }).returning();
    return { organiser, provider, event, roomId: row!.id };
  };

  /** A message written straight to the database (as the quote and invitation flows write system lines). */
  const say = async (roomId: number, sender: number | null, text: string, type: 'text' | 'system' = 'text') =>
    (await ctx().database.db.insert(chatMessages).values({ chat_room_id: roomId, sender_user_id: sender, message_content: text, message_type: type }).returning())[0]!;

  const send = (roomId: number, headers: Record<string, string>, payload: Record<string, unknown>) =>
    inject({ method: 'POST', url: `/api/chat/rooms/${roomId}/messages`, headers, payload });
  const rooms = async (headers: Record<string, string>) => {
    const response = await inject({ method: 'GET', url: '/api/chat/rooms', headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { data: TChatRoom[] } }>().data.data;
  };
  const messages = async (roomId: number, headers: Record<string, string>, query = '') => {
    const response = await inject({ method: 'GET', url: `/api/chat/rooms/${roomId}/messages${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { data: TChatMessage[]; has_more: boolean; next_before: number | null } }>().data;
  };
  const storedCount = async (roomId: number) => {
    const { rows } = await ctx().database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM chat_messages WHERE chat_room_id = ${roomId}`);
    return Number(rows[0]!.n);
  };

  describe('GET /api/chat/rooms', () => {
    it("lists an organiser's rooms newest activity first, with the provider, the event, the last message and the unread count", async () => {
      const organiser = await createOrganiser(ctx().app);
      const quiet = await room({ organiser, openedHoursAgo: 2, title: 'Quiet room' });
      const busy = await room({ organiser, openedHoursAgo: 48, title: 'Busy room', expiresInHours: 10 });
      const long = 'Kia ora! '.repeat(30).trim();
      await say(busy.roomId, null, 'Harbour Kitchen sent a quote of $1,250.00', 'system');
      await say(busy.roomId, busy.provider.user_id, 'Kia ora, happy to help');
      const last = await say(busy.roomId, busy.provider.user_id, long);
      await ctx().database.db.update(chatRooms).set({ last_message_at: new Date() }).where(eq(chatRooms.id, busy.roomId));
      const mine = await rooms(organiser.headers);

      expect(mine.map((r) => r.event_title)).toEqual(['Busy room', 'Quiet room']);
      const [first, second] = mine;
      expect(first).toMatchObject({
        id: busy.roomId, chat_room_id: busy.roomId, event_request_id: busy.event.id, event_date: busy.event.event_date,
        other_party_name: busy.provider.business_name, other_party_user_id: busy.provider.user_id, other_party_role: 'service_provider',
        is_expired: false, unread_count: 2, other_last_read_message_id: 0,
      });
      expect(Date.parse(first!.expires_at) - Date.now()).toBeGreaterThan(9 * HOUR);
      expect(first!.last_message).toEqual({
        id: last.id, sender_user_id: busy.provider.user_id, message_type: 'text', created_at: last.created_at.toISOString(),
        message_content: `${long.slice(0, 119)}…`,
      });
      expect(first!.last_message!.message_content).toHaveLength(120);
      expect(second).toMatchObject({ id: quiet.roomId, last_message: null, last_message_at: null, unread_count: 0 });
    });

    it("shows the provider its rooms with the organiser's first name, or the business's name", async () => {
      const provider = await addPortalProvider(ctx().database.db, { city: 'Auckland', categoryNames: ['Catering & Food'] });
      const person = await room({ provider, openedHoursAgo: 3, organiser: await createOrganiser(ctx().app, { first_name: 'Aroha', last_name: 'Ngata' }) });
      const company = await room({
        provider, openedHoursAgo: 1, organiserType: 'business',
        organiser: await createOrganiser(ctx().app, { organiser_type: 'business', business_name: 'Kauri Events Ltd', first_name: undefined, last_name: undefined }),
      });
      await say(person.roomId, person.organiser.user.id, 'Are you free?');
      const theirs = await rooms(provider.headers);
      expect(theirs.map((r) => [r.id, r.other_party_name, r.other_party_role, r.other_party_user_id, r.unread_count])).toEqual([
        [company.roomId, 'Kauri Events Ltd', 'event_organiser', company.organiser.user.id, 0],
        [person.roomId, 'Aroha', 'event_organiser', person.organiser.user.id, 1],
      ]);
      expect(JSON.stringify(theirs)).not.toContain(person.organiser.user.email);
    });

    it('lists nothing of anyone else', async () => {
      await room();
      const stranger = await createOrganiser(ctx().app);
      const otherProvider = await addPortalProvider(ctx().database.db, { city: 'Wellington', categoryNames: ['Venues'] });
      expect(await rooms(stranger.headers)).toEqual([]);
      expect(await rooms(otherProvider.headers)).toEqual([]);
      expect((await inject({ method: 'GET', url: '/api/chat/rooms', headers: {} })).statusCode).toBe(401);
    });
  });

  describe('GET /api/chat/rooms/{roomId}/messages', () => {
    it('opens at the newest page and pages backwards with before, oldest first within a page', async () => {
      const { organiser, provider, roomId } = await room();
      const ids: number[] = [];
      for (let i = 1; i <= 7; i += 1) ids.push((await say(roomId, i % 2 ? organiser.user.id : provider.user_id, `Message ${i}`)).id);

      const newest = await messages(roomId, organiser.headers, '?limit=3');
      expect(newest.data.map((m) => m.message_content)).toEqual(['Message 5', 'Message 6', 'Message 7']);
      expect(newest).toMatchObject({ has_more: true, next_before: ids[4] });
      expect(newest.data[2]).toMatchObject({ id: ids[6], chat_room_id: roomId, sender_user_id: organiser.user.id, message_type: 'text', client_message_id: null });
      const middle = await messages(roomId, provider.headers, `?limit=3&before=${newest.next_before}`);
      expect(middle.data.map((m) => m.message_content)).toEqual(['Message 2', 'Message 3', 'Message 4']);
      expect(middle).toMatchObject({ has_more: true, next_before: ids[1] });
      const oldest = await messages(roomId, organiser.headers, `?limit=3&before=${middle.next_before}`);
      expect(oldest).toMatchObject({ data: [expect.objectContaining({ message_content: 'Message 1' })], has_more: false, next_before: null });
      expect(await messages(roomId, organiser.headers, `?before=${ids[0]}`)).toEqual({ data: [], has_more: false, next_before: null });
    });

    it('gives 50 messages by default, and nothing in a room without any', async () => {
      const { organiser, roomId } = await room();
      await ctx().database.db.execute(sql`
        INSERT INTO chat_messages (chat_room_id, sender_user_id, message_content) SELECT ${roomId}, ${organiser.user.id}, 'Line ' || n FROM generate_series(1, 51) n`);
      const page = await messages(roomId, organiser.headers);
      expect(page.data).toHaveLength(50);
      expect(page.data[0]!.message_content).toBe('Line 2');
      expect(page.has_more).toBe(true);
      const empty = await room();
      expect(await messages(empty.roomId, empty.organiser.headers)).toEqual({ data: [], has_more: false, next_before: null });
    });
  });

  describe('POST /api/chat/rooms/{roomId}/messages', () => {
    it('stores the trimmed text, moves the room to the top and the sender\'s read position to it', async () => {
      const { organiser, provider, roomId } = await room({ openedHoursAgo: 100 });
      await room({ organiser, openedHoursAgo: 1 });
      await say(roomId, provider.user_id, 'Kia ora');

      const response = await send(roomId, organiser.headers, { message_content: '  Ka pai, see you on the day \n' });
      expect(response.statusCode).toBe(201);
      const body = response.json<{ data: TChatMessage; duplicate: boolean }>();
      expect(body).toMatchObject({ success: true, duplicate: false, data: { chat_room_id: roomId, sender_user_id: organiser.user.id, message_content: 'Ka pai, see you on the day', message_type: 'text', client_message_id: null } });
      expect(Date.now() - Date.parse(body.data.created_at)).toBeLessThan(60_000);

      const [top] = await rooms(organiser.headers);
      expect(top).toMatchObject({ id: roomId, unread_count: 0, last_message: { id: body.data.id }, last_message_at: body.data.created_at });
      const [theirs] = await rooms(provider.headers);
      expect(theirs).toMatchObject({ id: roomId, unread_count: 1, other_last_read_message_id: body.data.id });
      const exactly = 'x'.repeat(5_000);
      expect((await send(roomId, provider.headers, { message_content: ` ${exactly} ` })).statusCode).toBe(201);
    });

    it('refuses a blank or too long message, and a bad client_message_id, with the contract\'s messages', async () => {
      const { organiser, roomId } = await room();
      const cases: [Record<string, unknown>, string][] = [
        [{ message_content: '' }, CHAT_MSG.messageRequired],
        [{ message_content: ' \n\t ' }, CHAT_MSG.messageRequired],
        [{}, CHAT_MSG.messageRequired],
        [{ message_content: 42 }, CHAT_MSG.messageRequired],
        [{ message_content: 'y'.repeat(5_001) }, CHAT_MSG.messageTooLong],
        [{ message_content: 'Hi', client_message_id: '' }, CHAT_MSG.invalidClientMessageId],
        [{ message_content: 'Hi', client_message_id: 'c'.repeat(101) }, CHAT_MSG.invalidClientMessageId],
        [{ message_content: 'Hi', client_message_id: 7 }, CHAT_MSG.invalidClientMessageId],
      ];
      for (const [payload, message] of cases) {
        const response = await send(roomId, organiser.headers, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
        expect(response.json().message).toBe(message);
      }
      expect(await storedCount(roomId)).toBe(0);
    });

    it('answers a retried send with the stored message, 200 and duplicate: true', async () => {
      const { organiser, provider, roomId } = await room();
      const first = await send(roomId, organiser.headers, { message_content: 'Is the marquee included?', client_message_id: 'c-1' });
      expect(first.statusCode).toBe(201);
      const again = await send(roomId, organiser.headers, { message_content: 'Is the marquee included?', client_message_id: 'c-1' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ success: true, duplicate: true, data: first.json().data });
      expect(first.json().data.client_message_id).toBe('c-1');
      // The same id from the other party, or another id, is another message.
      expect((await send(roomId, provider.headers, { message_content: 'Yes it is', client_message_id: 'c-1' })).statusCode).toBe(201);
      expect((await send(roomId, organiser.headers, { message_content: 'Is the marquee included?', client_message_id: 'c-2' })).statusCode).toBe(201);
      expect(await storedCount(roomId)).toBe(3);
    });

    it('stores one message when two sends with the same client_message_id arrive at once', async () => {
      const { organiser, roomId } = await room();
      const payload = { message_content: 'Sent twice on a flaky connection', client_message_id: 'flaky-1' };
      const answers = await Promise.all([send(roomId, organiser.headers, payload), send(roomId, organiser.headers, payload), send(roomId, organiser.headers, payload)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
      expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
      expect(answers.map((a) => a.json().duplicate).sort()).toEqual([false, true, true]);
      expect(await storedCount(roomId)).toBe(1);
      // Whichever request gets past the first look, the unique index lets one row in (PGlite runs one transaction at a time).
      const again = { roomId, senderUserId: organiser.user.id, content: 'Sent twice on a flaky connection', clientMessageId: 'flaky-1' };
      expect(await insertTextMessage(ctx().database.db, again)).toBeNull();
      expect(await storedCount(roomId)).toBe(1);
    });

    it('refuses to send to an expired room with 403, which still reads and marks read', async () => {
      const { organiser, provider, roomId } = await room({ expiresInHours: -1 });
      await say(roomId, provider.user_id, 'Thanks for having us');
      const response = await send(roomId, organiser.headers, { message_content: 'One more thing' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: CHAT_MSG.expired });
      expect((await messages(roomId, organiser.headers)).data).toHaveLength(1);
      expect((await inject({ method: 'PATCH', url: `/api/chat/rooms/${roomId}/read`, headers: organiser.headers })).statusCode).toBe(200);
      expect((await rooms(organiser.headers))[0]).toMatchObject({ id: roomId, is_expired: true });
    });

    it('lets a provider awaiting verification read its rooms but not send', async () => {
      const { organiser, provider, roomId } = await room();
      await say(roomId, organiser.user.id, 'Kia ora');
      await ctx().database.db.update(providerProfiles).set({ is_verified: false }).where(eq(providerProfiles.id, provider.id));
      expect((await messages(roomId, provider.headers)).data).toHaveLength(1);
      const response = await send(roomId, provider.headers, { message_content: 'Hello' });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(PROVIDER_ACCOUNT_MSG.awaitingVerification);
      expect((await send(roomId, organiser.headers, { message_content: 'Still there?' })).statusCode).toBe(201);
    });

    it('tells onMessageStored listeners of each new message and both parties, after the commit', async () => {
      const { organiser, provider, roomId, event } = await room();
      const heard: TMessageStored[] = [];
      const stop = onMessageStored(ctx().app.db, async (stored) => {
        expect(await storedCount(stored.room.roomId)).toBeGreaterThan(0);
        heard.push(stored);
      });
      const stopFailing = onMessageStored(ctx().app.db, () => {
        throw new Error('a listener that fails');
      });
      try {
        const sent = await send(roomId, provider.headers, { message_content: 'Menu attached', client_message_id: 'm-1' });
        expect(sent.statusCode).toBe(201);
        await send(roomId, provider.headers, { message_content: 'Menu attached', client_message_id: 'm-1' });
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(heard).toEqual([{
          message: sent.json().data,
          room: { roomId, eventRequestId: event.id, organiserUserId: organiser.user.id, providerUserId: provider.user_id, providerId: provider.id },
        }]);
      } finally {
        stop();
        stopFailing();
      }
      await send(roomId, provider.headers, { message_content: 'After the listener stopped' });
      expect(heard).toHaveLength(1);
    });
  });

  describe('PATCH /api/chat/rooms/{roomId}/read', () => {
    it('marks everything read up to the newest message, and never moves back', async () => {
      const { organiser, provider, roomId } = await room();
      await say(roomId, provider.user_id, 'One');
      const newest = await say(roomId, provider.user_id, 'Two');
      await say(roomId, null, 'Quote accepted', 'system');
      const all = await ctx().database.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.chat_room_id, roomId));
      const newestId = Math.max(...all.map((m) => m.id));
      expect((await rooms(organiser.headers))[0]!.unread_count).toBe(2);

      const response = await inject({ method: 'PATCH', url: `/api/chat/rooms/${roomId}/read`, headers: organiser.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { room_id: roomId, last_read_message_id: newestId, unread_count: 0 } });
      expect(newestId).toBeGreaterThan(newest.id);
      expect((await rooms(organiser.headers))[0]!.unread_count).toBe(0);
      const perRoom = await inject({ method: 'GET', url: '/api/chat/unread-counts-per-room', headers: organiser.headers });
      expect(perRoom.json().data.unread_rooms).toEqual([]);
      expect((await rooms(provider.headers))[0]!.other_last_read_message_id).toBe(newestId);

      await ctx().database.db.update(chatReadState).set({ last_read_message_id: newestId + 1_000 }).where(eq(chatReadState.chat_room_id, roomId));
      const again = await inject({ method: 'PATCH', url: `/api/chat/rooms/${roomId}/read`, headers: organiser.headers });
      expect(again.json().data.last_read_message_id).toBe(newestId + 1_000);
    });
  });

  describe('who may see a room', () => {
    it("answers 404 to anyone but the room's two parties, and for a room that does not exist", async () => {
      const { roomId, organiser } = await room();
      await say(roomId, organiser.user.id, 'Private');
      const strangers = [
        (await createOrganiser(ctx().app)).headers,
        (await addPortalProvider(ctx().database.db, { city: 'Wellington', categoryNames: ['Venues'] })).headers,
      ];
      for (const headers of strangers) {
        for (const response of [
          await inject({ method: 'GET', url: `/api/chat/rooms/${roomId}/messages`, headers }),
          await send(roomId, headers, { message_content: 'Let me in' }),
          await inject({ method: 'PATCH', url: `/api/chat/rooms/${roomId}/read`, headers }),
        ]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: CHAT_MSG.roomNotFound });
          expect(response.body).not.toContain('Private');
        }
      }
      const missing = await inject({ method: 'GET', url: '/api/chat/rooms/2147483647/messages', headers: organiser.headers });
      expect(missing.statusCode).toBe(404);
      expect(await storedCount(roomId)).toBe(1);
    });

    it('answers 400 to a malformed room id, cursor or limit, never 500', async () => {
      const { organiser, roomId } = await room();
      for (const bad of ['abc', '0', '-1', '1.5', '1e3', '0x10', '2147483648', '99999999999999999999']) {
        for (const response of [
          await inject({ method: 'GET', url: `/api/chat/rooms/${bad}/messages`, headers: organiser.headers }),
          await send(bad as unknown as number, organiser.headers, { message_content: 'Hi' }),
          await inject({ method: 'PATCH', url: `/api/chat/rooms/${bad}/read`, headers: organiser.headers }),
        ]) {
          expect(response.statusCode, bad).toBe(400);
          expect(response.json().message).toBe(CHAT_MSG.invalidRoomId);
        }
      }
      for (const bad of ['abc', '0', '-5', '1.5', '1e3', '99999999999999999999', 'null']) {
        const response = await inject({ method: 'GET', url: `/api/chat/rooms/${roomId}/messages?before=${bad}`, headers: organiser.headers });
        expect(response.statusCode, bad).toBe(400);
        expect(response.json().message).toBe(CHAT_MSG.invalidBefore);
      }
      for (const bad of ['0', '101', 'ten', '2.5']) {
        const response = await inject({ method: 'GET', url: `/api/chat/rooms/${roomId}/messages?limit=${bad}`, headers: organiser.headers });
        expect(response.statusCode, bad).toBe(400);
        expect(response.json().message).toBe(CHAT_MSG.invalidLimit);
      }
      // A cursor beyond any message, or blank values, are fine.
      expect((await inject({ method: 'GET', url: `/api/chat/rooms/${roomId}/messages?before=9007199254740991&limit=`, headers: organiser.headers })).statusCode).toBe(200);
    });
  });
});
