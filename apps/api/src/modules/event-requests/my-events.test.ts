import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  addDaysToIsoDate, EVENT_REQUEST_MSG, nzToday, type TEventRequest, type TEventRequestListResponse, type TEventRequestResponse,
  type TProviderRequestListResponse,
} from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { addEventRequest, addPortalProvider, createOrganiser, type TEventRequestSpec } from '../../../test/factories.ts';
import { startSmtpInbox } from '../../../test/smtp-inbox.ts';
import { mailOutbox, notifications, quoteInvitations, quotes } from '../../db/schema.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
const URL = '/api/event-organiser/event-requests';
type TOrganiser = Awaited<ReturnType<typeof createOrganiser>>;
type TProvider = Awaited<ReturnType<typeof addPortalProvider>>;
const DAY_MS = 86_400_000;

// My Events: the tab counts, the details modal's timeline dates, whether a request still takes
// quotes, and what cancelling does to its quotes and providers.
describeEachEngine('my events', (ctx) => {
  const db = () => ctx().database.db;
  const today = nzToday();
  let providers: TProvider[];

  beforeAll(async () => {
    providers = [];
    for (let i = 0; i < 5; i += 1) providers.push(await addPortalProvider(db(), { city: 'Nelson', categoryNames: ['Catering & Food'], business_name: `Nelson caterer ${i} ${Date.now()}` }));
  });

  const event = (organiser: TOrganiser, spec: Partial<TEventRequestSpec> = {}) => addEventRequest(db(), { organiserId: organiser.user.id, city: 'Nelson', ...spec });
  const quote = async (eventId: number, provider: TProvider, values: Partial<typeof quotes.$inferInsert> = {}) => {
    const [row] = await db().insert(quotes).values({
      event_request_id: eventId, provider_id: provider.id, quote_amount: 700, valid_until: addDaysToIsoDate(today, 10), ...values,
    }).returning();
    return row!;
  };
  const list = async (organiser: TOrganiser, query = '') => {
    const res = await ctx().app.inject({ method: 'GET', url: `${URL}${query}`, headers: organiser.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TEventRequestListResponse>();
  };
  const read = async (organiser: TOrganiser, id: number): Promise<TEventRequest> =>
    (await ctx().app.inject({ method: 'GET', url: `${URL}/${id}`, headers: organiser.headers })).json<TEventRequestResponse>().data;

  describe('counts', () => {
    it("counts every tab over all the organiser's requests, whatever the list's filter, in the same answer as the page", async () => {
      const organiser = await createOrganiser(ctx().app);
      const statuses = ['draft', 'draft', 'submitted', 'active', 'completed', 'completed', 'cancelled', 'rejected'] as const;
      for (const status of statuses) await event(organiser, { status, event_date: status === 'completed' ? addDaysToIsoDate(today, -3) : addDaysToIsoDate(today, 20) });
      await event(await createOrganiser(ctx().app), { status: 'draft' });
      const counts = { all: 8, draft: 2, active: 2, completed: 2, cancelled: 1 };

      const all = await list(organiser);
      expect(all.counts).toEqual(counts);
      expect(all.pagination).toEqual({ total: 8, page: 1, limit: 20, totalPages: 1 });
      const active = await list(organiser, '?status=submitted,active');
      expect(active.data.map((e) => e.status).sort()).toEqual(['active', 'submitted']);
      expect(active).toMatchObject({ counts, pagination: { total: 2 } });
      const pastPage = await list(organiser, '?status=completed&page=3&limit=1');
      expect(pastPage).toMatchObject({ data: [], counts, pagination: { total: 2, page: 3, limit: 1, totalPages: 2 } });
      const dated = await list(organiser, `?event_date_to=${today}`);
      expect(dated).toMatchObject({ counts, pagination: { total: 2 } });
      const newcomer = await list(await createOrganiser(ctx().app));
      expect(newcomer).toMatchObject({ data: [], counts: { all: 0, draft: 0, active: 0, completed: 0, cancelled: 0 }, pagination: { total: 0 } });
    });
  });

  describe('timeline dates and accepting_quotes', () => {
    it('dates the first quote (withdrawn ones left out) and the acceptance; completed_at stays empty until the lifecycle job', async () => {
      const organiser = await createOrganiser(ctx().app);
      const booked = await event(organiser, { status: 'active' });
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
      await quote(booked.id, providers[0]!, { status: 'withdrawn', created_at: at(6) });
      const first = await quote(booked.id, providers[1]!, { status: 'rejected', created_at: at(4), responded_at: at(2) });
      const accepted = await quote(booked.id, providers[2]!, { status: 'accepted', created_at: at(3), responded_at: at(1) });
      const quiet = await event(organiser);
      const data = await read(organiser, booked.id);
      expect(data).toMatchObject({ first_quote_at: first.created_at.toISOString(), accepted_at: accepted.responded_at!.toISOString(), completed_at: null, quotes_count: 2 });
      expect(await read(organiser, quiet.id)).toMatchObject({ first_quote_at: null, accepted_at: null, completed_at: null, cancelled_at: null });
    });

    it('says whether providers can still quote, by the very rule of the providers’ inbox', async () => {
      const organiser = await createOrganiser(ctx().app);
      const cases: [Partial<TEventRequestSpec>, boolean][] = [
        [{}, true],
        [{ response_deadline: today }, true],
        [{ response_deadline: addDaysToIsoDate(today, -1) }, false],
        [{ submitted_at: new Date(Date.now() - 40 * DAY_MS) }, false],
        [{ event_date: addDaysToIsoDate(today, -1) }, false],
        [{ status: 'active' }, false],
        [{ status: 'draft' }, false],
        [{ status: 'cancelled' }, false],
      ];
      const made: { id: number; expected: boolean }[] = [];
      for (const [spec, expected] of cases) made.push({ id: (await event(organiser, spec)).id, expected });
      const taken = await event(organiser);
      await quote(taken.id, providers[3]!, { status: 'accepted' });
      made.push({ id: taken.id, expected: false });

      const page = await list(organiser);
      const accepting = new Map(page.data.map((e) => [e.id, e.accepting_quotes]));
      expect(made.map((m) => accepting.get(m.id))).toEqual(made.map((m) => m.expected));
      // A provider these requests are for finds in its inbox exactly the ones still taking quotes.
      const inboxIds = (await ctx().app.inject({ method: 'GET', url: '/api/service-provider/event-requests', headers: providers[4]!.headers }))
        .json<TProviderRequestListResponse>().data.map((r) => r.id);
      expect(made.filter((m) => inboxIds.includes(m.id)).map((m) => m.id)).toEqual(made.filter((m) => m.expected).map((m) => m.id));
    });
  });

  describe('cancel', () => {
    it('closes the pending quotes and tells every provider who quoted or was invited, in-app and by e-mail', async () => {
      const organiser = await createOrganiser(ctx().app);
      const [pending, withdrew, invited, booked, declined] = providers as [TProvider, TProvider, TProvider, TProvider, TProvider];
      const party = await event(organiser, { title: 'Harvest festival', status: 'active', event_date: addDaysToIsoDate(today, 25) });
      const pendingQuote = await quote(party.id, pending);
      const withdrawnQuote = await quote(party.id, withdrew, { status: 'withdrawn' });
      const bookedQuote = await quote(party.id, booked, { status: 'accepted', responded_at: new Date() });
      const declinedQuote = await quote(party.id, declined, { status: 'rejected', responded_at: new Date() });
      await db().insert(quoteInvitations).values({ event_request_id: party.id, provider_id: invited.id, message: 'Could you quote?' });
      const mail = inbox.nextMailTo(invited.email);

      const res = await ctx().app.inject({ method: 'POST', url: `${URL}/${party.id}/cancel`, headers: organiser.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TEventRequestResponse>()).toMatchObject({ message: EVENT_REQUEST_MSG.cancelled, data: { status: 'cancelled', accepting_quotes: false } });

      const rows = await db().select().from(quotes).where(eq(quotes.event_request_id, party.id)).orderBy(asc(quotes.id));
      expect(rows.map((q) => [q.id, q.status])).toEqual([
        [pendingQuote.id, 'rejected'], [withdrawnQuote.id, 'withdrawn'], [bookedQuote.id, 'accepted'], [declinedQuote.id, 'rejected'],
      ]);
      expect(rows[0]!.responded_at).not.toBeNull();

      const told = [pending, invited, booked, declined];
      const notes = await db().select().from(notifications).where(inArray(notifications.user_id, providers.map((p) => p.user_id)));
      const aboutParty = notes.filter((n) => n.link === `/requests/${party.id}`);
      expect(aboutParty.map((n) => n.user_id).sort()).toEqual(told.map((p) => p.user_id).sort());
      expect(new Set(aboutParty.map((n) => `${n.type}: ${n.message}`))).toEqual(new Set(['warning: The organiser cancelled "Harvest festival"']));
      const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.subject, 'Request cancelled: Harvest festival'));
      expect(mails.map((m) => m.to_address).sort()).toEqual(told.map((p) => p.email).sort());
      const received = await mail;
      expect(received.text).toContain(`The organiser cancelled "Harvest festival", planned for ${party.event_date}.`);
      expect(received.text).toContain(`https://providers.example.nz/requests/${party.id}`);
    });

    it('cancelling a draft or a request nobody quoted on tells no one; a second cancel changes nothing', async () => {
      const organiser = await createOrganiser(ctx().app);
      const draft = await event(organiser, { status: 'draft', title: 'Quiet draft' });
      const open = await event(organiser, { title: 'Quiet request' });
      for (const id of [draft.id, open.id]) {
        expect((await ctx().app.inject({ method: 'POST', url: `${URL}/${id}/cancel`, headers: organiser.headers })).statusCode).toBe(200);
        const again = await ctx().app.inject({ method: 'POST', url: `${URL}/${id}/cancel`, headers: organiser.headers });
        expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([409, EVENT_REQUEST_MSG.alreadyCancelled]);
      }
      const notes = await db().select().from(notifications).where(inArray(notifications.link, [`/requests/${draft.id}`, `/requests/${open.id}`]));
      expect(notes).toEqual([]);
    });
  });
}, { SMTP_URL: inbox.url });
