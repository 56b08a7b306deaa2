import { count, sql } from 'drizzle-orm';
import type { TDb } from '../client.ts';
import { users } from '../schema.ts';
import { hashPassword, randomToken } from '../../lib/crypto.ts';
import { seedReferenceData } from './reference-data.ts';
import { DEMO_ORGANISER_EMAIL, DEMO_PROVIDER_EMAIL, seedDemoAccounts } from './demo-accounts.ts';
import { loadCategoryIds, seedDemoProviders } from './demo-providers.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { seedDemoOrganiserData } from './demo-organiser-data.ts';
import { seedDemoPortalData } from './demo-portal-data.ts';
import { refreshProviderStats } from './provider-stats.ts';
import { seedDemoReplyHistory } from './demo-reply-history.ts';
import { refreshReplyTimes } from '../../modules/response-times/reply-times.ts';
import { createRandom, hashString } from './prng.ts';

/** The demo data is drawn from this seed: the same names, numbers and pictures on every start. */
export const DEMO_SEED = 20_240_824;
/** Serialises concurrent first starts (two API nodes on one empty database). */
const SEED_LOCK_KEY = 74_201_931;

export type TDemoSeedSummary = { providers: number; reviews: number; events: number; quotes: number; chatRooms: number; messages: number };

/**
 * The realistic demo data set: the demo accounts, 70 providers (66 listed) across every city and
 * category with pictures and reviews, the demo organiser's events, quotes, chats, reviews and
 * notifications, the demo provider's portal: requests it matches (one inviting it), its quotes in
 * every status, chats and notifications; and the other providers' invitations of the last 90 days
 * with their replies (their usual reply time). Dates are relative to `now` in New Zealand time.
 */
export const seedDemoData = async (db: TDb, now: Date = new Date()): Promise<TDemoSeedSummary> => {
  const rng = createRandom(DEMO_SEED);
  const { organiserId } = await seedDemoAccounts(db);
  if (organiserId === null) throw new Error('the demo organiser already exists: the demo data is seeded only into an empty database');
  // Seeded providers and past reviewers sign in on the provider portal or not at all: one hash of a
  // random password serves them all (hashing each would add seconds to the first start).
  const passwordHash = await hashPassword(randomToken());
  const ids = await loadCategoryIds(db);
  const providers = await seedDemoProviders({ db, rng, passwordHash, now, ids });
  const reviewSummary = await seedDemoReviews({ db, rng, providers, passwordHash, now, ids });
  const organiser = await seedDemoOrganiserData({ db, rng, organiserId, organiserEmail: DEMO_ORGANISER_EMAIL, providers, now, ids });
  // The provider portal's side draws from its own stream: adding to it never changes the data above.
  const portal = await seedDemoPortalData({
    db, rng: createRandom(hashString(`${DEMO_SEED}:provider-portal`)), providers, organisers: reviewSummary.reviewers,
    organiserEvents: organiser.eventIdByTitle, now, ids,
  });
  // Invitations of the last 90 days and the replies to them, then every provider's median reply time.
  const replies = await seedDemoReplyHistory({
    db, rng: createRandom(hashString(`${DEMO_SEED}:reply-history`)), providers, organisers: reviewSummary.reviewers, now, ids,
    skipProviderIds: new Set(providers.filter((p) => p.email === DEMO_PROVIDER_EMAIL).map((p) => p.id)),
  });
  await refreshProviderStats(db);
  await refreshReplyTimes(db, now);
  return {
    providers: providers.length, reviews: reviewSummary.reviews + organiser.reviews, events: organiser.events + portal.events + replies.events,
    quotes: organiser.quotes + portal.quotes + replies.quotes, chatRooms: organiser.rooms + portal.rooms, messages: organiser.messages + portal.messages,
  };
};

/**
 * First start only: reference data always (idempotent), demo data when there are no users yet.
 * The demo data goes in as one transaction, so a failed seed leaves nothing half-written.
 */
export const seedIfEmpty = async (db: TDb) => {
  await seedReferenceData(db);
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [again] = await tx.select({ n: count() }).from(users);
    if ((again?.n ?? 0) > 0) return false;
    // A transaction offers the same query API as the database handle; only the pool is missing.
    await seedDemoData(tx as unknown as TDb);
    return true;
  });
};
