// The TanStack Query keys of the queries web-core runs for both sites. Each app's lib/query-keys.ts
// spreads them into its own `queryKeys`, so every key of the app is still read from there.

export const inboxKeys = {
  /** The header bell's notifications; marking one or all read refreshes every list of them. */
  notifications: ['notifications'] as const,
  notificationsFor: (token: string | null) => ['notifications', token] as const,
};

export const chatKeys = {
  /** Chat rooms, their messages and the unread counts: everything under it is refreshed together. */
  chat: ['chat'] as const,
  chatRooms: ['chat', 'rooms'] as const,
  /** One room's messages, paged backwards (an infinite query whose first page is the newest). */
  chatMessages: (roomId: number) => ['chat', 'messages', roomId] as const,
  /** The Messages badge (GET /chat/unread-count) and the per-room counts, polled together. */
  unreadCount: (token: string | null) => ['chat', 'unread-count', token] as const,
  unreadRooms: (token: string | null) => ['chat', 'unread-rooms', token] as const,
};

export const calendarKeys = {
  /** My calendar feed's state (GET /calendar/my-feed), per signed-in token. */
  calendarFeed: (token: string | null) => ['calendar', 'feed', token] as const,
};
