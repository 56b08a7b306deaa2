import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { QUERY_FLAGS } from '@app/contract';
import { dashboardTabPath, readSavedTab, resolveDashboardTab, saveTab, type TDashboardTab } from '../../lib/dashboard-tabs.ts';

/** True on /dashboard itself (not on a provider page below it). */
export const useIsDashboardHome = (): boolean => {
  const { pathname } = useLocation();
  return pathname === '/dashboard' || pathname === '/dashboard/';
};

/** Below /dashboard: the quote comparison belongs to Quotes, an event's run sheet to My Events, provider pages to Providers. */
const tabOfPageBelow = (pathname: string): TDashboardTab => {
  if (pathname.startsWith('/dashboard/quotes/')) return 'quotes';
  if (pathname.startsWith('/dashboard/events/')) return 'events';
  return 'providers';
};

/**
 * The current tab and a way to change it. On /dashboard the tab comes from ?tab= (or the saved
 * tab), is saved in session storage, and changing it replaces the history entry. Below
 * /dashboard the Providers tab is current on provider pages, Quotes on the quote comparison, My Events on a
 * run sheet, and
 * choosing a tab opens /dashboard.
 */
export const useDashboardTab = (): { tab: TDashboardTab; isHome: boolean; selectTab(tab: TDashboardTab): void } => {
  const isHome = useIsDashboardHome();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = isHome ? resolveDashboardTab(searchParams.get(QUERY_FLAGS.tab), readSavedTab()) : tabOfPageBelow(pathname);

  useEffect(() => {
    if (isHome) saveTab(tab);
  }, [isHome, tab]);

  const selectTab = useCallback(
    (next: TDashboardTab) => {
      saveTab(next);
      navigate(dashboardTabPath(next), { replace: isHome });
    },
    [isHome, navigate],
  );

  return { tab, isHome, selectTab };
};
