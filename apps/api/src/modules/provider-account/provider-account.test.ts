import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG, PROVIDER_ACCOUNT_MSG, type TProviderAccountResponse, type TProviderAuthSuccess } from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { categoryId, createOrganiser, firstSubcategoryId, locationId, STRONG_PASSWORD, uniqueEmail, uniqueWord } from '../../../test/factories.ts';
import { passwordResetRequests, providerProfiles, sessions, users } from '../../db/schema.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { LOGIN_THROTTLE } from '../auth/login-throttle.ts';

const URL = '/api/service-provider/account';
const NEW_PASSWORD = 'N3w!Harbour-view';

describeEachEngine('provider account', (ctx) => {
  const db = () => ctx().database.db;
  let catering: number;
  let cateringSub: number;
  let music: number;
  let musicSub: number;
  let auckland: number;
  let wellington: number;

  beforeAll(async () => {
    [catering, cateringSub, music, musicSub, auckland, wellington] = await Promise.all([
      categoryId(db(), 'Catering & Food'), firstSubcategoryId(db(), 'Catering & Food'), categoryId(db(), 'Music & Entertainment'),
      firstSubcategoryId(db(), 'Music & Entertainment'), locationId(db(), 'Auckland'), locationId(db(), 'Wellington'),
    ]);
  });

  const signupBody = (overrides: Record<string, unknown> = {}) => ({
    email: uniqueEmail('provider'), password: STRONG_PASSWORD, business_name: `Harbourside ${uniqueWord()}`, contact_name: 'Tama Wilson',
    phone: '021 555 0101', category_ids: [catering], subcategory_ids: [cateringSub], location_id: auckland, price_range: 'mid_range',
    years_in_operation: 4, description: 'Kai for every occasion', website: 'https://harbourside.example.nz', ...overrides,
  });
  const signup = (body: Record<string, unknown>) => ctx().app.inject({ method: 'POST', url: `${URL}/signup`, payload: body });
  const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    ctx().app.inject({ method: 'POST', url: `${URL}/login`, payload: { email, password }, remoteAddress });
  const me = (headers: Record<string, string>) => ctx().app.inject({ method: 'GET', url: `${URL}/me`, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const expectProblem = (res: { statusCode: number; body: string; json: () => unknown }, status: number, message: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: message, message });
  };
  const newProvider = async (overrides: Record<string, unknown> = {}) => {
    const body = signupBody(overrides);
    const res = await signup(body);
    expect(res.statusCode, res.body).toBe(201);
    return { body, auth: res.json<TProviderAuthSuccess>() };
  };

  describe('POST /signup', () => {
    it('creates a pending provider with its business, services and city, and signs it in', async () => {
      const email = uniqueEmail('provider');
      const { body, auth } = await newProvider({ email: `  ${email.toUpperCase()} ` });
      expect(auth.token).toMatch(/^[\w-]{43}$/);
      expect(auth.message).toBe(PROVIDER_ACCOUNT_MSG.accountCreated);
      expect(auth.user).toMatchObject({ email, user_role: 'service_provider', status: 'pending', auth_type: 'email' });
      expect(auth.provider).toMatchObject({
        user_id: auth.user.id, email, state: 'pending', is_verified: false, is_active: true, can_quote: false,
        business_name: body.business_name, contact_name: 'Tama Wilson', public_email: email, phone: '021 555 0101',
        website: 'https://harbourside.example.nz', description: 'Kai for every occasion', city: 'Auckland', location_id: auckland,
        price_range: 'mid_range', years_in_operation: 4, avg_rating: 0, review_count: 0, median_reply_minutes: null, images: [],
        categories: [{ id: catering, name: 'Catering & Food' }],
        subcategories: [{ id: cateringSub, category_id: catering }],
      });
      const [profile] = await db().select().from(providerProfiles).where(eq(providerProfiles.id, auth.provider.provider_id));
      expect(profile).toMatchObject({ region: 'Auckland', email, is_verified: false });
      expect(profile!.search_text).toContain(body.business_name);
      expect(profile!.search_text).toContain('Catering & Food');
      const [user] = await db().select().from(users).where(eq(users.id, auth.user.id));
      expect(user!.password_hash).toMatch(/^\$argon2id\$/);

      const account = await me(bearer(auth.token));
      expect(account.statusCode, account.body).toBe(200);
      expect(account.json<TProviderAccountResponse>().data).toEqual(auth.provider);
    });

    it('is not listed to organisers until it is verified', async () => {
      const word = uniqueWord();
      await newProvider({ business_name: `Unlisted ${word}` });
      const organiser = await createOrganiser(ctx().app);
      const list = await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/service-providers?search=${word}`, headers: organiser.headers });
      expect(list.json<{ pagination: { total: number } }>().pagination.total).toBe(0);
    });

    it("answers 409 for an e-mail already registered, an organiser's or a provider's, in any case", async () => {
      const organiser = await createOrganiser(ctx().app);
      expectProblem(await signup(signupBody({ email: organiser.user.email.toUpperCase() })), 409, PROVIDER_ACCOUNT_MSG.emailTaken);
      const { body } = await newProvider();
      expectProblem(await signup(signupBody({ email: body.email })), 409, PROVIDER_ACCOUNT_MSG.emailTaken);
    });

    it('refuses unknown services and cities, and specialities outside the chosen services', async () => {
      expectProblem(await signup(signupBody({ category_ids: [2_000_000_000] })), 400, PROVIDER_ACCOUNT_MSG.unknownCategory);
      expectProblem(await signup(signupBody({ subcategory_ids: [musicSub] })), 400, PROVIDER_ACCOUNT_MSG.subcategoryOutsideCategory);
      expectProblem(await signup(signupBody({ subcategory_ids: [2_000_000_000] })), 400, PROVIDER_ACCOUNT_MSG.subcategoryOutsideCategory);
      expectProblem(await signup(signupBody({ location_id: 2_000_000_000 })), 400, PROVIDER_ACCOUNT_MSG.unknownLocation);
      expectProblem(await signup(signupBody({ category_ids: [] })), 400, PROVIDER_ACCOUNT_MSG.categoriesRequired);
      expectProblem(await signup(signupBody({ business_name: '  ' })), 400, PROVIDER_ACCOUNT_MSG.businessNameRequired);
      expectProblem(await signup(signupBody({ phone: 'call me' })), 400, PROVIDER_ACCOUNT_MSG.phoneInvalid);
      expectProblem(await signup(signupBody({ password: 'weak' })), 400, 'Password must contain at least 8 characters, uppercase letters, numbers, special characters');
      const both = await newProvider({ category_ids: [catering, music, catering], subcategory_ids: [cateringSub, musicSub] });
      expect(both.auth.provider.categories.map((c) => c.id).sort()).toEqual([catering, music].sort());
    });
  });

  describe('POST /login', () => {
    it('signs in a provider, pending or not, with a new session and its business', async () => {
      const { body, auth } = await newProvider();
      const res = await login(body.email.toUpperCase(), body.password);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<TProviderAuthSuccess>();
      expect(answer.token).not.toBe(auth.token);
      expect(answer.provider).toMatchObject({ provider_id: auth.provider.provider_id, state: 'pending', can_quote: false });
    });

    it('answers the same 401 for a wrong password and an unknown e-mail, as the organisers\' sign-in does', async () => {
      const { body } = await newProvider();
      const wrong = await login(body.email, 'Wrong!Passw0rd');
      const unknown = await login(uniqueEmail(), 'Wrong!Passw0rd');
      expectProblem(wrong, 401, MSG.invalidCredentials);
      expect(unknown.json()).toEqual(wrong.json());
      expectProblem(await login('', ''), 400, MSG.fillAll);
    });

    it("refuses an organiser's account with 403 once the password is right, and a suspended provider", async () => {
      const organiser = await createOrganiser(ctx().app);
      expectProblem(await login(organiser.user.email, organiser.password), 403, PROVIDER_ACCOUNT_MSG.notAProvider);
      expectProblem(await login(organiser.user.email, 'Wrong!Passw0rd'), 401, MSG.invalidCredentials);
      const { body, auth } = await newProvider();
      await db().update(users).set({ status: 'suspended' }).where(eq(users.id, auth.user.id));
      expectProblem(await login(body.email, body.password), 403, MSG.accountSuspended);
    });

    it('slows an (e-mail, address) pair down after repeated failures, with Retry-After', async () => {
      const { body } = await newProvider();
      for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i += 1) expect((await login(body.email, 'Wrong!Passw0rd', '10.20.30.40')).statusCode).toBe(401);
      const throttled = await login(body.email, body.password, '10.20.30.40');
      expect(throttled.statusCode).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(body.email, body.password, '10.20.30.41')).statusCode).toBe(200);
    });
  });

  describe('POST /reset-password', () => {
    const resetLink = async (userId: number) => {
      const token = randomToken();
      await db().insert(passwordResetRequests).values({ user_id: userId, token_hash: sha256Hex(token), expires_at: sql`now() + interval '1 hour'` });
      return token;
    };

    it('sets the new password, signs every other session out and answers a portal session', async () => {
      const { body, auth } = await newProvider();
      const token = await resetLink(auth.user.id);
      const res = await ctx().app.inject({ method: 'POST', url: `${URL}/reset-password`, payload: { token, new_password: NEW_PASSWORD } });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<TProviderAuthSuccess>();
      expect(answer).toMatchObject({ success: true, message: PROVIDER_ACCOUNT_MSG.passwordChanged, provider: { provider_id: auth.provider.provider_id } });
      expect((await me(bearer(answer.token))).statusCode).toBe(200);
      expectProblem(await me(bearer(auth.token)), 403, MSG.invalidToken);
      expect((await login(body.email, NEW_PASSWORD)).statusCode).toBe(200);
      expectProblem(await ctx().app.inject({ method: 'POST', url: `${URL}/reset-password`, payload: { token, new_password: NEW_PASSWORD } }), 400, MSG.resetLinkUsed);
    });

    it("refuses an organiser's link without spending it", async () => {
      const organiser = await createOrganiser(ctx().app);
      const token = await resetLink(organiser.user.id);
      expectProblem(await ctx().app.inject({ method: 'POST', url: `${URL}/reset-password`, payload: { token, new_password: NEW_PASSWORD } }), 403, PROVIDER_ACCOUNT_MSG.notAProvider);
      expect((await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: organiser.headers })).statusCode).toBe(200);
      const organiserReset = await ctx().app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: NEW_PASSWORD } });
      expect(organiserReset.statusCode, organiserReset.body).toBe(200);
    });
  });

  describe('GET /me', () => {
    it('answers 401 without a token and 403 to an organiser', async () => {
      expectProblem(await ctx().app.inject({ method: 'GET', url: `${URL}/me` }), 401, MSG.tokenRequired);
      const organiser = await createOrganiser(ctx().app);
      expectProblem(await me(organiser.headers), 403, PROVIDER_ACCOUNT_MSG.providersOnly);
    });

    it('can quote once the account is active and the business verified and active', async () => {
      const { auth } = await newProvider();
      await db().update(users).set({ status: 'active' }).where(eq(users.id, auth.user.id));
      await db().update(providerProfiles).set({ is_verified: true }).where(eq(providerProfiles.id, auth.provider.provider_id));
      expect((await me(bearer(auth.token))).json<TProviderAccountResponse>().data).toMatchObject({ state: 'active', is_verified: true, can_quote: true });
      await db().update(providerProfiles).set({ is_active: false }).where(eq(providerProfiles.id, auth.provider.provider_id));
      expect((await me(bearer(auth.token))).json<TProviderAccountResponse>().data).toMatchObject({ is_active: false, can_quote: false });
    });
  });

  describe('PUT /profile', () => {
    it('saves the whole profile: services, city and the public e-mail', async () => {
      const { body, auth } = await newProvider();
      const update = {
        ...signupBody(), business_name: 'Windy City Sounds', category_ids: [music], subcategory_ids: [musicSub], location_id: wellington,
        public_email: 'bookings@windy.example.nz', price_range: null, years_in_operation: null, description: '  ', website: '',
      };
      const res = await ctx().app.inject({ method: 'PUT', url: `${URL}/profile`, headers: bearer(auth.token), payload: update });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<TProviderAccountResponse>();
      expect(answer.message).toBe(PROVIDER_ACCOUNT_MSG.profileSaved);
      expect(answer.data).toMatchObject({
        email: body.email, business_name: 'Windy City Sounds', public_email: 'bookings@windy.example.nz', city: 'Wellington', location_id: wellington,
        price_range: null, years_in_operation: null, description: null, website: null,
        categories: [{ id: music, name: 'Music & Entertainment' }], subcategories: [{ id: musicSub, category_id: music }],
      });
      const [profile] = await db().select().from(providerProfiles).where(eq(providerProfiles.id, auth.provider.provider_id));
      expect(profile!.search_text).toBe('Windy City Sounds Music & Entertainment');
      expect(profile!.region).toBe('Wellington');

      const blankEmail = await ctx().app.inject({ method: 'PUT', url: `${URL}/profile`, headers: bearer(auth.token), payload: { ...update, public_email: '' } });
      expect(blankEmail.json<TProviderAccountResponse>().data.public_email).toBe(body.email);
      expectProblem(await ctx().app.inject({ method: 'PUT', url: `${URL}/profile`, headers: bearer(auth.token), payload: { ...update, subcategory_ids: [cateringSub] } }),
        400, PROVIDER_ACCOUNT_MSG.subcategoryOutsideCategory);
      expect((await me(bearer(auth.token))).json<TProviderAccountResponse>().data.business_name).toBe('Windy City Sounds');
    });

    it('keeps the sessions it had: a profile edit signs no one out', async () => {
      const { auth } = await newProvider();
      const before = await db().select().from(sessions).where(eq(sessions.user_id, auth.user.id));
      await ctx().app.inject({ method: 'PUT', url: `${URL}/profile`, headers: bearer(auth.token), payload: { ...signupBody(), public_email: null } });
      const after = await db().select().from(sessions).where(eq(sessions.user_id, auth.user.id));
      expect(after.map((s) => s.revoked_at)).toEqual(before.map(() => null));
    });
  });
});
