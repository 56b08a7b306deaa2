import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { addDaysToIsoDate, nzToday, type TAuthSuccess, type TSignupRequest } from '@app/contract';
import type { TDb } from '../src/db/client.ts';
import {
  attachments, categories, eventRequestItemCategories, eventRequestItems, eventRequests, locations, providerCategories, providerProfiles,
  reviewResponses, reviews, users,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/crypto.ts';
import { createSession } from '../src/lib/sessions.ts';
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

/** Bearer headers of a new session of any user (a provider signs in on its own portal). */
export const sessionHeaders = async (db: TDb, userId: number) => {
  const { token } = await createSession({ db, userId, ttlSeconds: 3600 });
  return { authorization: `Bearer ${token}` };
};

export const categoryId = async (db: TDb, name: string) => {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
  if (!row) throw new Error(`unknown category ${name}`);
  return row.id;
};

/** The first subcategory of a category, by sort order. */
export const firstSubcategoryId = async (db: TDb, categoryName: string) => {
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT s.id FROM subcategories s JOIN categories c ON c.id = s.category_id WHERE c.name = ${categoryName} ORDER BY s.sort_order, s.id LIMIT 1`);
  if (!rows[0]) throw new Error(`no subcategory of ${categoryName}`);
  return Number(rows[0].id);
};

/**
 * A listed provider (active account, verified and active business) in a city (its location and city
 * set, as sign-up sets them), offering the named categories, with a session.
 */
export const addPortalProvider = async (db: TDb, options: { city: string; categoryNames: string[]; business_name?: string } & TProviderOverrides) => {
  const { city, ...rest } = options;
  const provider = await createProvider(db, { ...rest, city, location_id: await locationId(db, city) });
  return { ...provider, headers: await sessionHeaders(db, provider.user_id) };
};

export type TEventRequestSpec = {
  organiserId: number;
  title?: string;
  status?: 'draft' | 'submitted' | 'active' | 'completed' | 'cancelled' | 'rejected';
  /** A listed city (location and location_id), or free text (location only). */
  city?: string;
  location?: string | null;
  categoryNames?: string[];
  event_date?: string | null;
  response_deadline?: string | null;
  submitted_at?: Date | null;
  budget_min?: number | null;
  budget_max?: number | null;
  organiser_name?: string | null;
  organiser_email?: string | null;
  organiser_type?: 'individual' | 'business';
};

/** An event request written straight to the database, with one item asking for the named categories (each with its first subcategory). */
export const addEventRequest = async (db: TDb, spec: TEventRequestSpec) => {
  const status = spec.status ?? 'submitted';
  const city = spec.city ?? 'Auckland';
  const [row] = await db.insert(eventRequests).values({
    organiser_id: spec.organiserId,
    title: spec.title ?? `Celebration ${uniqueWord()}`,
    description: 'Dinner and dancing for 80 guests',
    event_date: spec.event_date === undefined ? addDaysToIsoDate(nzToday(), 30) : spec.event_date,
    location: spec.location === undefined ? city : spec.location,
    location_id: spec.location === undefined ? await locationId(db, city) : null,
    budget_min: spec.budget_min === undefined ? 1000 : spec.budget_min,
    budget_max: spec.budget_max === undefined ? 5000 : spec.budget_max,
    response_deadline: spec.response_deadline ?? null,
    organiser_name: spec.organiser_name ?? null,
    organiser_email: spec.organiser_email ?? null,
    organiser_type: spec.organiser_type ?? 'individual',
    status,
    submitted_at: spec.submitted_at === undefined ? (status === 'draft' ? null : new Date()) : spec.submitted_at,
  }).returning();
  const [item] = await db.insert(eventRequestItems).values({ event_request_id: row!.id, name: 'Main service', quantity: 1, notes: 'Vegetarian options please' }).returning();
  for (const name of spec.categoryNames ?? ['Catering & Food']) {
    await db.insert(eventRequestItemCategories).values({ item_id: item!.id, category_id: await categoryId(db, name), subcategory_id: await firstSubcategoryId(db, name) });
  }
  return row!;
};
