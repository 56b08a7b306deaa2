import { Link } from 'react-router';
import { buttonClasses } from '@app/ui/button.tsx';
import { MessagesTab } from '../../features/chat/pages/messages-tab.tsx';
import { EventsTab } from '../../features/event-requests/pages/events-tab.tsx';
import { ProfileTab } from '../../features/profile/pages/profile-tab.tsx';
import { ProvidersTab } from '../../features/providers/pages/providers-tab.tsx';
import { QuotesTab } from '../../features/quotes/pages/quotes-tab.tsx';
import { ReviewsTab } from '../../features/reviews/pages/reviews-tab.tsx';
import { dashboardTabPath, saveTab, type TDashboardTab } from '../../lib/dashboard-tabs.ts';
import { EventQuotesWithBudget } from './event-quotes-with-budget.tsx';
import { HistoryWithReviews } from './history-with-reviews.tsx';
import { useDashboardTab } from './use-dashboard-tab.ts';

const TabLink = ({ tab, children }: { tab: TDashboardTab; children: string }) => (
  <Link to={dashboardTabPath(tab)} replace onClick={() => saveTab(tab)} className={buttonClasses({ variant: 'outline' })}>
    {children}
  </Link>
);

/** The content of /dashboard: the tab named by ?tab= (or the saved one). */
const DashboardHome = () => {
  const { tab } = useDashboardTab();
  switch (tab) {
    case 'events':
      return <EventsTab renderEventQuotes={(_id, event) => <EventQuotesWithBudget event={event} />} />;
    case 'quotes':
      return <QuotesTab />;
    case 'history':
      return <HistoryWithReviews />;
    case 'reviews':
      return <ReviewsTab />;
    case 'messages':
      return <MessagesTab emptyAction={<TabLink tab="providers">Find Providers</TabLink>} />;
    case 'profile':
      return <ProfileTab />;
    case 'providers':
      return <ProvidersTab />;
  }
};

export default DashboardHome;
