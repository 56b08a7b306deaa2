import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDaysToIsoDate, MSG, nzToday, PROVIDER_ACCOUNT_MSG, PROVIDER_REQUEST_MSG, type TProviderRequestDetailResponse, type TProviderRequestListResponse,
} from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { addEventRequest, addPortalProvider, categoryId, createOrganiser, type TEventRequestSpec } from '../../../test/factories.ts';
import { chatRooms, eventRequests, providerProfiles, quoteInvitations, quotes, users } from '../../db/schema.ts';

const URL = '/api/service-provider/event-requests';
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
type TOrganiser = Awaited<ReturnType<typeof createOrganiser>>;

describeEachEngine('provider requests inbox', (ctx) => {
  const db = () => ctx().database.db;
  let organiser: TOrganiser;
  let business: TOrganiser;
  const today = nzToday();

  beforeAll(async () => {
    organiser = await createOrganiser(ctx().app, { first_name: 'Aroha', last_name: 'Ngata', phone_number: '021 123 4567' });
    business = await createOrganiser(ctx().app, { organiser_type: 'business', first_name: '', last_name: '', business_name: 'Kauri Corporate Ltd' });
  });

  const request = (spec: Partial<TEventRequestSpec>, owner: TOrganiser = organiser) => addEventRequest(db(), { organiserId: owner.user.id, ...spec });
  const list = (headers: Record<string, string>, query = '') => ctx().app.inject({ method: 'GET', url: `${URL}${query}`, headers });
  const detail = (headers: Record<string, string>, id: number | string) => ctx().app.inject({ method: 'GET', url: `${URL}/${id}`, headers });
  const ids = (res: Awaited<ReturnType<typeof list>>) => res.json<TProviderRequestListResponse>().data.map((r) => r.id);
  const expectProblem = (res: { statusCode: number; body: string; json: () => unknown }, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: message });
  };
  const invite = (eventId: number, providerId: number, message: string | null = null) =>
    db().insert(quoteInvitations).values({ event_request_id: eventId, provider_id: providerId, message });
  const addQuote = async (eventId: number, providerId: number, status: 'submitted' | 'accepted' | 'rejected' | 'withdrawn' = 'submitted', amount = 1500) => {
    const [row] = await db().insert(quotes).values({ event_request_id: eventId, provider_id: providerId, quote_amount: amount, status, valid_until: addDaysToIsoDate(today, 10) }).returning();
    return row!;
  };

  it('lists the open requests it matches (its categories in its city) or was invited to, newest first', async () => {
    const provider = await addPortalProvider(db(), { city: 'Hamilton', categoryNames: ['Catering & Food', 'Venues'] });
    const other = await addPortalProvider(db(), { city: 'Hamilton', categoryNames: ['Catering & Food'] });
    const matching = await request({ city: 'Hamilton', submitted_at: daysAgo(1), categoryNames: ['Catering & Food', 'Music & Entertainment'] });
    const byCityText = await request({ location: 'HAMILTON', submitted_at: daysAgo(2) });
    const fromBusiness = await request({ city: 'Hamilton', submitted_at: daysAgo(3), organiser_type: 'business' }, business);
    const invited = await request({ city: 'Dunedin', categoryNames: ['Photography & Video'], submitted_at: daysAgo(4) });
    await invite(invited.id, provider.id, 'Would love your help');
    const noDeadlineYet = await request({ city: 'Hamilton', submitted_at: daysAgo(29) });
    const quotedByOther = await request({ city: 'Hamilton', submitted_at: daysAgo(5) });
    await addQuote(quotedByOther.id, other.id);
    // None of these: another service, another city, a draft, closed, past its deadline or event, or with a quote accepted.
    await request({ city: 'Hamilton', categoryNames: ['Music & Entertainment'] });
    await request({ city: 'Tauranga' });
    await request({ city: 'Hamilton', status: 'draft' });
    await request({ city: 'Hamilton', status: 'cancelled' });
    await request({ city: 'Hamilton', status: 'active' });
    await request({ city: 'Hamilton', response_deadline: addDaysToIsoDate(today, -1) });
    await request({ city: 'Hamilton', event_date: addDaysToIsoDate(today, -1) });
    await request({ city: 'Hamilton', submitted_at: daysAgo(32) });
    const accepted = await request({ city: 'Hamilton' });
    await addQuote(accepted.id, other.id, 'accepted');
    const cancelledInvite = await request({ city: 'Dunedin', status: 'cancelled' });
    await invite(cancelledInvite.id, provider.id);

    const res = await list(provider.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res)).toEqual([matching.id, byCityText.id, fromBusiness.id, invited.id, quotedByOther.id, noDeadlineYet.id]);
    const { data, pagination } = res.json<TProviderRequestListResponse>();
    expect(pagination).toEqual({ page: 1, limit: 20, total: 6, total_pages: 1 });
    expect(data[0]).toMatchObject({
      title: matching.title, event_date: matching.event_date, location: 'Hamilton', budget_min: 1000, budget_max: 5000, status: 'submitted',
      organiser_display_name: 'Aroha', matching_categories: ['Catering & Food'], invited: false, quotes_count: 0, my_quote: null, is_open_for_quotes: true,
    });
    expect(data[2]!.organiser_display_name).toBe('Kauri Corporate Ltd');
    expect(data[3]).toMatchObject({ invited: true, matching_categories: [] });
    expect(data[4]!.quotes_count).toBe(1);
    expect(res.body).not.toContain(organiser.user.email);
    expect(res.body).not.toContain('Ngata');
  });

  it('filters by service, event dates and invitations, and pages', async () => {
    const provider = await addPortalProvider(db(), { city: 'Gisborne', categoryNames: ['Catering & Food', 'Decor & Styling'] });
    const soon = await request({ city: 'Gisborne', event_date: addDaysToIsoDate(today, 10), submitted_at: daysAgo(1) });
    const later = await request({ city: 'Gisborne', event_date: addDaysToIsoDate(today, 40), categoryNames: ['Decor & Styling'], submitted_at: daysAgo(2) });
    const invited = await request({ city: 'Gisborne', event_date: addDaysToIsoDate(today, 20), submitted_at: daysAgo(3) });
    await invite(invited.id, provider.id);
    const decor = await categoryId(db(), 'Decor & Styling');
    expect(ids(await list(provider.headers, `?category_id=${decor}`))).toEqual([later.id]);
    expect(ids(await list(provider.headers, `?date_from=${addDaysToIsoDate(today, 15)}`))).toEqual([later.id, invited.id]);
    expect(ids(await list(provider.headers, `?date_to=${addDaysToIsoDate(today, 20)}`))).toEqual([soon.id, invited.id]);
    expect(ids(await list(provider.headers, '?invited_only=true'))).toEqual([invited.id]);
    const second = await list(provider.headers, '?limit=2&page=2');
    expect(ids(second)).toEqual([invited.id]);
    expect(second.json<TProviderRequestListResponse>().pagination).toEqual({ page: 2, limit: 2, total: 3, total_pages: 2 });
    const past = await list(provider.headers, '?limit=2&page=5');
    expect(past.json<TProviderRequestListResponse>()).toMatchObject({ data: [], pagination: { total: 3, total_pages: 2 } });
    expectProblem(await list(provider.headers, `?date_from=${addDaysToIsoDate(today, 9)}&date_to=${today}`), 400, PROVIDER_REQUEST_MSG.dateOrder);
    expectProblem(await list(provider.headers, '?date_from=someday'), 400, PROVIDER_REQUEST_MSG.invalidDate);
    expectProblem(await list(provider.headers, '?limit=51'), 400, PROVIDER_REQUEST_MSG.invalidLimit);
  });

  describe('GET /{id}', () => {
    it('shows everything the organiser wrote, never their contact details until a quote of this provider is accepted', async () => {
      const provider = await addPortalProvider(db(), { city: 'Nelson', categoryNames: ['Catering & Food'] });
      const event = await request({ city: 'Nelson', organiser_name: 'Aroha Ngata', organiser_email: 'aroha.events@example.nz', response_deadline: addDaysToIsoDate(today, 7) });
      const res = await detail(provider.headers, event.id);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json<TProviderRequestDetailResponse>();
      expect(data).toMatchObject({
        id: event.id, title: event.title, description: 'Dinner and dancing for 80 guests', delivery_method: 'on_site', organiser_type: 'individual',
        response_deadline: addDaysToIsoDate(today, 7), organiser_display_name: 'Aroha', invitation_message: null, organiser_contact: null,
        chat_room_id: null, is_open_for_quotes: true, my_quote: null,
        items: [{ name: 'Main service', quantity: 1, notes: 'Vegetarian options please', categories: [{ category_name: 'Catering & Food' }] }],
      });
      expect(res.body).not.toContain('aroha.events@example.nz');
      expect(res.body).not.toContain('021 123 4567');

      const quote = await addQuote(event.id, provider.id, 'accepted', 2500);
      const [room] = await db().insert(chatRooms).values({ event_request_id: event.id, organiser_id: organiser.user.id, provider_id: provider.id, expires_at: new Date(Date.now() + DAY_MS) }).returning();
      const after = (await detail(provider.headers, event.id)).json<TProviderRequestDetailResponse>().data;
      expect(after).toMatchObject({
        organiser_contact: { name: 'Aroha Ngata', email: 'aroha.events@example.nz', phone: '021 123 4567' },
        my_quote: { id: quote.id, status: 'accepted', quote_amount: 2500 }, is_open_for_quotes: false, chat_room_id: room!.id,
      });
    });

    it("answers 404 for a request it neither matches nor was invited to, a draft, another city's, and a closed one it never quoted on", async () => {
      const provider = await addPortalProvider(db(), { city: 'Invercargill', categoryNames: ['Venues'] });
      for (const spec of [
        { city: 'Invercargill', categoryNames: ['Music & Entertainment'] },
        { city: 'Invercargill', categoryNames: ['Venues'], status: 'draft' as const },
        { city: 'Queenstown', categoryNames: ['Venues'] },
        { city: 'Invercargill', categoryNames: ['Venues'], status: 'cancelled' as const },
        { city: 'Invercargill', categoryNames: ['Venues'], response_deadline: addDaysToIsoDate(today, -2) },
      ]) {
        const event = await request(spec);
        expectProblem(await detail(provider.headers, event.id), 404, PROVIDER_REQUEST_MSG.notFound);
      }
      expectProblem(await detail(provider.headers, 2_000_000_000), 404, PROVIDER_REQUEST_MSG.notFound);
      expectProblem(await detail(provider.headers, 'abc'), 400, PROVIDER_REQUEST_MSG.invalidId);
    });

    it('keeps showing a closed request it quoted on, and an invitation whatever its service or city', async () => {
      const provider = await addPortalProvider(db(), { city: 'Whangarei', categoryNames: ['Venues'] });
      const quoted = await request({ city: 'Whangarei', categoryNames: ['Venues'] });
      await addQuote(quoted.id, provider.id, 'withdrawn');
      await db().update(eventRequests).set({ status: 'cancelled' }).where(eq(eventRequests.id, quoted.id));
      const closed = await detail(provider.headers, quoted.id);
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json<TProviderRequestDetailResponse>().data).toMatchObject({ status: 'cancelled', is_open_for_quotes: false, my_quote: { status: 'withdrawn' } });

      const invited = await request({ city: 'Christchurch', categoryNames: ['Photography & Video'] });
      await invite(invited.id, provider.id, 'Kia ora, are you free?');
      expect((await detail(provider.headers, invited.id)).json<TProviderRequestDetailResponse>().data).toMatchObject({ invited: true, invitation_message: 'Kia ora, are you free?' });
    });
  });

  it('is for verified, active providers only', async () => {
    const provider = await addPortalProvider(db(), { city: 'Rotorua', categoryNames: ['Venues'] });
    expectProblem(await list({}), 401, MSG.tokenRequired);
    expectProblem(await list(organiser.headers), 403, PROVIDER_ACCOUNT_MSG.providersOnly);
    await db().update(providerProfiles).set({ is_verified: false }).where(eq(providerProfiles.id, provider.id));
    expectProblem(await list(provider.headers), 403, PROVIDER_ACCOUNT_MSG.awaitingVerification);
    await db().update(providerProfiles).set({ is_verified: true }).where(eq(providerProfiles.id, provider.id));
    await db().update(users).set({ status: 'pending' }).where(eq(users.id, provider.user_id));
    expectProblem(await detail(provider.headers, 1), 403, PROVIDER_ACCOUNT_MSG.awaitingVerification);
    await db().update(users).set({ status: 'active' }).where(eq(users.id, provider.user_id));
    await db().update(providerProfiles).set({ is_active: false }).where(eq(providerProfiles.id, provider.id));
    expectProblem(await list(provider.headers), 403, PROVIDER_ACCOUNT_MSG.accountInactive);
    await db().update(providerProfiles).set({ is_active: true }).where(eq(providerProfiles.id, provider.id));
    expect((await list(provider.headers)).statusCode).toBe(200);
  });
});
