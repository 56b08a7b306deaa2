// The dashboard's tabs (dashboard.md §2 Dashboard shell): which tab ?tab= names, the fallback,
// and the tab kept in session storage so /dashboard reopens where the person left it.
import { QUERY_FLAGS } from '@app/contract';
import type { TDashboardTab } from './dashboard-tab-choice.ts';

export * from './dashboard-tab-choice.ts';

/** The tabs in the header, in order. Profile is reached through the profile menu. */
export const HEADER_TABS = [
  { tab: 'providers', label: 'Providers' },
  { tab: 'events', label: 'My Events' },
  { tab: 'quotes', label: 'Quotes' },
  { tab: 'history', label: 'History' },
  { tab: 'messages', label: 'Messages' },
  { tab: 'reviews', label: 'Reviews' },
] as const satisfies readonly { tab: TDashboardTab; label: string }[];

export const TAB_LABELS: Record<TDashboardTab, string> = {
  providers: 'Providers',
  events: 'My Events',
  quotes: 'Quotes',
  history: 'History',
  messages: 'Messages',
  reviews: 'Reviews',
  profile: 'Profile',
};

/** The Reviews tab's event in the address (/dashboard?tab=reviews&event=12): History's details open it on that event, whose write dialog it opens. */
export const REVIEWS_TAB_PARAMS = { event: 'event' } as const;

/** The address of one tab, with the values it reads from the address (those without a value are left out). */
export const dashboardTabPath = (tab: TDashboardTab, values: Record<string, string | number | null | undefined> = {}): string => {
  const params = new URLSearchParams({ [QUERY_FLAGS.tab]: tab });
  for (const [name, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  return `/dashboard?${params.toString()}`;
};

/** The Reviews tab opened on one event's services. */
export const reviewsTabPath = (eventRequestId: number): string => dashboardTabPath('reviews', { [REVIEWS_TAB_PARAMS.event]: eventRequestId });
