// The TanStack Query keys of the queries web-core runs for both sites. Each app's lib/query-keys.ts
// spreads them into its own `queryKeys`, so every key of the app is still read from there.

export const inboxKeys = {
  /** The header bell's notifications; marking one or all read refreshes every list of them. */
  notifications: ['notifications'] as const,
  notificationsFor: (token: string | null) => ['notifications', token] as const,
};
