import { beforeAll, expect, it } from 'vitest';
import {
  addDaysToIsoDate, EVENT_REQUEST_MSG, MSG, nzToday, type TErrorResponse, type TEventHistoryResponse, type TPastEvent,
} from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { addEventRequest, addPortalProvider, categoryId, createOrganiser, firstSubcategoryId, type TEventRequestSpec } from '../../../test/factories.ts';
import { eventRequests, quotes, reviews } from '../../db/schema.ts';

const URL = '/api/event-organiser/event-requests/history';
type TOrganiser = Awaited<ReturnType<typeof createOrganiser>>;
type TProvider = Awaited<ReturnType<typeof addPortalProvider>>;

describeEachEngine('event history', (ctx) => {
  const db = () => ctx().database.db;
  const today = nzToday();
  let organiser: TOrganiser;
  let other: TOrganiser;
  let caterer: TProvider;
  let florist: TProvider;
  let dj: TProvider;

  beforeAll(async () => {
    organiser = await createOrganiser(ctx().app, { first_name: 'Aroha', last_name: 'Ngata' });
    other = await createOrganiser(ctx().app, { first_name: 'Bryn', last_name: 'Other' });
    caterer = await addPortalProvider(db(), { city: 'Auckland', categoryNames: ['Catering & Food'], business_name: 'Kōwhai Kitchen Catering' });
    florist = await addPortalProvider(db(), { city: 'Auckland', categoryNames: ['Catering & Food'], business_name: 'Petal & Fern Florals' });
    dj = await addPortalProvider(db(), { city: 'Auckland', categoryNames: ['Catering & Food'], business_name: 'Ponsonby Beats DJ Co.' });
  });

  const event = (spec: Partial<TEventRequestSpec>, owner: TOrganiser = organiser) => addEventRequest(db(), { organiserId: owner.user.id, ...spec });
  const quote = async (eventId: number, provider: TProvider, amount: number, status: 'accepted' | 'rejected' | 'withdrawn' = 'accepted') => {
    const [row] = await db().insert(quotes).values({
      event_request_id: eventId, provider_id: provider.id, quote_amount: amount, status,
      category_id: await categoryId(db(), 'Catering & Food'), subcategory_id: await firstSubcategoryId(db(), 'Catering & Food'),
    }).returning();
    return row!;
  };
  const review = async (eventId: number, provider: TProvider, rating: number, owner: TOrganiser = organiser) => {
    const [row] = await db().insert(reviews).values({ event_request_id: eventId, provider_id: provider.id, organiser_id: owner.user.id, rating }).returning();
    return row!;
  };
  const history = async (headers: Record<string, string> = organiser.headers, query = '') => {
    const res = await ctx().app.inject({ method: 'GET', url: `${URL}${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TEventHistoryResponse>();
  };

  it('lists past events newest date first with their bookings, spend, ratings and what is left to review; totals over all of them', async () => {
    const reviewed = await event({ title: 'Dad’s 70th', status: 'completed', event_date: addDaysToIsoDate(today, -10) });
    const reviewedBooking = await quote(reviewed.id, caterer, 1200);
    await quote(reviewed.id, florist, 800, 'rejected');
    await quote(reviewed.id, dj, 300, 'withdrawn');
    const catererReview = await review(reviewed.id, caterer, 5);
    // Reviews of this event by the organiser, also of providers it did not book, make its rating.
    await review(reviewed.id, florist, 4);
    await review(reviewed.id, dj, 4);
    const toReview = await event({ title: 'Team farewell', status: 'completed', event_date: addDaysToIsoDate(today, -5) });
    const toReviewBooking = await quote(toReview.id, dj, 999.99);
    const noBooking = await event({ title: 'Quiz night', status: 'completed', event_date: addDaysToIsoDate(today, -20) });
    await quote(noBooking.id, florist, 450, 'rejected');
    const cancelled = await event({ title: 'Beach picnic', status: 'cancelled', event_date: addDaysToIsoDate(today, 10) });
    await quote(cancelled.id, florist, 500.01);
    const rejected = await event({ title: 'Office party', status: 'rejected', event_date: null });
    // Not past: still open, booked or a draft; nor anyone else's.
    await event({ status: 'submitted', event_date: addDaysToIsoDate(today, -1) });
    await event({ status: 'active' });
    await event({ status: 'draft' });
    const theirs = await event({ title: 'Their party', status: 'completed', event_date: addDaysToIsoDate(today, -3) }, other);
    await quote(theirs.id, caterer, 10_000);

    const body = await history();
    expect(body.data.map((e) => [e.title, e.status, e.history_status])).toEqual([
      ['Beach picnic', 'cancelled', 'cancelled'],
      ['Team farewell', 'completed', 'completed'],
      ['Dad’s 70th', 'completed', 'completed'],
      ['Quiz night', 'completed', 'completed'],
      ['Office party', 'rejected', 'cancelled'],
    ]);
    const byId = (id: number) => body.data.find((e) => e.id === id)!;
    expect(byId(reviewed.id)).toEqual({
      id: reviewed.id, title: 'Dad’s 70th', description: reviewed.description, event_date: reviewed.event_date, location: 'Auckland',
      status: 'completed', history_status: 'completed', quotes_count: 2,
      accepted_quotes: [{
        quote_id: reviewedBooking.id, provider_id: caterer.id, business_name: 'Kōwhai Kitchen Catering', category_name: 'Catering & Food',
        subcategory_name: 'Full-Service Catering', quote_amount: 1200, currency: 'NZD', review_id: catererReview.id, rating: 5,
      }],
      total_spent: 1200, overall_rating: 4.3, has_reviews: true, can_review: false,
    } satisfies TPastEvent);
    expect(byId(toReview.id)).toMatchObject({
      accepted_quotes: [{ quote_id: toReviewBooking.id, business_name: 'Ponsonby Beats DJ Co.', quote_amount: 999.99, review_id: null, rating: null }],
      total_spent: 999.99, overall_rating: null, has_reviews: false, can_review: true,
    });
    expect(byId(noBooking.id)).toMatchObject({ accepted_quotes: [], total_spent: 0, overall_rating: null, has_reviews: false, can_review: false, quotes_count: 1 });
    // A cancelled event had its booking: it shows, but nothing was spent on it and it is not for review.
    expect(byId(cancelled.id)).toMatchObject({ accepted_quotes: [{ business_name: 'Petal & Fern Florals' }], total_spent: 0, can_review: false });
    expect(byId(rejected.id)).toMatchObject({ event_date: null, accepted_quotes: [], can_review: false });
    expect(body).toMatchObject({ success: true, completed_count: 3, cancelled_count: 2, total_spent: 2199.99, pagination: { total: 5, page: 1, limit: 20, totalPages: 1 } });

    const theirHistory = await history(other.headers);
    expect(theirHistory.data.map((e) => e.title)).toEqual(['Their party']);
    expect(theirHistory).toMatchObject({ completed_count: 1, cancelled_count: 0, total_spent: 10_000 });
  });

  it('pages 20 at a time, the totals covering every page', async () => {
    const busy = await createOrganiser(ctx().app);
    await db().insert(eventRequests).values(Array.from({ length: 23 }, (_v, i) => ({
      organiser_id: busy.user.id, title: `Past ${i}`, description: 'Done', status: i % 4 === 0 ? 'cancelled' as const : 'completed' as const,
      event_date: addDaysToIsoDate(today, -1 - i),
    })));
    const first = await history(busy.headers);
    expect(first.data).toHaveLength(20);
    expect(first.data[0]!.title).toBe('Past 0');
    expect(first).toMatchObject({ completed_count: 17, cancelled_count: 6, total_spent: 0, pagination: { total: 23, page: 1, limit: 20, totalPages: 2 } });
    const second = await history(busy.headers, '?page=2');
    expect(second.data.map((e) => e.title)).toEqual(['Past 20', 'Past 21', 'Past 22']);
    expect((await history(busy.headers, '?page=3')).data).toEqual([]);
    const empty = await history((await createOrganiser(ctx().app)).headers);
    expect(empty).toEqual({ success: true, data: [], completed_count: 0, cancelled_count: 0, total_spent: 0, pagination: { total: 0, page: 1, limit: 20, totalPages: 0 } });
  });

  it('answers bad pages 400, a provider 403 and no token 401; the path is never read as an id', async () => {
    for (const page of ['0', '-1', 'abc', '1.5', '99999999999']) {
      const res = await ctx().app.inject({ method: 'GET', url: `${URL}?page=${page}`, headers: organiser.headers });
      expect(res.statusCode, `${page}: ${res.body}`).toBe(400);
      expect(res.json<TErrorResponse>().message).toBe(EVENT_REQUEST_MSG.invalidPage);
    }
    const asProvider = await ctx().app.inject({ method: 'GET', url: URL, headers: caterer.headers });
    expect([asProvider.statusCode, asProvider.json<TErrorResponse>().message]).toEqual([403, MSG.organisersOnly]);
    const anonymous = await ctx().app.inject({ method: 'GET', url: URL });
    expect([anonymous.statusCode, anonymous.json<TErrorResponse>().message]).toEqual([401, MSG.tokenRequired]);
  });
});
