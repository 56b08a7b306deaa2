import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { TAuthSuccess, TSignupRequest } from '@app/contract';
import type { TDb } from '../src/db/client.ts';
import {
  attachments, categories, eventRequests, locations, providerCategories, providerProfiles, reviewResponses, reviews, users,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/crypto.ts';
import { refreshProviderRating, refreshProviderSearchText } from '../src/modules/providers/provider-refresh.ts';

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
      ...profile,
    })
    .returning();
  for (const name of categoryNames) {
    const [cat] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
    if (!cat) throw new Error(`unknown category ${name}`);
    await db.insert(providerCategories).values({ provider_id: row!.id, category_id: cat.id });
  }
  // The search text as the application writes it, unless the test sets its own.
  if (profile.search_text === undefined) await refreshProviderSearchText({ db, providerId: row!.id });
  return { ...row!, email, password: STRONG_PASSWORD };
};

/** A word no other provider has: search for it to see only one test's providers. */
export const uniqueWord = () => `zq${randomBytes(6).toString('hex').replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;

export const locationId = async (db: TDb, name: string) => {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.name, name));
  if (!row) throw new Error(`unknown location ${name}`);
  return row.id;
};

type TPictureSpec = { profile?: number; service?: number; gallery?: number };

/** A provider (see createProvider) and optionally pictures. */
export const addProvider = async (db: TDb, overrides: TProviderOverrides & { pictures?: TPictureSpec } = {}) => {
  const { pictures, ...rest } = overrides;
  const provider = await createProvider(db, rest);
  const rows: (typeof attachments.$inferInsert)[] = [];
  const add = (kind: 'profile_picture' | 'service_image' | 'gallery_image', count: number) => {
    for (let i = 0; i < count; i += 1) {
      rows.push({ provider_id: provider.id, kind, file_url: `/uploads/test/${provider.id}/${kind}-${i + 1}.jpg`, file_name: `${kind}-${i + 1}.jpg`, sort_order: count - i });
    }
  };
  add('profile_picture', pictures?.profile ?? 0);
  add('service_image', pictures?.service ?? 0);
  add('gallery_image', pictures?.gallery ?? 0);
  if (rows.length > 0) await db.insert(attachments).values(rows);
  return provider;
};

/** A completed event of the organiser, for reviews to hang on. */
export const addCompletedEvent = async (db: TDb, organiserId: number, title = 'Past celebration') => {
  const [row] = await db.insert(eventRequests).values({ organiser_id: organiserId, title, description: 'Done and dusted', status: 'completed', event_date: '2024-03-01' }).returning({ id: eventRequests.id });
  return row!.id;
};

/** Inserts a review row directly (as the reviews module will) and refreshes the provider's rating. */
export const addReview = async (db: TDb, review: {
  providerId: number; organiserId: number; rating: number; createdAt?: Date; title?: string; text?: string; isAnonymous?: boolean; response?: string;
}) => {
  const eventId = await addCompletedEvent(db, review.organiserId);
  const createdAt = review.createdAt ?? new Date();
  const [row] = await db.insert(reviews).values({
    event_request_id: eventId, provider_id: review.providerId, organiser_id: review.organiserId, rating: review.rating,
    title: review.title ?? null, review_text: review.text ?? null, is_anonymous: review.isAnonymous ?? false, created_at: createdAt, updated_at: createdAt,
  }).returning({ id: reviews.id });
  if (review.response) {
    await db.insert(reviewResponses).values({ review_id: row!.id, response_text: review.response, created_at: new Date(createdAt.getTime() + 3_600_000) });
  }
  await refreshProviderRating({ db, providerId: review.providerId });
  return row!.id;
};

/** The listing version, to show that writes move it. */
export const listingVersion = async (db: TDb) => {
  const { rows } = await db.execute<{ version: string }>(sql`SELECT version::text AS version FROM provider_listing_state WHERE id = 1`);
  return rows[0]?.version ?? null;
};
