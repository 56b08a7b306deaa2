import { Writable } from 'node:stream';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { addDaysToIsoDate, nzToday, type TEventHistoryResponse, type TEventRequestResponse } from '@app/contract';
import { describeEachEngine, testConfig } from '../../../test/harness.ts';
import { addEventRequest, addPortalProvider, createOrganiser, type TEventRequestSpec } from '../../../test/factories.ts';
import type { TDb } from '../../db/client.ts';
import { eventRequests, notifications, quotes } from '../../db/schema.ts';
import { eventLifecycleJob } from './event-lifecycle-job.ts';
import { completePastEvents } from './event-lifecycle.ts';

type TOrganiser = Awaited<ReturnType<typeof createOrganiser>>;
type TProvider = Awaited<ReturnType<typeof addPortalProvider>>;

describeEachEngine('event lifecycle', (ctx) => {
  const db = () => ctx().database.db;
  const today = nzToday();
  let organiser: TOrganiser;
  let caterer: TProvider;
  let florist: TProvider;

  beforeAll(async () => {
    organiser = await createOrganiser(ctx().app, { first_name: 'Aroha', last_name: 'Ngata' });
    caterer = await addPortalProvider(db(), { city: 'Auckland', categoryNames: ['Catering & Food'], business_name: 'Kōwhai Kitchen Catering' });
    florist = await addPortalProvider(db(), { city: 'Auckland', categoryNames: ['Catering & Food'], business_name: 'Petal & Fern Florals' });
  });

  const event = (spec: Partial<TEventRequestSpec>) => addEventRequest(db(), { organiserId: organiser.user.id, ...spec });
  const quote = async (eventId: number, provider: TProvider, status: 'submitted' | 'accepted' | 'rejected') => {
    const [row] = await db().insert(quotes).values({
      event_request_id: eventId, provider_id: provider.id, quote_amount: 900, status, valid_until: addDaysToIsoDate(today, 20),
      responded_at: status === 'submitted' ? null : new Date(),
    }).returning();
    return row!;
  };
  const statusOf = async (ids: number[]) =>
    (await db().select().from(eventRequests).where(inArray(eventRequests.id, ids)).orderBy(asc(eventRequests.id))).map((e) => [e.id, e.status, e.completed_at]);
  const reminders = () => db().select().from(notifications).where(eq(notifications.user_id, organiser.user.id)).orderBy(asc(notifications.id));

  it('completes submitted and active events whose date has passed, once, with a review reminder for each booking', async () => {
    const booked = await event({ title: 'Dad’s 70th', status: 'active', event_date: addDaysToIsoDate(today, -2) });
    const bookedQuote = await quote(booked.id, caterer, 'accepted');
    const unbooked = await event({ title: 'Quiz night', status: 'submitted', event_date: addDaysToIsoDate(today, -1) });
    const pending = await quote(unbooked.id, florist, 'submitted');
    const declined = await quote(unbooked.id, caterer, 'rejected');
    const untouched = [
      await event({ status: 'submitted', event_date: today }),
      await event({ status: 'active', event_date: addDaysToIsoDate(today, 5) }),
      await event({ status: 'draft', event_date: addDaysToIsoDate(today, -3) }),
      await event({ status: 'cancelled', event_date: addDaysToIsoDate(today, -3) }),
      await event({ status: 'submitted', event_date: null }),
    ];
    const now = new Date();
    const run = await completePastEvents({ db: db(), now });
    expect(run.skipped).toBe(false);
    expect(run.completed.filter((e) => [booked.id, unbooked.id].includes(e.id))).toEqual([
      { id: booked.id, organiser_id: organiser.user.id, is_booked: true },
      { id: unbooked.id, organiser_id: organiser.user.id, is_booked: false },
    ]);
    expect(await statusOf([booked.id, unbooked.id])).toEqual([[booked.id, 'completed', now], [unbooked.id, 'completed', now]]);
    expect((await statusOf(untouched.map((e) => e.id))).map(([, status, completedAt]) => [status, completedAt])).toEqual([
      ['submitted', null], ['active', null], ['draft', null], ['cancelled', null], ['submitted', null],
    ]);
    // The pending quote closes with the event; decided quotes keep their answer.
    const quoteStatuses = await db().select({ id: quotes.id, status: quotes.status }).from(quotes).where(inArray(quotes.id, [bookedQuote.id, pending.id, declined.id])).orderBy(asc(quotes.id));
    expect(quoteStatuses.map((q) => q.status)).toEqual(['accepted', 'expired', 'rejected']);
    expect((await reminders()).map((n) => [n.type, n.message, n.link])).toEqual([
      ['info', 'How was “Dad’s 70th”? Leave a review for Kōwhai Kitchen Catering.', '/dashboard?tab=reviews'],
    ]);

    // The organiser's reads: completed, no longer taking quotes, in History (the unbooked one with nothing spent).
    const read = (await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/event-requests/${unbooked.id}`, headers: organiser.headers })).json<TEventRequestResponse>().data;
    expect(read).toMatchObject({ status: 'completed', completed_at: now.toISOString(), accepting_quotes: false });
    const history = (await ctx().app.inject({ method: 'GET', url: '/api/event-organiser/event-requests/history', headers: organiser.headers })).json<TEventHistoryResponse>();
    expect(history.data.find((e) => e.id === unbooked.id)).toMatchObject({ history_status: 'completed', accepted_quotes: [], total_spent: 0, can_review: false });
    expect(history.data.find((e) => e.id === booked.id)).toMatchObject({ history_status: 'completed', total_spent: 900, can_review: true });

    // Again: nothing left to do, nothing written twice.
    const again = await completePastEvents({ db: db(), now: new Date() });
    expect(again.completed).toEqual([]);
    expect(await statusOf([booked.id, unbooked.id])).toEqual([[booked.id, 'completed', now], [unbooked.id, 'completed', now]]);
    expect(await reminders()).toHaveLength(1);
  });

  it('takes its day from `now` in New Zealand', async () => {
    const soon = await event({ status: 'submitted', event_date: addDaysToIsoDate(today, 10) });
    const later = await event({ status: 'active', event_date: addDaysToIsoDate(today, 12) });
    // 11 days on, in the morning in New Zealand: the first event's day is over, the second's not yet.
    const eleventhDay = new Date(`${addDaysToIsoDate(today, 11)}T09:00:00+13:00`);
    expect(nzToday(eleventhDay)).toBe(addDaysToIsoDate(today, 11));
    const run = await completePastEvents({ db: db(), now: eleventhDay });
    expect(run.completed.map((e) => e.id)).toContain(soon.id);
    expect(run.completed.map((e) => e.id)).not.toContain(later.id);
    expect((await statusOf([soon.id, later.id])).map(([, status]) => status)).toEqual(['completed', 'active']);
  });

  it('does the work once when two runs start together (two API nodes)', async () => {
    const events: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const past = await event({ title: `Past ${i}`, status: 'active', event_date: addDaysToIsoDate(today, -1 - i) });
      await quote(past.id, caterer, 'accepted');
      events.push(past.id);
    }
    const before = (await reminders()).length;
    const runs = await Promise.all([completePastEvents({ db: db() }), completePastEvents({ db: db() })]);
    const completed = runs.flatMap((r) => r.completed.map((e) => e.id)).filter((id) => events.includes(id));
    expect(completed.sort((a, b) => a - b)).toEqual(events);
    // One run did the work; the other skipped at the lock or found nothing left.
    expect(runs.filter((r) => r.completed.length > 0)).toHaveLength(1);
    expect((await reminders()).length - before).toBe(4);
    expect((await statusOf(events)).every(([, status]) => status === 'completed')).toBe(true);
  });

  describe('the job', () => {
    /** A small app with the job alone, on this test's database, logging to `lines`. */
    const jobApp = (database: TDb, lines: string[]) => {
      const stream = new Writable({ write(chunk, _encoding, done) { lines.push(String(chunk)); done(); } });
      const app = Fastify({ logger: { level: 'info', stream } });
      void app.register(fp(async (instance) => void instance.decorate('db', database), { name: 'database' }));
      void app.register(eventLifecycleJob, { config: testConfig({ EVENT_LIFECYCLE_INTERVAL: '1s' }) });
      return app;
    };

    it('runs when the app is ready and every interval after, and stops when the app closes', async () => {
      const lines: string[] = [];
      const atStart = await event({ status: 'submitted', event_date: addDaysToIsoDate(today, -1) });
      const app = jobApp(db(), lines);
      await app.ready();
      expect((await statusOf([atStart.id]))[0]![1]).toBe('completed');
      expect(lines.join('')).toMatch(/event lifecycle: \d+ past events completed/);

      const onTick = await event({ status: 'active', event_date: addDaysToIsoDate(today, -1) });
      await expect.poll(async () => (await statusOf([onTick.id]))[0]![1], { timeout: 5_000, interval: 200 }).toBe('completed');

      await app.close();
      const afterClose = await event({ status: 'submitted', event_date: addDaysToIsoDate(today, -1) });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect((await statusOf([afterClose.id]))[0]![1]).toBe('submitted');
      await completePastEvents({ db: db() });
    });

    it('logs a failed run instead of throwing, and the app still starts and closes', async () => {
      const lines: string[] = [];
      const broken = { transaction: () => Promise.reject(new Error('database unavailable')) } as unknown as TDb;
      const app = jobApp(broken, lines);
      await app.ready();
      await app.close();
      expect(lines.join('')).toContain('event lifecycle: the run failed; the next one tries again');
      expect(lines.join('')).toContain('database unavailable');
    });
  });
});
