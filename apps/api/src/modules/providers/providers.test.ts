import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MSG, PROVIDER_MIN_YEARS_OPTIONS, PROVIDER_MSG, PROVIDER_PAGE_SIZES, type TProviderCategoryOption, type TProviderDetail,
  type TProviderFilterOptions, type TProviderListResponse, type TProviderLocationOption, type TProviderReviewsResponse, ZProviderListQuery,
} from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { addProvider, addReview, createOrganiser, listingVersion, locationId, uniqueWord } from '../../../test/factories.ts';
import { categories, providerCategories, providerProfiles, providerSubcategories, reviews, subcategories } from '../../db/schema.ts';
import { listProviders } from './provider-list-service.ts';
import { refreshProviderRating, refreshProviderSearchText } from './provider-refresh.ts';

const URL = '/api/event-organiser/service-providers';
type TOrganiser = Awaited<ReturnType<typeof createOrganiser>>;

describeEachEngine('providers API', (ctx) => {
  let organiser: TOrganiser;
  const db = () => ctx().database.db;

  const get = (path: string, headers: Record<string, string> = organiser.headers) => ctx().app.inject({ method: 'GET', url: `${URL}${path}`, headers });
  const list = async (query: Record<string, string | number>) => {
    const res = await get(`?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json<TProviderListResponse>();
  };
  const names = (body: TProviderListResponse) => body.data.map((p) => p.business_name);
  const expectProblem = (res: Awaited<ReturnType<typeof get>>, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: message, message });
  };

  beforeAll(async () => {
    organiser = await createOrganiser(ctx().app);
  });

  describe('access', () => {
    it('needs an organiser bearer token on every route', async () => {
      for (const path of ['', '/filter-options', '/categories', '/locations', '/1', '/1/reviews']) {
        expectProblem(await ctx().app.inject({ method: 'GET', url: `${URL}${path}` }), 401, MSG.tokenRequired);
        expectProblem(await get(path, { authorization: 'Bearer not-a-token' }), 403, MSG.invalidToken);
      }
    });
  });

  describe('GET / (list)', () => {
    it('answers success, data and pagination with every card field', async () => {
      const word = uniqueWord();
      const provider = await addProvider(db(), {
        business_name: `Kauri ${word} Catering`, description: 'Hāngī and grazing tables', city: 'Nelson', years_in_operation: 12,
        price_range: 'premium', categoryNames: ['Music & Entertainment', 'Catering & Food'], pictures: { profile: 2, service: 6, gallery: 3 },
      });
      const body = await list({ search: word });
      expect(body.success).toBe(true);
      expect(body.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1, isTotalCapped: false });
      expect(body.data).toEqual([{
        provider_id: provider.id,
        business_name: `Kauri ${word} Catering`,
        avg_rating: 0,
        review_count: 0,
        median_reply_minutes: null,
        description: 'Hāngī and grazing tables',
        categories: ['Catering & Food', 'Music & Entertainment'],
        city: 'Nelson',
        years_in_operation: 12,
        price_range: 'premium',
        // Pictures in their sort order; the card gets the first four service images.
        profile_picture: { file_url: `/uploads/test/${provider.id}/profile_picture-2.jpg` },
        service_images: [6, 5, 4, 3].map((n) => ({ file_url: `/uploads/test/${provider.id}/service_image-${n}.jpg` })),
      }]);
    });

    it('gives a provider without pictures or price range null and empty lists', async () => {
      const word = uniqueWord();
      await addProvider(db(), { business_name: `Plain ${word}`, price_range: null, years_in_operation: null, description: null });
      const [card] = (await list({ search: word })).data;
      expect(card).toMatchObject({ price_range: null, years_in_operation: null, description: null, profile_picture: null, service_images: [], categories: [] });
    });

    it('never lists inactive or unverified providers', async () => {
      const word = uniqueWord();
      await addProvider(db(), { business_name: `Listed ${word}` });
      await addProvider(db(), { business_name: `Hidden ${word}`, is_active: false });
      await addProvider(db(), { business_name: `Pending ${word}`, is_verified: false });
      const body = await list({ search: word, limit: 50 });
      expect(names(body)).toEqual([`Listed ${word}`]);
      expect(body.pagination.total).toBe(1);
    });

    it('accepts every page size and rejects any other with a clear message', async () => {
      for (const limit of PROVIDER_PAGE_SIZES) expect((await list({ limit })).pagination.limit).toBe(limit);
      for (const limit of ['25', '0', '-12', 'twenty', '12.5']) {
        expectProblem(await get(`?limit=${limit}`), 400, PROVIDER_MSG.invalidLimit);
      }
      for (const page of ['0', '-1', 'two', '1.5']) expectProblem(await get(`?page=${page}`), 400, PROVIDER_MSG.invalidPage);
      expectProblem(await get('?sortBy=price'), 400, PROVIDER_MSG.invalidSortBy);
      expectProblem(await get('?sortOrder=up'), 400, PROVIDER_MSG.invalidSortOrder);
      expectProblem(await get('?priceRange=cheap'), 400, PROVIDER_MSG.invalidPriceRange);
      expectProblem(await get('?minYearsExperience=2'), 400, PROVIDER_MSG.invalidMinYears);
      expectProblem(await get('?categoryId=abc'), 400, PROVIDER_MSG.invalidCategoryId);
      expectProblem(await get('?locationId=0'), 400, PROVIDER_MSG.invalidLocationId);
      expectProblem(await get(`?search=${'a'.repeat(201)}`), 400, PROVIDER_MSG.searchTooLong);
    });

    it('skips empty values as if they were absent', async () => {
      const word = uniqueWord();
      await addProvider(db(), { business_name: `Empty ${word}` });
      const res = await get(`?search=${word}&page=&limit=&sortBy=&sortOrder=&categoryId=&locationId=&priceRange=&minYearsExperience=&city=%20`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<TProviderListResponse>()).toMatchObject({ pagination: { page: 1, limit: 20, total: 1 } });
    });

    describe('sorting', () => {
      const word = uniqueWord();
      const day = (n: number) => new Date(Date.UTC(2023, 0, n));
      // Names chosen so that every sort gives a different order; two ratings and two years tie.
      const specs = [
        { name: `Alpha ${word}`, rating: 4.5, years: 3, created: day(5) },
        { name: `Bravo ${word}`, rating: 3.25, years: null, created: day(1) },
        { name: `Charlie ${word}`, rating: 4.5, years: 20, created: day(9) },
        { name: `Delta ${word}`, rating: 0, years: 3, created: day(3) },
        { name: `Echo ${word}`, rating: 5, years: 1, created: day(7) },
      ];
      const ids: Record<string, number> = {};

      beforeAll(async () => {
        for (const s of specs) {
          const p = await addProvider(db(), { business_name: s.name, avg_rating: s.rating, years_in_operation: s.years, created_at: s.created });
          ids[s.name] = p.id;
        }
      });
      const sorted = async (query: Record<string, string>) => names(await list({ search: word, ...query })).map((n) => n.split(' ')[0]);

      it('sorts by business name A-Z by default, and Z-A', async () => {
        expect(await sorted({})).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
        expect(await sorted({ sortBy: 'business_name' })).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
        expect(await sorted({ sortBy: 'business_name', sortOrder: 'desc' })).toEqual(['Echo', 'Delta', 'Charlie', 'Bravo', 'Alpha']);
      });

      it('sorts by rating high to low (the default order for it) and low to high, ties by id', async () => {
        // Alpha and Charlie tie on 4.5: the one created first (lower id) comes last going down.
        expect(await sorted({ sortBy: 'avg_rating' })).toEqual(['Echo', 'Charlie', 'Alpha', 'Bravo', 'Delta']);
        expect(await sorted({ sortBy: 'avg_rating', sortOrder: 'desc' })).toEqual(['Echo', 'Charlie', 'Alpha', 'Bravo', 'Delta']);
        expect(await sorted({ sortBy: 'avg_rating', sortOrder: 'asc' })).toEqual(['Delta', 'Bravo', 'Alpha', 'Charlie', 'Echo']);
      });

      it('sorts by years in operation, most experienced first, unknown years counting as least', async () => {
        expect(await sorted({ sortBy: 'years_in_operation', sortOrder: 'desc' })).toEqual(['Charlie', 'Delta', 'Alpha', 'Echo', 'Bravo']);
        expect(await sorted({ sortBy: 'years_in_operation', sortOrder: 'asc' })).toEqual(['Bravo', 'Echo', 'Alpha', 'Delta', 'Charlie']);
      });

      it('sorts by created_at newest first and oldest first', async () => {
        expect(await sorted({ sortBy: 'created_at', sortOrder: 'desc' })).toEqual(['Charlie', 'Echo', 'Alpha', 'Delta', 'Bravo']);
        expect(await sorted({ sortBy: 'created_at', sortOrder: 'asc' })).toEqual(['Bravo', 'Delta', 'Alpha', 'Echo', 'Charlie']);
      });

      it('shows the rating as a number', async () => {
        const body = await list({ search: word, sortBy: 'avg_rating', sortOrder: 'asc' });
        expect(body.data.map((p) => p.avg_rating)).toEqual([0, 3.25, 4.5, 4.5, 5]);
      });
    });

    describe('paging', () => {
      const word = uniqueWord();
      beforeAll(async () => {
        for (let i = 1; i <= 27; i += 1) await addProvider(db(), { business_name: `${word} ${String(i).padStart(2, '0')}` });
      });

      it('continues page 1 on page 2 and reports exact totals', async () => {
        const first = await list({ search: word, limit: 12 });
        const second = await list({ search: word, limit: 12, page: 2 });
        const third = await list({ search: word, limit: 12, page: 3 });
        expect(first.pagination).toEqual({ page: 1, limit: 12, total: 27, totalPages: 3, isTotalCapped: false });
        expect(second.pagination).toEqual({ page: 2, limit: 12, total: 27, totalPages: 3, isTotalCapped: false });
        const all = [...names(first), ...names(second), ...names(third)];
        expect(all).toEqual(Array.from({ length: 27 }, (_, i) => `${word} ${String(i + 1).padStart(2, '0')}`));
      });

      it('answers an empty page past the end with the real total', async () => {
        const body = await list({ search: word, limit: 20, page: 9 });
        expect(body.data).toEqual([]);
        expect(body.pagination).toEqual({ page: 9, limit: 20, total: 27, totalPages: 2, isTotalCapped: false });
      });

      it('answers total 0 and no pages when nothing matches', async () => {
        expect((await list({ search: uniqueWord() })).pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0, isTotalCapped: false });
      });

      // PROVIDER_LIST_TOTAL_CAP is 1,000; the same rule with a cap of 10 over these 27.
      const capped = (query: Record<string, string | number>, sortAllLimit?: number) =>
        listProviders({ db: db(), cache: null, totalCap: 10, sortAllLimit, filters: ZProviderListQuery.parse({ search: word, ...query }) });

      it('counts only up to the cap and says there are more, with one page past it', async () => {
        const first = await capped({ limit: 12 });
        expect(first.pagination).toEqual({ page: 1, limit: 12, total: 12, totalPages: 2, isTotalCapped: true });
        const second = await capped({ limit: 12, page: 2 });
        expect(second.pagination).toEqual({ page: 2, limit: 12, total: 24, totalPages: 3, isTotalCapped: true });
        const third = await capped({ limit: 12, page: 3 });
        // The end of page 3 (36) lies past the 27 matches: counted exactly.
        expect(third.pagination).toEqual({ page: 3, limit: 12, total: 27, totalPages: 3, isTotalCapped: false });
        expect([...names(first), ...names(second), ...names(third)]).toHaveLength(27);
      });

      it('reads the same pages off the sort index when there are more matches than it sorts', async () => {
        for (const sort of [{ sortBy: 'business_name', sortOrder: 'desc' }, { sortBy: 'created_at', sortOrder: 'asc' }, { sortBy: 'avg_rating', sortOrder: 'desc' }]) {
          for (const page of [1, 2, 3]) {
            const sorted = await capped({ limit: 12, page, ...sort });
            const walked = await capped({ limit: 12, page, ...sort }, 11);
            expect(names(walked), `${sort.sortBy} page ${page}`).toEqual(names(sorted));
            expect(walked.pagination).toEqual(sorted.pagination);
          }
        }
        const filtered = { minYearsExperience: 1, priceRange: 'mid_range', city: 'Auckland', limit: 12 };
        expect(names(await capped(filtered, 11))).toEqual(names(await capped(filtered)));
      });

      it('counts exactly when the matches are exactly the cap', async () => {
        const exact = await listProviders({ db: db(), cache: null, totalCap: 27, filters: ZProviderListQuery.parse({ search: word, limit: 12 }) });
        expect(exact.pagination).toEqual({ page: 1, limit: 12, total: 27, totalPages: 3, isTotalCapped: false });
        const over = await listProviders({ db: db(), cache: null, totalCap: 26, filters: ZProviderListQuery.parse({ search: word, limit: 12 }) });
        expect(over.pagination).toEqual({ page: 1, limit: 12, total: 26, totalPages: 3, isTotalCapped: true });
      });
    });

    describe('filters', () => {
      const word = uniqueWord();
      let wellingtonId: number;
      let cateringId: number;
      let photoId: number;

      beforeAll(async () => {
        wellingtonId = await locationId(db(), 'Wellington');
        const cats = await db().select().from(categories);
        cateringId = cats.find((c) => c.name === 'Catering & Food')!.id;
        photoId = cats.find((c) => c.name === 'Photography & Video')!.id;
        const aucklandId = await locationId(db(), 'Auckland');
        await addProvider(db(), { business_name: `Aroha ${word}`, city: 'Wellington', location_id: wellingtonId, price_range: 'budget', years_in_operation: 0, categoryNames: ['Catering & Food'] });
        await addProvider(db(), { business_name: `Bay ${word}`, city: 'Wellington', location_id: wellingtonId, price_range: 'luxury', years_in_operation: 4, categoryNames: ['Photography & Video'] });
        await addProvider(db(), { business_name: `Cove ${word}`, city: 'Auckland', location_id: aucklandId, price_range: 'luxury', years_in_operation: 10, categoryNames: ['Catering & Food', 'Photography & Video'] });
        await addProvider(db(), { business_name: `Dune ${word}`, city: 'Auckland', location_id: aucklandId, price_range: 'mid_range', years_in_operation: 1, categoryNames: [] });
        await addProvider(db(), { business_name: `Eyre ${word}`, city: 'Queenstown', location_id: null, price_range: null, years_in_operation: null, categoryNames: ['Catering & Food'] });
      });
      const filtered = async (query: Record<string, string | number>) => names(await list({ search: word, ...query })).map((n) => n.split(' ')[0]);

      it('filters by category', async () => {
        expect(await filtered({ categoryId: cateringId })).toEqual(['Aroha', 'Cove', 'Eyre']);
        expect(await filtered({ categoryId: photoId })).toEqual(['Bay', 'Cove']);
        expect(await filtered({ categoryId: 999_999 })).toEqual([]);
      });

      it('filters by location', async () => {
        expect(await filtered({ locationId: wellingtonId })).toEqual(['Aroha', 'Bay']);
      });

      it('filters by price range', async () => {
        expect(await filtered({ priceRange: 'luxury' })).toEqual(['Bay', 'Cove']);
        expect(await filtered({ priceRange: 'budget' })).toEqual(['Aroha']);
        expect(await filtered({ priceRange: 'mid_range' })).toEqual(['Dune']);
        expect(await filtered({ priceRange: 'premium' })).toEqual([]);
      });

      it('filters by minimum years of experience for each option', async () => {
        const expected: Record<number, string[]> = { 1: ['Bay', 'Cove', 'Dune'], 3: ['Bay', 'Cove'], 5: ['Cove'], 10: ['Cove'] };
        for (const years of PROVIDER_MIN_YEARS_OPTIONS) expect(await filtered({ minYearsExperience: years })).toEqual(expected[years]);
      });

      it('filters by city', async () => {
        expect(await filtered({ city: 'Auckland' })).toEqual(['Cove', 'Dune']);
        expect(await filtered({ city: 'Queenstown' })).toEqual(['Eyre']);
        expect(await filtered({ city: 'Atlantis' })).toEqual([]);
      });

      it('matches a city name with an apostrophe or spaces exactly', async () => {
        const city = `Hawke's Bay ${word}`;
        await addProvider(db(), { business_name: `Fern ${word}`, city });
        expect(await filtered({ city })).toEqual(['Fern']);
        expect(await filtered({ city: city.toUpperCase() })).toEqual([]);
      });

      it('follows changes to categories, years, price range, city and location at once', async () => {
        const p = await addProvider(db(), { business_name: `Gull ${word}`, city: 'Nelson', price_range: 'budget', years_in_operation: 2 });
        expect(await filtered({ categoryId: photoId })).toEqual(['Bay', 'Cove']);
        await db().insert(providerCategories).values({ provider_id: p.id, category_id: photoId });
        expect(await filtered({ categoryId: photoId })).toEqual(['Bay', 'Cove', 'Gull']);
        await db().delete(providerCategories).where(eq(providerCategories.provider_id, p.id));
        expect(await filtered({ categoryId: photoId })).toEqual(['Bay', 'Cove']);
        await db().update(providerProfiles).set({ years_in_operation: 11, price_range: 'luxury', city: 'Auckland', location_id: wellingtonId }).where(eq(providerProfiles.id, p.id));
        expect(await filtered({ minYearsExperience: 10 })).toEqual(['Cove', 'Gull']);
        expect(await filtered({ priceRange: 'luxury', city: 'Auckland' })).toEqual(['Cove', 'Gull']);
        expect(await filtered({ locationId: wellingtonId })).toEqual(['Aroha', 'Bay', 'Gull']);
        await db().update(providerProfiles).set({ is_verified: false }).where(eq(providerProfiles.id, p.id));
        expect(await filtered({ minYearsExperience: 10 })).toEqual(['Cove']);
      });

      it('combines filters, with the total counting only matches', async () => {
        const body = await list({ search: word, categoryId: cateringId, priceRange: 'luxury', city: 'Auckland' });
        expect(names(body)).toEqual([`Cove ${word}`]);
        expect(body.pagination.total).toBe(1);
        expect(await filtered({ categoryId: photoId, locationId: wellingtonId, minYearsExperience: 3 })).toEqual(['Bay']);
      });
    });

    describe('search', () => {
      const word = uniqueWord();
      beforeAll(async () => {
        await addProvider(db(), { business_name: `Southern Lights ${word}`, description: 'Festoon lighting and marquees', categoryNames: ['Decor & Styling'] });
        await addProvider(db(), { business_name: `Tōtara Kitchen ${word}`, description: 'Wood-fired catering for weddings', categoryNames: ['Catering & Food'] });
        await addProvider(db(), { business_name: `Harbour Beats ${word}`, description: 'DJs and live bands', categoryNames: ['Music & Entertainment'] });
        await addProvider(db(), { business_name: `Wharenui ${word}`, description: 'Tangihangaarrangements on the marae' });
      });
      const found = async (search: string) => names(await list({ search: `${search} ${word}` })).map((n) => n.split(' ')[0]);

      it('matches the business name, description and category names', async () => {
        expect(await found('lights')).toEqual(['Southern']);
        expect(await found('marquees')).toEqual(['Southern']);
        expect(await found('Decor')).toEqual(['Southern']);
        expect(await found('Entertainment')).toEqual(['Harbour']);
      });

      it('matches the beginning of each word, in any case', async () => {
        expect(await found('cater')).toEqual(['Tōtara']);
        expect(await found('CATER')).toEqual(['Tōtara']);
        expect(await found('ent')).toEqual(['Harbour']);
        expect(await found('tōt')).toEqual(['Tōtara']);
        expect(await found('ering')).toEqual([]);
      });

      it('needs every word to match', async () => {
        expect(await found('wood wedd')).toEqual(['Tōtara']);
        expect(await found('wood bands')).toEqual([]);
      });

      it('matches long words in full and a lone letter as a prefix', async () => {
        expect(await found('photography')).toEqual([]);
        expect(await found('entertainment')).toEqual(['Harbour']);
        expect(await found('entertainments')).toEqual([]);
        expect(await found('entertainmen')).toEqual(['Harbour']);
        const lone = await list({ search: 'h', limit: 50 });
        expect(lone.pagination.total).toBeGreaterThan(0);
        // Longer than the 20 letters the index holds: found by its first 20, checked in full.
        expect(await found('tangihangaarrangement')).toEqual(['Wharenui']);
        expect(await found('tangihangaarrangements')).toEqual(['Wharenui']);
        expect(await found('tangihangaarrangementz')).toEqual([]);
      });

      it('treats operators and punctuation as plain separators', async () => {
        expect(await found("cater'|!&:*()")).toEqual(['Tōtara']);
        expect(await found('wood-fired')).toEqual(['Tōtara']);
        const onlyPunctuation = await get(`?search=${encodeURIComponent(`'&|!:*() ${word}`)}`);
        expect(onlyPunctuation.statusCode).toBe(200);
        expect((await get(`?search=${encodeURIComponent("'&|!:*()")}`)).statusCode).toBe(200);
      });
    });
  });

  describe('GET /{id} (detail)', () => {
    it('answers every field, categories, subcategories and pictures by kind with a summary', async () => {
      const word = uniqueWord();
      const provider = await addProvider(db(), {
        business_name: `Detail ${word}`, description: 'All the things', contact_name: 'Tama Wilson', phone: '021 555 0101',
        website: 'https://detail.example.nz', address: '1 Queen Street', city: 'Auckland', region: 'Auckland', postal_code: '1010',
        years_in_operation: 7, price_range: 'luxury', categoryNames: ['Photography & Video'], pictures: { profile: 1, service: 7, gallery: 2 },
      });
      await db().update(providerProfiles).set({ email: 'hello@detail.example.nz' }).where(eq(providerProfiles.id, provider.id));
      const subs = await db().select().from(subcategories);
      const subId = (name: string) => subs.find((s) => s.name === name)!.id;
      await db().insert(providerSubcategories).values([{ provider_id: provider.id, subcategory_id: subId('Drone Filming') }, { provider_id: provider.id, subcategory_id: subId('Event Photography') }]);
      const res = await get(`/${provider.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const { data } = res.json<{ success: true; data: TProviderDetail }>();
      expect(data).toMatchObject({
        provider_id: provider.id, business_name: `Detail ${word}`, description: 'All the things', categories: ['Photography & Video'],
        subcategories: ['Event Photography', 'Drone Filming'], avg_rating: 0, review_count: 0, median_reply_minutes: null, contact_name: 'Tama Wilson', email: 'hello@detail.example.nz', phone: '021 555 0101',
        website: 'https://detail.example.nz', address: '1 Queen Street', city: 'Auckland', region: 'Auckland', postal_code: '1010',
        years_in_operation: 7, price_range: 'luxury', verified: true,
      });
      expect(new Date(data.created_at).toISOString()).toBe(data.created_at);
      expect(data.attachments.profile_pictures).toEqual([{ file_url: `/uploads/test/${provider.id}/profile_picture-1.jpg`, file_name: 'profile_picture-1.jpg' }]);
      expect(data.attachments.service_images.map((f) => f.file_name)).toEqual([7, 6, 5, 4, 3, 2, 1].map((n) => `service_image-${n}.jpg`));
      expect(data.attachments.gallery_images.map((f) => f.file_name)).toEqual(['gallery_image-2.jpg', 'gallery_image-1.jpg']);
      expect(data.attachment_summary).toEqual({ profile_pictures: 1, service_images: 7, gallery_images: 2, total: 10 });
    });

    it("answers 404 'Provider not found' for unknown, inactive and unverified ids, 400 for a non-numeric one", async () => {
      const inactive = await addProvider(db(), { is_active: false });
      const unverified = await addProvider(db(), { is_verified: false });
      for (const id of [2_000_000_000, inactive.id, unverified.id]) {
        expectProblem(await get(`/${id}`), 404, PROVIDER_MSG.notFound);
        expectProblem(await get(`/${id}/reviews`), 404, PROVIDER_MSG.notFound);
      }
      for (const id of ['abc', '0', '1.5', '99999999999']) expectProblem(await get(`/${id}`), 400, PROVIDER_MSG.invalidId);
    });
  });

  describe('GET /{id}/reviews', () => {
    let providerId: number;
    let reviewIds: number[];

    beforeAll(async () => {
      providerId = (await addProvider(db(), { business_name: `Reviewed ${uniqueWord()}` })).id;
      const individual = await createOrganiser(ctx().app, { first_name: 'Aroha', last_name: 'ngata' });
      const business = await createOrganiser(ctx().app, { organiser_type: 'business', first_name: null, last_name: null, business_name: 'Kauri Corporate Ltd' });
      const ratings = [5, 4, 5, 3, 5, 1, 4, 5, 2, 5, 4, 5, 3];
      reviewIds = [];
      for (const [i, rating] of ratings.entries()) {
        reviewIds.push(await addReview(db(), {
          providerId, rating, organiserId: i % 2 === 0 ? individual.user.id : business.user.id,
          createdAt: new Date(Date.UTC(2024, 0, 1 + i)), title: `Review ${i + 1}`, text: `Text ${i + 1}`,
          isAnonymous: i === 12, response: i === 11 ? 'Ngā mihi!' : undefined,
        }));
      }
    });
    const page = async (query = '') => {
      const res = await get(`/${providerId}/reviews${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TProviderReviewsResponse>().data;
    };

    it('answers 10 newest first by default and page 2 continues page 1', async () => {
      const first = await page();
      const second = await page('?page=2');
      expect(first.reviews).toHaveLength(10);
      expect(first.pagination).toEqual({ page: 1, limit: 10, total: 13, totalPages: 2 });
      expect(second.pagination).toEqual({ page: 2, limit: 10, total: 13, totalPages: 2 });
      expect([...first.reviews, ...second.reviews].map((r) => r.review_id)).toEqual([...reviewIds].reverse());
      expect((await page('?page=3')).reviews).toEqual([]);
      expect((await page('?page=2&limit=5')).reviews.map((r) => r.review_id)).toEqual(reviewIds.slice(3, 8).reverse());
    });

    it('gives statistics and the rating distribution over all reviews', async () => {
      const { statistics } = await page('?page=2');
      expect(statistics).toEqual({ average_rating: 3.92, total_reviews: 13, rating_distribution: { 1: 1, 2: 1, 3: 2, 4: 3, 5: 6 } });
    });

    it('names the author by first name and last initial, business name, or Anonymous, with any response', async () => {
      const [newest, second, third] = (await page()).reviews;
      expect(newest).toMatchObject({ review_id: reviewIds[12], rating: 3, title: 'Review 13', comment: 'Text 13', is_anonymous: true, organiser_name: 'Anonymous', response: null });
      expect(second).toMatchObject({ organiser_name: 'Kauri Corporate Ltd', response: { response_text: 'Ngā mihi!' } });
      expect(new Date(second!.response!.created_at).toISOString()).toBe(second!.response!.created_at);
      expect(third).toMatchObject({ organiser_name: 'Aroha N.' });
      expect(new Date(third!.created_at).toISOString()).toBe('2024-01-11T00:00:00.000Z');
    });

    it('rejects a page size outside 1-50', async () => {
      expectProblem(await get(`/${providerId}/reviews?limit=51`), 400, PROVIDER_MSG.invalidReviewsLimit);
      expectProblem(await get(`/${providerId}/reviews?page=0`), 400, PROVIDER_MSG.invalidPage);
    });

    it('answers empty statistics for a provider without reviews', async () => {
      const fresh = await addProvider(db());
      const res = await get(`/${fresh.id}/reviews`);
      expect(res.json<TProviderReviewsResponse>().data).toEqual({
        reviews: [], statistics: { average_rating: 0, total_reviews: 0, rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
        pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
      });
    });
  });

  describe('keeping ratings and search text right', () => {
    it('refreshProviderRating puts a new review into the list and the detail at once', async () => {
      const word = uniqueWord();
      const provider = await addProvider(db(), { business_name: `Rated ${word}` });
      const reviewer = await createOrganiser(ctx().app);
      // Read once so the list answer is cached, then change the rating underneath it.
      expect((await list({ search: word })).data[0]).toMatchObject({ avg_rating: 0, review_count: 0 });
      const before = await listingVersion(db());
      await addReview(db(), { providerId: provider.id, organiserId: reviewer.user.id, rating: 4 });
      await addReview(db(), { providerId: provider.id, organiserId: reviewer.user.id, rating: 5 });
      expect(await listingVersion(db())).not.toBe(before);
      expect((await list({ search: word })).data[0]).toMatchObject({ avg_rating: 4.5, review_count: 2 });
      expect((await get(`/${provider.id}`)).json<{ data: TProviderDetail }>().data).toMatchObject({ avg_rating: 4.5, review_count: 2 });
      expect((await list({ search: word, sortBy: 'avg_rating' })).data[0]!.avg_rating).toBe(4.5);
    });

    it('refreshProviderRating rounds to 2 decimals and goes back to 0 without reviews', async () => {
      const provider = await addProvider(db());
      const reviewer = await createOrganiser(ctx().app);
      for (const rating of [5, 4, 4]) await addReview(db(), { providerId: provider.id, organiserId: reviewer.user.id, rating });
      const [row] = await db().select().from(providerProfiles).where(eq(providerProfiles.id, provider.id));
      expect(row).toMatchObject({ avg_rating: 4.33, review_count: 3 });
      await db().delete(reviews).where(eq(reviews.provider_id, provider.id));
      await refreshProviderRating({ db: db(), providerId: provider.id });
      expect((await get(`/${provider.id}`)).json<{ data: TProviderDetail }>().data).toMatchObject({ avg_rating: 0, review_count: 0 });
    });

    it('refreshProviderSearchText makes a new category and description searchable', async () => {
      const word = uniqueWord();
      const provider = await addProvider(db(), { business_name: `Growing ${word}`, description: 'Cakes' });
      expect((await list({ search: `${word} venues` })).data).toEqual([]);
      const [venues] = await db().select().from(categories).where(eq(categories.name, 'Venues'));
      await db().insert(providerCategories).values({ provider_id: provider.id, category_id: venues!.id });
      await db().update(providerProfiles).set({ description: 'Cakes and a garden pavilion' }).where(eq(providerProfiles.id, provider.id));
      await refreshProviderSearchText({ db: db(), providerId: provider.id });
      expect(names(await list({ search: `${word} venues pavil` }))).toEqual([`Growing ${word}`]);
      const [row] = await db().select({ search_text: providerProfiles.search_text }).from(providerProfiles).where(eq(providerProfiles.id, provider.id));
      expect(row!.search_text).toBe(`Growing ${word} Cakes and a garden pavilion Venues`);
    });
  });

  describe('option lists with counts', () => {
    const filterOptions = async () => (await get('/filter-options')).json<{ data: TProviderFilterOptions }>().data;
    const categoryOptions = async () => (await get('/categories')).json<{ data: TProviderCategoryOption[] }>().data;
    const locationOptions = async () => (await get('/locations')).json<{ data: TProviderLocationOption[] }>().data;
    const countOf = <T>(items: T[], match: (item: T) => boolean, field: (item: T) => number) => {
      const found = items.find(match);
      return found ? field(found) : 0;
    };

    it('counts listed providers per price range and city, and in total', async () => {
      const city = `Testville ${uniqueWord()}`;
      const before = await filterOptions();
      await addProvider(db(), { city, price_range: 'luxury' });
      await addProvider(db(), { city, price_range: 'budget' });
      await addProvider(db(), { city, price_range: null });
      await addProvider(db(), { city, price_range: 'luxury', is_active: false });
      await addProvider(db(), { city, price_range: 'luxury', is_verified: false });
      const after = await filterOptions();
      expect(after.total_providers - before.total_providers).toBe(3);
      const priceCount = (o: TProviderFilterOptions, range: string) => countOf(o.price_ranges, (p) => p.price_range === range, (p) => p.count);
      expect(priceCount(after, 'luxury') - priceCount(before, 'luxury')).toBe(1);
      expect(priceCount(after, 'budget') - priceCount(before, 'budget')).toBe(1);
      expect(after.cities.find((c) => c.city === city)).toEqual({ city, count: 3 });
      expect(after.price_ranges.map((p) => p.price_range)).toEqual(['budget', 'mid_range', 'premium', 'luxury'].filter((r) => after.price_ranges.some((p) => p.price_range === r)));
      expect(after.cities.map((c) => c.city)).toEqual([...after.cities.map((c) => c.city)].sort());
      const listed = await list({});
      expect(listed.pagination.total).toBe(after.total_providers);
    });

    it('lists every category in display order with its listed providers', async () => {
      const before = await categoryOptions();
      expect(before.map((c) => c.name)).toEqual(['Catering & Food', 'Music & Entertainment', 'Photography & Video', 'Venues', 'Decor & Styling', 'Event Staff & Planning']);
      await addProvider(db(), { categoryNames: ['Venues', 'Decor & Styling'] });
      await addProvider(db(), { categoryNames: ['Venues'], is_verified: false });
      const after = await categoryOptions();
      const delta = (name: string) => countOf(after, (c) => c.name === name, (c) => c.provider_count) - countOf(before, (c) => c.name === name, (c) => c.provider_count);
      expect([delta('Venues'), delta('Decor & Styling'), delta('Catering & Food')]).toEqual([1, 1, 0]);
      const venues = after.find((c) => c.name === 'Venues')!;
      expect((await list({ categoryId: venues.category_id })).pagination.total).toBe(venues.provider_count);
    });

    it('lists every location A-Z with its region and listed providers', async () => {
      const before = await locationOptions();
      expect(before).toHaveLength(16);
      expect(before.map((l) => l.name)).toEqual([...before.map((l) => l.name)].sort());
      const nelson = before.find((l) => l.name === 'Nelson')!;
      expect(nelson.region).toBe('Nelson');
      await addProvider(db(), { location_id: nelson.location_id });
      await addProvider(db(), { location_id: nelson.location_id, is_active: false });
      const after = await locationOptions();
      expect(after.find((l) => l.name === 'Nelson')!.provider_count - nelson.provider_count).toBe(1);
      expect((await list({ locationId: nelson.location_id })).pagination.total).toBe(nelson.provider_count + 1);
    });
  });
});
