// Each dashboard tab is its own chunk: a phone opening /dashboard fetches the code of the tab it
// shows, not of all seven (the Profile tab's forms, the wizard's steps, the chat's room list...).
// As the app starts on /dashboard, the router fetches this chunk (dashboard-home.tsx) and then the
// code of the tab it shows, beside GET /auth/me; the Providers tab, the one /dashboard usually opens
// on, it fetches at once with its list (router.tsx).
import type { ComponentType } from 'react';
import { QUERY_FLAGS } from '@app/contract';
import { readSavedTab, resolveDashboardTab, type TDashboardTab } from '../../lib/dashboard-tab-choice.ts';

type TTabModule = Promise<{ default: ComponentType }>;

export const TAB_LOADERS: Record<TDashboardTab, () => TTabModule> = {
  providers: () => import('../../features/providers/pages/providers-tab.tsx').then((m) => ({ default: m.ProvidersTab })),
  events: () => import('./events-with-quotes.tsx').then((m) => ({ default: m.EventsWithQuotes })),
  quotes: () => import('../../features/quotes/pages/quotes-tab.tsx').then((m) => ({ default: m.QuotesTab })),
  history: () => import('./history-with-reviews.tsx').then((m) => ({ default: m.HistoryWithReviews })),
  reviews: () => import('../../features/reviews/pages/reviews-tab.tsx').then((m) => ({ default: m.ReviewsTab })),
  messages: () => import('./messages-with-action.tsx').then((m) => ({ default: m.MessagesWithAction })),
  profile: () => import('../../features/profile/pages/profile-tab.tsx').then((m) => ({ default: m.ProfileTab })),
};

/** Starts fetching the code of the tab /dashboard?<search> shows (the address's ?tab=, or the saved tab). */
export const preloadDashboardTab = (search: string): void => {
  void TAB_LOADERS[resolveDashboardTab(new URLSearchParams(search).get(QUERY_FLAGS.tab), readSavedTab())]();
};
