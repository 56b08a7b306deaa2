import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TAuthSuccess, TSignupRequest } from '@app/contract';
import type { TDb } from '../src/db/client.ts';
import { categories, providerCategories, providerProfiles, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/crypto.ts';

export const STRONG_PASSWORD = 'Str0ng!Passw0rd';
const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
export const uniqueEmail = (prefix = 'organiser') => `${prefix}+${unique()}@example.nz`;

/** Signs up an organiser through the real API and returns the token and user. */
export const createOrganiser = async (app: FastifyInstance, overrides: Partial<TSignupRequest> = {}) => {
  const body: TSignupRequest = {
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    user_role: 'event_organiser',
    organiser_type: 'individual',
    first_name: 'Mere',
    last_name: 'Parata',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (response.statusCode !== 201) throw new Error(`createOrganiser failed: ${response.statusCode} ${response.body}`);
  const auth = response.json<TAuthSuccess>();
  return { ...auth, password: body.password, headers: { authorization: `Bearer ${auth.token}` } };
};

export type TProviderOverrides = Partial<typeof providerProfiles.$inferInsert> & { categoryNames?: string[]; email?: string };

/** Inserts a provider account with a profile (providers sign up on their own portal, not through this API). */
export const createProvider = async (db: TDb, overrides: TProviderOverrides = {}) => {
  const { categoryNames = [], email = uniqueEmail('provider'), ...profile } = overrides;
  const [user] = await db
    .insert(users)
    .values({ email, password_hash: await hashPassword(STRONG_PASSWORD), role: 'service_provider' })
    .returning({ id: users.id });
  const businessName = profile.business_name ?? `Provider ${unique()}`;
  const [row] = await db
    .insert(providerProfiles)
    .values({
      user_id: user!.id,
      business_name: businessName,
      description: 'Friendly local service',
      city: 'Auckland',
      years_in_operation: 5,
      price_range: 'mid_range',
      is_verified: true,
      is_active: true,
      search_text: `${businessName} ${profile.description ?? 'Friendly local service'} ${categoryNames.join(' ')}`,
      ...profile,
    })
    .returning();
  for (const name of categoryNames) {
    const [cat] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
    if (!cat) throw new Error(`unknown category ${name}`);
    await db.insert(providerCategories).values({ provider_id: row!.id, category_id: cat.id });
  }
  return { ...row!, email, password: STRONG_PASSWORD };
};
