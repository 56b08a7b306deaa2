/** Query keys of the organiser's event requests; a change to any request refreshes them all. */
export const EVENT_REQUESTS_KEY = ['event-requests'] as const;
