import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { replyTimeText, type TProviderDetail, type TProviderListResponse, type TQuoteRequestListResponse } from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { chatMessages, chatRooms, mailOutbox, notifications, providerProfiles, quoteInvitations, quotes } from '../../db/schema.ts';
import { addEventRequest, addProvider, createOrganiser, listingVersion, uniqueWord } from '../../../test/factories.ts';
import { RESPONSE_TIMES_LOCK_KEY, runResponseTimes } from './response-times.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
type TOrganiser = Awaited<ReturnType<typeof createOrganiser>>;
type TProvider = Awaited<ReturnType<typeof addProvider>>;

describeEachEngine('response times', (ctx) => {
  let organiser: TOrganiser;
  const db = () => ctx().database.db;
  const run = (now: Date) => runResponseTimes({ db: db(), mailer: ctx().app.mailer, providerPortalUrl: ctx().config.providerPortalUrl, now });

  /** An invitation of a new event of the organiser to the provider, sent at `askedAt`. */
  const invite = async (provider: TProvider, askedAt: Date, event: { status?: 'submitted' | 'active' | 'cancelled'; event_date?: string } = {}) => {
    const row = await addEventRequest(db(), { organiserId: organiser.user.id, title: `Party ${uniqueWord()}`, ...event });
    await db().insert(quoteInvitations).values({ event_request_id: row.id, provider_id: provider.id, created_at: askedAt });
    return row;
  };
  const quoteAt = (provider: TProvider, eventId: number, at: Date) =>
    db().insert(quotes).values({ event_request_id: eventId, provider_id: provider.id, quote_amount: 900, created_at: at, updated_at: at });
  const messageAt = async (provider: TProvider, eventId: number, at: Date, type: 'text' | 'system' = 'text') => {
    const [room] = await db().insert(chatRooms).values({
      event_request_id: eventId, organiser_id: organiser.user.id, provider_id: provider.id, expires_at: new Date(at.getTime() + 30 * DAY_MS),
    }).onConflictDoNothing().returning();
    const roomId = room?.id ?? (await db().select().from(chatRooms).where(and(eq(chatRooms.event_request_id, eventId), eq(chatRooms.provider_id, provider.id))))[0]!.id;
    await db().insert(chatMessages).values({
      chat_room_id: roomId, sender_user_id: type === 'text' ? provider.user_id : null, message_content: 'Kia ora, yes we are free', message_type: type, created_at: at,
    });
  };
  const medianOf = async (provider: TProvider) =>
    (await db().select({ m: providerProfiles.median_reply_minutes }).from(providerProfiles).where(eq(providerProfiles.id, provider.id)))[0]!.m;
  const remindersTo = (provider: TProvider) => db().select().from(mailOutbox).where(eq(mailOutbox.to_address, provider.email));

  beforeAll(async () => {
    organiser = await createOrganiser(ctx().app, { first_name: 'Aroha', last_name: 'Ngata' });
  });

  describe('reminders', () => {
    it('e-mails an invited provider who has not replied after 24 hours, once, and the organiser sees it', async () => {
      const provider = await addProvider(db(), { business_name: `Kai Kitchen ${uniqueWord()}` });
      const res = await ctx().app.inject({ method: 'POST', url: '/api/event-organiser/quote-requests', headers: organiser.headers, payload: { provider_id: provider.id, event_request_id: (await addEventRequest(db(), { organiserId: organiser.user.id, title: 'Hemi’s 40th' })).id } });
      expect(res.statusCode, res.body).toBe(201);
      const invitedAt = Date.now();
      expect(await remindersTo(provider)).toHaveLength(1); // the invitation itself

      await run(new Date(invitedAt + 23 * HOUR_MS));
      expect(await remindersTo(provider)).toHaveLength(1);

      const at = new Date(invitedAt + 25 * HOUR_MS);
      const outcome = await run(at);
      expect(outcome.skipped).toBe(false);
      const mails = await remindersTo(provider);
      expect(mails).toHaveLength(2);
      const reminder = mails.find((m) => m.subject.startsWith('Reminder'))!;
      expect(reminder.subject).toBe('Reminder: Aroha Ngata is waiting for your quote');
      expect(reminder.text_body).toContain('Aroha Ngata invited you to quote for "Hemi’s 40th" more than 24 hours ago');
      expect(reminder.text_body).toContain('https://providers.example.nz/requests/');
      const notes = await db().select().from(notifications).where(eq(notifications.user_id, provider.user_id));
      expect(notes.map((n) => n.message)).toContain('Reminder: Aroha Ngata is waiting for your quote for "Hemi’s 40th"');

      const listed = await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/quote-requests?provider_id=${provider.id}`, headers: organiser.headers });
      const [invitation] = listed.json<TQuoteRequestListResponse>().data;
      expect(invitation).toMatchObject({ replied_at: null, reminded_at: at.toISOString() });

      await run(new Date(invitedAt + 48 * HOUR_MS));
      expect(await remindersTo(provider)).toHaveLength(2);
    });

    it('leaves alone a provider who replied by quote or message, and events no longer waiting for quotes', async () => {
      const provider = await addProvider(db());
      const now = new Date();
      const asked = new Date(now.getTime() - 30 * HOUR_MS);
      const quoted = await invite(provider, asked);
      await quoteAt(provider, quoted.id, new Date(asked.getTime() + 2 * HOUR_MS));
      const messaged = await invite(provider, asked);
      await messageAt(provider, messaged.id, new Date(asked.getTime() + HOUR_MS));
      await invite(provider, asked, { status: 'active' });
      await invite(provider, asked, { status: 'cancelled' });
      await invite(provider, asked, { event_date: '2024-01-01' });
      await invite(provider, new Date(now.getTime() - 8 * DAY_MS));
      await run(now);
      expect(await remindersTo(provider)).toEqual([]);

      // A system line in the room is not a reply: that one is reminded.
      const systemOnly = await invite(provider, asked);
      await messageAt(provider, systemOnly.id, new Date(asked.getTime() + HOUR_MS), 'system');
      await run(now);
      expect(await remindersTo(provider)).toHaveLength(1);
      const [row] = await db().select().from(quoteInvitations).where(eq(quoteInvitations.event_request_id, systemOnly.id));
      expect(row!.reminded_at).not.toBeNull();
    });

    it('shows the organiser when each invited provider replied, for one event', async () => {
      const provider = await addProvider(db());
      const asked = new Date(Date.now() - 3 * HOUR_MS);
      const event = await invite(provider, asked);
      const repliedAt = new Date(asked.getTime() + 45 * MINUTE_MS);
      await messageAt(provider, event.id, repliedAt);
      await quoteAt(provider, event.id, new Date(asked.getTime() + 2 * HOUR_MS));
      const listed = await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/quote-requests?event_request_id=${event.id}`, headers: organiser.headers });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json<TQuoteRequestListResponse>().data).toEqual([
        expect.objectContaining({ event_request_id: event.id, provider_id: provider.id, replied_at: repliedAt.toISOString(), reminded_at: null }),
      ]);
      const bad = await ctx().app.inject({ method: 'GET', url: '/api/event-organiser/quote-requests?event_request_id=abc', headers: organiser.headers });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('median reply time', () => {
    it('is the median over the last 90 days, unanswered invitations counting with the time they have waited', async () => {
      const word = uniqueWord();
      const provider = await addProvider(db(), { business_name: `Swift ${word}` });
      const now = new Date();
      for (const [daysAgo, replyMinutes] of [[3, 30], [10, 120], [20, 300]] as const) {
        const asked = new Date(now.getTime() - daysAgo * DAY_MS);
        const event = await invite(provider, asked);
        await quoteAt(provider, event.id, new Date(asked.getTime() + replyMinutes * MINUTE_MS));
      }
      // Older than 90 days: not counted.
      await invite(provider, new Date(now.getTime() - 91 * DAY_MS));
      await run(now);
      expect(await medianOf(provider)).toBe(120);

      // Two unanswered for 30 and 40 hours: 30, 120, 300, 1,800, 2,400 minutes.
      await invite(provider, new Date(now.getTime() - 30 * HOUR_MS));
      await invite(provider, new Date(now.getTime() - 40 * HOUR_MS));
      // Unanswered for under 24 hours: not yet counted.
      await invite(provider, new Date(now.getTime() - 2 * HOUR_MS));
      await run(now);
      expect(await medianOf(provider)).toBe(300);

      const detail = await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/service-providers/${provider.id}`, headers: organiser.headers });
      expect(detail.json<{ data: TProviderDetail }>().data.median_reply_minutes).toBe(300);
      const list = await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/service-providers?search=${word}`, headers: organiser.headers });
      expect(list.json<TProviderListResponse>().data).toEqual([expect.objectContaining({ provider_id: provider.id, median_reply_minutes: 300 })]);
      expect(replyTimeText(300)).toBe('Usually replies within 5 hours');
    });

    it('needs 3 invitations, and a run that changes no median leaves the provider list cache alone', async () => {
      const provider = await addProvider(db());
      const now = new Date();
      for (const daysAgo of [2, 4]) {
        const asked = new Date(now.getTime() - daysAgo * DAY_MS);
        await messageAt(provider, (await invite(provider, asked)).id, new Date(asked.getTime() + 10 * MINUTE_MS));
      }
      await run(now);
      expect(await medianOf(provider)).toBeNull();
      const before = await listingVersion(db());
      await run(now);
      expect(await listingVersion(db())).toBe(before);

      const asked = new Date(now.getTime() - DAY_MS);
      await messageAt(provider, (await invite(provider, asked)).id, new Date(asked.getTime() + 20 * MINUTE_MS));
      await run(now);
      expect(await medianOf(provider)).toBe(10);
      expect(await listingVersion(db())).not.toBe(before);
    });

    it('leaves the work to one node: a run while another holds the lock skips (PostgreSQL: PGlite has one connection)', async () => {
      if (ctx().engine !== 'postgres') return;
      const held = db().transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${RESPONSE_TIMES_LOCK_KEY})`);
        return new Promise<void>((resolve) => setTimeout(resolve, 300));
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await run(new Date())).skipped).toBe(true);
      await held;
    });
  });
});
