import type { TDb } from '../client.ts';
import {
  eventRequestItemCategories, eventRequestItems, eventRequests, organiserProfiles, quotes, reviewResponses, reviews, users,
} from '../schema.ts';
import { addDays, todayInNz } from '../../lib/dates.ts';
import { CATEGORY_TREE } from './reference-data.ts';
import type { TCategoryIds, TCategoryIndex, TSeededProvider } from './demo-providers.ts';
import {
  DEMO_REVIEWERS, GOOD_REVIEW_TEXTS, MIXED_REVIEW_TEXTS, OCCASIONS, POOR_REVIEW_TEXTS, PROVIDER_RESPONSES, REVIEW_TITLES,
} from './demo-reviews-data.ts';
import { slugify, type TRandom } from './prng.ts';

type TRating = 1 | 2 | 3 | 4 | 5;
const DAY_MS = 86_400_000;

/** Typical quote amounts (NZD) by category, scaled by the provider's price range. */
const AMOUNT_RANGE: Readonly<Record<TCategoryIndex, [number, number]>> = {
  0: [1800, 9000], 1: [700, 3200], 2: [1200, 4800], 3: [1500, 12_000], 4: [500, 5500], 5: [450, 4200],
};
const PRICE_FACTOR = { budget: 0.7, mid_range: 1, premium: 1.45, luxury: 2.1 } as const;

export const quoteAmount = (rng: TRandom, provider: Pick<TSeededProvider, 'category' | 'priceRange'>) => {
  const [low, high] = AMOUNT_RANGE[provider.category];
  const factor = provider.priceRange ? PRICE_FACTOR[provider.priceRange] : 1.1;
  return Math.round((rng.int(low, high) * factor) / 50) * 50;
};

/** Providers with no reviews yet, for the "No reviews yet" state. */
const WITHOUT_REVIEWS = new Set(['Kiwifruit Coast Events', 'First Light Events', 'Coastline Coaches']);

const ratingFor = (rng: TRandom, quality: number): TRating => {
  const roll = quality + rng.weighted([[0, 6], [0.6, 2], [-0.7, 2], [-1.6, 0.6], [-2.6, 0.25]] as const);
  return Math.max(1, Math.min(5, Math.round(roll))) as TRating;
};

/** A seeded organiser who booked a provider before (and may ask for quotes again). */
export type TSeededOrganiser = (typeof DEMO_REVIEWERS)[number] & { id: number; email: string };

/**
 * Organisers who booked the providers before, one completed event each time with an accepted
 * quote, and the review they left (some anonymous, some answered by the provider).
 */
export const seedDemoReviews = async (options: { db: TDb; rng: TRandom; providers: TSeededProvider[]; passwordHash: string; now: Date; ids: TCategoryIds }) => {
  const { db, rng, now, ids } = options;
  const today = todayInNz(now);

  const reviewerUsers = await db
    .insert(users)
    .values(DEMO_REVIEWERS.map((r) => ({
      email: `${slugify(r.first)}.${slugify(r.last)}@example.co.nz`,
      password_hash: options.passwordHash,
      role: 'event_organiser' as const,
      created_at: new Date(now.getTime() - rng.int(400, 900) * DAY_MS),
    })))
    .returning({ id: users.id });
  await db.insert(organiserProfiles).values(DEMO_REVIEWERS.map((r, i) => ({
    user_id: reviewerUsers[i]!.id, organiser_type: r.type, first_name: r.first, last_name: r.last, business_name: r.business ?? null, city: r.city,
  })));
  const reviewers: TSeededOrganiser[] = DEMO_REVIEWERS.map((r, i) => ({ ...r, id: reviewerUsers[i]!.id, email: `${slugify(r.first)}.${slugify(r.last)}@example.co.nz` }));

  type TPlanned = { provider: TSeededProvider; reviewer: (typeof reviewers)[number]; daysAgo: number; rating: TRating; occasion: string };
  const planned: TPlanned[] = [];
  for (const provider of options.providers) {
    if (!provider.isListed || WITHOUT_REVIEWS.has(provider.name)) continue;
    const quality = 3.6 + rng.next() * 1.4;
    const count = rng.weighted([[rng.int(2, 3), 3], [rng.int(4, 7), 5], [rng.int(8, 12), 3]] as const);
    for (const reviewer of rng.sample(reviewers, count)) {
      const occasions = OCCASIONS.filter((o) => o.forBusiness === (reviewer.type === 'business'));
      planned.push({ provider, reviewer, daysAgo: rng.int(25, 720), rating: ratingFor(rng, quality), occasion: rng.pick(occasions).title });
    }
  }

  const eventRows = await db
    .insert(eventRequests)
    .values(planned.map((p) => {
      const eventDate = addDays(today, -p.daysAgo);
      const created = new Date(now.getTime() - (p.daysAgo + rng.int(30, 90)) * DAY_MS);
      const budget = rng.weighted([[null, 1], [quoteAmount(rng, p.provider), 4]] as const);
      const name = p.reviewer.type === 'business' ? p.reviewer.business! : `${p.reviewer.first} ${p.reviewer.last}`;
      return {
        organiser_id: p.reviewer.id,
        title: p.reviewer.type === 'business' ? `${p.reviewer.business} ${p.occasion.toLowerCase()}` : `${p.reviewer.first}'s ${p.occasion.toLowerCase()}`,
        description: `${p.occasion} in ${p.provider.city} for family, friends and guests.`,
        event_date: eventDate,
        location: p.provider.city,
        budget_min: budget === null ? null : Math.round(budget * 0.6),
        budget_max: budget === null ? null : Math.round(budget * 1.3),
        organiser_name: name,
        organiser_email: p.reviewer.email,
        organiser_type: p.reviewer.type,
        response_deadline: addDays(eventDate, -rng.int(20, 45)),
        status: 'completed' as const,
        submitted_at: created,
        created_at: created,
        updated_at: new Date(now.getTime() - (p.daysAgo - 1) * DAY_MS),
      };
    }))
    .returning({ id: eventRequests.id, created: eventRequests.created_at });

  const itemRows = await db
    .insert(eventRequestItems)
    .values(planned.map((p, i) => ({ event_request_id: eventRows[i]!.id, name: CATEGORY_TREE[p.provider.category].subs[p.provider.subs[0]!]![0], quantity: 1, notes: null, sort_order: 0 })))
    .returning({ id: eventRequestItems.id });
  await db.insert(eventRequestItemCategories).values(planned.map((p, i) => ({
    item_id: itemRows[i]!.id, category_id: ids.categoryIds[p.provider.category]!, subcategory_id: ids.subcategoryIds[p.provider.category]![p.provider.subs[0]!]!,
  })));

  const quoteRows = await db
    .insert(quotes)
    .values(planned.map((p, i) => {
      const created = new Date(eventRows[i]!.created.getTime() + rng.int(1, 4) * DAY_MS);
      return {
        event_request_id: eventRows[i]!.id,
        provider_id: p.provider.id,
        category_id: ids.categoryIds[p.provider.category]!,
        subcategory_id: ids.subcategoryIds[p.provider.category]![p.provider.subs[0]!]!,
        quote_amount: quoteAmount(rng, p.provider),
        message: `Kia ora! Thanks for thinking of ${p.provider.name}. Here is our quote for your ${p.occasion.toLowerCase()}.`,
        status: 'accepted' as const,
        valid_until: addDays(today, -p.daysAgo - 7),
        estimated_duration: rng.pick(['4 hours', '5 hours', '6 hours', 'Full day', 'Evening']),
        includes_setup: rng.chance(0.7),
        includes_cleanup: rng.chance(0.6),
        responded_at: new Date(created.getTime() + rng.int(1, 5) * DAY_MS),
        created_at: created,
        updated_at: created,
      };
    }))
    .returning({ id: quotes.id });

  const reviewRows = await db
    .insert(reviews)
    .values(planned.map((p, i) => {
      const written = new Date(now.getTime() - (p.daysAgo - rng.int(1, Math.min(14, p.daysAgo - 1))) * DAY_MS);
      const text = p.rating >= 4 ? rng.pick(GOOD_REVIEW_TEXTS[p.provider.category]!) : p.rating === 3 ? rng.pick(MIXED_REVIEW_TEXTS) : rng.pick(POOR_REVIEW_TEXTS);
      return {
        event_request_id: eventRows[i]!.id,
        provider_id: p.provider.id,
        organiser_id: p.reviewer.id,
        quote_id: quoteRows[i]!.id,
        rating: p.rating,
        title: rng.pick(REVIEW_TITLES[p.rating]),
        review_text: rng.chance(0.92) ? text : null,
        is_anonymous: rng.chance(0.2),
        created_at: written,
        updated_at: written,
      };
    }))
    .returning({ id: reviews.id, anonymous: reviews.is_anonymous, rating: reviews.rating, created: reviews.created_at });

  const responses = reviewRows.flatMap((row, i) => {
    const p = planned[i]!;
    if (!rng.chance(row.rating >= 4 ? 0.3 : 0.75)) return [];
    const template = row.rating >= 4 ? rng.pick(PROVIDER_RESPONSES.slice(0, 3)) : PROVIDER_RESPONSES[3]!;
    const text = `${template.replace('{name}', row.anonymous ? 'e hoa' : p.reviewer.first)} ${p.provider.contactFirstName}, ${p.provider.name}`;
    const at = new Date(Math.min(now.getTime() - 3_600_000, row.created.getTime() + rng.int(1, 6) * DAY_MS));
    return [{ review_id: row.id, response_text: text, created_at: at }];
  });
  if (responses.length > 0) await db.insert(reviewResponses).values(responses);
  return { reviewers, reviews: reviewRows.length, responses: responses.length };
};
