import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@app/contract';
import { describeEachEngine, startTestApp } from '../../../test/harness.ts';
import { createOrganiser, createProvider, STRONG_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { sessions, users } from '../../db/schema.ts';

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: STRONG_PASSWORD,
  user_role: 'event_organiser',
  organiser_type: 'individual',
  first_name: 'Wiremu',
  last_name: 'Tane',
  phone_number: '',
  business_name: '',
  ...overrides,
});

describeEachEngine('auth', (ctx) => {
  describe('POST /api/auth/signup', () => {
    it('creates an individual organiser and answers token and user', async () => {
      const email = uniqueEmail().toUpperCase();
      const res = await ctx().app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ email: `  ${email} ` }) });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.token).toMatch(/^[\w-]{43}$/);
      expect(body.user).toMatchObject({
        email: email.trim().toLowerCase(),
        user_role: 'event_organiser',
        auth_type: 'email',
        profile: { first_name: 'Wiremu', last_name: 'Tane', business_name: null, organiser_type: 'individual', phone_number: null },
      });
    });

    it('creates a business organiser with its business name', async () => {
      const res = await ctx().app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ organiser_type: 'business', first_name: '', last_name: '', business_name: 'Kauri Corporate Ltd' }) });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.profile).toMatchObject({ organiser_type: 'business', business_name: 'Kauri Corporate Ltd' });
    });

    it('stores an argon2id hash with at least m=19456, t=2, p=1, never the password', async () => {
      const email = uniqueEmail();
      await ctx().app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ email }) });
      const [row] = await ctx().database.db.select().from(users).where(eq(users.email, email));
      expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row!.password_hash).not.toContain(STRONG_PASSWORD);
    });

    it.each([
      ['Sh0rt!a', 'Password must contain at least 8 characters'],
      ['alllowercase1!', 'Password must contain uppercase letters'],
      ['ALLUPPERCASE1!', 'Password must contain lowercase letters'],
      ['NoDigitsHere!', 'Password must contain numbers'],
      ['NoSpecials123', 'Password must contain special characters'],
      ['weak', 'Password must contain at least 8 characters, uppercase letters, numbers, special characters'],
    ])('rejects the weak password %s naming what is missing', async (password, message) => {
      const res = await ctx().app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ password }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: message, code: 'VALIDATION' });
    });

    it('asks an individual for first and last name, and a business for its name', async () => {
      const individual = await ctx().app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ last_name: '  ' }) });
      expect(individual.statusCode).toBe(400);
      expect(individual.json().error).toBe(MSG.firstLastName);
      const business = await ctx().app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ organiser_type: 'business', business_name: '' }) });
      expect(business.statusCode).toBe(400);
      expect(business.json().error).toBe(MSG.businessName);
    });

    it('rejects an invalid e-mail and a provider role', async () => {
      const badEmail = await ctx().app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ email: 'not-an-email' }) });
      expect(badEmail.json().error).toBe(MSG.invalidEmail);
      const role = await ctx().app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ user_role: 'service_provider' }) });
      expect(role.statusCode).toBe(400);
    });

    it('answers 409 with a clear message for an e-mail already registered, in any case', async () => {
      const email = uniqueEmail();
      await ctx().app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ email }) });
      const again = await ctx().app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody({ email: email.toUpperCase() }) });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: MSG.emailTaken, code: 'CONFLICT' });
    });

    it('answers 400, never 500, to malformed JSON and a missing body', async () => {
      const malformed = await ctx().app.inject({ method: 'POST', url: '/api/auth/signup', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error).toBe(MSG.malformedJson);
      const empty = await ctx().app.inject({ method: 'POST', url: '/api/auth/signup' });
      expect(empty.statusCode).toBe(400);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password and issues a new session', async () => {
      const organiser = await createOrganiser(ctx().app);
      const res = await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: organiser.user.email.toUpperCase(), password: organiser.password } });
      expect(res.statusCode).toBe(200);
      expect(res.json().token).not.toBe(organiser.token);
      expect(res.json().user.email).toBe(organiser.user.email);
    });

    it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
      const organiser = await createOrganiser(ctx().app);
      const wrong = await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: organiser.user.email, password: 'Wrong!Passw0rd' } });
      const unknown = await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'Wrong!Passw0rd' } });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json().error).toBe(MSG.invalidCredentials);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('asks for both fields', async () => {
      const res = await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '', password: '' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MSG.fillAll);
    });

    it('sends a service provider to the provider portal instead of a token', async () => {
      const provider = await createProvider(ctx().database.db);
      const res = await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: provider.email, password: provider.password } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, redirect: true, redirectUrl: `${new URL(ctx().config.providerPortalUrl).origin}/sign-in?email=${encodeURIComponent(provider.email)}`, message: MSG.providerRedirect });
    });
  });

  describe('sessions', () => {
    it('stores only a hash of the token, with an expiry', async () => {
      const organiser = await createOrganiser(ctx().app);
      const rows = await ctx().database.db.select().from(sessions).where(eq(sessions.user_id, organiser.user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.token_hash).not.toContain(organiser.token);
      expect(rows[0]!.expires_at.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    });

    it('answers 401 without a token and 403 with a revoked one', async () => {
      const organiser = await createOrganiser(ctx().app);
      const missing = await ctx().app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(missing.statusCode).toBe(401);
      const me = await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: organiser.headers });
      expect(me.statusCode).toBe(200);
      const logout = await ctx().app.inject({ method: 'POST', url: '/api/auth/logout', headers: organiser.headers });
      expect(logout.statusCode).toBe(200);
      const revoked = await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: organiser.headers });
      expect(revoked.statusCode).toBe(403);
      expect(revoked.json().error).toBe(MSG.invalidToken);
      const garbage = await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer nonsense' } });
      expect(garbage.statusCode).toBe(403);
    });

    it('treats an expired session as invalid', async () => {
      const organiser = await createOrganiser(ctx().app);
      await ctx().database.db.update(sessions).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(sessions.user_id, organiser.user.id));
      const res = await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: organiser.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Invalid or expired token');
    });
  });

  it('answers that Google is not configured when GOOGLE_* is unset', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/auth/google-url' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toBe(MSG.googleNotConfigured);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per IP with 429 and a clear message', async () => {
    const ctx = await startTestApp('pglite', { RATE_LIMIT_AUTH_PER_MINUTE: '3' });
    try {
      const attempt = () => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.nz', password: 'x' }, remoteAddress: '10.9.8.7' });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', error: MSG.tooManyRequests });
      const otherIp = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.nz', password: 'x' }, remoteAddress: '10.9.8.8' });
      expect(otherIp.statusCode).toBe(401);
    } finally {
      await ctx.stop();
    }
  });
});
