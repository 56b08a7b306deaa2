import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '@app/ui/spinner.tsx';
import type { TDashboardTab } from '../../lib/dashboard-tabs.ts';
import { TAB_LOADERS } from './dashboard-tab-loaders.ts';

export { preloadDashboardTab } from './dashboard-tab-loaders.ts';
import { useDashboardTab } from './use-dashboard-tab.ts';

const TABS: Record<TDashboardTab, ComponentType> = {
  providers: lazy(TAB_LOADERS.providers),
  events: lazy(TAB_LOADERS.events),
  quotes: lazy(TAB_LOADERS.quotes),
  history: lazy(TAB_LOADERS.history),
  reviews: lazy(TAB_LOADERS.reviews),
  messages: lazy(TAB_LOADERS.messages),
  profile: lazy(TAB_LOADERS.profile),
};

/** The content of /dashboard: the tab named by ?tab= (or the saved one), each tab its own chunk. */
const DashboardHome = () => {
  const { tab } = useDashboardTab();
  const Tab = TABS[tab];
  return (
    <Suspense fallback={<PageSpinner />}>
      <Tab />
    </Suspense>
  );
};

export default DashboardHome;
