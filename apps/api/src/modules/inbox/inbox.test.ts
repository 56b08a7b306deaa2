import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { describeEachEngine } from '../../../test/harness.ts';
import { createOrganiser, createProvider, sessionHeaders } from '../../../test/factories.ts';
import { chatMessages, chatReadState, chatRooms, eventRequests, notifications } from '../../db/schema.ts';

describeEachEngine('inbox', (ctx) => {
  const roomWithMessages = async () => {
    const { db } = ctx().database;
    const organiser = await createOrganiser(ctx().app);
    const provider = await createProvider(db);
    const [event] = await db.insert(eventRequests).values({ organiser_id: organiser.user.id, title: 'Hāngī for 80', description: 'Whānau reunion', status: 'submitted' }).returning();
    const [room] = await db.insert(chatRooms).values({ event_request_id: event!.id, organiser_id: organiser.user.id, provider_id: provider.id, expires_at: new Date(Date.now() + 86_400_000) }).returning();
    const say = async (sender: number | null, text: string, type: 'text' | 'system' = 'text') =>
      (await db.insert(chatMessages).values({ chat_room_id: room!.id, sender_user_id: sender, message_content: text, message_type: type }).returning())[0]!;
    return { organiser, provider, room: room!, say };
  };

  describe('GET /api/chat/unread-count', () => {
    it('counts text messages from the other party after the last one read', async () => {
      const { organiser, provider, room, say } = await roomWithMessages();
      await say(null, 'Room opened', 'system');
      await say(organiser.user.id, 'Kia ora, are you free on the 14th?');
      const first = await say(provider.user_id, 'Kia ora! Yes we are.');
      await say(provider.user_id, 'Quote coming shortly.');
      const get = (url: string) => ctx().app.inject({ method: 'GET', url, headers: organiser.headers });

      expect((await get('/api/chat/unread-count')).json()).toEqual({ success: true, data: { unread_count: 2 } });
      expect((await get('/api/chat/unread-counts-per-room')).json()).toEqual({ success: true, data: { unread_rooms: [{ room_id: room.id, unread_count: 2 }] } });

      await ctx().database.db.insert(chatReadState).values({ chat_room_id: room.id, user_id: organiser.user.id, last_read_message_id: first.id });
      expect((await get('/api/chat/unread-count')).json().data.unread_count).toBe(1);
    });

    it('counts for the provider too: the organiser\'s text messages after the provider\'s last read, per room', async () => {
      const { organiser, provider, room, say } = await roomWithMessages();
      await say(organiser.user.id, 'Kia ora, are you free on the 14th?');
      await say(provider.user_id, 'Yes!');
      const read = await say(organiser.user.id, 'Great, 80 guests.');
      await say(null, 'Quote accepted', 'system');
      await say(organiser.user.id, 'See you then.');
      const headers = await sessionHeaders(ctx().database.db, provider.user_id);
      const get = (url: string) => ctx().app.inject({ method: 'GET', url, headers });

      expect((await get('/api/chat/unread-count')).json().data.unread_count).toBe(3);
      await ctx().database.db.insert(chatReadState).values({ chat_room_id: room.id, user_id: provider.user_id, last_read_message_id: read.id });
      expect((await get('/api/chat/unread-counts-per-room')).json().data.unread_rooms).toEqual([{ room_id: room.id, unread_count: 1 }]);
      // The organiser's own read mark is not the provider's.
      expect((await ctx().app.inject({ method: 'GET', url: '/api/chat/unread-count', headers: organiser.headers })).json().data.unread_count).toBe(1);
    });

    it('counts nothing for someone outside the room', async () => {
      const { provider, say } = await roomWithMessages();
      await say(provider.user_id, 'Hello');
      const stranger = await createOrganiser(ctx().app);
      const res = await ctx().app.inject({ method: 'GET', url: '/api/chat/unread-count', headers: stranger.headers });
      expect(res.json().data.unread_count).toBe(0);
    });

    it('needs a token', async () => {
      expect((await ctx().app.inject({ method: 'GET', url: '/api/chat/unread-count' })).statusCode).toBe(401);
    });
  });

  describe('notifications', () => {
    it('lists mine newest first with the unread count, and marks them read', async () => {
      const organiser = await createOrganiser(ctx().app);
      const other = await createOrganiser(ctx().app);
      const { db } = ctx().database;
      const [older] = await db.insert(notifications).values({ user_id: organiser.user.id, type: 'info', message: 'Your event was sent to providers', created_at: new Date(Date.now() - 60_000) }).returning();
      await db.insert(notifications).values({ user_id: organiser.user.id, type: 'success', message: 'New quote from Kōwhai Kitchen', link: '/dashboard?tab=quotes' });
      const [theirs] = await db.insert(notifications).values({ user_id: other.user.id, message: 'Not yours' }).returning();

      const list = await ctx().app.inject({ method: 'GET', url: '/api/notifications', headers: organiser.headers });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.unread_count).toBe(2);
      expect(list.json().data.notifications.map((n: { message: string }) => n.message)).toEqual(['New quote from Kōwhai Kitchen', 'Your event was sent to providers']);

      const [newest] = await db.select().from(notifications).where(eq(notifications.user_id, organiser.user.id)).orderBy(desc(notifications.id)).limit(1);
      const one = await ctx().app.inject({ method: 'GET', url: '/api/notifications?limit=1', headers: organiser.headers });
      // The count is of every unread notification, not only of those listed.
      expect(one.json()).toEqual({
        success: true,
        data: {
          notifications: [{ id: newest!.id, type: 'success', message: 'New quote from Kōwhai Kitchen', link: '/dashboard?tab=quotes', is_read: false, created_at: newest!.created_at.toISOString() }],
          unread_count: 2,
        },
      });

      expect((await ctx().app.inject({ method: 'PATCH', url: `/api/notifications/${older!.id}/read`, headers: organiser.headers })).statusCode).toBe(200);
      expect((await ctx().app.inject({ method: 'PATCH', url: `/api/notifications/${theirs!.id}/read`, headers: organiser.headers })).statusCode).toBe(404);
      expect((await ctx().app.inject({ method: 'PATCH', url: '/api/notifications/abc/read', headers: organiser.headers })).statusCode).toBe(400);
      const after = await ctx().app.inject({ method: 'GET', url: '/api/notifications', headers: organiser.headers });
      expect(after.json().data.unread_count).toBe(1);
      expect(after.json().data.notifications[1]).toMatchObject({ id: older!.id, link: null, is_read: true });

      await ctx().app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: organiser.headers });
      const done = await ctx().app.inject({ method: 'GET', url: '/api/notifications', headers: organiser.headers });
      expect(done.json().data.unread_count).toBe(0);
      expect(done.json().data.notifications.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
    });
  });
});
