// Every TanStack Query key of the provider portal, in one place: a feature that changes data
// invalidates another feature's queries by these prefixes, never by a key spelled twice.

import { chatKeys, inboxKeys } from '@app/web-core/query-keys.ts';

export const queryKeys = {
  /** The signed-in provider's own business (GET /service-provider/account/me). */
  providerAccount: ['provider-account'] as const,
  /** Reference data for the sign-up and profile forms and the inbox filters. */
  categories: ['reference', 'categories'] as const,
  locations: ['reference', 'locations'] as const,
  /** The requests inbox; sending, editing or withdrawing a quote refreshes every list and page of it. */
  providerRequests: ['provider-requests'] as const,
  providerRequestList: (query: unknown) => ['provider-requests', 'list', query] as const,
  providerRequest: (id: number) => ['provider-requests', 'detail', id] as const,
  /** The provider's quotes: every list (a quote sent, changed or withdrawn moves between tabs) and each quote. */
  quotes: ['quotes'] as const,
  quoteLists: ['quotes', 'list'] as const,
  quoteList: (query: unknown) => ['quotes', 'list', query] as const,
  quote: (id: number) => ['quotes', 'detail', id] as const,
  /** The run sheet of an event the provider is booked for. */
  runSheet: (eventRequestId: number) => ['run-sheet', eventRequestId] as const,
  /** The provider's reviews and replies. */
  reviews: ['reviews'] as const,
  /** The header bell's notifications and the chat (rooms, messages, unread counts), whose queries web-core runs for both sites. */
  ...inboxKeys,
  ...chatKeys,
};
