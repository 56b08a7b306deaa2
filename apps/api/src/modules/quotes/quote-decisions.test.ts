import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  addDaysToIsoDate, EVENT_REQUEST_MSG, MSG, nzToday, QUOTE_MSG, type TErrorResponse, type TEventRequestResponse, type TQuoteDecisionResponse,
  type TQuoteListResponse,
} from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { addEventRequest, addPortalProvider, createOrganiser, type TEventRequestSpec } from '../../../test/factories.ts';
import { startSmtpInbox } from '../../../test/smtp-inbox.ts';
import { eventRequests, mailOutbox, notifications, quotes } from '../../db/schema.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
type TOrganiser = Awaited<ReturnType<typeof createOrganiser>>;
type TProvider = Awaited<ReturnType<typeof addPortalProvider>>;
type TQuoteRow = typeof quotes.$inferSelect;

describeEachEngine('an organiser accepts or declines a quote', (ctx) => {
  const db = () => ctx().database.db;
  const today = nzToday();
  let organiser: TOrganiser;
  let other: TOrganiser;
  let providers: TProvider[];

  beforeAll(async () => {
    organiser = await createOrganiser(ctx().app, { first_name: 'Aroha', last_name: 'Ngata' });
    other = await createOrganiser(ctx().app, { first_name: 'Bryn', last_name: 'Other' });
    providers = [];
    for (const name of ['Kōwhai Kitchen', 'Harbour Lights', 'Petal & Fern', 'Mission Bay Coffee']) {
      providers.push(await addPortalProvider(db(), { city: 'Auckland', categoryNames: ['Catering & Food'], business_name: `${name} ${Date.now()}` }));
    }
  });

  const event = (spec: Partial<TEventRequestSpec> = {}, owner: TOrganiser = organiser) => addEventRequest(db(), { organiserId: owner.user.id, ...spec });
  const quote = async (eventId: number, provider: TProvider, values: Partial<TQuoteRow> = {}) => {
    const [row] = await db().insert(quotes).values({
      event_request_id: eventId, provider_id: provider.id, quote_amount: 1200, message: 'Our quote', valid_until: addDaysToIsoDate(today, 10), ...values,
    }).returning();
    return row!;
  };
  const decide = (action: 'accept' | 'reject', eventId: number | string, quoteId: number | string, headers: Record<string, string> = organiser.headers) =>
    ctx().app.inject({ method: 'POST', url: `/api/event-organiser/event-requests/${eventId}/quotes/${quoteId}/${action}`, headers });
  const expectProblem = (res: { statusCode: number; body: string; json: <T>() => T }, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<TErrorResponse>()).toMatchObject({ success: false, error: message, message });
  };
  const rowsOf = (eventId: number) => db().select().from(quotes).where(eq(quotes.event_request_id, eventId)).orderBy(asc(quotes.id));
  const notesOf = (provider: TProvider) => db().select().from(notifications).where(eq(notifications.user_id, provider.user_id)).orderBy(asc(notifications.id));

  describe('accept', () => {
    it('accepts a pending quote: the event becomes active, every other pending quote is closed, each provider is told and e-mailed', async () => {
      const [chosen, second, third, gone] = providers as [TProvider, TProvider, TProvider, TProvider];
      const wedding = await event({ title: 'Garden wedding' });
      const accepted = await quote(wedding.id, chosen, { quote_amount: 2450.5 });
      const pendingA = await quote(wedding.id, second, { quote_amount: 1800 });
      const pendingB = await quote(wedding.id, third, { quote_amount: 3000, valid_until: addDaysToIsoDate(today, -1) });
      const declined = await quote(wedding.id, gone, { status: 'rejected', responded_at: new Date(Date.now() - 86_400_000) });
      const mailToChosen = inbox.nextMailTo(chosen.email);
      const mailToSecond = inbox.nextMailTo(second.email);

      const res = await decide('accept', wedding.id, accepted.id);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TQuoteDecisionResponse>();
      expect(body).toMatchObject({ success: true, message: QUOTE_MSG.accepted, event_status: 'active', data: { id: accepted.id, status: 'accepted', event_title: 'Garden wedding' } });
      expect(body.data.responded_at).not.toBeNull();

      const rows = await rowsOf(wedding.id);
      expect(rows.map((q) => [q.id, q.status, q.responded_at !== null])).toEqual([
        [accepted.id, 'accepted', true], [pendingA.id, 'rejected', true], [pendingB.id, 'rejected', true], [declined.id, 'rejected', true],
      ]);
      // The quote declined before keeps its own answer time.
      expect(rows[3]!.responded_at).toEqual(declined.responded_at);
      const [stored] = await db().select().from(eventRequests).where(eq(eventRequests.id, wedding.id));
      expect(stored!.status).toBe('active');

      expect((await notesOf(chosen)).map((n) => [n.type, n.message, n.link])).toEqual([
        ['success', `Your quote of $2,450.50 for "Garden wedding" was accepted`, `/quotes/${accepted.id}`],
      ]);
      expect((await notesOf(second)).map((n) => [n.type, n.message])).toEqual([
        ['info', 'Your quote of $1,800 for "Garden wedding" was not chosen: the organiser accepted another quote'],
      ]);
      expect((await notesOf(third)).map((n) => n.message)).toEqual(['Your quote of $3,000 for "Garden wedding" was not chosen: the organiser accepted another quote']);
      expect(await notesOf(gone)).toEqual([]);
      const mails = await db().select().from(mailOutbox).where(inArray(mailOutbox.to_address, [chosen.email, second.email, third.email, gone.email]));
      expect(mails.map((m) => [m.to_address, m.subject]).sort()).toEqual([
        [chosen.email, 'Quote accepted: Garden wedding'], [second.email, 'Quote not chosen: Garden wedding'], [third.email, 'Quote not chosen: Garden wedding'],
      ].sort());
      expect((await mailToChosen).text).toContain('Your quote of $2,450.50 for "Garden wedding" was accepted.');
      expect((await mailToSecond).text).toContain(`https://providers.example.nz/quotes/${pendingA.id}`);

      // The organiser's reads agree: the request is booked and takes no more quotes.
      const read = (await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/event-requests/${wedding.id}`, headers: organiser.headers })).json<TEventRequestResponse>().data;
      expect(read).toMatchObject({ status: 'active', accepted_quotes_count: 1, quotes_count: 4, accepting_quotes: false, accepted_at: body.data.responded_at });
      const list = (await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/quotes?event_request_id=${wedding.id}`, headers: organiser.headers })).json<TQuoteListResponse>();
      expect(list.counts).toMatchObject({ all: 4, submitted: 0, accepted: 1, rejected: 3 });
    });

    it('accepts one quote per event: a second answers 409 with the spec text, and so does a quote closed by the first', async () => {
      const [first, second, third] = providers as [TProvider, TProvider, TProvider];
      const party = await event({ status: 'active' });
      const a = await quote(party.id, first);
      const b = await quote(party.id, second);
      expect((await decide('accept', party.id, a.id)).json<TQuoteDecisionResponse>()).toMatchObject({ event_status: 'active' });
      expectProblem(await decide('accept', party.id, a.id), 409, QUOTE_MSG.alreadyAcceptedForEvent);
      expectProblem(await decide('accept', party.id, b.id), 409, QUOTE_MSG.alreadyAcceptedForEvent);
      // A quote that arrives afterwards (as stored data might hold) cannot be accepted either.
      const late = await quote(party.id, third);
      expectProblem(await decide('accept', party.id, late.id), 409, QUOTE_MSG.alreadyAcceptedForEvent);
      expect((await rowsOf(party.id)).filter((q) => q.status === 'accepted').map((q) => q.id)).toEqual([a.id]);
    });

    it('lets exactly one of two accepts sent at once through, the other answering 409', async () => {
      for (let round = 0; round < 3; round += 1) {
        const [first, second] = providers as [TProvider, TProvider];
        const fair = await event();
        const [a, b] = [await quote(fair.id, first), await quote(fair.id, second)];
        const answers = await Promise.all([decide('accept', fair.id, a.id), decide('accept', fair.id, b.id)]);
        expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([200, 409]);
        expectProblem(answers.find((r) => r.statusCode === 409)!, 409, QUOTE_MSG.alreadyAcceptedForEvent);
        const winner = answers.find((r) => r.statusCode === 200)!.json<TQuoteDecisionResponse>().data.id;
        expect((await rowsOf(fair.id)).map((q) => [q.id, q.status])).toEqual([[a.id, a.id === winner ? 'accepted' : 'rejected'], [b.id, b.id === winner ? 'accepted' : 'rejected']]);
      }
    });

    it('refuses a quote that is not pending: expired, rejected, accepted elsewhere', async () => {
      const [first, second] = providers as [TProvider, TProvider];
      const dinner = await event();
      const expired = await quote(dinner.id, first, { valid_until: addDaysToIsoDate(today, -1) });
      const storedExpired = await quote(dinner.id, second, { status: 'expired' });
      expectProblem(await decide('accept', dinner.id, expired.id), 409, QUOTE_MSG.expiredCannotAccept);
      expectProblem(await decide('accept', dinner.id, storedExpired.id), 409, QUOTE_MSG.expiredCannotAccept);
      const lunch = await event();
      const rejected = await quote(lunch.id, first, { status: 'rejected' });
      expectProblem(await decide('accept', lunch.id, rejected.id), 409, QUOTE_MSG.onlySubmittedAccepted);
      expect((await rowsOf(dinner.id)).map((q) => q.status)).toEqual(['submitted', 'expired']);
    });
  });

  describe('reject', () => {
    it('declines a pending quote and tells its provider; the event keeps its status and its other quotes', async () => {
      const [first, second] = providers as [TProvider, TProvider];
      const picnic = await event({ title: 'Beach picnic' });
      const declined = await quote(picnic.id, first, { quote_amount: 640 });
      const kept = await quote(picnic.id, second);
      const before = (await notesOf(first)).length;
      const res = await decide('reject', picnic.id, declined.id);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TQuoteDecisionResponse>();
      expect(body).toMatchObject({ success: true, message: QUOTE_MSG.rejected, event_status: 'submitted', data: { id: declined.id, status: 'rejected' } });
      expect(body.data.responded_at).not.toBeNull();
      expect((await rowsOf(picnic.id)).map((q) => [q.id, q.status])).toEqual([[declined.id, 'rejected'], [kept.id, 'submitted']]);
      const notes = await notesOf(first);
      expect(notes.slice(before).map((n) => [n.type, n.message, n.link])).toEqual([['info', 'Your quote of $640 for "Beach picnic" was not accepted', `/quotes/${declined.id}`]]);
      const [mail] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.to_address, first.email), eq(mailOutbox.subject, 'Quote not accepted: Beach picnic')));
      expect(mail).toBeDefined();

      expectProblem(await decide('reject', picnic.id, declined.id), 409, QUOTE_MSG.onlySubmittedRejected);
      expectProblem(await decide('accept', picnic.id, declined.id), 409, QUOTE_MSG.onlySubmittedAccepted);
      // Declining one quote leaves the rest open: the other can still be accepted.
      expect((await decide('accept', picnic.id, kept.id)).statusCode).toBe(200);
    });

    it('refuses an expired or accepted quote', async () => {
      const [first, second] = providers as [TProvider, TProvider];
      const gala = await event();
      const expired = await quote(gala.id, first, { valid_until: addDaysToIsoDate(today, -2) });
      const accepted = await quote(gala.id, second, { status: 'accepted' });
      expectProblem(await decide('reject', gala.id, expired.id), 409, QUOTE_MSG.onlySubmittedRejected);
      expectProblem(await decide('reject', gala.id, accepted.id), 409, QUOTE_MSG.onlySubmittedRejected);
    });
  });

  describe('the event must still be open for a decision', () => {
    it.each(['draft', 'cancelled', 'completed', 'rejected'] as const)('a %s event answers 409 for both decisions', async (status) => {
      const closed = await event({ status });
      const q = await quote(closed.id, providers[0]!);
      expectProblem(await decide('accept', closed.id, q.id), 409, QUOTE_MSG.eventClosedForDecision(status));
      expectProblem(await decide('reject', closed.id, q.id), 409, QUOTE_MSG.eventClosedForDecision(status));
      expect((await rowsOf(closed.id))[0]!.status).toBe('submitted');
    });

    it('an event whose date has passed answers 409', async () => {
      const past = await event({ event_date: addDaysToIsoDate(today, -1) });
      const q = await quote(past.id, providers[0]!);
      expectProblem(await decide('accept', past.id, q.id), 409, QUOTE_MSG.eventDatePassed);
      expectProblem(await decide('reject', past.id, q.id), 409, QUOTE_MSG.eventDatePassed);
      // Today's event still takes a decision.
      const todays = await event({ event_date: today });
      expect((await decide('accept', todays.id, (await quote(todays.id, providers[0]!)).id)).statusCode).toBe(200);
    });
  });

  describe('access', () => {
    it("answers 404 for another organiser's event, a quote on another event, a withdrawn quote or unknown ids: nothing leaks", async () => {
      const theirs = await event({}, other);
      const theirQuote = await quote(theirs.id, providers[0]!);
      const mine = await event();
      const elsewhere = await event();
      const onOther = await quote(elsewhere.id, providers[1]!);
      const withdrawn = await quote(mine.id, providers[2]!, { status: 'withdrawn' });
      for (const action of ['accept', 'reject'] as const) {
        expectProblem(await decide(action, theirs.id, theirQuote.id), 404, EVENT_REQUEST_MSG.notFound);
        expectProblem(await decide(action, 2_000_000_000, theirQuote.id), 404, EVENT_REQUEST_MSG.notFound);
        expectProblem(await decide(action, mine.id, theirQuote.id), 404, QUOTE_MSG.notFound);
        expectProblem(await decide(action, mine.id, onOther.id), 404, QUOTE_MSG.notFound);
        expectProblem(await decide(action, mine.id, withdrawn.id), 404, QUOTE_MSG.notFound);
        expectProblem(await decide(action, mine.id, 2_000_000_000), 404, QUOTE_MSG.notFound);
      }
      expect((await rowsOf(theirs.id))[0]!.status).toBe('submitted');
      expect((await rowsOf(mine.id))[0]!.status).toBe('withdrawn');
    });

    it('is for organisers with a token, and checks the ids', async () => {
      const mine = await event();
      const q = await quote(mine.id, providers[0]!);
      expectProblem(await decide('accept', mine.id, q.id, providers[0]!.headers), 403, MSG.organisersOnly);
      expectProblem(await decide('accept', mine.id, q.id, {}), 401, MSG.tokenRequired);
      for (const bad of ['abc', '0', '-1', '1.5', '2147483648']) {
        expectProblem(await decide('accept', bad, q.id), 400, QUOTE_MSG.invalidEventId);
        expectProblem(await decide('reject', mine.id, bad), 400, QUOTE_MSG.invalidId);
      }
      expect((await rowsOf(mine.id))[0]!.status).toBe('submitted');
    });
  });
}, { SMTP_URL: inbox.url });
