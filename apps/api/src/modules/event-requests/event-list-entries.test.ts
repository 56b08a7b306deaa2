import { expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDaysToIsoDate, nzToday, type TEventRequest } from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { addEventRequest, categoryId, createOrganiser, createProvider, firstSubcategoryId } from '../../../test/factories.ts';
import type { TDb } from '../../db/db-types.ts';
import { queryRows } from '../../db/raw-query.ts';
import { categories, eventRequestItemCategories, eventRequestItems, eventRequests, quotes } from '../../db/schema.ts';

const URL = '/api/event-organiser/event-requests';

/**
 * Requests whose kept list entry (event_request_list_entries, migrations 0022 and 0024) is missing or
 * differs from the entry built from the request as it stands now, or whose copy of the request's
 * columns the page is cut by (owner, order, tab, dates) differs from the request's: the list must
 * never send an older one, nor put one on the wrong page.
 */
const staleEntries = (db: TDb) => queryRows<{ id: number }>(db, sql`
  select e.id from event_requests e
  left join event_request_list_entries kept on kept.event_request_id = e.id
  cross join lateral event_request_list_entry(e.id) fresh
  where kept.event_request_id is null
    or (kept.head, kept.tail, kept.has_accepted_quote) is distinct from (fresh.head, fresh.tail, fresh.has_accepted_quote)
    or (kept.organiser_id, kept.created_at, kept.status, kept.event_date, kept.response_deadline, kept.submitted_at)
      is distinct from (e.organiser_id, e.created_at, e.status, e.event_date, e.response_deadline, e.submitted_at)`);

describeEachEngine('event list entries kept by the database', (ctx) => {
  it('are rewritten by every kind of change to a request, its items, their categories and its quotes', async () => {
    const { db } = ctx().database;
    const organiser = await createOrganiser(ctx().app);
    const expectFresh = async (step: string) => expect(await staleEntries(db), step).toEqual([]);

    // Through the API: the wizard's create, an edit that replaces the items, a cancellation.
    const catering = await categoryId(db, 'Catering & Food');
    const body = {
      title: 'Aroha’s 21st', description: 'Party for 80 guests with a DJ.', event_date: '2027-03-20', location: 'auckland',
      budget_min: 1500, budget_max: 4000, delivery_method: 'on_site', response_deadline: '2027-03-01',
      items: [{ name: 'Finger food', quantity: 80, notes: null, categories: [{ category_id: catering, subcategory_id: await firstSubcategoryId(db, 'Catering & Food') }] }],
    };
    const created = await ctx().app.inject({ method: 'POST', url: URL, headers: organiser.headers, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const apiEvent = created.json<{ data: TEventRequest }>().data;
    await expectFresh('created through the API');
    const music = await categoryId(db, 'Music & Entertainment');
    const edited = await ctx().app.inject({
      method: 'PUT', url: `${URL}/${apiEvent.id}`, headers: organiser.headers,
      payload: { title: 'Aroha’s 21st birthday', items: [{ name: 'DJ', quantity: 1, categories: [{ category_id: music, subcategory_id: await firstSubcategoryId(db, 'Music & Entertainment') }] }] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectFresh('edited through the API');

    // Straight to the database, as a provider's quote, the lifecycle job or an admin would write.
    const event = await addEventRequest(db, { organiserId: organiser.user.id, categoryNames: ['Catering & Food', 'Photography & Video'] });
    await expectFresh('a request with its item and two links');
    const [item] = await db.select().from(eventRequestItems).where(eq(eventRequestItems.event_request_id, event.id));
    const [second] = await db.insert(eventRequestItems).values({ event_request_id: event.id, name: 'Photos', quantity: 1, sort_order: 1 }).returning();
    const [link] = await db.select().from(eventRequestItemCategories).where(eq(eventRequestItemCategories.item_id, item!.id)).limit(1);
    await db.update(eventRequestItemCategories).set({ item_id: second!.id }).where(eq(eventRequestItemCategories.id, link!.id));
    await expectFresh('a link moved to another item');
    await db.delete(eventRequestItemCategories).where(eq(eventRequestItemCategories.id, link!.id));
    await db.update(eventRequestItems).set({ notes: 'No nuts', sort_order: 5 }).where(eq(eventRequestItems.id, item!.id));
    await expectFresh('a link deleted, an item edited and reordered');
    await db.delete(eventRequestItems).where(eq(eventRequestItems.id, second!.id));
    await expectFresh('an item deleted');

    const provider = await createProvider(db);
    const other = await createProvider(db);
    const [quote] = await db.insert(quotes).values({ event_request_id: event.id, provider_id: provider.id, quote_amount: 2500 }).returning();
    const [withdrawn] = await db.insert(quotes).values({ event_request_id: event.id, provider_id: other.id, quote_amount: 900 }).returning();
    await db.update(quotes).set({ status: 'withdrawn' }).where(eq(quotes.id, withdrawn!.id));
    await expectFresh('quotes sent and withdrawn');
    await db.update(quotes).set({ status: 'accepted', responded_at: new Date() }).where(eq(quotes.id, quote!.id));
    await db.update(eventRequests).set({ status: 'active' }).where(eq(eventRequests.id, event.id));
    await expectFresh('a quote accepted, the request active');
    await db.update(quotes).set({ event_request_id: apiEvent.id }).where(eq(quotes.id, withdrawn!.id));
    await db.delete(quotes).where(eq(quotes.id, quote!.id));
    await expectFresh('a quote moved to another request, one deleted');

    const [category] = await db.select().from(categories).where(eq(categories.id, catering));
    await db.update(categories).set({ name: `${category!.name} (renamed)` }).where(eq(categories.id, catering));
    await expectFresh('a category renamed');
    await db.update(categories).set({ name: category!.name }).where(eq(categories.id, catering));

    // The columns the page is cut by, changed behind the API's back (an operator, a data fix).
    const newOwner = await createOrganiser(ctx().app);
    await db.update(eventRequests).set({
      organiser_id: newOwner.user.id, created_at: new Date('2027-01-02T03:04:05.678Z'), event_date: '2027-05-01',
      response_deadline: '2027-04-01', submitted_at: new Date('2027-01-03T00:00:00.000Z'), status: 'submitted',
    }).where(eq(eventRequests.id, event.id));
    await expectFresh('a request moved to another organiser, its dates and status changed');

    const cancelled = await ctx().app.inject({ method: 'POST', url: `${URL}/${apiEvent.id}/cancel`, headers: organiser.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await db.delete(eventRequests).where(eq(eventRequests.id, event.id));
    await expectFresh('a request cancelled, another deleted');
    expect(await queryRows(db, sql`select 1 from event_request_list_entries where event_request_id = ${event.id}`)).toEqual([]);
  });

  // A transaction's rebuilds after the first skip while nothing changed since; a change after a
  // rebuild (here one forced early) must still be written.
  it('are rebuilt again for a change made after a rebuild in the same transaction', async () => {
    const { db } = ctx().database;
    const organiser = await createOrganiser(ctx().app);
    const [first, second] = [await addEventRequest(db, { organiserId: organiser.user.id }), await addEventRequest(db, { organiserId: organiser.user.id })];
    const provider = await createProvider(db);
    await db.transaction(async (tx) => {
      await tx.update(eventRequests).set({ title: 'Second, renamed' }).where(eq(eventRequests.id, second.id));
      await tx.update(eventRequests).set({ title: 'First, renamed' }).where(eq(eventRequests.id, first.id));
      await tx.execute(sql`set constraints all immediate`); // rebuilds both now, the first one last
      await tx.insert(quotes).values({ event_request_id: first.id, provider_id: provider.id, quote_amount: 700 });
      await tx.update(eventRequestItems).set({ quantity: 9 }).where(eq(eventRequestItems.event_request_id, first.id));
      await tx.update(eventRequests).set({ title: 'First, renamed again' }).where(eq(eventRequests.id, first.id));
    });
    expect(await staleEntries(db)).toEqual([]);
    const res = await ctx().app.inject({ method: 'GET', url: URL, headers: organiser.headers });
    expect(res.json<{ data: TEventRequest[] }>().data.map((e) => [e.title, e.quotes_count, e.items[0]!.quantity])).toEqual(
      expect.arrayContaining([['First, renamed again', 1, 9], ['Second, renamed', 0, 1]]),
    );
  });

  it('write every character beyond ASCII as an escape, so the answer is ASCII and means the same text', async () => {
    const { db } = ctx().database;
    const organiser = await createOrganiser(ctx().app);
    const title = 'Hāngī • “Matariki” 🎉 at Ōtautahi';
    await addEventRequest(db, { organiserId: organiser.user.id, title });
    const res = await ctx().app.inject({ method: 'GET', url: URL, headers: organiser.headers });
    expect(res.body).toMatch(/^[\x20-\x7e]*$/);
    expect(res.body).toContain('"H\\u0101ng\\u012b \\u2022');
    expect(res.json<{ data: TEventRequest[] }>().data[0]!.title).toBe(title);
  });

  // The page is cut from the entries (their copies of the request's columns); the tabs and the total
  // are counted from the requests. When the two disagree the page is read from the requests instead.
  it('are built on the spot for a request whose entry is missing, and a page is never short', async () => {
    const { db } = ctx().database;
    const organiser = await createOrganiser(ctx().app);
    const event = await addEventRequest(db, { organiserId: organiser.user.id });
    await addEventRequest(db, { organiserId: organiser.user.id, status: 'draft' });
    const newer = await addEventRequest(db, { organiserId: organiser.user.id });
    const list = async (query = '') => {
      const res = await ctx().app.inject({ method: 'GET', url: `${URL}${query}`, headers: organiser.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: TEventRequest[]; pagination: { total: number } }>();
    };
    const queries = ['', '?status=submitted', '?limit=1&page=3', `?event_date_to=${addDaysToIsoDate(nzToday(), 60)}`];
    const before = await Promise.all(queries.map((query) => list(query)));
    expect(before.map((answer) => [answer.data.length, answer.pagination.total])).toEqual([[3, 3], [2, 2], [1, 3], [3, 3]]);
    const unchanged = async (step: string, which = [0, 1, 2, 3]) =>
      expect(await Promise.all(which.map((i) => list(queries[i]))), step).toEqual(which.map((i) => before[i]));

    await db.execute(sql`delete from event_request_list_entries where event_request_id = ${event.id}`);
    await unchanged('an entry missing');
    await db.execute(sql`select refresh_event_request_list_entry(${event.id})`);
    await db.execute(sql`update event_request_list_entries set status = 'draft', event_date = '2099-01-01' where event_request_id = ${event.id}`);
    // The filters' pages (the copies decide which entries they hold; the entry's own text is the staleness test's).
    await unchanged('an entry whose copied status and date are wrong', [1, 3]);
    await db.execute(sql`update event_request_list_entries set organiser_id = ${(await createOrganiser(ctx().app)).user.id} where event_request_id = ${newer.id}`);
    await unchanged('an entry with another owner');
    await db.execute(sql`select refresh_event_request_list_entry(id) from event_requests where organiser_id = ${organiser.user.id}`);
    expect(await staleEntries(db)).toEqual([]);
  });

  // Two transactions that change the same request and commit together: the entry written last must
  // see both changes. The entry's row is locked before it is rebuilt; without that lock the second
  // writer rebuilds it from a snapshot taken before the first committed and keeps the older quote count.
  it('are never left older by two transactions changing one request at once', async () => {
    if (ctx().engine !== 'postgres') return; // PGlite has one connection: its transactions never overlap.
    const { db } = ctx().database;
    const organiser = await createOrganiser(ctx().app);
    const event = await addEventRequest(db, { organiserId: organiser.user.id });
    const [first, second] = [await createProvider(db), await createProvider(db)];
    let firstRebuilt!: () => void;
    const firstHasRebuilt = new Promise<void>((resolve) => { firstRebuilt = resolve; });
    let releaseFirst!: () => void;
    const firstMayCommit = new Promise<void>((resolve) => { releaseFirst = resolve; });

    const one = db.transaction(async (tx) => {
      await tx.insert(quotes).values({ event_request_id: event.id, provider_id: first.id, quote_amount: 100 });
      await tx.execute(sql`set constraints all immediate`); // runs the deferred rebuild now, holding the entry's lock
      firstRebuilt();
      await firstMayCommit;
    });
    await firstHasRebuilt;
    const two = db.transaction(async (tx) => {
      await tx.insert(quotes).values({ event_request_id: event.id, provider_id: second.id, quote_amount: 200 });
    });
    await new Promise((resolve) => setTimeout(resolve, 100)); // the second commit is now waiting for the entry
    releaseFirst();
    await Promise.all([one, two]);

    expect(await staleEntries(db)).toEqual([]);
    const [row] = await queryRows<{ tail: string; head: string }>(db, sql`select head, tail from event_request_list_entries where event_request_id = ${event.id}`);
    expect(row!.head).toContain('"quotes_count":2,');
  });
});
