// Every TanStack Query key of the organiser site, in one place: a feature that changes data
// invalidates another feature's queries by these prefixes, never by a key spelled twice.

import { chatKeys, inboxKeys } from '@app/web-core/query-keys.ts';

export const queryKeys = {
  /** The organiser's event requests; any change to a request refreshes every list of them. */
  eventRequests: ['event-requests'] as const,
  myEventRequests: (limit: number) => ['event-requests', 'mine', limit] as const,
  openEventRequests: ['event-requests', 'open'] as const,
  /** One page of My Events: its filter tab and page. */
  eventRequestList: (query: unknown) => ['event-requests', 'list', query] as const,
  /** One event request, for its details modal. */
  eventRequestDetail: (id: number) => ['event-requests', 'detail', id] as const,
  /** History's past events, under eventRequests so any change to a request refreshes them too. */
  eventHistory: ['event-requests', 'history'] as const,
  eventHistoryPage: (page: number) => ['event-requests', 'history', page] as const,
  /** Reference data for the request wizard and the landing page. */
  serviceCategories: ['service-categories'] as const,
  locations: ['locations'] as const,
  /** The directory and provider pages: a review moves a provider's rating on all of them. */
  providers: ['providers'] as const,
  providerList: (query: unknown) => ['providers', 'list', query] as const,
  providerDetail: (providerId: number | null) => ['providers', 'detail', providerId] as const,
  providerReviews: (providerId: number, ...rest: unknown[]) => ['providers', 'reviews', providerId, ...rest] as const,
  providerCategories: ['providers', 'categories'] as const,
  providerFilterOptions: ['providers', 'filter-options'] as const,
  providerLocations: ['providers', 'locations'] as const,
  quoteRequests: ['quote-requests'] as const,
  quoteRequestsFor: (providerId: number) => ['quote-requests', providerId] as const,
  /** The providers invited to quote for one event, with their replies and reminders. */
  eventInvitations: (eventRequestId: number) => ['quote-requests', 'event', eventRequestId] as const,
  /** Quotes providers sent for the organiser's events; accepting or declining one refreshes every list of them. */
  quotes: ['quotes'] as const,
  organiserQuotes: (query: unknown) => ['quotes', 'list', query] as const,
  eventQuotes: (eventRequestId: number) => ['quotes', 'event', eventRequestId] as const,
  /** The organiser's booked services and their reviews. */
  reviews: ['reviews'] as const,
  reviewList: ['reviews', 'list'] as const,
  /** The day-of run sheet of one event. */
  runSheet: (eventRequestId: number) => ['run-sheet', eventRequestId] as const,
  /** The organiser's own profile (the Profile tab). */
  profile: ['profile'] as const,
  /** The header bell's notifications and the chat (rooms, messages, unread counts), whose queries web-core runs for both sites. */
  ...inboxKeys,
  ...chatKeys,
};
