// Each dashboard tab is its own chunk: a phone opening /dashboard fetches the code of the tab it
// shows, not of all seven (the Profile tab's forms, the wizard's steps, the chat's room list...).
// As the app starts on /dashboard, the router fetches this chunk (dashboard-home.tsx) and then the
// current tab's code and first data (the Providers tab's list), beside GET /auth/me (router.tsx).
import type { ComponentType } from 'react';
import { QUERY_FLAGS } from '@app/contract';
import { prefetchWhenSignedIn, type TPreloadContext } from '@app/web-core/route-preload.ts';
import { readSavedTab, resolveDashboardTab, type TDashboardTab } from '../../lib/dashboard-tabs.ts';

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

/** The first data of a tab, fetched with its code. */
const TAB_PREFETCHES: Partial<Record<TDashboardTab, (context: TPreloadContext) => Promise<unknown> | undefined>> = {
  providers: prefetchWhenSignedIn(({ queryClient, search }) =>
    import('../../features/providers/prefetch-provider-list.ts').then(({ prefetchProviderList }) => prefetchProviderList(queryClient, search)),
  ),
};

/** Starts fetching the code (and first data) of the tab /dashboard?<search> shows (the address's ?tab=, or the saved tab). */
export const preloadDashboardTab = (context: TPreloadContext): void => {
  const tab = resolveDashboardTab(new URLSearchParams(context.search).get(QUERY_FLAGS.tab), readSavedTab());
  void TAB_LOADERS[tab]();
  void TAB_PREFETCHES[tab]?.(context);
};
