import { STRONG_PASSWORD, uniqueEmail } from '../factories.ts';
import { IMAGE_FILES, type TFormPart } from '../multipart.ts';
import type { TActor, TFixture } from './actors.ts';

// The authorization matrix's expectations, written once per route (method + OpenAPI path): the status
// each actor gets for a valid request about organiser A's data. The rules (ARCHITECTURE.md, dashboard.md):
//   - no token: 401 'Access token required'; a revoked token: 403 'Invalid or expired token';
//   - organiser routes answer a provider, pending or not, 403 'This area is for event organisers only';
//   - provider portal routes answer an organiser 403 'This area is for service providers only'; the
//     requests and quotes answer a provider awaiting verification 403 (its account routes answer it);
//   - only the owner sees or changes a request, a notification, a quote or a picture: anyone else gets
//     404, as if it did not exist;
//   - a chat room is its organiser's and its provider's alone: anyone else gets 404;
//   - the listed provider A's requests are for (`sharedWith`) sees their titles, never A's e-mail;
//   - a list answers each caller their own rows (never A's);
//   - public routes answer everyone alike, whatever token comes with them.
// A route of the OpenAPI document missing here fails the suite, and so does an entry for a route that
// no longer exists: add the route's line when you write the route.

export type TStatuses = Record<TActor, number>;
export type TRouteRequest = {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart/form-data body instead of JSON (picture uploads). */
  multipart?: TFormPart[];
};
export type TRouteExpectation = {
  statuses: TStatuses;
  /** A valid request; omitted when the route takes nothing. */
  request?: (fixture: TFixture, actor: TActor) => TRouteRequest;
  /** Actors besides A who may see A's marker (the providers A's requests are for); never A's e-mail. */
  sharedWith?: TActor[];
};

/** Who owns the data a route is about (and goes last in the matrix): organiser A, or on the portal's own routes the listed provider. */
export const routeOwner = (expectation: TRouteExpectation): TActor =>
  expectation.statuses.organiserA >= 400 && expectation.statuses.provider < 400 ? 'provider' : 'organiserA';

const everyone = (status: number): TStatuses => ({
  anonymous: status, revoked: status, organiserA: status, organiserB: status, provider: status, providerB: status, pendingProvider: status,
});
/** Any signed-in user, each about their own account. */
const signedIn = (status: number): TStatuses => ({
  anonymous: 401, revoked: 403, organiserA: status, organiserB: status, provider: status, providerB: status, pendingProvider: status,
});
/** One user's own row, addressed by id: everyone else gets 404. */
const ownedByA = (status: number): TStatuses => ({
  anonymous: 401, revoked: 403, organiserA: status, organiserB: 404, provider: 404, providerB: 404, pendingProvider: 404,
});
/** Organisers only, each about their own data or the public directory. */
const organisers = (status: number): TStatuses => ({
  anonymous: 401, revoked: 403, organiserA: status, organiserB: status, provider: 403, providerB: 403, pendingProvider: 403,
});
/** Organisers only, about one of A's event requests. */
const organiserAOnly = (status: number): TStatuses => ({
  anonymous: 401, revoked: 403, organiserA: status, organiserB: 404, provider: 403, providerB: 403, pendingProvider: 403,
});
/** The provider portal's account: any provider, verified or not, about its own business. */
const providerAccounts = (status: number, others = status): TStatuses => ({
  anonymous: 401, revoked: 403, organiserA: 403, organiserB: 403, provider: status, providerB: others, pendingProvider: others,
});
/**
 * The portal's requests and quotes: verified, active providers only. `others` is what the second
 * listed provider gets (404 for a request it does not match or the listed provider's quote).
 */
const quotingProviders = (status: number, others = status): TStatuses => ({
  anonymous: 401, revoked: 403, organiserA: 403, organiserB: 403, provider: status, providerB: others, pendingProvider: 403,
});
/** A chat room between A and the listed provider: its two parties alone; anyone else gets 404. */
const chatRoomParties = (status: number): TStatuses => ({
  anonymous: 401, revoked: 403, organiserA: status, organiserB: 404, provider: status, providerB: 404, pendingProvider: 404,
});

const draft = (fx: TFixture) => ({ params: { id: fx.draftEventId } });
const quote = (fx: TFixture) => ({ params: { id: fx.quoteId } });
/** The listed provider's pending quote on A's submitted request, as the organiser's accept and reject address it. */
const decidedQuote = (fx: TFixture) => ({ params: { id: fx.submittedEventId, quoteId: fx.quoteId } });
const chatRoom = (fx: TFixture) => ({ params: { roomId: fx.chatRoomId } });
const forTheListedProvider: TActor[] = ['provider'];

export const ROUTE_EXPECTATIONS: Record<string, TRouteExpectation> = {
  // Health and version
  'GET /api/version': { statuses: everyone(200) },
  'GET /api/health': { statuses: everyone(200) },

  // Sign-up, sign-in, sessions
  'POST /api/auth/signup': {
    statuses: everyone(201),
    request: () => ({ body: { email: uniqueEmail('matrix'), password: STRONG_PASSWORD, organiser_type: 'individual', first_name: 'Tui', last_name: 'Matrix' } }),
  },
  'POST /api/auth/login': {
    statuses: everyone(200),
    request: (fx) => ({ body: { email: fx.accounts.organiserA.email, password: fx.accounts.organiserA.password } }),
  },
  'POST /api/auth/forgot-password': { statuses: everyone(200), request: (fx) => ({ body: { email: fx.accounts.organiserA.email } }) },
  // A well-formed link that was never issued: refused alike for everyone (the reset itself is in the auth module's tests).
  'POST /api/auth/reset-password': {
    statuses: everyone(400),
    request: () => ({ body: { token: 'A'.repeat(43), new_password: `${STRONG_PASSWORD}2` } }),
  },
  'POST /api/auth/logout': { statuses: signedIn(200) },
  'GET /api/auth/me': { statuses: signedIn(200) },

  // Google sign-in: not configured in the tests, so 503 for everyone alike (the flow itself is in google-auth.test.ts).
  'GET /api/auth/google-url': { statuses: everyone(503) },
  'GET /api/auth/google/callback': { statuses: everyone(503), request: () => ({ query: { code: 'matrix-code', state: 'matrix-state' } }) },
  'POST /api/auth/google/complete': {
    statuses: everyone(401),
    request: () => ({ body: { tempAccessToken: 'not-a-real-token', organiserType: 'individual', firstName: 'Tui', lastName: 'Matrix' } }),
  },

  // Public reference data and the contact form
  'GET /api/public/locations': { statuses: everyone(200) },
  'GET /api/public/categories/with-subcategories': { statuses: everyone(200) },
  'POST /api/public/contact-messages': {
    statuses: everyone(201),
    request: () => ({ body: { first_name: 'Tui', last_name: 'Matrix', email: 'tui@example.nz', message: 'Kia ora' } }),
  },
  'GET /api/media/generated/{kind}/{seed}.svg': { statuses: everyone(200), request: () => ({ params: { kind: 'profile', seed: 'matrix-1' } }) },

  // Event requests: the owner's alone
  'GET /api/event-organiser/event-requests': { statuses: organisers(200) },
  'POST /api/event-organiser/event-requests': { statuses: organisers(201), request: (fx, actor) => ({ body: { ...fx.eventBody(`New by ${actor}`), status: 'draft' } }) },
  'GET /api/event-organiser/event-requests/{id}': { statuses: organiserAOnly(200), request: draft },
  'PUT /api/event-organiser/event-requests/{id}': { statuses: organiserAOnly(200), request: (fx, actor) => ({ ...draft(fx), body: fx.eventBody(`Edited by ${actor}`) }) },
  'DELETE /api/event-organiser/event-requests/{id}': { statuses: organiserAOnly(200), request: draft },
  'POST /api/event-organiser/event-requests/{id}/submit': { statuses: organiserAOnly(200), request: draft },
  'POST /api/event-organiser/event-requests/{id}/cancel': { statuses: organiserAOnly(200), request: draft },
  // History: each organiser's own past events.
  'GET /api/event-organiser/event-requests/history': { statuses: organisers(200) },

  // The provider directory: any organiser, never a provider
  'GET /api/event-organiser/service-providers': { statuses: organisers(200) },
  'GET /api/event-organiser/service-providers/filter-options': { statuses: organisers(200) },
  'GET /api/event-organiser/service-providers/categories': { statuses: organisers(200) },
  'GET /api/event-organiser/service-providers/locations': { statuses: organisers(200) },
  'GET /api/event-organiser/service-providers/{id}': { statuses: organisers(200), request: (fx) => ({ params: { id: fx.accounts.provider.providerId } }) },
  'GET /api/event-organiser/service-providers/{id}/reviews': { statuses: organisers(200), request: (fx) => ({ params: { id: fx.accounts.provider.providerId } }) },

  // Quote requests: about A's submitted event, to the listed provider
  'POST /api/event-organiser/quote-requests': {
    statuses: organiserAOnly(201),
    request: (fx) => ({ body: { event_request_id: fx.submittedEventId, provider_id: fx.accounts.provider.providerId, message: 'Kia ora' } }),
  },
  'GET /api/event-organiser/quote-requests': { statuses: organisers(200) },

  // Quotes on A's events, as A reads them
  'GET /api/event-organiser/event-requests/{id}/quotes': { statuses: organiserAOnly(200), request: (fx) => ({ params: { id: fx.submittedEventId } }) },
  'POST /api/event-organiser/event-requests/{id}/quotes/{quoteId}/accept': { statuses: organiserAOnly(200), request: decidedQuote },
  'POST /api/event-organiser/event-requests/{id}/quotes/{quoteId}/reject': { statuses: organiserAOnly(200), request: decidedQuote },
  'GET /api/event-organiser/quotes': { statuses: organisers(200) },

  // Reviews: A's bookings and reviews are A's alone; a provider's reviews are public to organisers
  'GET /api/event-organiser/reviews': { statuses: organisers(200) },
  'POST /api/event-organiser/reviews': {
    statuses: organiserAOnly(201),
    request: (fx) => ({ body: { event_request_id: fx.reviewableEventId, provider_id: fx.accounts.provider.providerId, rating: 5, review_text: 'Superb' } }),
  },
  'PUT /api/event-organiser/reviews/{id}': { statuses: organiserAOnly(200), request: (fx) => ({ params: { id: fx.reviewId }, body: { rating: 3, review_text: 'Good' } }) },
  'DELETE /api/event-organiser/reviews/{id}': { statuses: organiserAOnly(200), request: (fx) => ({ params: { id: fx.reviewId } }) },
  'GET /api/event-organiser/reviews/provider/{providerId}': { statuses: organisers(200), request: (fx) => ({ params: { providerId: fx.accounts.provider.providerId } }) },

  // Run sheets: A writes the run sheet of A's booked event; the provider booked for it reads it, no other provider
  'GET /api/event-organiser/event-requests/{id}/run-sheet': { statuses: organiserAOnly(200), request: (fx) => ({ params: { id: fx.bookedEventId } }) },
  'PUT /api/event-organiser/event-requests/{id}/run-sheet': {
    statuses: organiserAOnly(200),
    request: (fx) => ({
      params: { id: fx.bookedEventId },
      body: { version: 0, lines: [{ time: '09:00', text: 'Doors open', provider_id: null }, { time: '12:00', text: 'Lunch', provider_id: fx.accounts.provider.providerId }] },
    }),
  },
  'GET /api/service-provider/event-requests/{id}/run-sheet': {
    statuses: quotingProviders(200, 404), sharedWith: forTheListedProvider, request: (fx) => ({ params: { id: fx.bookedEventId } }),
  },

  // The provider portal's account: sign-up, sign-in and reset for anyone; the business for its own provider, verified or not
  'POST /api/service-provider/account/signup': {
    statuses: everyone(201),
    request: (fx) => ({ body: { ...fx.businessBody('provider'), email: uniqueEmail('matrix-provider'), password: STRONG_PASSWORD } }),
  },
  'POST /api/service-provider/account/login': {
    statuses: everyone(200),
    request: (fx) => ({ body: { email: fx.accounts.provider.email, password: fx.accounts.provider.password } }),
  },
  'POST /api/service-provider/account/reset-password': {
    statuses: everyone(400),
    request: () => ({ body: { token: 'A'.repeat(43), new_password: `${STRONG_PASSWORD}2` } }),
  },
  'GET /api/service-provider/account/me': { statuses: providerAccounts(200) },
  'PUT /api/service-provider/account/profile': { statuses: providerAccounts(200), request: (fx, actor) => ({ body: { ...fx.businessBody(actor), public_email: null } }) },
  'POST /api/service-provider/account/images': {
    statuses: providerAccounts(201),
    request: () => ({ multipart: [{ name: 'kind', value: 'gallery_image' }, { name: 'file', filename: 'matrix.png', contentType: 'image/png', content: IMAGE_FILES.png() }] }),
  },
  'DELETE /api/service-provider/account/images/{id}': { statuses: providerAccounts(200, 404), request: (fx) => ({ params: { id: fx.imageId } }) },
  'GET /uploads/{name}': { statuses: everyone(200), request: (fx) => ({ params: { name: fx.accounts.uploadName } }) },

  // The portal's requests inbox: A's requests are for the listed provider alone
  'GET /api/service-provider/event-requests': { statuses: quotingProviders(200), sharedWith: forTheListedProvider },
  'GET /api/service-provider/event-requests/{id}': {
    statuses: quotingProviders(200, 404), sharedWith: forTheListedProvider, request: (fx) => ({ params: { id: fx.submittedEventId } }),
  },

  // The listed provider's quotes: its own alone
  'GET /api/service-provider/quotes': { statuses: quotingProviders(200), sharedWith: forTheListedProvider },
  'POST /api/service-provider/quotes': {
    statuses: quotingProviders(201, 404), sharedWith: forTheListedProvider, request: (fx) => ({ body: { ...fx.quoteBody(), event_request_id: fx.openEventId } }),
  },
  'GET /api/service-provider/quotes/{id}': { statuses: quotingProviders(200, 404), sharedWith: forTheListedProvider, request: quote },
  'PUT /api/service-provider/quotes/{id}': {
    statuses: quotingProviders(200, 404), sharedWith: forTheListedProvider, request: (fx) => ({ ...quote(fx), body: fx.quoteBody() }),
  },
  'POST /api/service-provider/quotes/{id}/withdraw': { statuses: quotingProviders(200, 404), sharedWith: forTheListedProvider, request: quote },

  // The listed provider's reviews and its replies: its own alone (A's reviews name A, never A's e-mail)
  'GET /api/service-provider/reviews': { statuses: quotingProviders(200), sharedWith: forTheListedProvider },
  'POST /api/service-provider/reviews/{id}/response': {
    statuses: quotingProviders(201, 404), sharedWith: forTheListedProvider, request: (fx) => ({ params: { id: fx.reviewId }, body: { response_text: 'Ngā mihi' } }),
  },
  'PUT /api/service-provider/reviews/{id}/response': {
    statuses: quotingProviders(200, 404), sharedWith: forTheListedProvider, request: (fx) => ({ params: { id: fx.repliedReviewId }, body: { response_text: 'Ngā mihi nui' } }),
  },

  // Chat rooms: A and the listed provider talk in the room of A's submitted request (A's message holds the marker)
  'GET /api/chat/rooms': { statuses: signedIn(200), sharedWith: forTheListedProvider },
  'GET /api/chat/rooms/{roomId}/messages': { statuses: chatRoomParties(200), sharedWith: forTheListedProvider, request: chatRoom },
  'POST /api/chat/rooms/{roomId}/messages': {
    statuses: chatRoomParties(201), request: (fx, actor) => ({ ...chatRoom(fx), body: { message_content: `Kia ora from ${actor}` } }),
  },
  'PATCH /api/chat/rooms/{roomId}/read': { statuses: chatRoomParties(200), request: chatRoom },

  // Unread counts and notifications: each user's own
  'GET /api/chat/unread-count': { statuses: signedIn(200) },
  'GET /api/chat/unread-counts-per-room': { statuses: signedIn(200) },
  // The listed provider is told of A's new requests (their titles), as every matching provider is.
  'GET /api/notifications': { statuses: signedIn(200), sharedWith: forTheListedProvider },
  'PATCH /api/notifications/{id}/read': { statuses: ownedByA(200), request: (fx) => ({ params: { id: fx.notificationId } }) },
  'POST /api/notifications/read-all': { statuses: signedIn(200) },

  // The calendar: A's event and the listed provider's booking as .ics files, and each user's own feed.
  // The feed is read with each actor's own token (anonymous and revoked: one never stored, as a revoked
  // token is deleted) before the routes that replace or revoke it.
  'GET /api/calendar/feed/{token}': {
    statuses: { anonymous: 404, revoked: 404, organiserA: 200, organiserB: 200, provider: 200, providerB: 200, pendingProvider: 200 },
    sharedWith: forTheListedProvider,
    request: (fx, actor) => ({ params: { token: `${fx.accounts.calendarFeedTokens[actor]}.ics` } }),
  },
  'GET /api/event-organiser/calendar/events/{id}': { statuses: organiserAOnly(200), request: (fx) => ({ params: { id: fx.reviewableEventId } }) },
  'GET /api/service-provider/calendar/bookings/{id}': {
    statuses: { anonymous: 401, revoked: 403, organiserA: 403, organiserB: 403, provider: 200, providerB: 404, pendingProvider: 404 },
    sharedWith: forTheListedProvider,
    request: (fx) => ({ params: { id: fx.bookingQuoteId } }),
  },
  'GET /api/calendar/my-feed': { statuses: signedIn(200) },
  'POST /api/calendar/my-feed': { statuses: signedIn(201) },
  'DELETE /api/calendar/my-feed': { statuses: signedIn(200) },

  // The organiser's own profile and account: each organiser about their own (A's e-mail only to A).
  // Last on purpose: changing A's password signs out A's other sessions, the shared read-only ones
  // included, so nothing may read with them afterwards.
  'GET /api/event-organiser/profile': { statuses: organisers(200) },
  'PUT /api/event-organiser/profile': { statuses: organisers(200), request: () => ({ body: { city: 'Rotorua', postal_code: '3010' } }) },
  'POST /api/event-organiser/profile/avatar': {
    statuses: organisers(201),
    request: () => ({ multipart: [{ name: 'file', filename: 'avatar.png', contentType: 'image/png', content: IMAGE_FILES.png() }] }),
  },
  'PATCH /api/event-organiser/profile/change-password': {
    statuses: organisers(200),
    request: (fx, actor) => {
      const password = actor === 'organiserB' ? fx.accounts.organiserB.password : fx.accounts.organiserA.password;
      return { body: { old_password: password, new_password: password } };
    },
  },
  // A wrong password: the matrix's accounts serve the routes after this one (a right one is in modules/profile's tests).
  'POST /api/event-organiser/profile/delete-account': { statuses: organisers(400), request: () => ({ body: { password: 'Not!TheRightOne1' } }) },
};
