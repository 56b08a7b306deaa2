import { Link } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { buttonClasses } from '@app/ui/button.tsx';
import { EventsTab } from '../../features/event-requests/pages/events-tab.tsx';
import { ProfileTab } from '../../features/profile/pages/profile-tab.tsx';
import { ProvidersTab } from '../../features/providers/pages/providers-tab.tsx';
import { EventQuotesList } from '../../features/quotes/components/event-quotes-list.tsx';
import { QuotesTab } from '../../features/quotes/pages/quotes-tab.tsx';
import { ReviewsTab } from '../../features/reviews/pages/reviews-tab.tsx';
import { dashboardTabPath, saveTab, type TDashboardTab } from '../../lib/dashboard-tabs.ts';
import { HistoryWithReviews } from './history-with-reviews.tsx';
import { TabIntro, type TTabIntroProps } from './tab-intro.tsx';
import { useDashboardTab } from './use-dashboard-tab.ts';

const TabLink = ({ tab, children }: { tab: TDashboardTab; children: string }) => (
  <Link to={dashboardTabPath(tab)} replace onClick={() => saveTab(tab)} className={buttonClasses({ variant: 'outline' })}>
    {children}
  </Link>
);

type TComingTab = 'messages';

/** The tabs whose feature is still to come: what each will list, and where to go meanwhile. */
const COMING_TABS: Record<TComingTab, Omit<TTabIntroProps, 'action' | 'children'> & { next: { tab: TDashboardTab; label: string } }> = {
  messages: {
    id: 'messages-title',
    title: 'Messages',
    lead: 'Talk to providers directly.',
    icon: MessagesSquare,
    emptyTitle: 'Your conversations will be listed here',
    emptyBody: 'A chat with a provider opens when you invite them to quote for one of your events. Your conversations will appear on this tab.',
    next: { tab: 'providers', label: 'Find Providers' },
  },
};

/** The content of /dashboard: the tab named by ?tab= (or the saved one). */
const DashboardHome = () => {
  const { tab } = useDashboardTab();
  switch (tab) {
    case 'events':
      return <EventsTab renderEventQuotes={(id) => <EventQuotesList eventRequestId={id} />} />;
    case 'quotes':
      return <QuotesTab />;
    case 'history':
      return <HistoryWithReviews />;
    case 'reviews':
      return <ReviewsTab />;
    case 'messages': {
      const { next, ...intro } = COMING_TABS[tab];
      return <TabIntro {...intro} action={<TabLink tab={next.tab}>{next.label}</TabLink>} />;
    }
    case 'profile':
      return <ProfileTab />;
    case 'providers':
      return <ProvidersTab />;
  }
};

export default DashboardHome;
