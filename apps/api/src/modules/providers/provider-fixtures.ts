import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { attachments, eventRequests, locations, reviewResponses, reviews } from '../../db/schema.ts';
import { createProvider, type TProviderOverrides } from '../../../test/factories.ts';
import { refreshProviderRating, refreshProviderSearchText } from './provider-refresh.ts';

// Test data for the providers and quote-requests suites (imported by tests only).

/** A word no other provider has: search for it to see only one test's providers. */
export const uniqueWord = () => `zq${randomBytes(6).toString('hex').replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;

export const locationId = async (db: TDb, name: string) => {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.name, name));
  if (!row) throw new Error(`unknown location ${name}`);
  return row.id;
};

type TPictureSpec = { profile?: number; service?: number; gallery?: number };

/** A provider with its search text written as the application writes it, and optionally pictures. */
export const addProvider = async (db: TDb, overrides: TProviderOverrides & { pictures?: TPictureSpec } = {}) => {
  const { pictures, ...rest } = overrides;
  const provider = await createProvider(db, rest);
  await refreshProviderSearchText({ db, providerId: provider.id });
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
