// A service provider signing in here is sent to the sign-in page of the provider portal named by
// PROVIDER_PORTAL_URL, with the e-mail filled in. The web app follows only that portal's origin
// (VITE_PROVIDER_PORTAL_URL, same default), so the two defaults must stay one: http://localhost:3001.
import { describe, expect, it } from 'vitest';
import { MSG } from '@app/contract';
import { startTestApp } from '../../../test/harness.ts';
import { createProvider } from '../../../test/factories.ts';

const providerLogin = async (overrides: Record<string, string>) => {
  const ctx = await startTestApp('pglite', overrides);
  try {
    const provider = await createProvider(ctx.database.db);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: provider.email, password: provider.password } });
    return { status: res.statusCode, body: res.json(), email: provider.email };
  } finally {
    await ctx.stop();
  }
};

describe('the provider redirect answer of POST /api/auth/login', () => {
  it('names the default portal\'s sign-in page, http://localhost:3001/sign-in, when PROVIDER_PORTAL_URL is unset', async () => {
    const { status, body, email } = await providerLogin({ PROVIDER_PORTAL_URL: '' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, redirect: true, redirectUrl: `http://localhost:3001/sign-in?email=${encodeURIComponent(email)}`, message: MSG.providerRedirect });
    expect(body).not.toHaveProperty('token');
  });

  it('names the configured portal\'s sign-in page, at its origin (the portal is served from its root)', async () => {
    const { body, email } = await providerLogin({ PROVIDER_PORTAL_URL: 'https://portal.example.nz/welcome' });
    expect(body).toMatchObject({ redirect: true, redirectUrl: `https://portal.example.nz/sign-in?email=${encodeURIComponent(email)}` });
    expect(new URL(body.redirectUrl).searchParams.get('email')).toBe(email);
  });

  it('refuses to start with a PROVIDER_PORTAL_URL that is not an address', async () => {
    await expect(startTestApp('pglite', { PROVIDER_PORTAL_URL: 'portal' })).rejects.toThrow(/PROVIDER_PORTAL_URL/);
  });
});
