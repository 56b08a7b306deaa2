import { QUOTE_REQUEST_CHAT_DAYS, QUOTE_REQUEST_CHAT_DAYS_AFTER_EVENT } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { TDb } from '../client.ts';
import {
  chatMessages, chatReadState, chatRooms, eventRequestItemCategories, eventRequestItems, eventRequests, locations, notifications, quoteInvitations,
  quotes,
} from '../schema.ts';
import { addDays, todayInNz } from '../../lib/dates.ts';
import { formatDollars } from '../../lib/money.ts';
import type { TCategoryIds, TCategoryIndex, TSeededProvider } from './demo-providers.ts';
import { quoteAmount, type TSeededOrganiser } from './demo-reviews.ts';
import type { TRandom } from './prng.ts';

// What the demo provider (Harbourside Catering Co., provider@huievents.co.nz) finds in the provider
// portal on first start: open requests from other Auckland organisers that ask for catering (one of
// them inviting it directly), and its own quotes in every status, with their chats and notifications.
// Told with its own random stream, so the rest of the demo data stays as it was.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type TLine = ['organiser' | 'provider', string];
type TPortalQuote = {
  provider: string;
  /** 'expired' is a submitted quote whose valid_until has passed. */
  status: 'submitted' | 'accepted' | 'rejected' | 'expired' | 'withdrawn';
  daysAgo: number;
  /** The chat after the quote's system message; the provider has read all but `unreadByProvider` at the end. */
  lines: readonly TLine[];
  unreadByProvider?: number;
};
type TPortalEvent = {
  /** First name of a seeded Auckland organiser (DEMO_REVIEWERS). */
  organiser: string;
  title: string;
  description: string;
  inDays: number;
  /** Days from today to the response deadline (negative: passed). */
  respondInDays: number;
  budget: [number, number] | null;
  notes: string | null;
  status: 'submitted' | 'active';
  createdDaysAgo: number;
  items: { category: TCategoryIndex; subs: number[]; name: string; quantity: number; notes: string | null }[];
  /** The organiser asked this provider to quote (Request Quote on its page), as the quote-requests module records it. */
  invitation?: { provider: string; daysAgo: number; message: string };
  quotes: TPortalQuote[];
  /** Harbourside was told about it ("New request: ..."), read or not yet. */
  announced?: 'unread' | 'read';
};

export const DEMO_PORTAL_PROVIDER = 'Harbourside Catering Co.';

const PORTAL_EVENTS: readonly TPortalEvent[] = [
  {
    organiser: 'Daniel', title: 'Kauri Software End-of-Year Function', inDays: 34, respondInDays: 12, status: 'submitted', createdDaysAgo: 2,
    description: 'Our end-of-year celebration for the whole team and their partners: canapés, a proper dinner and a bar on the waterfront.',
    budget: [9000, 14_000], notes: '• About 90 guests\n• Several vegan and halal guests\n• Bar tab capped at $3,000',
    items: [
      { category: 0, subs: [0], name: 'Canapés and a dinner buffet', quantity: 90, notes: 'Vegan and halal options, please' },
      { category: 0, subs: [3], name: 'Bar service', quantity: 1, notes: 'Two bartenders from 6pm' },
    ],
    invitation: { provider: DEMO_PORTAL_PROVIDER, daysAgo: 1, message: 'Kia ora Tama, we loved your food at a friend\'s wedding last summer. Could you quote for our end-of-year function?' },
    quotes: [
      { provider: 'Kōwhai Kitchen Catering', status: 'submitted', daysAgo: 1, lines: [['provider', 'Kia ora Daniel, our quote is in. Happy to do a tasting for two at our kitchen.']] },
    ],
  },
  {
    organiser: 'Sophie', title: "Sophie & Ben's Engagement Party", inDays: 52, respondInDays: 20, status: 'submitted', createdDaysAgo: 1, announced: 'unread',
    description: 'An evening engagement party in my parents\' garden in Remuera, with grazing food, drinks and a cake.',
    budget: [3500, 6000], notes: '• About 70 guests\n• A marquee is already booked\n• Finish by 11pm',
    items: [
      { category: 0, subs: [0, 2], name: 'Grazing tables and an engagement cake', quantity: 70, notes: null },
      { category: 4, subs: [2], name: 'Festoon lighting for the garden', quantity: 1, notes: null },
    ],
    quotes: [],
  },
  {
    organiser: 'Mele', title: 'Tupou Family Christening Lunch', inDays: 23, respondInDays: 9, status: 'submitted', createdDaysAgo: 3, announced: 'unread',
    description: 'A lunch after our son\'s christening for family and our church community at the Mangere hall.',
    budget: [2500, 4000], notes: '• About 120 guests\n• Plenty of food for the kids\n• Hall kitchen available from 10am',
    items: [{ category: 0, subs: [0], name: 'Lunch buffet', quantity: 120, notes: 'Pacific and Kiwi favourites' }],
    quotes: [
      { provider: 'Mission Bay Coffee Cart', status: 'submitted', daysAgo: 2, lines: [['provider', 'We can park the cart right by the hall doors.']] },
    ],
  },
  {
    organiser: 'Daniel', title: 'Kauri Software Product Launch', inDays: 19, respondInDays: -6, status: 'active', createdDaysAgo: 26,
    description: 'The launch of our new app for customers, partners and the press, with speeches and food on our office rooftop.',
    budget: [5000, 8000], notes: '• About 60 guests\n• Speeches at 6pm\n• Rooftop, with a wet-weather plan indoors',
    items: [{ category: 0, subs: [0, 3], name: 'Canapés and drinks', quantity: 60, notes: null }],
    quotes: [
      {
        provider: DEMO_PORTAL_PROVIDER, status: 'accepted', daysAgo: 20, unreadByProvider: 1,
        lines: [
          ['organiser', 'Thanks Tama. Could the canapés be served from 5.30 while people arrive?'],
          ['provider', 'Absolutely, we will have the first round out at 5.30 sharp.'],
          ['organiser', 'We would love to go ahead with your quote!'],
          ['provider', 'Fantastic, thank you! We will send the final menu a fortnight before.'],
          ['organiser', 'Great. Could you add two gluten-free platters? Happy to pay the difference.'],
        ],
      },
      { provider: 'Kōwhai Kitchen Catering', status: 'rejected', daysAgo: 19, lines: [['organiser', 'Thanks for your time, we have gone with another caterer for this one.']] },
    ],
  },
  {
    organiser: 'Sophie', title: "Sophie's 30th Birthday Dinner", inDays: 27, respondInDays: -4, status: 'active', createdDaysAgo: 18,
    description: 'A long-table dinner for my 30th with close friends in a private room or at home.',
    budget: [2000, 3500], notes: '• 24 guests\n• One coeliac, two vegetarians',
    items: [{ category: 0, subs: [0], name: 'Three-course dinner', quantity: 24, notes: null }],
    quotes: [
      { provider: 'Kōwhai Kitchen Catering', status: 'accepted', daysAgo: 15, lines: [['organiser', 'We would love to go ahead with your quote!'], ['provider', 'Wonderful, thank you Sophie!']] },
      {
        provider: DEMO_PORTAL_PROVIDER, status: 'rejected', daysAgo: 14,
        lines: [['provider', 'Kia ora Sophie, our quote includes two chefs and a server for the evening.'], ['organiser', 'Thanks for your time. We have decided to go another way for this one.'], ['provider', 'No problem at all, have a wonderful birthday!']],
      },
    ],
  },
  {
    organiser: 'Mele', title: "Mele's Graduation Dinner", inDays: 11, respondInDays: -3, status: 'submitted', createdDaysAgo: 30,
    description: 'A dinner to celebrate finishing my nursing degree, with family at home in Ōtāhuhu.',
    budget: [1500, 2500], notes: '• About 35 guests',
    items: [{ category: 0, subs: [0], name: 'Dinner for the family', quantity: 35, notes: 'Something special for dessert' }],
    quotes: [
      {
        provider: DEMO_PORTAL_PROVIDER, status: 'expired', daysAgo: 27,
        lines: [['provider', 'Kia ora Mele, congratulations! Our quote is valid for a fortnight.'], ['provider', 'Just checking in: do you have any questions about the quote?']],
      },
    ],
  },
  {
    organiser: 'Sophie', title: 'Walker Whānau Picnic', inDays: 44, respondInDays: 15, status: 'submitted', createdDaysAgo: 9,
    description: 'Our yearly picnic at Cornwall Park for the whole Walker whānau.',
    budget: [1800, 3000], notes: '• About 50 people, lots of kids\n• No glass in the park',
    items: [{ category: 0, subs: [1], name: 'Food truck for lunch', quantity: 50, notes: null }],
    quotes: [
      {
        provider: DEMO_PORTAL_PROVIDER, status: 'withdrawn', daysAgo: 7,
        lines: [['provider', 'Kia ora Sophie, we have had to withdraw our quote: our truck is booked that weekend after all. Sorry! We can quote again if the date moves.'], ['organiser', 'No worries, thanks for letting me know.']],
      },
    ],
  },
];

/**
 * The demo provider's side of the marketplace. Also tells the demo organiser's and the demo
 * provider's inboxes about quotes and requests on the demo organiser's events (`organiserEvents`:
 * event ids by title).
 */
export const seedDemoPortalData = async (options: {
  db: TDb; rng: TRandom; providers: TSeededProvider[]; organisers: TSeededOrganiser[]; organiserEvents: Map<string, number>; now: Date; ids: TCategoryIds;
}) => {
  const { db, rng, now, ids } = options;
  const today = todayInNz(now);
  const provider = (name: string) => {
    const found = options.providers.find((p) => p.name === name);
    if (!found) throw new Error(`demo data refers to unknown provider ${name}`);
    return found;
  };
  const organiser = (first: string) => {
    const found = options.organisers.find((o) => o.first === first && o.city === 'Auckland');
    if (!found) throw new Error(`demo data refers to unknown Auckland organiser ${first}`);
    return found;
  };
  const nameOf = (o: TSeededOrganiser) => (o.type === 'business' && o.business ? o.business : `${o.first} ${o.last}`);
  const harbourside = provider(DEMO_PORTAL_PROVIDER);
  const [auckland] = await db.select({ id: locations.id }).from(locations).where(eq(locations.name, 'Auckland'));
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  const eventRows = await db
    .insert(eventRequests)
    .values(PORTAL_EVENTS.map((e) => {
      const o = organiser(e.organiser);
      const created = new Date(now.getTime() - e.createdDaysAgo * DAY_MS - rng.int(60, 600) * 60_000);
      return {
        organiser_id: o.id, title: e.title, description: e.description, event_date: addDays(today, e.inDays), location: 'Auckland',
        location_id: auckland?.id ?? null, budget_min: e.budget?.[0] ?? null, budget_max: e.budget?.[1] ?? null, delivery_method: 'on_site' as const,
        additional_notes: e.notes, response_deadline: addDays(today, e.respondInDays), organiser_name: nameOf(o), organiser_email: o.email,
        organiser_type: o.type, status: e.status, submitted_at: created, created_at: created, updated_at: created,
      };
    }))
    .returning({ id: eventRequests.id });

  const itemPlans = PORTAL_EVENTS.flatMap((e, eventIndex) => e.items.map((item, order) => ({ item, order, eventId: eventRows[eventIndex]!.id })));
  const itemRows = await db
    .insert(eventRequestItems)
    .values(itemPlans.map((p) => ({ event_request_id: p.eventId, name: p.item.name, quantity: p.item.quantity, notes: p.item.notes, sort_order: p.order })))
    .returning({ id: eventRequestItems.id });
  await db.insert(eventRequestItemCategories).values(itemPlans.flatMap((p, i) =>
    p.item.subs.map((sub) => ({ item_id: itemRows[i]!.id, category_id: ids.categoryIds[p.item.category]!, subcategory_id: ids.subcategoryIds[p.item.category]![sub]! })),
  ));

  // The chat rooms: one per invitation or quote (the same room when both), open as the quote-requests
  // module opens them: 30 days from the first contact, or until 7 days after the event if later.
  type TRoomPlan = { eventIndex: number; provider: TSeededProvider; opened: Date; lines: TLine[]; unreadByProvider: number };
  const rooms: TRoomPlan[] = [];
  const roomFor = (eventIndex: number, p: TSeededProvider, opened: Date) => {
    let room = rooms.find((r) => r.eventIndex === eventIndex && r.provider.id === p.id);
    if (!room) {
      room = { eventIndex, provider: p, opened, lines: [], unreadByProvider: 0 };
      rooms.push(room);
    }
    return room;
  };
  const systemLines = new Map<TRoomPlan, { at: Date; text: string }[]>();
  const addSystem = (room: TRoomPlan, at: Date, text: string) => systemLines.set(room, [...(systemLines.get(room) ?? []), { at, text }]);

  const invitations = PORTAL_EVENTS.flatMap((e, eventIndex) => (e.invitation ? [{ e, eventIndex, invitation: e.invitation }] : []));
  if (invitations.length > 0) {
    await db.insert(quoteInvitations).values(invitations.map(({ eventIndex, invitation }) => ({
      event_request_id: eventRows[eventIndex]!.id, provider_id: provider(invitation.provider).id, message: invitation.message,
      created_at: new Date(now.getTime() - invitation.daysAgo * DAY_MS),
    })));
  }
  for (const { e, eventIndex, invitation } of invitations) {
    const at = new Date(now.getTime() - invitation.daysAgo * DAY_MS);
    const room = roomFor(eventIndex, provider(invitation.provider), at);
    addSystem(room, at, `${nameOf(organiser(e.organiser))} invited ${invitation.provider} to quote for "${e.title}"`);
    room.lines.push(['organiser', invitation.message]);
    room.unreadByProvider = 1;
  }

  const quotePlans = PORTAL_EVENTS.flatMap((e, eventIndex) => e.quotes.map((q) => ({ e, eventIndex, quote: q, provider: provider(q.provider) })));
  const quoteRows = await db
    .insert(quotes)
    .values(quotePlans.map(({ e, eventIndex, quote, provider: p }) => {
      const created = new Date(now.getTime() - quote.daysAgo * DAY_MS - rng.int(30, 300) * 60_000);
      const validDays = quote.status === 'expired' ? 14 : 30;
      return {
        event_request_id: eventRows[eventIndex]!.id,
        provider_id: p.id,
        category_id: ids.categoryIds[p.category]!,
        subcategory_id: ids.subcategoryIds[p.category]![p.subs[0]!]!,
        quote_amount: quoteAmount(rng, p),
        message: `Kia ora ${organiser(e.organiser).first}, thanks for the details about ${e.title}. Our quote covers a seasonal menu, staff for the service and all crockery and glassware.`,
        status: quote.status === 'expired' ? ('submitted' as const) : quote.status,
        valid_until: addDays(today, -quote.daysAgo + validDays),
        estimated_duration: rng.pick(['4 hours', '5 hours', '6 hours', 'Evening']),
        includes_setup: rng.chance(0.8),
        includes_cleanup: rng.chance(0.7),
        additional_charges: rng.weighted([[null, 3], ['Public holiday surcharge of 15%.', 1], ['Extra hours at $120 per hour.', 1]] as const),
        responded_at: quote.status === 'accepted' || quote.status === 'rejected' ? new Date(created.getTime() + rng.int(2, 4) * DAY_MS) : null,
        created_at: created,
        updated_at: quote.status === 'withdrawn' ? new Date(created.getTime() + 2 * DAY_MS) : created,
      };
    }))
    .returning({ id: quotes.id, created: quotes.created_at, amount: quotes.quote_amount });
  for (const [i, plan] of quotePlans.entries()) {
    const opened = quoteRows[i]!.created;
    const room = roomFor(plan.eventIndex, plan.provider, opened);
    addSystem(room, opened, `${plan.provider.name} sent a quote for “${plan.e.title}”. Chat here to ask questions before you decide.`);
    room.lines.push(...plan.quote.lines);
    room.unreadByProvider = Math.max(room.unreadByProvider, plan.quote.unreadByProvider ?? 0);
  }

  const roomRows = await db
    .insert(chatRooms)
    .values(rooms.map((room) => {
      const e = PORTAL_EVENTS[room.eventIndex]!;
      const afterEvent = new Date(`${addDays(today, e.inDays + QUOTE_REQUEST_CHAT_DAYS_AFTER_EVENT + 1)}T00:00:00Z`);
      const fromContact = new Date(room.opened.getTime() + QUOTE_REQUEST_CHAT_DAYS * DAY_MS);
      return {
        event_request_id: eventRows[room.eventIndex]!.id, organiser_id: organiser(e.organiser).id, provider_id: room.provider.id,
        expires_at: afterEvent > fromContact ? afterEvent : fromContact, created_at: room.opened,
      };
    }))
    .returning({ id: chatRooms.id });

  // Messages in order: the system lines, then the conversation spread until 20 minutes ago.
  type TMessage = typeof chatMessages.$inferInsert;
  const messages: TMessage[] = [];
  const marks: { roomIndex: number; last: number; providerReadsUpTo: number }[] = [];
  for (const [roomIndex, room] of rooms.entries()) {
    const roomId = roomRows[roomIndex]!.id;
    const organiserId = organiser(PORTAL_EVENTS[room.eventIndex]!.organiser).id;
    const system = (systemLines.get(room) ?? []).sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const line of system) messages.push({ chat_room_id: roomId, sender_user_id: null, message_type: 'system', message_content: line.text, created_at: line.at });
    const start = system[system.length - 1]!.at.getTime();
    const step = Math.max(60_000, (now.getTime() - 20 * 60_000 - start) / (room.lines.length + 1));
    room.lines.forEach(([from, text], n) => {
      messages.push({
        chat_room_id: roomId, sender_user_id: from === 'organiser' ? organiserId : room.provider.userId, message_type: 'text', message_content: text,
        created_at: new Date(start + step * (n + 1)),
      });
    });
    marks.push({ roomIndex, last: messages.length - 1, providerReadsUpTo: messages.length - 1 - room.unreadByProvider });
  }
  const messageRows = await db.insert(chatMessages).values(messages).returning({ id: chatMessages.id, at: chatMessages.created_at });
  for (const mark of marks) {
    const roomId = roomRows[mark.roomIndex]!.id;
    await db.update(chatRooms).set({ last_message_at: messageRows[mark.last]!.at }).where(eq(chatRooms.id, roomId));
  }
  await db.insert(chatReadState).values(marks.flatMap((mark) => {
    const room = rooms[mark.roomIndex]!;
    return [
      { chat_room_id: roomRows[mark.roomIndex]!.id, user_id: organiser(PORTAL_EVENTS[room.eventIndex]!.organiser).id, last_read_message_id: messageRows[mark.last]!.id, updated_at: minutesAgo(15) },
      { chat_room_id: roomRows[mark.roomIndex]!.id, user_id: room.provider.userId, last_read_message_id: messageRows[mark.providerReadsUpTo]!.id, updated_at: minutesAgo(60) },
    ];
  }));

  // The demo provider's notifications, newest first when read back.
  const eventId = (title: string) => {
    const index = PORTAL_EVENTS.findIndex((e) => e.title === title);
    const id = index >= 0 ? eventRows[index]!.id : options.organiserEvents.get(title);
    if (id === undefined) throw new Error(`demo data refers to unknown event ${title}`);
    return id;
  };
  const toHarbourside: (typeof notifications.$inferInsert)[] = [];
  const note = (type: 'info' | 'success' | 'warning', message: string, link: string, minutes: number, isRead: boolean) =>
    toHarbourside.push({ user_id: harbourside.userId, type, message, link, created_at: minutesAgo(minutes), read_at: isRead ? minutesAgo(minutes - 5) : null });
  for (const e of PORTAL_EVENTS) {
    if (e.announced) note('info', `New request: ${e.title}`, `/requests/${eventId(e.title)}`, e.createdDaysAgo * 24 * 60 - 30, e.announced === 'read');
    if (e.invitation) note('info', `${nameOf(organiser(e.organiser))} invited you to quote for "${e.title}"`, `/requests/${eventId(e.title)}`, e.invitation.daysAgo * 24 * 60, false);
  }
  note('info', 'New request: Netball Club Prizegiving Night', `/requests/${eventId('Netball Club Prizegiving Night')}`, 5 * 24 * 60 - 30, true);
  // The organiser's decisions, worded as the quotes module words them.
  for (const [i, plan] of quotePlans.entries()) {
    if (plan.provider.id !== harbourside.id) continue;
    const link = `/quotes/${quoteRows[i]!.id}`;
    const amount = formatDollars(quoteRows[i]!.amount);
    const minutes = (plan.quote.daysAgo - 3) * 24 * 60;
    if (plan.quote.status === 'accepted') note('success', `Your quote of ${amount} for "${plan.e.title}" was accepted`, link, minutes, true);
    if (plan.quote.status === 'rejected') note('info', `Your quote of ${amount} for "${plan.e.title}" was not accepted`, link, minutes, true);
    if (plan.quote.status === 'expired') note('warning', `Your quote for "${plan.e.title}" has expired`, link, (plan.quote.daysAgo - 14) * 24 * 60, false);
  }
  await db.insert(notifications).values(toHarbourside);

  return { events: eventRows.length, quotes: quoteRows.length, rooms: roomRows.length, messages: messageRows.length, invitations: invitations.length };
};
