import type { TDb } from '../client.ts';
import { eventRequests, quoteInvitations, quotes } from '../schema.ts';
import { addDays, todayInNz } from '../../lib/dates.ts';
import type { TCategoryIds, TSeededProvider } from './demo-providers.ts';
import { OCCASIONS } from './demo-reviews-data.ts';
import { quoteAmount, type TSeededOrganiser } from './demo-reviews.ts';
import type { TRandom } from './prng.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Invitations of the last 90 days for the demo's listed providers, so their cards and pages say how
 * fast they usually reply (modules/response-times): for each provider but `skipProviderIds` (the
 * demo provider keeps only its own portal data), 3 to 7 of the past organisers invited it to quote
 * for an event that has since passed. Each provider has its own pace (most within a few hours, some
 * within a day or two); it answered with a quote after about that long, the organiser went with
 * someone else, and about one invitation in ten was never answered. A few providers get fewer than
 * three invitations and so show no reply time.
 */
export const seedDemoReplyHistory = async (options: {
  db: TDb; rng: TRandom; providers: TSeededProvider[]; organisers: TSeededOrganiser[]; now: Date; ids: TCategoryIds; skipProviderIds: Set<number>;
}) => {
  const { db, rng, now, ids } = options;
  const today = todayInNz(now);
  type TPlanned = { provider: TSeededProvider; organiser: TSeededOrganiser; askedAt: Date; eventDate: string; replyMinutes: number | null; occasion: string };
  const planned: TPlanned[] = [];
  for (const provider of options.providers) {
    if (!provider.isListed || options.skipProviderIds.has(provider.id)) continue;
    const pace = rng.weighted([[rng.int(15, 55), 3], [rng.int(60, 300), 5], [rng.int(300, 1200), 2], [rng.int(1440, 2880), 1]] as const);
    const count = rng.weighted([[rng.int(1, 2), 1], [rng.int(3, 7), 9]] as const);
    for (const organiser of rng.sample(options.organisers, count)) {
      const daysAgo = rng.int(20, 88);
      const occasions = OCCASIONS.filter((o) => o.forBusiness === (organiser.type === 'business'));
      planned.push({
        provider, organiser,
        askedAt: new Date(now.getTime() - daysAgo * DAY_MS - rng.int(0, 600) * MINUTE_MS),
        // The event has passed: between 5 days after the invitation and yesterday.
        eventDate: addDays(today, -rng.int(1, daysAgo - 5)),
        replyMinutes: rng.chance(0.1) ? null : Math.max(5, Math.round(pace * (0.5 + rng.next()))),
        occasion: rng.pick(occasions).title,
      });
    }
  }
  if (planned.length === 0) return { events: 0, quotes: 0 };

  const events = await db
    .insert(eventRequests)
    .values(planned.map((p) => {
      const name = p.organiser.type === 'business' && p.organiser.business ? p.organiser.business : `${p.organiser.first} ${p.organiser.last}`;
      const created = new Date(p.askedAt.getTime() - rng.int(10, 120) * MINUTE_MS);
      return {
        organiser_id: p.organiser.id,
        title: p.organiser.type === 'business' ? `${p.organiser.business} ${p.occasion.toLowerCase()}` : `${p.organiser.first}'s ${p.occasion.toLowerCase()}`,
        description: `${p.occasion} in ${p.provider.city}.`,
        event_date: p.eventDate,
        location: p.provider.city,
        organiser_name: name,
        organiser_email: p.organiser.email,
        organiser_type: p.organiser.type,
        status: 'completed' as const,
        submitted_at: created,
        completed_at: now,
        created_at: created,
        updated_at: now,
      };
    }))
    .returning({ id: eventRequests.id });

  await db.insert(quoteInvitations).values(planned.map((p, i) => ({ event_request_id: events[i]!.id, provider_id: p.provider.id, created_at: p.askedAt })));
  const answered = planned.flatMap((p, i) => (p.replyMinutes === null ? [] : [{ p, eventId: events[i]!.id, at: new Date(p.askedAt.getTime() + p.replyMinutes * MINUTE_MS) }]));
  if (answered.length > 0) {
    await db.insert(quotes).values(answered.map(({ p, eventId, at }) => ({
      event_request_id: eventId,
      provider_id: p.provider.id,
      category_id: ids.categoryIds[p.provider.category]!,
      quote_amount: quoteAmount(rng, p.provider),
      message: `Kia ora! Thanks for the invitation. Here is our quote for your ${p.occasion.toLowerCase()}.`,
      status: 'rejected' as const,
      valid_until: p.eventDate,
      responded_at: new Date(at.getTime() + rng.int(1, 3) * DAY_MS),
      created_at: at,
      updated_at: at,
    })));
  }
  return { events: planned.length, quotes: answered.length };
};
