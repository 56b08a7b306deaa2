import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { addDaysToIsoDate, nzToday, type TCategory, type TEventRequest, type TProviderImageResponse } from '@app/contract';
import type { TDb } from '../../src/db/client.ts';
import { attachments, calendarFeeds, chatMessages, notifications, quotes, reviewResponses, reviews, users } from '../../src/db/schema.ts';
import { openChatRoom } from '../../src/lib/chat-rooms.ts';
import { randomToken, sha256Hex } from '../../src/lib/crypto.ts';
import { createSession } from '../../src/lib/sessions.ts';
import { addEventRequest, createOrganiser, createProvider, locationId, uniqueWord } from '../factories.ts';
import { IMAGE_FILES, imageForm } from '../multipart.ts';

// The people the authorization matrix and the fuzz suite send requests as, and the data organiser A
// owns. Accounts are made once per app; every route gets fresh data and fresh sessions, so a route
// that deletes, submits or signs out cannot change what the next route sees.

export const ACTORS = ['anonymous', 'revoked', 'organiserA', 'organiserB', 'provider', 'providerB', 'pendingProvider'] as const;
export type TActor = (typeof ACTORS)[number];
export const PROVIDER_ACTORS: readonly TActor[] = ['provider', 'providerB', 'pendingProvider'];

type TAccount = { userId: number; email: string; password: string };

export type TAccounts = {
  organiserA: TAccount;
  organiserB: TAccount;
  /** A listed provider (active user, verified and active profile) offering catering in Auckland: A's requests are for it. */
  provider: TAccount & { providerId: number };
  /** Another listed provider, of venues in Wellington: none of A's requests match it. */
  providerB: TAccount & { providerId: number };
  /** A provider still waiting for approval: user status pending, profile neither verified nor active. */
  pendingProvider: TAccount & { providerId: number };
  catering: TCategory;
  venues: TCategory;
  locations: { auckland: number; wellington: number };
  /** A picture the listed provider uploaded, as served at /uploads/{name}. */
  uploadName: string;
  /**
   * Each actor's own calendar feed token (anonymous and revoked: a token never stored, as a revoked one
   * is deleted). Made once per app: the matrix reads the feed before the routes that replace or revoke it.
   */
  calendarFeedTokens: Record<TActor, string>;
};

export const createAccounts = async (app: FastifyInstance): Promise<TAccounts> => {
  const db = app.db;
  const [a, b] = await Promise.all([
    createOrganiser(app, { first_name: 'Aroha', last_name: 'Owner' }),
    createOrganiser(app, { first_name: 'Bryn', last_name: 'Other' }),
  ]);
  const categories = (await app.inject({ method: 'GET', url: '/api/public/categories/with-subcategories' })).json<{ data: TCategory[] }>().data;
  const catering = categories.find((c) => c.subcategories.length > 0)!;
  const venues = categories.find((c) => c.subcategories.length > 0 && c.category_id !== catering.category_id)!;
  const locations = { auckland: await locationId(db, 'Auckland'), wellington: await locationId(db, 'Wellington') };
  const provider = await createProvider(db, { business_name: `Matrix Listed ${uniqueWord()}`, categoryNames: [catering.name], location_id: locations.auckland });
  const providerB = await createProvider(db, {
    business_name: `Matrix Other ${uniqueWord()}`, categoryNames: [venues.name], city: 'Wellington', location_id: locations.wellington,
  });
  const pending = await createProvider(db, { business_name: `Matrix Pending ${uniqueWord()}`, is_verified: false, is_active: false });
  await db.update(users).set({ status: 'pending' }).where(eq(users.id, pending.user_id));
  const account = (p: typeof provider) => ({ userId: p.user_id, email: p.email, password: p.password, providerId: p.id });
  const form = imageForm('profile_picture', IMAGE_FILES.png());
  const upload = await app.inject({
    method: 'POST', url: '/api/service-provider/account/images', headers: { ...bearer(await freshToken(db, provider.user_id)), ...form.headers }, payload: form.payload,
  });
  if (upload.statusCode !== 201) throw new Error(`account picture failed: ${upload.statusCode} ${upload.body}`);
  const calendarFeedTokens = Object.fromEntries(ACTORS.map((actor) => [actor, randomToken()])) as Record<TActor, string>;
  const feedOwners = { organiserA: a.user.id, organiserB: b.user.id, provider: provider.user_id, providerB: providerB.user_id, pendingProvider: pending.user_id };
  await db.insert(calendarFeeds).values(Object.entries(feedOwners).map(([actor, userId]) => ({ user_id: userId, token_hash: sha256Hex(calendarFeedTokens[actor as TActor]) })));
  return {
    calendarFeedTokens,
    uploadName: upload.json<TProviderImageResponse>().data.file_url.replace('/uploads/', ''),
    organiserA: { userId: a.user.id, email: a.user.email, password: a.password },
    organiserB: { userId: b.user.id, email: b.user.email, password: b.password },
    provider: account(provider),
    providerB: account(providerB),
    pendingProvider: account(pending),
    catering,
    venues,
    locations,
  };
};

/** What one route's requests may point at: everything but the public ids belongs to organiser A or the listed provider. */
export type TFixture = {
  accounts: TAccounts;
  /** A unique word in A's titles and notification: no one else's answer may contain it (but the providers A's requests are for). */
  marker: string;
  /** A's draft, complete enough to be submitted. */
  draftEventId: number;
  /** A's submitted event request, for catering in Auckland: the listed provider matches it and has quoted on it. */
  submittedEventId: number;
  /** Another of A's submitted requests the listed provider matches, without a quote yet. */
  openEventId: number;
  /** A's unread notification. */
  notificationId: number;
  /** The listed provider's pending quote on the submitted request. */
  quoteId: number;
  /** One of the listed provider's pictures (its row: the file behind it is not needed to remove it). */
  imageId: number;
  /** The chat room of the submitted request between A and the listed provider, with a message of A's holding the marker. */
  chatRoomId: number;
  /** A's completed event (last week) with the listed provider's accepted quote, not yet reviewed. */
  reviewableEventId: number;
  /** The listed provider's accepted quote on that event: its booking. */
  bookingQuoteId: number;
  /** A's booked event (active, next month) with the listed provider's accepted quote: its run sheet is A's to write and the provider's to read. */
  bookedEventId: number;
  /** A's review of the listed provider on another completed event, without a reply. */
  reviewId: number;
  /** A's review of the listed provider on a third completed event, with the provider's reply. */
  repliedReviewId: number;
  /** Bearer headers per actor (none for anonymous). */
  headers: Record<TActor, Record<string, string>>;
  /** A complete event request body (create or edit) with this title. */
  eventBody: (title: string) => Record<string, unknown>;
  /** A provider's whole business profile (sign-up's business fields), in its own city and services. */
  businessBody: (actor: TActor) => Record<string, unknown>;
  /** A valid quote for a request the listed provider matches. */
  quoteBody: () => Record<string, unknown>;
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const freshToken = async (db: TDb, userId: number) => (await createSession({ db, userId, ttlSeconds: 3600 })).token;

export const eventBody = (accounts: TAccounts, title: string) => {
  const today = nzToday();
  return {
    title,
    description: 'A long table lunch for the whānau.',
    event_date: addDaysToIsoDate(today, 30),
    location: 'Auckland',
    budget_min: 500,
    budget_max: 2_000,
    delivery_method: 'on_site',
    response_deadline: addDaysToIsoDate(today, 7),
    items: [{ name: 'Lunch', quantity: 40, categories: [{ category_id: accounts.catering.category_id, subcategory_id: accounts.catering.subcategories[0]!.subcategory_id }] }],
  };
};

export const businessBody = (accounts: TAccounts, actor: TActor) => {
  const isB = actor === 'providerB';
  const category = isB ? accounts.venues : accounts.catering;
  return {
    business_name: `Matrix ${actor} ${uniqueWord()}`,
    contact_name: 'Tui Matrix',
    phone: '021 555 0101',
    category_ids: [category.category_id],
    subcategory_ids: [category.subcategories[0]!.subcategory_id],
    location_id: isB ? accounts.locations.wellington : accounts.locations.auckland,
    price_range: 'mid_range',
    years_in_operation: 3,
    description: 'Matrix business',
  };
};

export const quoteBody = (accounts: TAccounts) => ({
  quote_amount: 1_250,
  message: 'Kia ora, here is our quote',
  valid_until: addDaysToIsoDate(nzToday(), 14),
  category_id: accounts.catering.category_id,
});

/**
 * Data and sessions for one route: fresh for a route that may change something, shared by the
 * routes that only read (GET), which cannot.
 */
export const fixtureFor = (app: FastifyInstance, accounts: TAccounts) => {
  let shared: Promise<TFixture> | null = null;
  return (method: string) => (method === 'GET' ? (shared ??= createFixture(app, accounts)) : createFixture(app, accounts));
};

/** Fresh data and sessions for one route. */
export const createFixture = async (app: FastifyInstance, accounts: TAccounts): Promise<TFixture> => {
  const db = app.db;
  const marker = uniqueWord();
  const [tokenA, tokenB, tokenProvider, tokenProviderB, tokenPending, tokenRevoked] = await Promise.all([
    freshToken(db, accounts.organiserA.userId),
    freshToken(db, accounts.organiserB.userId),
    freshToken(db, accounts.provider.userId),
    freshToken(db, accounts.providerB.userId),
    freshToken(db, accounts.pendingProvider.userId),
    freshToken(db, accounts.organiserA.userId),
  ]);
  // A's own token, signed out: revoked as a logout revokes it.
  await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(tokenRevoked) }).then((r) => {
    if (r.statusCode !== 200) throw new Error(`logout failed: ${r.statusCode} ${r.body}`);
  });
  const create = async (body: Record<string, unknown>) => {
    const response = await app.inject({ method: 'POST', url: '/api/event-organiser/event-requests', headers: bearer(tokenA), payload: body });
    if (response.statusCode !== 201) throw new Error(`fixture event failed: ${response.statusCode} ${response.body}`);
    return response.json<{ data: TEventRequest }>().data.id;
  };
  const [draftEventId, submittedEventId, openEventId] = await Promise.all([
    create({ ...eventBody(accounts, `Draft ${marker}`), status: 'draft' }),
    create({ ...eventBody(accounts, `Submitted ${marker}`), status: 'submitted' }),
    create({ ...eventBody(accounts, `Open ${marker}`), status: 'submitted' }),
  ]);
  const [notification] = await db
    .insert(notifications)
    .values({ user_id: accounts.organiserA.userId, type: 'info', message: `Notification ${marker}` })
    .returning({ id: notifications.id });
  const [quote] = await db
    .insert(quotes)
    .values({
      event_request_id: submittedEventId, provider_id: accounts.provider.providerId, category_id: accounts.catering.category_id, quote_amount: 990,
      message: 'Fixture quote', valid_until: addDaysToIsoDate(nzToday(), 10),
    })
    .returning({ id: quotes.id });
  const [image] = await db
    .insert(attachments)
    .values({ provider_id: accounts.provider.providerId, kind: 'gallery_image', file_url: `/uploads/${randomBytes(16).toString('hex')}.png`, file_name: 'fixture.png' })
    .returning({ id: attachments.id });
  const chatRoomId = await openChatRoom(db, {
    eventRequestId: submittedEventId, organiserId: accounts.organiserA.userId, providerId: accounts.provider.providerId, eventDate: null,
  });
  await db.insert(chatMessages).values({ chat_room_id: chatRoomId, sender_user_id: accounts.organiserA.userId, message_content: `Chat ${marker}` });
  const pastBooking = async (label: string) => {
    const event = await addEventRequest(db, {
      organiserId: accounts.organiserA.userId, title: `${label} ${marker}`, status: 'completed', event_date: addDaysToIsoDate(nzToday(), -7),
    });
    const [booked] = await db.insert(quotes).values({
      event_request_id: event.id, provider_id: accounts.provider.providerId, category_id: accounts.catering.category_id, quote_amount: 800,
      message: 'Fixture booking', status: 'accepted',
    }).returning({ id: quotes.id });
    return { eventId: event.id, quoteId: booked!.id };
  };
  const [reviewable, reviewed, replied] = await Promise.all([pastBooking('Reviewable'), pastBooking('Reviewed'), pastBooking('Replied')]);
  const bookedEvent = await addEventRequest(db, { organiserId: accounts.organiserA.userId, title: `Booked ${marker}`, status: 'active' });
  await db.insert(quotes).values({
    event_request_id: bookedEvent.id, provider_id: accounts.provider.providerId, category_id: accounts.catering.category_id, quote_amount: 700,
    message: 'Fixture booking', status: 'accepted',
  });
  const review = async (booking: { eventId: number; quoteId: number }) => {
    const [row] = await db.insert(reviews).values({
      event_request_id: booking.eventId, provider_id: accounts.provider.providerId, organiser_id: accounts.organiserA.userId, quote_id: booking.quoteId,
      rating: 4, review_text: 'Fixture review',
    }).returning({ id: reviews.id });
    return row!.id;
  };
  const [reviewId, repliedReviewId] = await Promise.all([review(reviewed), review(replied)]);
  await db.insert(reviewResponses).values({ review_id: repliedReviewId, response_text: 'Fixture reply' });
  return {
    accounts,
    marker,
    reviewableEventId: reviewable.eventId,
    bookingQuoteId: reviewable.quoteId,
    bookedEventId: bookedEvent.id,
    reviewId,
    repliedReviewId,
    draftEventId,
    submittedEventId,
    openEventId,
    notificationId: notification!.id,
    quoteId: quote!.id,
    imageId: image!.id,
    chatRoomId,
    headers: {
      anonymous: {},
      revoked: bearer(tokenRevoked),
      organiserA: bearer(tokenA),
      organiserB: bearer(tokenB),
      provider: bearer(tokenProvider),
      providerB: bearer(tokenProviderB),
      pendingProvider: bearer(tokenPending),
    },
    eventBody: (title) => eventBody(accounts, title),
    businessBody: (actor) => businessBody(accounts, actor),
    quoteBody: () => quoteBody(accounts),
  };
};
