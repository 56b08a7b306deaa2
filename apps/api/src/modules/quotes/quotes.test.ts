import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  addDaysToIsoDate, EVENT_REQUEST_MSG, MSG, nzToday, PROVIDER_ACCOUNT_MSG, QUOTE_MSG, type TEventQuotesResponse, type TQuoteListResponse,
  type TQuoteResponse,
} from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { addEventRequest, addPortalProvider, categoryId, createOrganiser, firstSubcategoryId, type TEventRequestSpec } from '../../../test/factories.ts';
import { startSmtpInbox } from '../../../test/smtp-inbox.ts';
import { chatMessages, chatRooms, eventRequests, notifications, providerProfiles, quoteInvitations, quotes } from '../../db/schema.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
const URL = '/api/service-provider/quotes';
type TOrganiser = Awaited<ReturnType<typeof createOrganiser>>;
type TProvider = Awaited<ReturnType<typeof addPortalProvider>>;

describeEachEngine('quotes', (ctx) => {
  const db = () => ctx().database.db;
  const today = nzToday();
  let organiser: TOrganiser;
  let other: TOrganiser;
  let catering: number;
  let venues: number;

  beforeAll(async () => {
    organiser = await createOrganiser(ctx().app, { first_name: 'Aroha', last_name: 'Ngata' });
    other = await createOrganiser(ctx().app, { first_name: 'Bryn', last_name: 'Other' });
    [catering, venues] = await Promise.all([categoryId(db(), 'Catering & Food'), categoryId(db(), 'Venues')]);
  });

  const input = (overrides: Record<string, unknown> = {}) => ({
    quote_amount: 2450.5, message: 'Three courses, staff included', valid_until: addDaysToIsoDate(today, 14), estimated_duration: '5 hours',
    includes_setup: true, includes_cleanup: false, additional_charges: 'Travel beyond 30 km', category_id: catering, subcategory_id: null, ...overrides,
  });
  const send = (provider: TProvider, eventId: number, overrides: Record<string, unknown> = {}) =>
    ctx().app.inject({ method: 'POST', url: URL, headers: provider.headers, payload: { ...input(overrides), event_request_id: eventId } });
  const sent = async (provider: TProvider, eventId: number, overrides: Record<string, unknown> = {}) => {
    const res = await send(provider, eventId, overrides);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TQuoteResponse>().data;
  };
  const request = (spec: Partial<TEventRequestSpec> = {}, owner: TOrganiser = organiser) => addEventRequest(db(), { organiserId: owner.user.id, city: 'Auckland', ...spec });
  const provider = (city = 'Auckland', categoryNames = ['Catering & Food']) => addPortalProvider(db(), { city, categoryNames });
  const expectProblem = (res: { statusCode: number; body: string; json: () => unknown }, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: message });
  };
  const roomLines = async (eventId: number, providerId: number) => {
    const [room] = await db().select().from(chatRooms).where(and(eq(chatRooms.event_request_id, eventId), eq(chatRooms.provider_id, providerId)));
    if (!room) return { room: null, lines: [] as string[] };
    const lines = await db().select().from(chatMessages).where(eq(chatMessages.chat_room_id, room.id)).orderBy(asc(chatMessages.id));
    return { room, lines: lines.map((l) => `${l.message_type}: ${l.message_content}`) };
  };

  describe('POST /service-provider/quotes', () => {
    it('sends a quote, opens the chat room with a line about it, and tells the organiser (e-mail after the answer)', async () => {
      const caterer = await provider();
      const event = await request({ title: 'Ngata whānau reunion' });
      // The SMTP server takes 4 s to accept a message: an answer sooner than that did not wait for it.
      const smtpDelayMs = 4_000;
      inbox.settings.delayMs = smtpDelayMs;
      try {
        const mail = inbox.nextMailTo(organiser.user.email);
        const started = performance.now();
        const res = await send(caterer, event.id, { subcategory_id: await firstSubcategoryId(db(), 'Catering & Food') });
        expect(performance.now() - started).toBeLessThan(smtpDelayMs);
        expect(res.statusCode, res.body).toBe(201);
        const body = res.json<TQuoteResponse>();
        expect(body.message).toBe(QUOTE_MSG.sent);
        const { room, lines } = await roomLines(event.id, caterer.id);
        expect(body.data).toMatchObject({
          request_id: event.id, event_request_id: event.id, event_title: 'Ngata whānau reunion', event_date: event.event_date,
          provider: { provider_id: caterer.id, business_name: caterer.business_name, email: caterer.email, status: 'active' },
          service_provider_id: caterer.id, category_id: catering, category_name: 'Catering & Food', subcategory_name: 'Full-Service Catering',
          quote_amount: 2450.5, currency: 'NZD', message: 'Three courses, staff included', status: 'submitted', valid_until: addDaysToIsoDate(today, 14),
          estimated_duration: '5 hours', includes_setup: true, includes_cleanup: false, additional_charges: 'Travel beyond 30 km', responded_at: null,
          chat_room_id: room!.id,
        });
        expect(lines).toEqual([`system: ${caterer.business_name} sent a quote of $2,450.50`]);
        const notes = await db().select().from(notifications).where(eq(notifications.user_id, organiser.user.id));
        expect(notes.map((n) => [n.message, n.link])).toContainEqual([
          `${caterer.business_name} sent you a quote of $2,450.50 for "Ngata whānau reunion"`, `/dashboard?tab=quotes&event=${event.id}`,
        ]);
        const received = await mail;
        expect(received.subject).toBe('New quote for Ngata whānau reunion');
        expect(received.text).toContain(`https://hui.example.nz/dashboard?tab=quotes&event=${event.id}`);
        expect(received.html).toContain(`href="https://hui.example.nz/dashboard?tab=quotes&amp;event=${event.id}"`);
      } finally {
        inbox.settings.delayMs = 0;
      }
    });

    it("reuses the chat room an invitation opened, and lets an invited provider quote any of its own services", async () => {
      const venue = await provider('Queenstown', ['Venues']);
      const event = await request({ city: 'Dunedin', categoryNames: ['Catering & Food'] });
      const invited = await ctx().app.inject({ method: 'POST', url: '/api/event-organiser/quote-requests', headers: organiser.headers, payload: { provider_id: venue.id, event_request_id: event.id } });
      expect(invited.statusCode, invited.body).toBe(201);
      expectProblem(await send(venue, event.id, { category_id: catering }), 400, QUOTE_MSG.invalidCategory);
      const quote = await sent(venue, event.id, { category_id: venues, quote_amount: 900 });
      const { room, lines } = await roomLines(event.id, venue.id);
      expect(quote.chat_room_id).toBe(room!.id);
      expect(lines).toEqual([`system: Aroha Ngata invited ${venue.business_name} to quote for "${event.title}"`, `system: ${venue.business_name} sent a quote of $900`]);
    });

    it('answers 404 for a request it neither matches nor was invited to, and for one that does not exist', async () => {
      const caterer = await provider('Hamilton');
      for (const event of [await request({ city: 'Auckland' }), await request({ city: 'Hamilton', categoryNames: ['Venues'] })]) {
        expectProblem(await send(caterer, event.id), 404, QUOTE_MSG.eventNotFound);
      }
      expectProblem(await send(caterer, 2_000_000_000), 404, QUOTE_MSG.eventNotFound);
      expectProblem(await send(caterer, 0), 400, QUOTE_MSG.invalidEventId);
    });

    it('refuses drafts, cancelled, completed and closed requests, past deadlines and past events, and a request with a quote accepted', async () => {
      const caterer = await provider('Palmerston North');
      const rival = await provider('Palmerston North');
      const cases: [Partial<TEventRequestSpec>, string][] = [
        [{ status: 'draft' }, QUOTE_MSG.eventDraft],
        [{ status: 'cancelled' }, QUOTE_MSG.eventCancelled],
        [{ status: 'completed' }, QUOTE_MSG.eventCompleted],
        [{ status: 'active' }, QUOTE_MSG.eventNotOpen],
        [{ status: 'rejected' }, QUOTE_MSG.eventNotOpen],
        [{ response_deadline: addDaysToIsoDate(today, -1) }, QUOTE_MSG.eventExpired],
        [{ submitted_at: new Date(Date.now() - 40 * 86_400_000) }, QUOTE_MSG.eventExpired],
        [{ event_date: addDaysToIsoDate(today, -1) }, QUOTE_MSG.eventCompleted],
      ];
      for (const [spec, message] of cases) {
        const event = await request({ city: 'Palmerston North', ...spec });
        expectProblem(await send(caterer, event.id), 409, message);
      }
      const taken = await request({ city: 'Palmerston North' });
      await db().insert(quotes).values({ event_request_id: taken.id, provider_id: rival.id, quote_amount: 100, status: 'accepted' });
      expectProblem(await send(caterer, taken.id), 409, QUOTE_MSG.alreadyAccepted);
      expect(await db().select().from(quotes).where(eq(quotes.provider_id, caterer.id))).toEqual([]);
    });

    it('keeps one live quote per provider and request, also when two arrive at once', async () => {
      const caterer = await provider('Whangarei');
      const event = await request({ city: 'Whangarei' });
      const answers = await Promise.all([1, 2, 3].map(() => send(caterer, event.id)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
      expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json<{ message: string }>().message === QUOTE_MSG.alreadyQuoted)).toBe(true);
      const [quote] = answers.filter((a) => a.statusCode === 201).map((a) => a.json<TQuoteResponse>().data);
      expectProblem(await send(caterer, event.id), 409, QUOTE_MSG.alreadyQuoted);
      // Withdrawn, or expired: a new one may be sent.
      expect((await ctx().app.inject({ method: 'POST', url: `${URL}/${quote!.id}/withdraw`, headers: caterer.headers })).statusCode).toBe(200);
      const second = await sent(caterer, event.id);
      await db().update(quotes).set({ valid_until: addDaysToIsoDate(today, -1) }).where(eq(quotes.id, second.id));
      const third = await sent(caterer, event.id);
      const rows = await db().select().from(quotes).where(eq(quotes.provider_id, caterer.id)).orderBy(asc(quotes.id));
      expect(rows.map((r) => [r.id, r.status])).toEqual([[quote!.id, 'withdrawn'], [second.id, 'expired'], [third.id, 'submitted']]);
    });

    it('checks the amount, the dates, the message and the service', async () => {
      const caterer = await provider('Christchurch', ['Catering & Food', 'Venues']);
      const event = await request({ city: 'Christchurch' });
      expectProblem(await send(caterer, event.id, { quote_amount: 10.555 }), 400, QUOTE_MSG.amountInvalid);
      expectProblem(await send(caterer, event.id, { quote_amount: -1 }), 400, QUOTE_MSG.amountInvalid);
      expectProblem(await send(caterer, event.id, { quote_amount: 10_000_000 }), 400, QUOTE_MSG.amountTooLarge);
      expectProblem(await send(caterer, event.id, { quote_amount: null }), 400, QUOTE_MSG.amountRequired);
      expectProblem(await send(caterer, event.id, { valid_until: addDaysToIsoDate(today, -1) }), 400, QUOTE_MSG.validUntilPast);
      expectProblem(await send(caterer, event.id, { valid_until: '2026-02-30' }), 400, QUOTE_MSG.validUntilInvalid);
      expectProblem(await send(caterer, event.id, { message: '  ' }), 400, QUOTE_MSG.messageRequired);
      // Venues is the provider's but not asked for; Music is neither.
      expectProblem(await send(caterer, event.id, { category_id: venues }), 400, QUOTE_MSG.invalidCategory);
      expectProblem(await send(caterer, event.id, { category_id: await categoryId(db(), 'Music & Entertainment') }), 400, QUOTE_MSG.invalidCategory);
      expectProblem(await send(caterer, event.id, { subcategory_id: await firstSubcategoryId(db(), 'Venues') }), 400, QUOTE_MSG.invalidCategory);
      const free = await sent(caterer, event.id, { quote_amount: '0', valid_until: today });
      expect(free).toMatchObject({ quote_amount: 0, valid_until: today });
    });

    it('is for verified, active providers only', async () => {
      const caterer = await provider('Nelson');
      const event = await request({ city: 'Nelson' });
      await db().update(providerProfiles).set({ is_verified: false }).where(eq(providerProfiles.id, caterer.id));
      expectProblem(await send(caterer, event.id), 403, PROVIDER_ACCOUNT_MSG.awaitingVerification);
      expectProblem(await ctx().app.inject({ method: 'POST', url: URL, headers: organiser.headers, payload: { ...input(), event_request_id: event.id } }), 403, PROVIDER_ACCOUNT_MSG.providersOnly);
      expectProblem(await ctx().app.inject({ method: 'POST', url: URL, payload: {} }), 401, MSG.tokenRequired);
    });
  });

  describe('PUT and withdraw', () => {
    it('changes a pending quote and tells the chat and the organiser', async () => {
      const caterer = await provider('Rotorua');
      const event = await request({ city: 'Rotorua', title: 'Lakeside wedding' });
      const quote = await sent(caterer, event.id);
      const mail = inbox.nextMailTo(organiser.user.email);
      const res = await ctx().app.inject({ method: 'PUT', url: `${URL}/${quote.id}`, headers: caterer.headers, payload: input({ quote_amount: 3100, message: 'Now with dessert' }) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TQuoteResponse>()).toMatchObject({ message: QUOTE_MSG.updated, data: { id: quote.id, quote_amount: 3100, message: 'Now with dessert', status: 'submitted' } });
      expect((await roomLines(event.id, caterer.id)).lines.at(-1)).toBe(`system: ${caterer.business_name} updated their quote to $3,100`);
      let received = await mail;
      while (received.subject !== 'Updated quote for Lakeside wedding') received = await inbox.nextMailTo(organiser.user.email);
      expect(received.text).toContain(`${caterer.business_name} updated their quote for "Lakeside wedding": now $3,100`);
    });

    it('refuses to change or withdraw a quote that is not pending, or is not its own', async () => {
      const caterer = await provider('Gisborne');
      const rival = await provider('Gisborne');
      const event = await request({ city: 'Gisborne' });
      const quote = await sent(caterer, event.id);
      const put = (who: TProvider, id: number) => ctx().app.inject({ method: 'PUT', url: `${URL}/${id}`, headers: who.headers, payload: input() });
      const withdraw = (who: TProvider, id: number) => ctx().app.inject({ method: 'POST', url: `${URL}/${id}/withdraw`, headers: who.headers });
      expectProblem(await put(rival, quote.id), 404, QUOTE_MSG.notFound);
      expectProblem(await withdraw(rival, quote.id), 404, QUOTE_MSG.notFound);
      expectProblem(await ctx().app.inject({ method: 'GET', url: `${URL}/${quote.id}`, headers: rival.headers }), 404, QUOTE_MSG.notFound);

      await db().update(quotes).set({ valid_until: addDaysToIsoDate(today, -1) }).where(eq(quotes.id, quote.id));
      expectProblem(await put(caterer, quote.id), 409, QUOTE_MSG.onlySubmittedEditable);
      expectProblem(await withdraw(caterer, quote.id), 409, QUOTE_MSG.onlySubmittedWithdrawable);
      expect((await ctx().app.inject({ method: 'GET', url: `${URL}/${quote.id}`, headers: caterer.headers })).json<TQuoteResponse>().data.status).toBe('expired');

      await db().update(quotes).set({ valid_until: addDaysToIsoDate(today, 5), status: 'accepted' }).where(eq(quotes.id, quote.id));
      expectProblem(await put(caterer, quote.id), 409, QUOTE_MSG.onlySubmittedEditable);
      await db().update(quotes).set({ status: 'submitted' }).where(eq(quotes.id, quote.id));
      const withdrawn = await withdraw(caterer, quote.id);
      expect(withdrawn.json<TQuoteResponse>()).toMatchObject({ message: QUOTE_MSG.withdrawn, data: { status: 'withdrawn' } });
      expect((await roomLines(event.id, caterer.id)).lines.at(-1)).toBe(`system: ${caterer.business_name} withdrew their quote`);
      expectProblem(await withdraw(caterer, quote.id), 409, QUOTE_MSG.onlySubmittedWithdrawable);
      expectProblem(await put(caterer, quote.id), 409, QUOTE_MSG.onlySubmittedEditable);
    });

    it('refuses a change once the request has closed', async () => {
      const caterer = await provider('Hastings');
      const event = await request({ city: 'Hastings' });
      const quote = await sent(caterer, event.id);
      const cancelled = await ctx().app.inject({ method: 'POST', url: `/api/event-organiser/event-requests/${event.id}/cancel`, headers: organiser.headers });
      expect(cancelled.statusCode).toBe(200);
      // Cancelling closed the pending quote, so it is no longer the provider's to change.
      expectProblem(await ctx().app.inject({ method: 'PUT', url: `${URL}/${quote.id}`, headers: caterer.headers, payload: input() }), 409, QUOTE_MSG.onlySubmittedEditable);
      // A request closed under a quote still pending (the event date passed) refuses with the request's reason.
      const past = await request({ city: 'Hastings' });
      const pending = await sent(caterer, past.id);
      await db().update(eventRequests).set({ event_date: addDaysToIsoDate(today, -1) }).where(eq(eventRequests.id, past.id));
      expectProblem(await ctx().app.inject({ method: 'PUT', url: `${URL}/${pending.id}`, headers: caterer.headers, payload: input() }), 409, QUOTE_MSG.eventCompleted);
    });
  });

  describe('lists', () => {
    it('lists my quotes one status at a time, newest first, with every count; expired worked out when read', async () => {
      const caterer = await provider('Invercargill');
      const events = await Promise.all([1, 2, 3, 4].map(() => request({ city: 'Invercargill' })));
      const made = [];
      for (const event of events) made.push(await sent(caterer, event.id));
      await db().update(quotes).set({ valid_until: addDaysToIsoDate(today, -3) }).where(eq(quotes.id, made[0]!.id));
      await db().update(quotes).set({ status: 'rejected' }).where(eq(quotes.id, made[1]!.id));
      await ctx().app.inject({ method: 'POST', url: `${URL}/${made[2]!.id}/withdraw`, headers: caterer.headers });
      const all = await ctx().app.inject({ method: 'GET', url: URL, headers: caterer.headers });
      expect(all.statusCode, all.body).toBe(200);
      const body = all.json<TQuoteListResponse>();
      expect(body.data.map((q) => [q.id, q.status])).toEqual([[made[3]!.id, 'submitted'], [made[2]!.id, 'withdrawn'], [made[1]!.id, 'rejected'], [made[0]!.id, 'expired']]);
      expect(body.counts).toEqual({ all: 4, submitted: 1, accepted: 0, rejected: 1, expired: 1, withdrawn: 1 });
      expect(body.pagination).toEqual({ page: 1, limit: 20, total: 4, total_pages: 1 });
      const expired = (await ctx().app.inject({ method: 'GET', url: `${URL}?status=expired`, headers: caterer.headers })).json<TQuoteListResponse>();
      expect(expired.data.map((q) => q.id)).toEqual([made[0]!.id]);
      expect(expired.pagination.total).toBe(1);
      const pending = (await ctx().app.inject({ method: 'GET', url: `${URL}?status=submitted`, headers: caterer.headers })).json<TQuoteListResponse>();
      expect(pending.data.map((q) => q.id)).toEqual([made[3]!.id]);
      expect((await ctx().app.inject({ method: 'GET', url: `${URL}?page=2`, headers: caterer.headers })).json<TQuoteListResponse>().data).toEqual([]);
      expectProblem(await ctx().app.inject({ method: 'GET', url: `${URL}?status=pending`, headers: caterer.headers }), 400, QUOTE_MSG.invalidStatus);
    });

    it("shows an organiser the quotes on their own events, never withdrawn ones, and nobody else's", async () => {
      const first = await provider('Wellington');
      const second = await provider('Wellington');
      const mine = await request({ city: 'Wellington', title: 'Office party' });
      const theirs = await request({ city: 'Wellington', title: 'Their party' }, other);
      const a = await sent(first, mine.id, { quote_amount: 1000 });
      const b = await sent(second, mine.id, { quote_amount: 1200 });
      await sent(first, theirs.id);
      await ctx().app.inject({ method: 'POST', url: `${URL}/${a.id}/withdraw`, headers: first.headers });

      const forEvent = await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/event-requests/${mine.id}/quotes`, headers: organiser.headers });
      expect(forEvent.statusCode, forEvent.body).toBe(200);
      expect(forEvent.json<TEventQuotesResponse>().data.map((q) => [q.id, q.provider.business_name, q.quote_amount])).toEqual([[b.id, second.business_name, 1200]]);
      expectProblem(await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/event-requests/${theirs.id}/quotes`, headers: organiser.headers }), 404, EVENT_REQUEST_MSG.notFound);
      expectProblem(await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/event-requests/${mine.id}/quotes`, headers: first.headers }), 403, MSG.organisersOnly);

      const page = await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/quotes?event_request_id=${mine.id}`, headers: organiser.headers });
      expect(page.json<TQuoteListResponse>()).toMatchObject({ counts: { all: 1, submitted: 1, withdrawn: 0 }, pagination: { total: 1 } });
      // My Events' "N quotes received" counts the same quotes.
      const myEvent = await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/event-requests/${mine.id}`, headers: organiser.headers });
      expect(myEvent.json<{ data: { quotes_count: number } }>().data.quotes_count).toBe(1);
      const everything = (await ctx().app.inject({ method: 'GET', url: '/api/event-organiser/quotes', headers: organiser.headers })).json<TQuoteListResponse>();
      expect(everything.data.every((q) => q.event_title !== 'Their party')).toBe(true);
      expect(everything.data.some((q) => q.id === b.id)).toBe(true);
      const theirList = (await ctx().app.inject({ method: 'GET', url: '/api/event-organiser/quotes?status=submitted', headers: other.headers })).json<TQuoteListResponse>();
      expect(theirList.data.map((q) => q.event_title)).toEqual(['Their party']);
      expectProblem(await ctx().app.inject({ method: 'GET', url: '/api/event-organiser/quotes', headers: first.headers }), 403, MSG.organisersOnly);
    });

    it("gives the organiser each quoting provider's rating and review count, to compare quotes by", async () => {
      const rated = await provider('Tauranga');
      const unrated = await provider('Tauranga');
      const event = await request({ city: 'Tauranga', title: 'Compared party' });
      await db().update(providerProfiles).set({ avg_rating: 4.67, review_count: 12 }).where(eq(providerProfiles.id, rated.id));
      const a = await sent(rated, event.id, { quote_amount: 900 });
      const b = await sent(unrated, event.id, { quote_amount: 950 });

      const forEvent = await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/event-requests/${event.id}/quotes`, headers: organiser.headers });
      const byId = new Map(forEvent.json<TEventQuotesResponse>().data.map((q) => [q.id, q.provider]));
      expect(byId.get(a.id)).toMatchObject({ avg_rating: 4.67, review_count: 12 });
      expect(byId.get(b.id)).toMatchObject({ avg_rating: 0, review_count: 0 });
      const page = (await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/quotes?event_request_id=${event.id}`, headers: organiser.headers })).json<TQuoteListResponse>();
      expect(page.data.find((q) => q.id === a.id)?.provider).toMatchObject({ avg_rating: 4.67, review_count: 12 });
    });
  });

  it('stores nothing when a quote is refused', async () => {
    const caterer = await provider('Tauranga');
    const event = await request({ city: 'Tauranga', status: 'cancelled' });
    await send(caterer, event.id);
    expect(await db().select().from(chatRooms).where(eq(chatRooms.event_request_id, event.id))).toEqual([]);
    expect(await db().select().from(quoteInvitations).where(eq(quoteInvitations.event_request_id, event.id))).toEqual([]);
  });
}, { SMTP_URL: inbox.url, APP_URL: 'https://hui.example.nz' });
