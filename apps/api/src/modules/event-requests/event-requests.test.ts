import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysToIsoDate, EVENT_REQUEST_MSG, MSG, nzToday, type TCategory, type TEventRequest } from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { createOrganiser, createProvider } from '../../../test/factories.ts';
import { eventRequests, quotes } from '../../db/schema.ts';
import { createSession } from '../../lib/sessions.ts';

const URL = '/api/event-organiser/event-requests';
type THeaders = { authorization: string };

const today = () => nzToday();
const daysAhead = (days: number) => addDaysToIsoDate(today(), days);

describeEachEngine('event requests', (ctx) => {
  let owner: Awaited<ReturnType<typeof createOrganiser>>;
  let other: Awaited<ReturnType<typeof createOrganiser>>;
  let catering: TCategory;
  let music: TCategory;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: THeaders, payload?: unknown) =>
    ctx().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  /** A complete request in the new item shape. */
  const fullRequest = (overrides: Record<string, unknown> = {}) => ({
    title: 'Kirsty and Tama’s wedding',
    description: 'Reception for 120 guests with dinner and dancing.',
    event_date: daysAhead(40),
    location: 'auckland',
    budget_min: 2000,
    budget_max: 8000,
    delivery_method: 'on_site',
    delivery_address: '',
    additional_notes: '• Vegetarian options needed',
    response_deadline: daysAhead(7),
    items: [
      {
        name: 'Three-course dinner',
        quantity: 120,
        notes: 'Buffet is fine',
        categories: [
          { category_id: catering.category_id, subcategory_id: catering.subcategories[0]!.subcategory_id },
          { category_id: catering.category_id, subcategory_id: catering.subcategories[2]!.subcategory_id },
        ],
      },
    ],
    ...overrides,
  });

  const create = async (headers: THeaders, body: Record<string, unknown>) => {
    const res = await call('POST', URL, headers, body);
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json<{ data: TEventRequest }>().data;
  };
  const expectProblem = async (res: Awaited<ReturnType<typeof call>>, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: message, message });
  };

  beforeAll(async () => {
    owner = await createOrganiser(ctx().app);
    other = await createOrganiser(ctx().app, { first_name: 'Someone', last_name: 'Else' });
    const res = await ctx().app.inject({ method: 'GET', url: '/api/public/categories/with-subcategories' });
    const categories = res.json<{ data: TCategory[] }>().data;
    catering = categories.find((c) => c.name === 'Catering & Food')!;
    music = categories.find((c) => c.name === 'Music & Entertainment')!;
  });

  describe('access', () => {
    it('needs a bearer token', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: URL });
      await expectProblem(res, 401, MSG.tokenRequired);
      const bad = await ctx().app.inject({ method: 'POST', url: URL, headers: { authorization: 'Bearer nope' }, payload: {} });
      await expectProblem(bad, 403, MSG.invalidToken);
    });

    it('is for event organisers only', async () => {
      const provider = await createProvider(ctx().database.db);
      const { token } = await createSession({ db: ctx().database.db, userId: provider.user_id, ttlSeconds: 600 });
      await expectProblem(await call('GET', URL, { authorization: `Bearer ${token}` }), 403, MSG.organisersOnly);
      await expectProblem(await call('POST', URL, { authorization: `Bearer ${token}` }, fullRequest()), 403, MSG.organisersOnly);
    });

    it("answers 404 'Event request not found' for another organiser's request, whatever the action", async () => {
      const mine = await create(owner.headers, fullRequest());
      const draft = await create(owner.headers, { title: 'Mine', is_draft: true });
      for (const [method, url, body] of [
        ['GET', `${URL}/${mine.id}`, undefined],
        ['PUT', `${URL}/${mine.id}`, { title: 'Taken over' }],
        ['POST', `${URL}/${draft.id}/submit`, undefined],
        ['POST', `${URL}/${mine.id}/cancel`, undefined],
        ['DELETE', `${URL}/${draft.id}`, undefined],
      ] as const) {
        await expectProblem(await call(method, url, other.headers, body), 404, EVENT_REQUEST_MSG.notFound);
      }
      const list = await call('GET', URL, other.headers);
      expect(list.json().data.map((r: TEventRequest) => r.id)).not.toContain(mine.id);
      // Untouched.
      const again = await call('GET', `${URL}/${mine.id}`, owner.headers);
      expect(again.json().data).toMatchObject({ title: mine.title, status: 'submitted' });
    });

    it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
      await expectProblem(await call('GET', `${URL}/999999`, owner.headers), 404, EVENT_REQUEST_MSG.notFound);
      await expectProblem(await call('GET', `${URL}/99999999999`, owner.headers), 400, EVENT_REQUEST_MSG.invalidId);
      await expectProblem(await call('GET', `${URL}/abc`, owner.headers), 400, EVENT_REQUEST_MSG.invalidId);
    });
  });

  describe('create', () => {
    it('submits by default, with every field, the new item shape and the profile as organiser', async () => {
      const res = await call('POST', URL, owner.headers, fullRequest());
      expect(res.statusCode).toBe(201);
      const body = res.json<{ success: boolean; message: string; data: TEventRequest }>();
      expect(body.success).toBe(true);
      expect(body.message).toBe(EVENT_REQUEST_MSG.submitted);
      expect(body.data).toMatchObject({
        title: 'Kirsty and Tama’s wedding',
        description: 'Reception for 120 guests with dinner and dancing.',
        event_date: daysAhead(40),
        location: 'Auckland',
        budget_min: 2000,
        budget_max: 8000,
        delivery_method: 'on_site',
        delivery_address: null,
        additional_notes: '• Vegetarian options needed',
        response_deadline: daysAhead(7),
        organiser_name: 'Mere Parata',
        organiser_email: owner.user.email,
        organiser_type: 'individual',
        status: 'submitted',
        quotes_count: 0,
        accepted_quotes_count: 0,
      });
      expect(body.data.location_id).toEqual(expect.any(Number));
      expect(body.data.submitted_at).not.toBeNull();
      const [first, third] = [catering.subcategories[0]!, catering.subcategories[2]!];
      expect(body.data.items).toEqual([
        {
          id: expect.any(Number),
          name: 'Three-course dinner',
          quantity: 120,
          notes: 'Buffet is fine',
          categories: [
            { category_id: catering.category_id, category_name: catering.name, subcategory_id: first.subcategory_id, subcategory_name: first.name },
            { category_id: catering.category_id, category_name: catering.name, subcategory_id: third.subcategory_id, subcategory_name: third.name },
          ],
          category_id: catering.category_id,
          category_name: catering.name,
          subcategory_ids: [first.subcategory_id, third.subcategory_id],
        },
      ]);
    });

    it('accepts the older item shape (category_id, subcategory_ids) and answers the same', async () => {
      const sub = music.subcategories[1]!;
      const data = await create(owner.headers, fullRequest({ items: [{ category_id: music.category_id, subcategory_ids: [sub.subcategory_id], quantity: 1, name: '', notes: '' }] }));
      expect(data.items).toEqual([
        {
          id: expect.any(Number), name: null, quantity: 1, notes: null,
          categories: [{ category_id: music.category_id, category_name: music.name, subcategory_id: sub.subcategory_id, subcategory_name: sub.name }],
          category_id: music.category_id, category_name: music.name, subcategory_ids: [sub.subcategory_id],
        },
      ]);
    });

    it('keeps a delivery address only for delivery, and takes the organiser details given', async () => {
      const data = await create(owner.headers, fullRequest({
        delivery_method: 'delivery', delivery_address: '12 Queen Street, Auckland',
        organiser_name: 'Aroha Events', organiser_email: 'Aroha@Example.NZ', organiser_type: 'business',
      }));
      expect(data).toMatchObject({ delivery_method: 'delivery', delivery_address: '12 Queen Street, Auckland', organiser_name: 'Aroha Events', organiser_email: 'aroha@example.nz', organiser_type: 'business' });
      const pickup = await create(owner.headers, fullRequest({ delivery_method: 'pickup', delivery_address: '12 Queen Street' }));
      expect(pickup.delivery_address).toBeNull();
    });

    it("names a business organiser by its business name", async () => {
      const business = await createOrganiser(ctx().app, { organiser_type: 'business', first_name: '', last_name: '', business_name: 'Kauri Corporate Ltd' });
      const data = await create(business.headers, fullRequest());
      expect(data).toMatchObject({ organiser_name: 'Kauri Corporate Ltd', organiser_type: 'business', organiser_email: business.user.email });
    });

    it.each([
      ['status', { status: 'draft' }],
      ['is_draft', { is_draft: true }],
      ['draft', { draft: true }],
    ])('saves a draft by %s, checked leniently, with the defaults and nulls', async (_name, flag) => {
      const res = await call('POST', URL, owner.headers, { ...flag, title: '', event_date: daysAhead(1), delivery_address: '', budget_min: null });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<{ message: string; data: TEventRequest }>();
      expect(body.message).toBe(EVENT_REQUEST_MSG.draftSaved);
      expect(body.data).toMatchObject({
        status: 'draft', title: '', description: '', event_date: daysAhead(1), location: null, location_id: null,
        budget_min: null, budget_max: null, delivery_method: 'on_site', delivery_address: null, additional_notes: null,
        response_deadline: null, organiser_name: 'Mere Parata', organiser_email: owner.user.email, organiser_type: 'individual',
        submitted_at: null, items: [],
      });
    });

    it('submits when the flags say not a draft, and refuses flags that disagree', async () => {
      expect((await create(owner.headers, fullRequest({ is_draft: false }))).status).toBe('submitted');
      expect((await create(owner.headers, fullRequest({ status: 'submitted', draft: false }))).status).toBe('submitted');
      await expectProblem(await call('POST', URL, owner.headers, fullRequest({ status: 'submitted', is_draft: true })), 400, EVENT_REQUEST_MSG.conflictingDraftFlags);
      await expectProblem(await call('POST', URL, owner.headers, fullRequest({ status: 'cancelled' })), 400, EVENT_REQUEST_MSG.invalidStatus);
    });
  });

  describe('validation of a submitted request (spec section 5)', () => {
    const cases: [string, () => Record<string, unknown>, string][] = [
      ['no title', () => fullRequest({ title: '   ' }), EVENT_REQUEST_MSG.titleRequired],
      ['no description', () => fullRequest({ description: '' }), EVENT_REQUEST_MSG.descriptionRequired],
      ['no event date', () => fullRequest({ event_date: null }), EVENT_REQUEST_MSG.eventDateRequired],
      ['an event date 2 days ahead (NZ today)', () => fullRequest({ event_date: daysAhead(2) }), 'Event date must be at least 3 days from today'],
      ['an event date in the past', () => fullRequest({ event_date: daysAhead(-5) }), EVENT_REQUEST_MSG.eventDateLeadTime],
      ['a date that does not exist', () => fullRequest({ event_date: '2031-02-30' }), EVENT_REQUEST_MSG.eventDateInvalid],
      ['no location', () => fullRequest({ location: '' }), EVENT_REQUEST_MSG.locationFromList],
      ['a location not in the list', () => fullRequest({ location: 'Atlantis' }), EVENT_REQUEST_MSG.locationFromList],
      ['no items', () => fullRequest({ items: [] }), EVENT_REQUEST_MSG.categoryRequired],
      ['an item without a category', () => fullRequest({ items: [{ name: 'Something', quantity: 1 }] }), EVENT_REQUEST_MSG.categoryRequired],
      ['a category without its specific service', () => fullRequest({ items: [{ category_id: catering.category_id, subcategory_ids: [] }] }), 'Please select at least one specific service for Catering & Food'],
      ['a specific service of another category', () => fullRequest({ items: [{ category_id: catering.category_id, subcategory_ids: [music.subcategories[0]!.subcategory_id] }] }),
        'SUB_NOT_IN_CATEGORY'],
      ['an unknown category', () => fullRequest({ items: [{ category_id: 987654 }] }), EVENT_REQUEST_MSG.unknownCategory],
      ['an unknown specific service', () => fullRequest({ items: [{ category_id: catering.category_id, subcategory_ids: [987654] }] }), EVENT_REQUEST_MSG.unknownSubcategory],
      ['no delivery method', () => fullRequest({ delivery_method: null }), EVENT_REQUEST_MSG.deliveryMethodRequired],
      ['an unknown delivery method', () => fullRequest({ delivery_method: 'teleport' }), EVENT_REQUEST_MSG.deliveryMethodRequired],
      ['a quantity of 0', () => fullRequest({ items: [{ category_id: catering.category_id, subcategory_ids: [catering.subcategories[0]!.subcategory_id], quantity: 0 }] }), EVENT_REQUEST_MSG.quantityMin],
      ['a budget minimum above the maximum', () => fullRequest({ budget_min: 6000, budget_max: 5000 }), EVENT_REQUEST_MSG.budgetOrder],
      ['a negative budget', () => fullRequest({ budget_min: -1 }), EVENT_REQUEST_MSG.budgetNegative],
      ['a response deadline in the past', () => fullRequest({ response_deadline: daysAhead(-1) }), EVENT_REQUEST_MSG.responseDeadlinePast],
      ['a response deadline that is not a date', () => fullRequest({ response_deadline: 'soon' }), EVENT_REQUEST_MSG.responseDeadlineInvalid],
      ['an unknown organiser type', () => fullRequest({ organiser_type: 'charity' }), 'Please select organiser type'],
      ['a blank organiser name', () => fullRequest({ organiser_name: ' ' }), 'Name is required'],
      ['a blank organiser e-mail', () => fullRequest({ organiser_email: '' }), 'Email is required'],
      ['an invalid organiser e-mail', () => fullRequest({ organiser_email: 'mere@' }), 'Please enter a valid email address'],
      ['a title that is too long', () => fullRequest({ title: 'x'.repeat(201) }), EVENT_REQUEST_MSG.tooLong('Event title', 200)],
    ];

    it.each(cases)('rejects %s with the spec message', async (_name, body, message) => {
      const before = (await call('GET', `${URL}?limit=100`, owner.headers)).json().pagination.total;
      const expected = message === 'SUB_NOT_IN_CATEGORY' ? EVENT_REQUEST_MSG.subcategoryNotInCategory(music.subcategories[0]!.name, catering.name) : message;
      await expectProblem(await call('POST', URL, owner.headers, body()), 400, expected);
      expect((await call('GET', `${URL}?limit=100`, owner.headers)).json().pagination.total).toBe(before);
    });

    it('accepts an event exactly 3 days ahead and a response deadline of today', async () => {
      const data = await create(owner.headers, fullRequest({ event_date: daysAhead(3), response_deadline: today() }));
      expect(data).toMatchObject({ event_date: daysAhead(3), response_deadline: today() });
    });

    it('accepts a category without subcategories when it has none, and lists every problem in details', async () => {
      const res = await call('POST', URL, owner.headers, fullRequest({ title: '', description: '', event_date: daysAhead(2) }));
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { message: string }) => d.message)).toEqual([
        EVENT_REQUEST_MSG.titleRequired, EVENT_REQUEST_MSG.descriptionRequired, EVENT_REQUEST_MSG.eventDateLeadTime,
      ]);
    });

    it('checks drafts for types, lengths and consistent ids only', async () => {
      await expectProblem(await call('POST', URL, owner.headers, { is_draft: true, budget_min: 9000, budget_max: 100 }), 400, EVENT_REQUEST_MSG.budgetOrder);
      await expectProblem(await call('POST', URL, owner.headers, { is_draft: true, items: [{ category_id: 987654 }] }), 400, EVENT_REQUEST_MSG.unknownCategory);
      await expectProblem(await call('POST', URL, owner.headers, { is_draft: true, title: 42 }), 400, 'Event title must be text');
      const draft = await create(owner.headers, { is_draft: true, location: 'Somewhere new', items: [{ category_id: catering.category_id }], organiser_email: '' });
      expect(draft).toMatchObject({ location: 'Somewhere new', location_id: null, organiser_email: owner.user.email });
      expect(draft.items[0]).toMatchObject({ category_id: catering.category_id, subcategory_ids: [], categories: [{ subcategory_id: null, subcategory_name: null }] });
    });
  });

  describe('update', () => {
    it('keeps a draft a draft and a submitted request submitted; fields left out keep their values', async () => {
      const draft = await create(owner.headers, { is_draft: true, title: 'Draft', description: 'Keep me' });
      const saved = await call('PUT', `${URL}/${draft.id}`, owner.headers, { title: 'Draft, renamed', is_draft: true });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ message: EVENT_REQUEST_MSG.draftSaved, data: { status: 'draft', title: 'Draft, renamed', description: 'Keep me' } });
      // Without a draft flag the current status is kept.
      const kept = await call('PUT', `${URL}/${draft.id}`, owner.headers, { title: 'Still a draft' });
      expect(kept.json().data.status).toBe('draft');

      const submitted = await create(owner.headers, fullRequest());
      const edited = await call('PUT', `${URL}/${submitted.id}`, owner.headers, { additional_notes: 'Now with a band', status: 'submitted' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        message: EVENT_REQUEST_MSG.updated,
        data: { status: 'submitted', additional_notes: 'Now with a band', title: submitted.title, items: [{ name: 'Three-course dinner' }] },
      });
    });

    it('replaces the items when they are sent and checks a submitted request in full', async () => {
      const submitted = await create(owner.headers, fullRequest());
      const sub = music.subcategories[0]!;
      const res = await call('PUT', `${URL}/${submitted.id}`, owner.headers, { items: [{ categories: [{ category_id: music.category_id, subcategory_id: sub.subcategory_id }], quantity: 2 }] });
      expect(res.json().data.items).toEqual([expect.objectContaining({ quantity: 2, category_id: music.category_id, subcategory_ids: [sub.subcategory_id] })]);
      await expectProblem(await call('PUT', `${URL}/${submitted.id}`, owner.headers, { title: '' }), 400, EVENT_REQUEST_MSG.titleRequired);
      await expectProblem(await call('PUT', `${URL}/${submitted.id}`, owner.headers, { budget_min: 9000, budget_max: 10 }), 400, EVENT_REQUEST_MSG.budgetOrder);
      await expectProblem(await call('PUT', `${URL}/${submitted.id}`, owner.headers, { event_date: daysAhead(2) }), 400, EVENT_REQUEST_MSG.eventDateLeadTime);
    });

    it('lets a submitted request be edited even when its stored date is now close', async () => {
      const submitted = await create(owner.headers, fullRequest());
      await ctx().database.db.update(eventRequests).set({ event_date: daysAhead(1) }).where(eq(eventRequests.id, submitted.id));
      const res = await call('PUT', `${URL}/${submitted.id}`, owner.headers, { additional_notes: 'Arriving early' });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('answers 409 when a submitted request is saved as a draft', async () => {
      const submitted = await create(owner.headers, fullRequest());
      await expectProblem(await call('PUT', `${URL}/${submitted.id}`, owner.headers, { is_draft: true }), 409, EVENT_REQUEST_MSG.onlyDraftsSavedAsDraft);
      await expectProblem(await call('PUT', `${URL}/${submitted.id}`, owner.headers, { status: 'draft' }), 409, EVENT_REQUEST_MSG.onlyDraftsSavedAsDraft);
    });

    it('answers 409 for cancelled and completed requests', async () => {
      const cancelled = await create(owner.headers, fullRequest());
      await call('POST', `${URL}/${cancelled.id}/cancel`, owner.headers);
      await expectProblem(await call('PUT', `${URL}/${cancelled.id}`, owner.headers, { title: 'Back again' }), 409, 'This event request is cancelled and can no longer be edited');
      const completed = await create(owner.headers, fullRequest());
      await ctx().database.db.update(eventRequests).set({ status: 'completed' }).where(eq(eventRequests.id, completed.id));
      await expectProblem(await call('PUT', `${URL}/${completed.id}`, owner.headers, { title: 'Again' }), 409, 'This event request is completed and can no longer be edited');
    });
  });

  describe('submit, cancel and delete', () => {
    it('submits a complete draft once, after checking it in full', async () => {
      const draft = await create(owner.headers, { is_draft: true, title: 'Half done' });
      await expectProblem(await call('POST', `${URL}/${draft.id}/submit`, owner.headers), 400, EVENT_REQUEST_MSG.descriptionRequired);
      await call('PUT', `${URL}/${draft.id}`, owner.headers, { ...fullRequest(), is_draft: true });
      const res = await call('POST', `${URL}/${draft.id}/submit`, owner.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: EVENT_REQUEST_MSG.submitted, data: { id: draft.id, status: 'submitted' } });
      expect(res.json().data.submitted_at).not.toBeNull();
      await expectProblem(await call('POST', `${URL}/${draft.id}/submit`, owner.headers), 409, EVENT_REQUEST_MSG.alreadySubmitted);
    });

    it('refuses to submit a draft whose date has come too close', async () => {
      const draft = await create(owner.headers, { ...fullRequest(), is_draft: true, event_date: daysAhead(2) });
      await expectProblem(await call('POST', `${URL}/${draft.id}/submit`, owner.headers), 400, 'Event date must be at least 3 days from today');
    });

    it('cancels draft, submitted and active requests once; cancelling twice answers 409', async () => {
      const draft = await create(owner.headers, { is_draft: true });
      const submitted = await create(owner.headers, fullRequest());
      const active = await create(owner.headers, fullRequest());
      await ctx().database.db.update(eventRequests).set({ status: 'active' }).where(eq(eventRequests.id, active.id));
      for (const request of [draft, submitted, active]) {
        const res = await call('POST', `${URL}/${request.id}/cancel`, owner.headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ message: EVENT_REQUEST_MSG.cancelled, data: { status: 'cancelled' } });
        expect(res.json().data.cancelled_at).not.toBeNull();
      }
      await expectProblem(await call('POST', `${URL}/${submitted.id}/cancel`, owner.headers), 409, EVENT_REQUEST_MSG.alreadyCancelled);
      await expectProblem(await call('POST', `${URL}/${submitted.id}/submit`, owner.headers), 409, EVENT_REQUEST_MSG.cannotSubmit('cancelled'));
    });

    it('does not cancel a completed request', async () => {
      const completed = await create(owner.headers, fullRequest());
      await ctx().database.db.update(eventRequests).set({ status: 'completed' }).where(eq(eventRequests.id, completed.id));
      await expectProblem(await call('POST', `${URL}/${completed.id}/cancel`, owner.headers), 409, EVENT_REQUEST_MSG.cannotCancel('completed'));
    });

    it('deletes drafts only; deleting a submitted request answers 409', async () => {
      const draft = await create(owner.headers, { is_draft: true, items: [{ category_id: catering.category_id }] });
      const res = await call('DELETE', `${URL}/${draft.id}`, owner.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: EVENT_REQUEST_MSG.draftDeleted });
      await expectProblem(await call('GET', `${URL}/${draft.id}`, owner.headers), 404, EVENT_REQUEST_MSG.notFound);

      const submitted = await create(owner.headers, fullRequest());
      await expectProblem(await call('DELETE', `${URL}/${submitted.id}`, owner.headers), 409, EVENT_REQUEST_MSG.onlyDraftsDeleted);
      expect((await call('GET', `${URL}/${submitted.id}`, owner.headers)).statusCode).toBe(200);
    });
  });

  describe('list and get', () => {
    let organiser: Awaited<ReturnType<typeof createOrganiser>>;
    let created: TEventRequest[];

    beforeAll(async () => {
      organiser = await createOrganiser(ctx().app, { first_name: 'Lists', last_name: 'Many' });
      created = [];
      created.push(await create(organiser.headers, fullRequest({ title: 'Past party', is_draft: true, event_date: daysAhead(-10) })));
      created.push(await create(organiser.headers, { is_draft: true, title: 'Draft two' }));
      created.push(await create(organiser.headers, fullRequest({ title: 'Gala' })));
      created.push(await create(organiser.headers, fullRequest({ title: 'Conference' })));
      const completed = await create(organiser.headers, fullRequest({ title: 'Old gala' }));
      await ctx().database.db.update(eventRequests).set({ status: 'completed', event_date: daysAhead(-3) }).where(eq(eventRequests.id, completed.id));
      created.push(completed);
      // Three quotes on the gala, one accepted; one on the conference.
      const provider = await createProvider(ctx().database.db, { categoryNames: ['Catering & Food'] });
      const provider2 = await createProvider(ctx().database.db);
      const gala = created[2]!.id;
      await ctx().database.db.insert(quotes).values([
        { event_request_id: gala, provider_id: provider.id, quote_amount: 4200, status: 'accepted' },
        { event_request_id: gala, provider_id: provider2.id, quote_amount: 3900, status: 'rejected' },
        { event_request_id: gala, provider_id: provider2.id, quote_amount: 3500 },
        { event_request_id: created[3]!.id, provider_id: provider.id, quote_amount: 1000 },
      ]);
    });

    it('answers data, pagination and quote counts for my requests, newest first', async () => {
      const res = await call('GET', URL, organiser.headers);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ success: boolean; data: TEventRequest[]; pagination: Record<string, number> }>();
      expect(body.success).toBe(true);
      expect(body.pagination).toEqual({ total: 5, page: 1, limit: 20, totalPages: 1 });
      expect(body.data.map((r) => r.title)).toEqual(['Old gala', 'Conference', 'Gala', 'Draft two', 'Past party']);
      const gala = body.data.find((r) => r.title === 'Gala')!;
      expect(gala).toMatchObject({ quotes_count: 3, accepted_quotes_count: 1 });
      expect(gala.items[0]!.categories).toHaveLength(2);
      expect(body.data.find((r) => r.title === 'Conference')).toMatchObject({ quotes_count: 1, accepted_quotes_count: 0 });
      expect(body.data.find((r) => r.title === 'Draft two')).toMatchObject({ quotes_count: 0, accepted_quotes_count: 0 });

      const one = await call('GET', `${URL}/${created[2]!.id}`, organiser.headers);
      expect(one.json()).toMatchObject({ success: true, data: { id: created[2]!.id, title: 'Gala', quotes_count: 3, accepted_quotes_count: 1 } });
    });

    it('pages with page and limit (at most 100)', async () => {
      const first = (await call('GET', `${URL}?page=1&limit=2`, organiser.headers)).json();
      const third = (await call('GET', `${URL}?page=3&limit=2`, organiser.headers)).json();
      expect(first.pagination).toEqual({ total: 5, page: 1, limit: 2, totalPages: 3 });
      expect(first.data.map((r: TEventRequest) => r.title)).toEqual(['Old gala', 'Conference']);
      expect(third.data.map((r: TEventRequest) => r.title)).toEqual(['Past party']);
      expect((await call('GET', `${URL}?page=9&limit=2`, organiser.headers)).json()).toMatchObject({ data: [], pagination: { total: 5, page: 9 } });
      await expectProblem(await call('GET', `${URL}?limit=101`, organiser.headers), 400, EVENT_REQUEST_MSG.invalidLimit);
      await expectProblem(await call('GET', `${URL}?limit=0`, organiser.headers), 400, EVENT_REQUEST_MSG.invalidLimit);
      await expectProblem(await call('GET', `${URL}?page=0`, organiser.headers), 400, EVENT_REQUEST_MSG.invalidPage);
      expect((await call('GET', `${URL}?limit=100`, organiser.headers)).statusCode).toBe(200);
    });

    it('filters by status (one or several) and by event_date_to for past events', async () => {
      const titles = async (query: string) => (await call('GET', `${URL}?${query}`, organiser.headers)).json().data.map((r: TEventRequest) => r.title);
      expect(await titles('status=draft')).toEqual(['Draft two', 'Past party']);
      expect(await titles('status=submitted')).toEqual(['Conference', 'Gala']);
      expect(await titles('status=completed,cancelled')).toEqual(['Old gala']);
      expect(await titles(`event_date_to=${today()}`)).toEqual(['Old gala', 'Past party']);
      const endOfToday = new Date(`${today()}T23:59:59+12:00`).toISOString();
      expect(await titles(`event_date_to=${encodeURIComponent(endOfToday)}`)).toEqual(['Old gala', 'Past party']);
      await expectProblem(await call('GET', `${URL}?status=archived`, organiser.headers), 400, EVENT_REQUEST_MSG.invalidStatusFilter);
      await expectProblem(await call('GET', `${URL}?event_date_to=someday`, organiser.headers), 400, EVENT_REQUEST_MSG.invalidDateFilter);
    });
  });

  describe('bad bodies', () => {
    it('answers 400, never 500, for malformed JSON', async () => {
      const draft = await create(owner.headers, { is_draft: true });
      for (const [method, url] of [['POST', URL], ['PUT', `${URL}/${draft.id}`]] as const) {
        const res = await ctx().app.inject({ method, url, headers: { ...owner.headers, 'content-type': 'application/json' }, payload: '{"title": "oops",' });
        await expectProblem(res, 400, MSG.malformedJson);
      }
    });

    it('answers 400 for a body that is not an object and for items that are not a list', async () => {
      const notObject = await ctx().app.inject({ method: 'POST', url: URL, headers: { ...owner.headers, 'content-type': 'application/json' }, payload: '[1, 2]' });
      expect(notObject.statusCode).toBe(400);
      const res = await call('POST', URL, owner.headers, fullRequest({ items: 'catering' }));
      expect(res.statusCode).toBe(400);
      const huge = await call('POST', URL, owner.headers, fullRequest({ budget_max: 20_000_000 }));
      await expectProblem(huge, 400, EVENT_REQUEST_MSG.budgetTooLarge);
    });
  });
});
