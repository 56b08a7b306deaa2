import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TProviderAccountResponse, TProviderAuthSuccess } from '@app/contract';
import { describeEachEngine } from '../../../test/harness.ts';
import { categoryId, createOrganiser, locationId, STRONG_PASSWORD, uniqueEmail, uniqueWord } from '../../../test/factories.ts';
import { providerProfiles, users } from '../../db/schema.ts';
import { ProviderVerificationError, setProviderVerification } from './provider-verification-service.ts';

describeEachEngine('provider verification (npm run provider:verify)', (ctx) => {
  const db = () => ctx().database.db;
  const signUp = async () => {
    const email = uniqueEmail('verify');
    const res = await ctx().app.inject({
      method: 'POST', url: '/api/service-provider/account/signup',
      payload: {
        email, password: STRONG_PASSWORD, business_name: `Kauri ${uniqueWord()}`, contact_name: 'Aroha', phone: '021 000 1111',
        category_ids: [await categoryId(db(), 'Venues')], location_id: await locationId(db(), 'Rotorua'),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { email, auth: res.json<TProviderAuthSuccess>() };
  };
  const account = async (token: string) =>
    (await ctx().app.inject({ method: 'GET', url: '/api/service-provider/account/me', headers: { authorization: `Bearer ${token}` } })).json<TProviderAccountResponse>().data;

  it('verifies a pending provider: account active, business verified and active, so it can quote and is listed', async () => {
    const { email, auth } = await signUp();
    await db().update(providerProfiles).set({ is_active: false }).where(eq(providerProfiles.id, auth.provider.provider_id));
    const result = await setProviderVerification({ db: db(), email: `  ${email.toUpperCase()}  ` });
    expect(result).toEqual({
      email, providerId: auth.provider.provider_id, businessName: auth.provider.business_name, action: 'verified',
      before: { status: 'pending', isVerified: false, isActive: false },
      after: { status: 'active', isVerified: true, isActive: true },
    });
    expect(await account(auth.token)).toMatchObject({ state: 'active', is_verified: true, is_active: true, can_quote: true });
    const organiser = await createOrganiser(ctx().app);
    const detail = await ctx().app.inject({ method: 'GET', url: `/api/event-organiser/service-providers/${auth.provider.provider_id}`, headers: organiser.headers });
    expect(detail.statusCode).toBe(200);
  });

  it('revokes a verification: back to awaiting verification', async () => {
    const { email, auth } = await signUp();
    await setProviderVerification({ db: db(), email });
    const result = await setProviderVerification({ db: db(), email, revoke: true });
    expect(result).toMatchObject({ action: 'revoked', after: { status: 'pending', isVerified: false, isActive: true } });
    expect(await account(auth.token)).toMatchObject({ state: 'pending', is_verified: false, can_quote: false });
  });

  it("refuses an unknown e-mail and an organiser's account, changing nothing", async () => {
    await expect(setProviderVerification({ db: db(), email: uniqueEmail('nobody') })).rejects.toThrow(ProviderVerificationError);
    await expect(setProviderVerification({ db: db(), email: uniqueEmail('nobody') })).rejects.toThrow(/No account has the e-mail/);
    const organiser = await createOrganiser(ctx().app);
    await expect(setProviderVerification({ db: db(), email: organiser.user.email })).rejects.toThrow(/organiser's account/);
    const [row] = await db().select({ status: users.status }).from(users).where(eq(users.id, organiser.user.id));
    expect(row!.status).toBe('active');
  });
});
