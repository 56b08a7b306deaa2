import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysToIsoDate, nzToday, type TEventRequest } from '@app/contract';
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
