import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALENDAR_MSG, type TCalendarFeedCreatedResponse } from '@app/contract';
import { addEventRequest, createOrganiser, createProvider, sessionHeaders } from '../../../test/factories.ts';
import { describeEachEngine } from '../../../test/harness.ts';
import { parseCalendar, timezoneRules } from '../../../test/ical.ts';
import { calendarFeeds, eventRequests, quotes, users } from '../../db/schema.ts';
import { CALENDAR_FEED_PER_MINUTE } from './routes.ts';

describeEachEngine('calendar', (ctx) => {
  /** An organiser's event (a title and address that need escaping) booked with a provider, and a second, unbooked one. */
  const booking = async () => {
    const { db } = ctx().database;
    const organiser = await createOrganiser(ctx().app, { first_name: 'Aroha', last_name: 'Ngata' });
    const provider = await createProvider(db, { business_name: 'Kai, Korero; Co', phone: '021 555 0101' });
    const providerHeaders = await sessionHeaders(db, provider.user_id);
    const event = await addEventRequest(db, { organiserId: organiser.user.id, title: 'Hāngī, waiata; and \\ kai', status: 'active', event_date: '2027-01-16' });
    await db.update(eventRequests).set({ delivery_address: '12 Beach Road, Ōrewa' }).where(eq(eventRequests.id, event.id));
    const [quote] = await db.insert(quotes).values({
      event_request_id: event.id, provider_id: provider.id, quote_amount: 1250, status: 'accepted', estimated_duration: '4 hours', includes_setup: true,
    }).returning();
    const unbooked = await addEventRequest(db, { organiserId: organiser.user.id, title: 'Unbooked picnic', event_date: '2027-02-01' });
    return { organiser, provider, providerHeaders, event, quote: quote!, unbooked };
  };
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });
  const newFeed = async (headers: Record<string, string>) => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/calendar/my-feed', headers });
    expect(res.statusCode).toBe(201);
    const { data } = res.json<TCalendarFeedCreatedResponse>();
    return { ...data, path: new URL(data.url).pathname };
  };

  describe("an event's .ics", () => {
    it('is the organiser\'s: an all-day entry that a real parser reads back, with the booking and the NZ time zone', async () => {
      const { organiser, event } = await booking();
      const res = await get(`/api/event-organiser/calendar/events/${event.id}`, organiser.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="hangi-waiata-and-kai-${event.id}.ics"`);
      expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
      const { events, timezones } = parseCalendar(res.body);
      expect(events).toHaveLength(1);
      const [entry] = events;
      expect(entry).toMatchObject({
        uid: `event-${event.id}@localhost`,
        summary: 'Hāngī, waiata; and \\ kai',
        location: '12 Beach Road, Ōrewa, Auckland',
        status: 'CONFIRMED',
        startTzid: null,
      });
      expect(entry!.start.toString()).toBe('2027-01-16');
      expect(entry!.end.toString()).toBe('2027-01-17');
      expect(entry!.description).toContain('Booked: Kai, Korero; Co');
      expect(entry!.description).toContain('Quote: $1,250 NZD');
      expect(entry!.description).toContain('Estimated duration: 4 hours');
      expect(timezones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Pacific/Auckland']);
      expect(timezoneRules(timezones[0]!).map((rule) => rule.name)).toEqual(['NZDT', 'NZST']);
    });

    it('keeps its UID on a re-download, with a higher SEQUENCE after a change and STATUS:CANCELLED once cancelled', async () => {
      const { organiser, event } = await booking();
      const read = async () => parseCalendar((await get(`/api/event-organiser/calendar/events/${event.id}`, organiser.headers)).body).events[0]!;
      await ctx().database.db.update(eventRequests).set({ updated_at: new Date(Date.now() - 3_600_000) }).where(eq(eventRequests.id, event.id));
      await ctx().database.db.update(quotes).set({ updated_at: new Date(Date.now() - 3_600_000) }).where(eq(quotes.event_request_id, event.id));
      const before = await read();
      const cancel = await ctx().app.inject({ method: 'POST', url: `/api/event-organiser/event-requests/${event.id}/cancel`, headers: organiser.headers });
      expect(cancel.statusCode).toBe(200);
      const after = await read();
      expect(after.uid).toBe(before.uid);
      expect(after.sequence).toBeGreaterThan(before.sequence);
      expect(after.status).toBe('CANCELLED');
    });

    it('is nobody else\'s: another organiser 404, a provider (even the booked one) 403, no token 401', async () => {
      const { event, providerHeaders } = await booking();
      const other = await createOrganiser(ctx().app);
      const url = `/api/event-organiser/calendar/events/${event.id}`;
      expect((await get(url, other.headers)).json()).toMatchObject({ code: 'NOT_FOUND', message: CALENDAR_MSG.eventNotFound });
      expect((await get(url, providerHeaders)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    });

    it('needs a date: an event without one is 409 with the reason; a bad id 400', async () => {
      const { organiser } = await booking();
      const draft = await addEventRequest(ctx().database.db, { organiserId: organiser.user.id, status: 'draft', event_date: null });
      expect((await get(`/api/event-organiser/calendar/events/${draft.id}`, organiser.headers)).json()).toMatchObject({ code: 'CONFLICT', message: CALENDAR_MSG.noEventDate });
      expect((await get('/api/event-organiser/calendar/events/abc', organiser.headers)).statusCode).toBe(400);
    });
  });

  describe("a booking's .ics", () => {
    it('is the booked provider\'s: the organiser\'s name, never their e-mail, and the quote', async () => {
      const { organiser, providerHeaders, quote } = await booking();
      const res = await get(`/api/service-provider/calendar/bookings/${quote.id}`, providerHeaders);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const [entry] = parseCalendar(res.body).events;
      expect(entry).toMatchObject({ uid: `booking-${quote.id}@localhost`, summary: 'Hāngī, waiata; and \\ kai', location: '12 Beach Road, Ōrewa, Auckland', status: 'CONFIRMED' });
      expect(entry!.start.toString()).toBe('2027-01-16');
      expect(entry!.description).toContain('Booking for: Aroha Ngata');
      expect(entry!.description).toContain('Your quote: $1,250 NZD');
      expect(entry!.description).toContain('Includes setup');
      expect(res.body).not.toContain(organiser.user.email);
    });

    it('is nobody else\'s: another provider 404, a quote not accepted 404, the organiser 403', async () => {
      const { organiser, event, quote } = await booking();
      const { db } = ctx().database;
      const other = await createProvider(db);
      const otherHeaders = await sessionHeaders(db, other.user_id);
      expect((await get(`/api/service-provider/calendar/bookings/${quote.id}`, otherHeaders)).json()).toMatchObject({ code: 'NOT_FOUND', message: CALENDAR_MSG.bookingNotFound });
      const [pending] = await db.insert(quotes).values({ event_request_id: event.id, provider_id: other.id, quote_amount: 10, status: 'rejected' }).returning();
      expect((await get(`/api/service-provider/calendar/bookings/${pending!.id}`, otherHeaders)).statusCode).toBe(404);
      expect((await get(`/api/service-provider/calendar/bookings/${quote.id}`, organiser.headers)).statusCode).toBe(403);
    });
  });

  describe('the calendar feed', () => {
    it("lists an organiser's booked events (not the unbooked ones) to anyone with the address, as text/calendar", async () => {
      const { organiser, event } = await booking();
      expect((await get('/api/calendar/my-feed', organiser.headers)).json()).toEqual({ success: true, data: { is_active: false, created_at: null, last_used_at: null } });
      const feed = await newFeed(organiser.headers);
      expect(feed.url).toMatch(/^http:\/\/localhost(:\d+)?\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(feed.webcal_url).toBe(feed.url.replace('http:', 'webcal:'));
      const res = await get(feed.path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const { events } = parseCalendar(res.body);
      expect(events.map((e) => e.uid)).toEqual([`event-${event.id}@localhost`]);
      expect(res.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
      expect((await get(feed.path.replace(/\.ics$/, ''))).statusCode).toBe(200);
      const state = (await get('/api/calendar/my-feed', organiser.headers)).json();
      expect(state.data).toMatchObject({ is_active: true });
      expect(state.data.last_used_at).not.toBeNull();
      // Only the hash is stored.
      const [row] = await ctx().database.db.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, organiser.user.id));
      expect(feed.url).not.toContain(row!.token_hash);
    });

    it("lists a provider's bookings", async () => {
      const { providerHeaders, quote } = await booking();
      const feed = await newFeed(providerHeaders);
      const { events } = parseCalendar((await get(feed.path)).body);
      expect(events.map((e) => e.uid)).toEqual([`booking-${quote.id}@localhost`]);
    });

    it('is refused once revoked or replaced, with a clear message', async () => {
      const { organiser } = await booking();
      const first = await newFeed(organiser.headers);
      const second = await newFeed(organiser.headers);
      expect((await get(first.path)).json()).toMatchObject({ code: 'NOT_FOUND', message: CALENDAR_MSG.feedNotFound });
      expect((await get(second.path)).statusCode).toBe(200);
      const revoke = await ctx().app.inject({ method: 'DELETE', url: '/api/calendar/my-feed', headers: organiser.headers });
      expect(revoke.json()).toEqual({ success: true, message: CALENDAR_MSG.feedRevoked });
      const refused = await get(second.path);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(CALENDAR_MSG.feedNotFound);
      expect((await get('/api/calendar/my-feed', organiser.headers)).json().data.is_active).toBe(false);
    });

    it("is refused once the account is deleted, and a malformed token is a 400", async () => {
      const { organiser } = await booking();
      const feed = await newFeed(organiser.headers);
      await ctx().database.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, organiser.user.id));
      expect((await get(feed.path)).statusCode).toBe(404);
      expect((await get('/api/calendar/feed/short')).json()).toMatchObject({ code: 'VALIDATION' });
    });

    it('is forgotten when the organiser deletes the account', async () => {
      const { organiser } = await booking();
      const feed = await newFeed(organiser.headers);
      const deleted = await ctx().app.inject({
        method: 'POST', url: '/api/event-organiser/profile/delete-account', headers: organiser.headers, payload: { password: organiser.password },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await ctx().database.db.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, organiser.user.id))).toEqual([]);
      expect((await get(feed.path)).statusCode).toBe(404);
    });

    it(`is rate-limited per client address: ${CALENDAR_FEED_PER_MINUTE} reads a minute, then 429`, async () => {
      const { organiser } = await booking();
      const feed = await newFeed(organiser.headers);
      const read = (remoteAddress: string) => ctx().app.inject({ method: 'GET', url: feed.path, remoteAddress });
      const statuses = [];
      for (let i = 0; i < CALENDAR_FEED_PER_MINUTE; i += 1) statuses.push((await read('203.0.113.9')).statusCode);
      expect(new Set(statuses)).toEqual(new Set([200]));
      expect((await read('203.0.113.9')).statusCode).toBe(429);
      expect((await read('203.0.113.10')).statusCode).toBe(200);
    });

    it('is managed with a session only', async () => {
      expect((await ctx().app.inject({ method: 'POST', url: '/api/calendar/my-feed' })).statusCode).toBe(401);
      expect((await ctx().app.inject({ method: 'DELETE', url: '/api/calendar/my-feed' })).statusCode).toBe(401);
    });
  });
});
