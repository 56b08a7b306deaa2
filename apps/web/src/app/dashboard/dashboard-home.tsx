import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import { displayName } from '@app/contract';
import { buttonClasses } from '@app/ui/button.tsx';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { MessagesTab } from '../../features/chat/pages/messages-tab.tsx';
import { EventsTab } from '../../features/event-requests/pages/events-tab.tsx';
import { ProvidersTab } from '../../features/providers/pages/providers-tab.tsx';
import { EventQuotesList } from '../../features/quotes/components/event-quotes-list.tsx';
import { QuotesTab } from '../../features/quotes/pages/quotes-tab.tsx';
import { ReviewsTab } from '../../features/reviews/pages/reviews-tab.tsx';
import { dashboardTabPath, saveTab, type TDashboardTab } from '../../lib/dashboard-tabs.ts';
import { HistoryWithReviews } from './history-with-reviews.tsx';
import { TabIntro } from './tab-intro.tsx';
import { useDashboardTab } from './use-dashboard-tab.ts';

const TabLink = ({ tab, children }: { tab: TDashboardTab; children: string }) => (
  <Link to={dashboardTabPath(tab)} replace onClick={() => saveTab(tab)} className={buttonClasses({ variant: 'outline' })}>
    {children}
  </Link>
);

const ProfileTab = () => {
  const { user } = useAuth();
  if (!user) return null;
  const isBusiness = user.profile.organiser_type === 'business';
  const rows: [string, string][] = [
    ['Name', displayName(user)],
    ['E-mail', user.email],
    ['Account type', isBusiness ? 'Business' : 'Individual'],
    ['Phone', user.profile.phone_number || 'Not provided'],
  ];
  return (
    <TabIntro
      id="profile-title"
      title="Profile Settings"
      lead="Your account details."
      icon={UserRound}
      emptyTitle="Editing your profile comes here"
      emptyBody="You will update your personal information, see your account summary and change your password on this tab."
    >
      <dl className="mt-6 grid max-w-2xl gap-px overflow-hidden rounded-2xl border border-stone-200 bg-stone-200 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="bg-white px-5 py-4">
            <dt className="text-xs font-semibold uppercase tracking-wider text-stone-500">{label}</dt>
            <dd className="mt-1 break-words font-medium text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </TabIntro>
  );
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
    case 'messages':
      return <MessagesTab emptyAction={<TabLink tab="providers">Find Providers</TabLink>} />;
    case 'profile':
      return <ProfileTab />;
    case 'providers':
      return <ProvidersTab />;
  }
};

export default DashboardHome;
