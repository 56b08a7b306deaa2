import { Link } from 'react-router';
import { buttonClasses } from '@app/ui/button.tsx';
import { MessagesTab } from '../../features/chat/pages/messages-tab.tsx';
import { dashboardTabPath, saveTab } from '../../lib/dashboard-tabs.ts';

/** Messages, whose empty state leads to the Providers tab. */
export const MessagesWithAction = () => (
  <MessagesTab
    emptyAction={
      <Link to={dashboardTabPath('providers')} replace onClick={() => saveTab('providers')} className={buttonClasses({ variant: 'outline' })}>
        Find Providers
      </Link>
    }
  />
);
