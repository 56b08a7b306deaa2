import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SECTION_IDS } from '@app/contract';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { useUnreadCount, useUnreadRooms } from '@app/web-core/chat/use-unread-counts.ts';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { DashboardTutorial } from '../../features/tutorial/components/dashboard-tutorial.tsx';
import { DashboardActionsContext, type TCreatedEvent, type TDashboardActions, type TPlanEventOptions, type TPlanEventSlot } from '../../lib/dashboard-actions.ts';
import { DashboardHeader } from './dashboard-header.tsx';
import { useDashboardQueryFlags } from './use-dashboard-query-flags.ts';
import { useDashboardTab } from './use-dashboard-tab.ts';
import { queryKeys } from '../../lib/query-keys.ts';

type TDashboardShellProps = {
  /** The Plan Your Event modal, supplied by the app layer. Without it Plan Event opens the request form on /. */
  planEvent?: TPlanEventSlot;
  children: ReactNode;
};

/**
 * Everything around a dashboard page: the header (tabs, Plan Event, notifications, profile menu),
 * the Plan Event modal, the tour and the /dashboard query flags.
 */
export const DashboardShell = ({ planEvent, children }: TDashboardShellProps) => {
  const { user, token, signOut } = useAuth();
  const { tab, isHome, selectTab } = useDashboardTab();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unreadCount = useUnreadCount(token);
  // Polled with the count (dashboard.md §7), for the per-room counts in the Messages tab.
  useUnreadRooms(token);
  const [isTutorialOpen, setIsTutorialOpen] = useState(false);
  const [plan, setPlan] = useState<{ isOpen: boolean; options: TPlanEventOptions }>({ isOpen: false, options: {} });

  const startTutorial = useCallback(() => setIsTutorialOpen(true), []);
  const openPlanEvent = useCallback(
    (options: TPlanEventOptions = {}) => {
      if (!planEvent) {
        navigate(`/#${SECTION_IDS.requestForm}`);
        return;
      }
      setPlan({ isOpen: true, options });
    },
    [navigate, planEvent],
  );

  const onCreated = (event: TCreatedEvent | null) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.eventRequests });
    if (plan.options.onCreated) plan.options.onCreated(event);
    else selectTab('events');
  };

  useDashboardQueryFlags({ isHome, startTutorial });

  const actions = useMemo<TDashboardActions>(() => ({ openPlanEvent, startTutorial }), [openPlanEvent, startTutorial]);

  if (!user) return null;

  return (
    <DashboardActionsContext.Provider value={actions}>
      <div className="min-h-dvh bg-cream">
        <a
          href="#dashboard-main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to content
        </a>
        <DashboardHeader
          user={user}
          activeTab={tab}
          isHome={isHome}
          unreadCount={unreadCount}
          onSelectTab={selectTab}
          onPlanEvent={() => openPlanEvent()}
          onStartTutorial={startTutorial}
          onSignOut={() => void signOut()}
        />
        <main id="dashboard-main" tabIndex={-1} className="outline-none">
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        </main>
        {planEvent?.({
          isOpen: plan.isOpen,
          onOpenChange: (isOpen) => setPlan((current) => ({ ...current, isOpen })),
          onCreated,
        })}
        <DashboardTutorial isOpen={isTutorialOpen} onClose={() => setIsTutorialOpen(false)} />
      </div>
    </DashboardActionsContext.Provider>
  );
};
