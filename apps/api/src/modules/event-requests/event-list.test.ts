import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysToIsoDate, nzToday, ZEventRequest, ZEventRequestItem, ZEventRequestListResponse, ZEventRequestResponse, type TEventRequest } from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { createOrganiser, createProvider } from '../../../test/factories.ts';
import { categories, eventRequestItemCategories, eventRequestItems, eventRequests, quotes, subcategories } from '../../db/schema.ts';

const URL = '/api/event-organiser/event-requests';

// Changes that bypass the API (as a provider's quote or an admin's rename would) show in the
// organiser's list at once: nothing between the list and the database may keep an older answer.
describeEachEngine('event list freshness', (ctx) => {
  const setUp = async () => {
    const organiser = await createOrganiser(ctx().app);
    const { db } = ctx().database;
    const [event] = await db.insert(eventRequests).values({
      organiser_id: organiser.user.id, title: 'Matariki dinner', description: 'Hāngī for 60', status: 'submitted', event_date: addDaysToIsoDate(nzToday(), 30),
    }).returning();
    const [item] = await db.insert(eventRequestItems).values({ event_request_id: event!.id, name: 'Hāngī', quantity: 60 }).returning();
    const [category] = await db.select().from(categories).limit(1);
    const [sub] = await db.select().from(subcategories).where(eq(subcategories.category_id, category!.id)).limit(1);
    await db.insert(eventRequestItemCategories).values({ item_id: item!.id, category_id: category!.id, subcategory_id: sub!.id });
    const list = async () => {
      const res = await ctx().app.inject({ method: 'GET', url: URL, headers: organiser.headers });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: TEventRequest[]; pagination: { total: number } }>();
    };
    return { organiser, event: event!, item: item!, sub: sub!, list, db };
  };

  it('shows a new quote, an accepted quote, and a status change made outside the API', async () => {
    const { event, list, db } = await setUp();
    expect((await list()).data[0]).toMatchObject({ quotes_count: 0, accepted_quotes_count: 0, status: 'submitted' });
    expect((await list()).data[0]!.quotes_count).toBe(0);

    const provider = await createProvider(db);
    const [quote] = await db.insert(quotes).values({ event_request_id: event.id, provider_id: provider.id, quote_amount: 1800 }).returning();
    expect((await list()).data[0]).toMatchObject({ quotes_count: 1, accepted_quotes_count: 0 });

    await db.update(quotes).set({ status: 'accepted' }).where(eq(quotes.id, quote!.id));
    expect((await list()).data[0]!.accepted_quotes_count).toBe(1);

    await db.update(eventRequests).set({ status: 'completed' }).where(eq(eventRequests.id, event.id));
    expect((await list()).data[0]!.status).toBe('completed');
  });

  it('shows item and category changes, and a renamed subcategory', async () => {
    const { item, sub, list, db } = await setUp();
    await list();
    await db.update(eventRequestItems).set({ quantity: 75 }).where(eq(eventRequestItems.id, item.id));
    expect((await list()).data[0]!.items[0]!.quantity).toBe(75);

    await db.update(subcategories).set({ name: `${sub.name} (renamed)` }).where(eq(subcategories.id, sub.id));
    expect((await list()).data[0]!.items[0]!.categories[0]!.subcategory_name).toBe(`${sub.name} (renamed)`);
    await db.update(subcategories).set({ name: sub.name }).where(eq(subcategories.id, sub.id));
  });

  it('shows deletions and keeps organisers apart', async () => {
    const first = await setUp();
    const second = await setUp();
    await first.list();
    await second.list();
    await first.db.delete(eventRequests).where(eq(eventRequests.id, first.event.id));
    expect((await first.list()).pagination.total).toBe(0);
    expect((await second.list()).pagination.total).toBe(1);
  });
});

// The list's answer is JSON written by the database and sent as it comes: it must be a valid instance of
// the contract's schema, keys in the schema's order, and carry exactly what the one-request read (the
// server's objects through the route's serialiser) answers for the same requests.
describeEachEngine('event list answer written by the database', (ctx) => {
  it('is the contract response, equal to each request as GET /:id answers it', async () => {
    const organiser = await createOrganiser(ctx().app);
    const { db } = ctx().database;
    const [category] = await db.select().from(categories).limit(1);
    const subs = await db.select().from(subcategories).where(eq(subcategories.category_id, category!.id)).limit(2);
    const provider = await createProvider(db);
    const created = new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678));
    const events = await db.insert(eventRequests).values([
      {
        organiser_id: organiser.user.id, title: 'Quote "marks", a \\ backslash\nand a line', description: 'Tāmaki Makaurau 🎉 <b>', status: 'submitted',
        event_date: addDaysToIsoDate(nzToday(), 30), response_deadline: addDaysToIsoDate(nzToday(), 10), budget_min: 500, budget_max: 2500,
        organiser_name: 'Aroha', organiser_email: 'aroha@example.co.nz', organiser_type: 'individual', submitted_at: created, created_at: created, updated_at: created,
      },
      { organiser_id: organiser.user.id, title: 'A draft', description: '', status: 'draft', created_at: new Date(created.getTime() + 1), updated_at: created },
      {
        organiser_id: organiser.user.id, title: 'Cancelled', description: 'x', status: 'cancelled', cancelled_at: created,
        event_date: addDaysToIsoDate(nzToday(), -3), created_at: new Date(created.getTime() + 2), updated_at: created,
      },
    ]).returning();
    const [first] = events;
    const items = await db.insert(eventRequestItems).values([
      { event_request_id: first!.id, name: 'Tables', quantity: 6, notes: 'round', sort_order: 1 },
      { event_request_id: first!.id, name: null, quantity: 1, sort_order: 0 },
      { event_request_id: first!.id, name: 'No categories', quantity: 2, sort_order: 2 },
    ]).returning();
    await db.insert(eventRequestItemCategories).values([
      { item_id: items[0]!.id, category_id: category!.id, subcategory_id: null },
      { item_id: items[0]!.id, category_id: category!.id, subcategory_id: subs[0]!.id },
      { item_id: items[0]!.id, category_id: category!.id, subcategory_id: subs[1]?.id ?? subs[0]!.id },
      { item_id: items[1]!.id, category_id: category!.id, subcategory_id: subs[0]!.id },
    ]);
    await db.insert(quotes).values([
      { event_request_id: first!.id, provider_id: provider.id, quote_amount: 1800, status: 'accepted', responded_at: created },
    ]);

    const get = async (url: string) => {
      const res = await ctx().app.inject({ method: 'GET', url, headers: organiser.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return JSON.parse(res.body) as unknown;
    };
    const body = await get(`${URL}?limit=2`);
    // Valid, and nothing the schema would drop or change.
    expect(ZEventRequestListResponse.parse(body)).toStrictEqual(body);
    const list = ZEventRequestListResponse.parse(body);
    expect(Object.keys(body as object)).toEqual(Object.keys(ZEventRequestListResponse.shape));
    expect(list.pagination).toStrictEqual({ total: 3, page: 1, limit: 2, totalPages: 2 });
    expect(list.counts).toStrictEqual({ all: 3, draft: 1, active: 1, completed: 0, cancelled: 1 });
    expect(list.data.map((event) => event.title)).toEqual(['Cancelled', 'A draft']);
    const rest = ZEventRequestListResponse.parse(await get(`${URL}?limit=2&page=2`));
    expect(rest.data.map((event) => event.id)).toEqual([first!.id]);
    for (const event of [...list.data, ...rest.data]) {
      expect(Object.keys(event)).toEqual(Object.keys(ZEventRequest.shape));
      for (const item of event.items) expect(Object.keys(item)).toEqual(Object.keys(ZEventRequestItem.shape));
      const single = ZEventRequestResponse.parse(await get(`${URL}/${event.id}`));
      expect(event).toStrictEqual(single.data);
    }
    const [answer] = rest.data;
    expect(answer).toMatchObject({
      budget_min: 500, budget_max: 2500, created_at: '2026-01-02T03:04:05.678Z', submitted_at: '2026-01-02T03:04:05.678Z',
      accepted_at: '2026-01-02T03:04:05.678Z', quotes_count: 1, accepted_quotes_count: 1, accepting_quotes: false,
    });
    expect(answer!.items.map((item) => [item.name, item.categories.length, item.subcategory_ids.length])).toEqual([[null, 1, 1], ['Tables', 3, 2], ['No categories', 0, 0]]);
    expect(answer!.items[2]).toMatchObject({ category_id: null, category_name: null, categories: [], subcategory_ids: [] });

    // Past the last page: no requests, the totals and counts still there.
    const past = ZEventRequestListResponse.parse(await get(`${URL}?limit=2&page=9`));
    expect(past).toStrictEqual({ success: true, data: [], pagination: { total: 3, page: 9, limit: 2, totalPages: 2 }, counts: list.counts });
    const drafts = ZEventRequestListResponse.parse(await get(`${URL}?status=draft&limit=7&page=1`));
    expect(drafts.pagination).toStrictEqual({ total: 1, page: 1, limit: 7, totalPages: 1 });
  });
});
