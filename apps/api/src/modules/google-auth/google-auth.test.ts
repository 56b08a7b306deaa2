import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@app/contract';
import { ENGINES, startTestApp, type TTestContext } from '../../../test/harness.ts';
import { startMockGoogle } from '../../../test/mock-google.ts';
import { createOrganiser, createProvider, uniqueEmail } from '../../../test/factories.ts';
import { oauthPendingSignups, users } from '../../db/schema.ts';

const REDIRECT_URI = 'http://localhost:3000/';

for (const engine of ENGINES) {
  describe(`Google sign-in [${engine}]`, () => {
    let google: Awaited<ReturnType<typeof startMockGoogle>>;
    let ctx: TTestContext & { stop(): Promise<void> };

    beforeAll(async () => {
      google = await startMockGoogle();
      ctx = await startTestApp(engine, {
        GOOGLE_ISSUER: google.issuerUrl,
        GOOGLE_CLIENT_ID: 'hui-test-client',
        GOOGLE_CLIENT_SECRET: 'hui-test-secret',
        GOOGLE_REDIRECT_URI: REDIRECT_URI,
      });
    });
    afterAll(async () => {
      await ctx?.stop();
      await google?.stop();
    });

    const beginSignIn = async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/google-url' });
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json().url);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('nonce')).toBeTruthy();
      return google.authorize(url.toString());
    };
    const callback = (code: string, state: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/auth/google/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}` });

    it('sends the browser back to the web app with a code and the state', async () => {
      const { code, state, redirectedTo } = await beginSignIn();
      expect(code).toBeTruthy();
      expect(state).toBeTruthy();
      expect(redirectedTo).toBe(REDIRECT_URI);
    });

    it('signs up a new Google user in two calls: callback, then completion', async () => {
      const email = uniqueEmail('google');
      google.signInAs({ email, given_name: 'Ana', family_name: 'Fifita' });
      const { code, state } = await beginSignIn();
      const res = await callback(code, state);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, isNewUser: true, userInfo: { given_name: 'Ana', family_name: 'Fifita', name: 'Ana Fifita', email } });
      expect(body.tempAccessToken).toMatch(/^[\w-]{43}$/);

      const done = await ctx.app.inject({
        method: 'POST', url: '/api/auth/google/complete',
        payload: { tempAccessToken: body.tempAccessToken, organiserType: 'business', firstName: 'Ana', lastName: 'Fifita', phoneNumber: '', businessName: 'Fifita Events Ltd' },
      });
      expect(done.statusCode).toBe(201);
      expect(done.json().user).toMatchObject({ email, auth_type: 'google_oauth', profile: { organiser_type: 'business', business_name: 'Fifita Events Ltd', first_name: 'Ana' } });
      expect(done.json().token).toBeTruthy();
    });

    it('signs a returning Google user straight in', async () => {
      const email = uniqueEmail('google');
      const sub = `returning-${Date.now()}`;
      google.signInAs({ sub, email, given_name: 'Rawiri', family_name: 'Hohepa' });
      const first = await beginSignIn();
      const temp = (await callback(first.code, first.state)).json().tempAccessToken;
      await ctx.app.inject({ method: 'POST', url: '/api/auth/google/complete', payload: { tempAccessToken: temp, organiserType: 'individual', firstName: 'Rawiri', lastName: 'Hohepa' } });

      google.signInAs({ sub, email });
      const again = await beginSignIn();
      const res = await callback(again.code, again.state);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, user: { email } });
      expect(res.json().token).toBeTruthy();
    });

    it('links an existing e-mail account instead of creating a second one', async () => {
      const organiser = await createOrganiser(ctx.app);
      google.signInAs({ email: organiser.user.email.toUpperCase(), given_name: 'Mere' });
      const { code, state } = await beginSignIn();
      const res = await callback(code, state);
      expect(res.json()).toMatchObject({ success: true, user: { id: organiser.user.id, auth_type: 'email' } });
      const rows = await ctx.database.db.select().from(users).where(eq(users.email, organiser.user.email));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.google_sub).toBeTruthy();
    });

    it('sends a provider to the provider portal', async () => {
      const provider = await createProvider(ctx.database.db);
      google.signInAs({ email: provider.email });
      const { code, state } = await beginSignIn();
      const res = await callback(code, state);
      expect(res.json()).toEqual({ success: true, redirect: true, redirectUrl: `${new URL(ctx.config.providerPortalUrl).origin}/sign-in?email=${encodeURIComponent(provider.email)}`, message: MSG.providerRedirect });
    });

    it('refuses a forged state', async () => {
      google.signInAs({ email: uniqueEmail('google') });
      const { code } = await beginSignIn();
      const res = await callback(code, 'forged-state-value');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MSG.googleAuthFailed);
    });

    it('refuses a reused code and state', async () => {
      google.signInAs({ email: uniqueEmail('google'), given_name: 'Tui', family_name: 'Moana' });
      const { code, state } = await beginSignIn();
      expect((await callback(code, state)).statusCode).toBe(200);
      const replay = await callback(code, state);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().error).toBe(MSG.googleAuthFailed);
    });

    it('refuses an unverified Google e-mail', async () => {
      google.signInAs({ email: uniqueEmail('google'), email_verified: false });
      const { code, state } = await beginSignIn();
      expect((await callback(code, state)).statusCode).toBe(400);
    });

    it('answers 400 when code or state is missing', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=abc' });
      expect(res.statusCode).toBe(400);
    });

    describe('completion', () => {
      const pendingToken = async () => {
        google.signInAs({ email: uniqueEmail('google'), given_name: 'Sina', family_name: 'Leota' });
        const { code, state } = await beginSignIn();
        return (await callback(code, state)).json().tempAccessToken as string;
      };

      it('requires first and last name (400 with the spec rule) and keeps the token usable', async () => {
        const tempAccessToken = await pendingToken();
        const missing = await ctx.app.inject({ method: 'POST', url: '/api/auth/google/complete', payload: { tempAccessToken, organiserType: 'individual', firstName: 'Sina', lastName: '' } });
        expect(missing.statusCode).toBe(400);
        expect(missing.json().error).toBe(MSG.firstLastName);
        const business = await ctx.app.inject({ method: 'POST', url: '/api/auth/google/complete', payload: { tempAccessToken, organiserType: 'business', firstName: 'Sina', lastName: 'Leota', businessName: '' } });
        expect(business.statusCode).toBe(400);
        expect(business.json().error).toBe(MSG.businessName);
        const ok = await ctx.app.inject({ method: 'POST', url: '/api/auth/google/complete', payload: { tempAccessToken, organiserType: 'individual', firstName: 'Sina', lastName: 'Leota' } });
        expect(ok.statusCode).toBe(201);
      });

      it('refuses a reused temporary token', async () => {
        const tempAccessToken = await pendingToken();
        const payload = { tempAccessToken, organiserType: 'individual', firstName: 'Sina', lastName: 'Leota' };
        expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/google/complete', payload })).statusCode).toBe(201);
        const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/google/complete', payload });
        expect(again.statusCode).toBe(401);
      });

      it('refuses an expired temporary token', async () => {
        const tempAccessToken = await pendingToken();
        await ctx.database.db.update(oauthPendingSignups).set({ expires_at: new Date(Date.now() - 1000) });
        const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/google/complete', payload: { tempAccessToken, organiserType: 'individual', firstName: 'Sina', lastName: 'Leota' } });
        expect(res.statusCode).toBe(401);
      });
    });
  });
}
