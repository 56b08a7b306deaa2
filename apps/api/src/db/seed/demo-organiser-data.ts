import { eq } from 'drizzle-orm';
import type { TDb } from '../client.ts';
import {
  chatMessages, chatReadState, chatRooms, eventRequestItemCategories, eventRequestItems, eventRequests, notifications, quotes,
  reviewResponses, reviews,
} from '../schema.ts';
import { addDays, todayInNz } from '../../lib/dates.ts';
import { formatDollars } from '../../lib/money.ts';
import type { TCategoryIds, TCategoryIndex, TSeededProvider } from './demo-providers.ts';
import { quoteAmount } from './demo-reviews.ts';
import type { TRandom } from './prng.ts';

type TQuotePlan = {
  provider: string;
  status: 'submitted' | 'accepted' | 'rejected';
  /** Hours from now until the chat room expires (negative: already expired). */
  chatExpiresInHours: number;
  /** Provider messages the organiser has not read yet. */
  unread: number;
  /** The organiser's last messages, which the provider has not read yet (after the provider's, so with unread 0). */
  unreadByProvider?: number;
  daysAgo: number;
};
type TEventPlan = {
  title: string;
  description: string;
  /** Days from today (NZ) to the event date. */
  inDays: number;
  city: string;
  budget: [number, number] | null;
  delivery: 'on_site' | 'pickup' | 'delivery';
  deliveryAddress?: string;
  notes: string | null;
  status: 'draft' | 'submitted' | 'active' | 'completed' | 'cancelled';
  createdDaysAgo: number;
  items: { category: TCategoryIndex; subs: number[]; name: string | null; quantity: number; notes: string | null }[];
  quotes: TQuotePlan[];
  review?: { provider: string; rating: 1 | 2 | 3 | 4 | 5; title: string; text: string; response?: string };
};

/**
 * The demo organiser's events: one or more in every status, told as one organiser's year: two
 * drafts, two open requests with several pending quotes each, one booked (active), completed
 * bookings (two reviewed, one with the provider's reply, and two waiting for a review), a completed event nobody was booked for, and a
 * cancelled one.
 */
const DEMO_EVENTS: readonly TEventPlan[] = [
  {
    title: "Mum's 60th Birthday Lunch", description: 'A long Sunday lunch for Mum\'s 60th with whānau and her closest friends.', inDays: 45, city: 'Auckland',
    budget: [1500, 3000], delivery: 'on_site', notes: '• About 40 guests including kaumātua\n• A few vegetarians and one coeliac', status: 'draft', createdDaysAgo: 2,
    items: [
      { category: 0, subs: [0], name: 'Lunch buffet', quantity: 1, notes: 'Around 40 guests, some vegetarian' },
      { category: 0, subs: [2], name: 'Birthday cake', quantity: 1, notes: 'Feeds 40, lemon if possible' },
    ],
    quotes: [],
  },
  {
    title: 'Book Club 10th Anniversary Evening', description: 'Dinner for our book club to celebrate ten years of reading together.', inDays: 70, city: 'Auckland',
    budget: null, delivery: 'on_site', notes: null, status: 'draft', createdDaysAgo: 9,
    items: [{ category: 3, subs: [3], name: 'Private dining room', quantity: 1, notes: 'Twelve of us, a quiet room please' }],
    quotes: [],
  },
  {
    title: "Aroha & Nikau's Wedding", description: 'Our wedding: a garden ceremony followed by dinner and dancing for about 120 guests.', inDays: 130, city: 'Auckland',
    budget: [18_000, 32_000], delivery: 'on_site', status: 'submitted', createdDaysAgo: 8,
    notes: '• Ceremony and reception at the same venue if possible\n• About 120 guests\n• A wet-weather plan is a must\n• Bilingual welcome in te reo Māori and English',
    items: [
      { category: 3, subs: [1], name: 'Garden ceremony and reception venue', quantity: 1, notes: '120 guests' },
      { category: 0, subs: [0, 3], name: 'Dinner and bar', quantity: 120, notes: 'Shared platters preferred' },
      { category: 2, subs: [0, 1], name: 'Photo and video coverage', quantity: 1, notes: 'From getting ready to the first dance' },
      { category: 1, subs: [0, 1], name: 'Band, then a DJ', quantity: 1, notes: null },
      { category: 4, subs: [0], name: 'Bouquets and table flowers', quantity: 1, notes: 'Native foliage with soft pinks' },
    ],
    quotes: [
      { provider: 'Harbour Lights Function Centre', status: 'submitted', chatExpiresInHours: 5 * 24, unread: 1, daysAgo: 6 },
      { provider: 'Kōwhai Kitchen Catering', status: 'submitted', chatExpiresInHours: 3 * 24 + 4, unread: 0, daysAgo: 5 },
      { provider: 'Harbourside Catering Co.', status: 'submitted', chatExpiresInHours: 18, unread: 2, daysAgo: 6 },
      { provider: 'Waitematā Lens Studio', status: 'submitted', chatExpiresInHours: 6 * 24, unread: 1, daysAgo: 4 },
      { provider: 'Ponsonby Beats DJ Co.', status: 'rejected', chatExpiresInHours: 2 * 24, unread: 0, daysAgo: 7 },
      { provider: 'Petal & Fern Florals', status: 'submitted', chatExpiresInHours: 9 * 24, unread: 0, daysAgo: 3 },
    ],
  },
  {
    title: 'Netball Club Prizegiving Night', description: 'End-of-season prizegiving for our netball club: awards, food and a photo booth for players and families.', inDays: 24,
    city: 'Auckland', budget: [2500, 4500], delivery: 'on_site', status: 'submitted', createdDaysAgo: 5,
    notes: '• About 80 players and parents\n• Alcohol-free event\n• Finish by 10pm',
    items: [
      { category: 1, subs: [3], name: 'MC for the evening', quantity: 1, notes: 'Keep the awards moving' },
      { category: 2, subs: [2], name: 'Photo booth', quantity: 1, notes: null },
      { category: 0, subs: [1, 3], name: 'Food truck and coffee', quantity: 80, notes: null },
    ],
    quotes: [
      { provider: 'Mighty River MC Services', status: 'submitted', chatExpiresInHours: 7, unread: 1, daysAgo: 3 },
      { provider: 'Riverlea Photo Booths', status: 'submitted', chatExpiresInHours: 20, unread: 0, daysAgo: 2 },
      { provider: 'Mission Bay Coffee Cart', status: 'submitted', chatExpiresInHours: 4 * 24, unread: 0, daysAgo: 1 },
      // The demo provider has a question from the demo organiser waiting in its portal.
      { provider: 'Harbourside Catering Co.', status: 'submitted', chatExpiresInHours: 5 * 24 + 3, unread: 0, unreadByProvider: 2, daysAgo: 1 },
    ],
  },
  {
    title: 'Ngata Whānau Reunion', description: 'A weekend reunion for the Ngata whānau at a marae near Rotorua, with meals and a Saturday night concert.', inDays: 40,
    city: 'Rotorua', budget: [6000, 11_000], delivery: 'on_site', status: 'active', createdDaysAgo: 21,
    notes: '• About 150 whānau staying two nights\n• Hāngī on the Saturday\n• Kapa haka and a slideshow on Saturday night',
    items: [
      { category: 3, subs: [2], name: 'Marae for the weekend', quantity: 1, notes: 'Around 150 whānau, staying two nights' },
      { category: 0, subs: [0], name: 'Meals for the weekend', quantity: 150, notes: 'Hāngī on the Saturday' },
      { category: 1, subs: [3], name: 'MC for Saturday night', quantity: 1, notes: null },
    ],
    // Accepting Te Ao Mārama's quote closed the others, as the quotes module does (modules/quotes/organiser-quote-decision-service.ts).
    quotes: [
      { provider: 'Te Ao Mārama Marae', status: 'accepted', chatExpiresInHours: 12 * 24, unread: 0, daysAgo: 16 },
      { provider: 'Geothermal Kai Co.', status: 'rejected', chatExpiresInHours: 4 * 24, unread: 0, daysAgo: 18 },
      { provider: 'Kapa Haka Connections', status: 'rejected', chatExpiresInHours: 2 * 24 + 6, unread: 0, daysAgo: 17 },
      { provider: 'Mount Maunganui Seafood Catering', status: 'rejected', chatExpiresInHours: 30, unread: 0, daysAgo: 19 },
    ],
  },
  {
    title: "Dad's 70th Birthday Party", description: 'A dinner party at home for Dad\'s 70th with about 60 family and friends.', inDays: -38, city: 'Auckland',
    budget: [3000, 5000], delivery: 'on_site', status: 'completed', createdDaysAgo: 80, notes: '• Dad loves seafood\n• Speeches at 8pm',
    items: [{ category: 0, subs: [0], name: 'Dinner for 60', quantity: 60, notes: 'Seafood, please' }],
    quotes: [
      { provider: 'Kōwhai Kitchen Catering', status: 'accepted', chatExpiresInHours: -30 * 24, unread: 0, daysAgo: 74 },
      { provider: 'Mission Bay Coffee Cart', status: 'rejected', chatExpiresInHours: -60 * 24, unread: 0, daysAgo: 73 },
    ],
    review: {
      provider: 'Kōwhai Kitchen Catering', rating: 5, title: 'Dad felt like a king',
      text: 'The seafood platters were incredible and the team looked after every guest. Dad is still talking about the crayfish.',
      response: 'Ngā mihi Aroha! Happy 70th to your dad, it was an honour to cook for your whānau.',
    },
  },
  {
    title: "Nana's Garden Party", description: 'An afternoon garden party with flowers everywhere and a small marquee in case of rain.', inDays: -95, city: 'Auckland',
    budget: [2000, 4000], delivery: 'delivery', deliveryAddress: '12 Ponsonby Road, Auckland 1011', status: 'completed', createdDaysAgo: 140, notes: null,
    items: [{ category: 4, subs: [0, 3], name: 'Flowers and a small marquee', quantity: 1, notes: null }],
    quotes: [
      { provider: 'Petal & Fern Florals', status: 'accepted', chatExpiresInHours: -85 * 24, unread: 0, daysAgo: 130 },
      { provider: 'Rangitoto Marquee Hire', status: 'rejected', chatExpiresInHours: -110 * 24, unread: 0, daysAgo: 129 },
    ],
    review: {
      provider: 'Petal & Fern Florals', rating: 4, title: 'Gorgeous flowers',
      text: 'The arrangements were beautiful and lasted all week. Delivery was a little later than planned, but the team stayed to set everything up.',
    },
  },
  {
    title: 'Team Farewell Party', description: 'A farewell party for two long-serving colleagues, with a DJ and dancing after dinner.', inDays: -18, city: 'Auckland',
    budget: [1500, 3000], delivery: 'on_site', status: 'completed', createdDaysAgo: 60, notes: '• About 45 people\n• Music from 7pm to midnight',
    items: [{ category: 1, subs: [1], name: 'DJ from 7pm', quantity: 1, notes: null }],
    quotes: [{ provider: 'Ponsonby Beats DJ Co.', status: 'accepted', chatExpiresInHours: -4 * 24, unread: 0, daysAgo: 50 }],
  },
  {
    // Booked with the demo provider, so the portal's Reviews screen gets the review written here.
    title: 'Office Team Lunch', description: 'A long-table lunch for the team at the office, with a vegetarian option for everyone.', inDays: -9,
    city: 'Auckland', budget: [1800, 3200], delivery: 'on_site', status: 'completed', createdDaysAgo: 45, notes: '• About 30 people\n• Lunch at 12:30pm',
    items: [{ category: 0, subs: [0], name: 'Team lunch for 30', quantity: 30, notes: 'Vegetarian options please' }],
    quotes: [{ provider: 'Harbourside Catering Co.', status: 'accepted', chatExpiresInHours: -2 * 24, unread: 0, daysAgo: 38 }],
  },
  {
    title: 'Beach Engagement Picnic', description: 'A surprise engagement picnic on the beach at sunset.', inDays: 16, city: 'Tauranga',
    budget: [800, 1500], delivery: 'on_site', status: 'cancelled', createdDaysAgo: 20, notes: '• Keep it a surprise!',
    items: [{ category: 4, subs: [1], name: 'Picnic styling for two', quantity: 1, notes: null }],
    quotes: [{ provider: 'The Strand Styling Studio', status: 'rejected', chatExpiresInHours: -2 * 24, unread: 0, daysAgo: 17 }],
  },
  {
    // Past, and nobody was booked: History shows it with 'No provider booked' (docs/adr/005-event-lifecycle.md).
    title: 'Matariki Quiz Night', description: 'A Matariki quiz night at the community hall with supper at half time.', inDays: -27, city: 'Auckland',
    budget: [600, 1200], delivery: 'on_site', status: 'completed', createdDaysAgo: 58, notes: '• About 60 people\n• Supper at half time',
    items: [{ category: 0, subs: [1], name: 'Supper at half time', quantity: 60, notes: 'Hot drinks and something sweet' }],
    quotes: [{ provider: 'Mission Bay Coffee Cart', status: 'rejected', chatExpiresInHours: -20 * 24, unread: 0, daysAgo: 50 }],
  },
];

const PITCH: Readonly<Record<TCategoryIndex, string>> = {
  0: 'Our quote covers a seasonal menu, staff for the service and all crockery and glassware.',
  1: 'The quote includes our full sound system, lighting and up to five hours of music.',
  2: 'This covers the whole day, an online gallery and a full set of edited images.',
  3: 'The quote includes exclusive use of the venue, tables and chairs and our events manager on the day.',
  4: 'This includes design, delivery, installation and pack-down after the event.',
  5: 'The quote covers planning meetings, a detailed run sheet and on-site coordination.',
};

type TLine = ['organiser' | 'provider', string];
const CONVERSATIONS: readonly (readonly TLine[])[] = [
  [
    ['organiser', 'Kia ora, thanks for sending this through so quickly!'],
    ['provider', 'No worries at all. Did you have any questions about what is included?'],
    ['organiser', 'Could you confirm whether setup and pack-down are in the price?'],
    ['provider', 'Yes, both are included, and we arrive two hours before your guests.'],
    ['organiser', 'Perfect, thank you. I will talk it over with the whānau and get back to you.'],
  ],
  [
    ['provider', 'Kia ora Aroha, lovely to hear from you. We would love to be part of this.'],
    ['organiser', 'Thanks! Do you have availability for an earlier start?'],
    ['provider', 'We can start from 10am at no extra cost.'],
    ['organiser', 'Great, that helps a lot.'],
  ],
  [
    ['organiser', 'Hi, could we see a few examples of similar events you have done?'],
    ['provider', 'Of course! Have a look at the gallery on our profile; the last few photos are from a very similar event.'],
    ['organiser', 'They look amazing. Is the quote valid until the date listed?'],
    ['provider', 'Yes, and we can hold the date for you until then.'],
    ['organiser', 'Awesome, I will confirm soon.'],
  ],
];
const FOLLOW_UPS = [
  'Just checking in: do you have any questions about the quote?',
  'We have had another enquiry for the same date, so let us know if you would like us to hold it for you.',
  'I have attached a sample menu to your email as well. Ngā mihi!',
];
const ORGANISER_FOLLOW_UPS = [
  'Kia ora again: could the food truck also do a gluten-free option for a few of the players?',
  'And would you need power on site, or do you bring your own generator?',
];
const ACCEPTED_LINES: readonly TLine[] = [['organiser', 'We would love to go ahead with your quote!'], ['provider', 'Fantastic, thank you! We will be in touch with the final details closer to the day.']];
const COMPLETED_LINES: readonly TLine[] = [['organiser', 'Thank you so much, everyone loved it.'], ['provider', 'It was a pleasure. Ngā mihi nui!']];
const REJECTED_LINES: readonly TLine[] = [['organiser', 'Thanks for your time. We have decided to go another way for this one.'], ['provider', 'No problem at all, all the best for the event!']];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Everything the demo organiser (Aroha Ngata) has done: events in every status with their items,
 * quotes from the demo providers, a chat room per quote with messages (some unread), reviews of
 * completed events (one still to write) and a few notifications.
 */
export const seedDemoOrganiserData = async (options: {
  db: TDb; rng: TRandom; organiserId: number; organiserEmail: string; providers: TSeededProvider[]; now: Date; ids: TCategoryIds;
}) => {
  const { db, rng, now, ids, organiserId } = options;
  const today = todayInNz(now);
  const byName = new Map(options.providers.map((p) => [p.name, p]));
  const provider = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`demo data refers to unknown provider ${name}`);
    return found;
  };
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  const eventRows = await db
    .insert(eventRequests)
    .values(DEMO_EVENTS.map((e) => {
      const created = new Date(now.getTime() - e.createdDaysAgo * DAY_MS - rng.int(60, 600) * 60_000);
      const isOpen = e.status !== 'draft';
      return {
        organiser_id: organiserId,
        title: e.title,
        description: e.description,
        event_date: addDays(today, e.inDays),
        location: e.city,
        budget_min: e.budget?.[0] ?? null,
        budget_max: e.budget?.[1] ?? null,
        delivery_method: e.delivery,
        delivery_address: e.deliveryAddress ?? null,
        additional_notes: e.notes,
        response_deadline: addDays(today, e.inDays > 0 ? Math.min(e.inDays - 3, 7) : e.inDays - 21),
        organiser_name: 'Aroha Ngata',
        organiser_email: options.organiserEmail,
        organiser_type: 'individual' as const,
        status: e.status,
        submitted_at: isOpen ? created : null,
        cancelled_at: e.status === 'cancelled' ? new Date(now.getTime() - 2 * DAY_MS) : null,
        // The lifecycle job completes an event in the first run after its day (modules/event-requests/event-lifecycle.ts).
        completed_at: e.status === 'completed' ? new Date(now.getTime() + (e.inDays + 1) * DAY_MS) : null,
        created_at: created,
        updated_at: e.status === 'cancelled' ? new Date(now.getTime() - 2 * DAY_MS) : created,
      };
    }))
    .returning({ id: eventRequests.id });

  // Items, each with its category and chosen subcategories.
  const itemPlans = DEMO_EVENTS.flatMap((e, eventIndex) => e.items.map((item, order) => ({ item, order, eventId: eventRows[eventIndex]!.id })));
  const itemRows = await db
    .insert(eventRequestItems)
    .values(itemPlans.map((p) => ({ event_request_id: p.eventId, name: p.item.name, quantity: p.item.quantity, notes: p.item.notes, sort_order: p.order })))
    .returning({ id: eventRequestItems.id });
  await db.insert(eventRequestItemCategories).values(itemPlans.flatMap((p, i) =>
    p.item.subs.map((sub) => ({ item_id: itemRows[i]!.id, category_id: ids.categoryIds[p.item.category]!, subcategory_id: ids.subcategoryIds[p.item.category]![sub]! })),
  ));

  // Quotes.
  const quotePlans = DEMO_EVENTS.flatMap((e, eventIndex) => e.quotes.map((q) => ({ event: e, eventId: eventRows[eventIndex]!.id, quote: q, provider: provider(q.provider) })));
  const quoteRows = await db
    .insert(quotes)
    .values(quotePlans.map(({ event, eventId, quote, provider: p }) => {
      const created = new Date(now.getTime() - quote.daysAgo * DAY_MS - rng.int(30, 480) * 60_000);
      return {
        event_request_id: eventId,
        provider_id: p.id,
        category_id: ids.categoryIds[p.category]!,
        subcategory_id: ids.subcategoryIds[p.category]![p.subs[0]!]!,
        quote_amount: quoteAmount(rng, p),
        message: `Kia ora Aroha, thanks for the details about ${event.title}. ${PITCH[p.category]} Happy to talk through any changes.`,
        status: quote.status,
        valid_until: addDays(today, -quote.daysAgo + 30),
        estimated_duration: rng.weighted([[null, 1], ['4 hours', 2], ['6 hours', 2], ['Full day', 2], ['Whole weekend', event.title.includes('Reunion') ? 4 : 0]] as const),
        includes_setup: rng.chance(0.75),
        includes_cleanup: rng.chance(0.6),
        additional_charges: rng.weighted([[null, 3], ['Travel outside the city is charged at $1.20 per km.', 1], ['Public holiday surcharge of 15%.', 1], ['Extra hours at $120 per hour.', 1]] as const),
        responded_at: quote.status === 'submitted' ? null : new Date(created.getTime() + rng.int(1, 3) * DAY_MS),
        created_at: created,
        updated_at: created,
      };
    }))
    .returning({ id: quotes.id, created: quotes.created_at, amount: quotes.quote_amount });

  // One chat room per quoted provider, opened with a system message when the quote arrived.
  const roomRows = await db
    .insert(chatRooms)
    .values(quotePlans.map((q, i) => ({
      event_request_id: q.eventId, organiser_id: organiserId, provider_id: q.provider.id,
      expires_at: new Date(now.getTime() + q.quote.chatExpiresInHours * HOUR_MS), created_at: quoteRows[i]!.created,
    })))
    .returning({ id: chatRooms.id });

  type TMessage = typeof chatMessages.$inferInsert;
  const readMarks: { roomIndex: number; start: number; organiserReadsUpTo: number; total: number; unreadByProvider: number }[] = [];
  const messages: TMessage[] = [];
  const lastAt: Date[] = [];
  for (const [i, q] of quotePlans.entries()) {
    const roomId = roomRows[i]!.id;
    const opened = quoteRows[i]!.created;
    const expires = new Date(now.getTime() + q.quote.chatExpiresInHours * HOUR_MS);
    const lines: TLine[] = [...rng.pick(CONVERSATIONS)];
    if (q.quote.status === 'accepted') lines.push(...ACCEPTED_LINES);
    if (q.quote.status === 'rejected') lines.push(...REJECTED_LINES);
    if (q.quote.status === 'accepted' && q.event.status === 'completed') lines.push(...COMPLETED_LINES);
    const read = lines.length;
    for (let n = 0; n < q.quote.unread; n += 1) lines.push(['provider', FOLLOW_UPS[n % FOLLOW_UPS.length]!]);
    const unreadByProvider = q.quote.unreadByProvider ?? 0;
    for (let n = 0; n < unreadByProvider; n += 1) lines.push(['organiser', ORGANISER_FOLLOW_UPS[n % ORGANISER_FOLLOW_UPS.length]!]);
    // Spread the conversation between the quote and the earlier of now and the room's expiry.
    const end = Math.min(now.getTime() - 20 * 60_000, expires.getTime() - HOUR_MS);
    const step = Math.max(60_000, (end - opened.getTime()) / (lines.length + 1));
    const start = messages.length;
    messages.push({
      chat_room_id: roomId, sender_user_id: null, message_type: 'system', created_at: opened,
      message_content: `${q.provider.name} sent a quote for “${q.event.title}”. Chat here to ask questions before you decide.`,
    });
    lines.forEach(([from, text], n) => {
      messages.push({
        chat_room_id: roomId, sender_user_id: from === 'organiser' ? organiserId : q.provider.userId, message_type: 'text',
        message_content: text, created_at: new Date(opened.getTime() + step * (n + 1) - rng.int(0, 20) * 60_000),
      });
    });
    // Whoever wrote last has read everything before; the other party is `unread` or `unreadByProvider` behind.
    readMarks.push({ roomIndex: i, start, organiserReadsUpTo: unreadByProvider > 0 ? start + lines.length : start + read, total: lines.length + 1, unreadByProvider });
    lastAt.push(messages[messages.length - 1]!.created_at!);
  }
  const messageRows = await db.insert(chatMessages).values(messages).returning({ id: chatMessages.id });

  for (const [i, room] of roomRows.entries()) {
    await db.update(chatRooms).set({ last_message_at: lastAt[i]! }).where(eq(chatRooms.id, room.id));
  }
  await db.insert(chatReadState).values(readMarks.flatMap((mark) => {
    const roomId = roomRows[mark.roomIndex]!.id;
    return [
      { chat_room_id: roomId, user_id: organiserId, last_read_message_id: messageRows[mark.organiserReadsUpTo]!.id, updated_at: minutesAgo(90) },
      { chat_room_id: roomId, user_id: quotePlans[mark.roomIndex]!.provider.userId, last_read_message_id: messageRows[mark.start + mark.total - 1 - mark.unreadByProvider]!.id, updated_at: minutesAgo(30) },
    ];
  }));

  // Reviews the organiser wrote for completed events (the farewell party and the team lunch still wait for one).
  const reviewPlans = DEMO_EVENTS.flatMap((e, eventIndex) => (e.review ? [{ event: e, eventId: eventRows[eventIndex]!.id, review: e.review }] : []));
  for (const plan of reviewPlans) {
    const p = provider(plan.review.provider);
    const quoteIndex = quotePlans.findIndex((q) => q.eventId === plan.eventId && q.provider.id === p.id);
    const written = new Date(now.getTime() + (plan.event.inDays + 3) * DAY_MS);
    const [row] = await db.insert(reviews).values({
      event_request_id: plan.eventId, provider_id: p.id, organiser_id: organiserId, quote_id: quoteRows[quoteIndex]?.id ?? null,
      rating: plan.review.rating, title: plan.review.title, review_text: plan.review.text, is_anonymous: false, created_at: written, updated_at: written,
    }).returning({ id: reviews.id });
    if (plan.review.response) {
      await db.insert(reviewResponses).values({ review_id: row!.id, response_text: plan.review.response, created_at: new Date(written.getTime() + DAY_MS) });
    }
  }

  // A note for each quote still waiting on the demo organiser's open events, worded as the quotes
  // module words it (modules/quotes/quote-notifications.ts): the newest unread.
  const eventIdByTitle = new Map(DEMO_EVENTS.map((e, i) => [e.title, eventRows[i]!.id]));
  const newQuoteNotes = quotePlans
    .flatMap((q, i) => (q.quote.status === 'submitted' && q.event.status === 'submitted' ? [{ q, created: quoteRows[i]!.created, amount: quoteRows[i]!.amount }] : []))
    .map(({ q, created, amount }) => ({
      user_id: organiserId, type: 'info' as const, message: `${q.provider.name} sent you a quote of ${formatDollars(amount)} for "${q.event.title}"`,
      link: `/dashboard?tab=quotes&event=${q.eventId}`, created_at: created, read_at: q.quote.daysAgo > 3 ? new Date(created.getTime() + 2 * HOUR_MS) : null,
    }));
  await db.insert(notifications).values([
    ...newQuoteNotes,
    { user_id: organiserId, type: 'info' as const, message: 'Harbourside Catering Co. sent you a new message.', link: '/dashboard?tab=messages', created_at: minutesAgo(45) },
    { user_id: organiserId, type: 'warning' as const, message: 'Your chat with Mighty River MC Services expires in less than 24 hours.', link: '/dashboard?tab=messages', created_at: minutesAgo(120) },
    { user_id: organiserId, type: 'info' as const, message: 'How was “Team Farewell Party”? Leave a review for Ponsonby Beats DJ Co.', link: '/dashboard?tab=reviews', created_at: minutesAgo(2 * 24 * 60) },
    { user_id: organiserId, type: 'success' as const, message: 'You accepted the quote from Te Ao Mārama Marae for “Ngata Whānau Reunion”.', link: '/dashboard?tab=quotes', read_at: minutesAgo(15 * 24 * 60), created_at: minutesAgo(15 * 24 * 60 + 5) },
  ]);

  return { events: eventRows.length, quotes: quoteRows.length, rooms: roomRows.length, messages: messageRows.length, reviews: reviewPlans.length, eventIdByTitle };
};
