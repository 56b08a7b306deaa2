import { beforeAll, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  addDaysToIsoDate, nzToday, REVIEW_MSG, type TErrorResponse, type TPortalReviewListResponse, type TProviderDetail, type TProviderListResponse,
  type TProviderReviewsResponse, type TReviewListResponse, type TReviewReplyResponse, type TReviewResponse,
} from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { addEventRequest, addPortalProvider, categoryId, createOrganiser, uniqueWord } from '../../../test/factories.ts';
import { notifications, quotes, reviewResponses } from '../../db/schema.ts';

type TOrganiser = Awaited<ReturnType<typeof createOrganiser>>;
type TProvider = Awaited<ReturnType<typeof addPortalProvider>>;

describeEachEngine('reviews of booked providers and their replies', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().database.db;
  const today = nzToday();
  const word = uniqueWord();
  let organiser: TOrganiser;
  let other: TOrganiser;
  let provider: TProvider;
  let second: TProvider;

  beforeAll(async () => {
    organiser = await createOrganiser(app(), { first_name: 'Aroha', last_name: 'Ngata' });
    other = await createOrganiser(app(), { first_name: 'Bryn', last_name: 'Other' });
    provider = await addPortalProvider(db(), { city: 'Auckland', categoryNames: ['Catering & Food'], business_name: `Kōwhai Kitchen ${word}` });
    second = await addPortalProvider(db(), { city: 'Auckland', categoryNames: ['Catering & Food'], business_name: `Harbour Lights ${word}` });
  });

  /** An event of `owner` with `booked`'s accepted quote on it, `days` from today. */
  const booking = async (options: { days: number; booked?: TProvider; owner?: TOrganiser; status?: 'completed' | 'active' | 'cancelled' }) => {
    const event = await addEventRequest(db(), {
      organiserId: (options.owner ?? organiser).user.id, event_date: addDaysToIsoDate(today, options.days),
      status: options.status ?? (options.days < 0 ? 'completed' : 'active'), title: `Event ${uniqueWord()}`,
    });
    await db().insert(quotes).values({ event_request_id: event.id, provider_id: (options.booked ?? provider).id, category_id: await categoryId(db(), 'Catering & Food'), quote_amount: 1500, message: 'Our quote', status: 'accepted' });
    return event;
  };
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
    app().inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const create = (eventId: number, rating: number, who: TOrganiser = organiser, providerId = provider.id, text: string | null = 'Kai was superb') =>
    send('POST', '/event-organiser/reviews', who.headers, { event_request_id: eventId, provider_id: providerId, rating, review_text: text });
  const expectProblem = (res: { statusCode: number; body: string; json: <T>() => T }, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<TErrorResponse>()).toMatchObject({ success: false, message });
  };
  const directoryCard = async () => {
    const res = await send('GET', `/event-organiser/service-providers?search=${word}&sortBy=business_name&sortOrder=asc`, other.headers);
    return res.json<TProviderListResponse>().data.find((p) => p.provider_id === provider.id)!;
  };
  const detail = async () => (await send('GET', `/event-organiser/service-providers/${provider.id}`, other.headers)).json<{ data: TProviderDetail }>().data;

  it('reviews a completed booking: the list shows it reviewed, the directory and detail page move at once, the provider is notified', async () => {
    const past = await booking({ days: -3 });
    const before = await directoryCard();
    expect(before).toMatchObject({ review_count: 0, avg_rating: 0 });

    let list = (await send('GET', '/event-organiser/reviews', organiser.headers)).json<TReviewListResponse>().data;
    expect(list.find((i) => i.event_request_id === past.id)).toMatchObject({
      id: null, provider_id: provider.id, provider: { business_name: provider.business_name }, category_name: 'Catering & Food',
      event_date: addDaysToIsoDate(today, -3), rating: null, service_completed: true, can_review: true,
    });

    const res = await create(past.id, 4);
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json<TReviewResponse>();
    expect(review).toMatchObject({ success: true, message: REVIEW_MSG.created, data: { rating: 4, review_text: 'Kai was superb', provider_id: provider.id } });

    list = (await send('GET', '/event-organiser/reviews', organiser.headers)).json<TReviewListResponse>().data;
    expect(list.find((i) => i.event_request_id === past.id)).toMatchObject({ id: review.data.id, rating: 4, can_review: false, service_completed: true });
    expect(await directoryCard()).toMatchObject({ review_count: 1, avg_rating: 4 });
    expect(await detail()).toMatchObject({ review_count: 1, avg_rating: 4 });

    const notes = await db().select().from(notifications).where(eq(notifications.user_id, provider.user_id)).orderBy(asc(notifications.id));
    expect(notes.at(-1)).toMatchObject({ message: expect.stringContaining('new 4 stars review'), link: '/reviews' });

    // Edited: the average follows.
    const edited = await send('PUT', `/event-organiser/reviews/${review.data.id}`, organiser.headers, { rating: 2, review_text: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<TReviewResponse>().data).toMatchObject({ rating: 2, review_text: null });
    expect(await directoryCard()).toMatchObject({ review_count: 1, avg_rating: 2 });

    // The organiser-side provider reviews.
    const theirs = (await send('GET', `/event-organiser/reviews/provider/${provider.id}`, other.headers)).json<TProviderReviewsResponse>().data;
    expect(theirs.reviews.map((r) => r.review_id)).toContain(review.data.id);
    expect(theirs.statistics.total_reviews).toBe(1);

    // Deleted: rating and count go back.
    const gone = await send('DELETE', `/event-organiser/reviews/${review.data.id}`, organiser.headers);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await directoryCard()).toMatchObject({ review_count: 0, avg_rating: 0 });
    expect(await detail()).toMatchObject({ review_count: 0, avg_rating: 0 });
  });

  it('refuses a second review for the same event and provider (409), also two at once', async () => {
    const past = await booking({ days: -2 });
    const [a, b] = await Promise.all([create(past.id, 5), create(past.id, 3)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expectProblem(await create(past.id, 4), 409, REVIEW_MSG.alreadyReviewed);
  });

  it('refuses a review before the event date (409) and lists the booking as Service Not Completed', async () => {
    const future = await booking({ days: 10 });
    const today0 = await booking({ days: 0 });
    expectProblem(await create(future.id, 5), 409, REVIEW_MSG.notCompleted);
    expectProblem(await create(today0.id, 5), 409, REVIEW_MSG.notCompleted);
    const list = (await send('GET', '/event-organiser/reviews', organiser.headers)).json<TReviewListResponse>().data;
    expect(list.find((i) => i.event_request_id === future.id)).toMatchObject({ service_completed: false, can_review: false, rating: null });
  });

  it('refuses a review of a provider the organiser did not book (404), someone else\'s event (404) and a cancelled event (409)', async () => {
    const past = await booking({ days: -4 });
    expectProblem(await create(past.id, 5, organiser, second.id), 404, REVIEW_MSG.notBooked);
    expectProblem(await create(past.id, 5, other), 404, REVIEW_MSG.notBooked);
    // A quote still pending is no booking.
    const pending = await addEventRequest(db(), { organiserId: organiser.user.id, event_date: addDaysToIsoDate(today, -5), status: 'completed' });
    await db().insert(quotes).values({ event_request_id: pending.id, provider_id: second.id, quote_amount: 900, message: 'Quote', status: 'rejected' });
    expectProblem(await create(pending.id, 5, organiser, second.id), 404, REVIEW_MSG.notBooked);
    const cancelled = await booking({ days: -6, status: 'cancelled' });
    expectProblem(await create(cancelled.id, 5), 409, REVIEW_MSG.eventCancelled);
  });

  it('lets only the author edit or delete a review (404 for another organiser)', async () => {
    const past = await booking({ days: -7 });
    const id = (await create(past.id, 5)).json<TReviewResponse>().data.id;
    expectProblem(await send('PUT', `/event-organiser/reviews/${id}`, other.headers, { rating: 1 }), 404, REVIEW_MSG.notFound);
    expectProblem(await send('DELETE', `/event-organiser/reviews/${id}`, other.headers), 404, REVIEW_MSG.notFound);
    expectProblem(await send('PUT', '/event-organiser/reviews/2147483647', organiser.headers, { rating: 1 }), 404, REVIEW_MSG.notFound);
    const list = (await send('GET', '/event-organiser/reviews', organiser.headers)).json<TReviewListResponse>().data;
    expect(list.find((i) => i.id === id)).toMatchObject({ rating: 5 });
  });

  it('refuses bad input with the field message', async () => {
    const past = await booking({ days: -8 });
    for (const rating of [0, 6, 3.5, '4', null]) {
      const res = await create(past.id, rating as number);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(REVIEW_MSG.ratingRequired);
    }
    const long = await send('POST', '/event-organiser/reviews', organiser.headers, { event_request_id: past.id, provider_id: provider.id, rating: 5, review_text: 'x'.repeat(2_001) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(REVIEW_MSG.textTooLong);
  });

  it('the provider sees its reviews and replies once in public; the reply shows on the provider page and the organiser is told', async () => {
    const past = await booking({ days: -9 });
    const id = (await create(past.id, 5, organiser, provider.id, 'Wonderful hāngī')).json<TReviewResponse>().data.id;

    const mine = await send('GET', '/service-provider/reviews', provider.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    const portal = mine.json<TPortalReviewListResponse>();
    expect(portal.data.find((r) => r.review_id === id)).toMatchObject({ comment: 'Wonderful hāngī', rating: 5, organiser_name: 'Aroha N.', response: null, event_title: past.title });
    expect(mine.body).not.toContain(organiser.user.email);

    // Another provider cannot see or answer it.
    expect((await send('GET', '/service-provider/reviews', second.headers)).json<TPortalReviewListResponse>().data.map((r) => r.review_id)).not.toContain(id);
    expectProblem(await send('POST', `/service-provider/reviews/${id}/response`, second.headers, { response_text: 'Not mine' }), 404, REVIEW_MSG.notFound);
    // No reply to edit yet.
    expectProblem(await send('PUT', `/service-provider/reviews/${id}/response`, provider.headers, { response_text: 'Edit' }), 404, REVIEW_MSG.replyNotFound);
    expectProblem(await send('POST', `/service-provider/reviews/${id}/response`, provider.headers, { response_text: '   ' }), 400, REVIEW_MSG.replyRequired);

    const replied = await send('POST', `/service-provider/reviews/${id}/response`, provider.headers, { response_text: 'Ngā mihi, Aroha!' });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json<TReviewReplyResponse>().data.response).toMatchObject({ response_text: 'Ngā mihi, Aroha!' });
    expectProblem(await send('POST', `/service-provider/reviews/${id}/response`, provider.headers, { response_text: 'Again' }), 409, REVIEW_MSG.replyExists);

    const edited = await send('PUT', `/service-provider/reviews/${id}/response`, provider.headers, { response_text: 'Ngā mihi nui, Aroha!' });
    expect(edited.statusCode, edited.body).toBe(200);

    const page = (await send('GET', `/event-organiser/service-providers/${provider.id}/reviews`, other.headers)).json<TProviderReviewsResponse>().data;
    expect(page.reviews.find((r) => r.review_id === id)?.response).toMatchObject({ response_text: 'Ngā mihi nui, Aroha!' });
    const list = (await send('GET', '/event-organiser/reviews', organiser.headers)).json<TReviewListResponse>().data;
    expect(list.find((i) => i.id === id)?.response).toMatchObject({ response_text: 'Ngā mihi nui, Aroha!' });

    const notes = await db().select().from(notifications).where(eq(notifications.user_id, organiser.user.id)).orderBy(asc(notifications.id));
    expect(notes.map((n) => n.message)).toEqual(expect.arrayContaining([
      `${provider.business_name} replied to your review`, `${provider.business_name} updated their reply to your review`,
    ]));
    expect(notes.at(-1)?.link).toBe(`/dashboard/provider/${provider.id}`);

    // Deleting the review takes its reply with it.
    expect((await send('DELETE', `/event-organiser/reviews/${id}`, organiser.headers)).statusCode).toBe(200);
    expect((await db().select().from(reviewResponses).where(eq(reviewResponses.review_id, id)))).toEqual([]);
    expectProblem(await send('PUT', `/service-provider/reviews/${id}/response`, provider.headers, { response_text: 'Gone' }), 404, REVIEW_MSG.notFound);
  });

  it('answers 404 for the reviews of a provider that is not listed', async () => {
    const hidden = await addPortalProvider(db(), { city: 'Auckland', categoryNames: ['Catering & Food'], is_active: false });
    const res = await send('GET', `/event-organiser/reviews/provider/${hidden.id}`, organiser.headers);
    expect(res.statusCode, res.body).toBe(404);
  });

  it('keeps each organiser to their own bookings in the list', async () => {
    const theirs = await booking({ days: -10, owner: other });
    const list = (await send('GET', '/event-organiser/reviews', organiser.headers)).json<TReviewListResponse>().data;
    expect(list.map((i) => i.event_request_id)).not.toContain(theirs.id);
  });
});
