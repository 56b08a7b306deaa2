import { Link } from 'react-router';
import { NotificationsMenu } from '@app/ui/notifications-menu.tsx';
import { useNotificationsMenu } from '@app/web-core/inbox/get-notifications.ts';

/** The header's bell: the unread count on it, and the latest notifications (unread ones marked) in a panel. */
export const NotificationsBell = () => {
  const menu = useNotificationsMenu();
  return <NotificationsMenu {...menu} RouteLink={Link} unreadMark="count" emptyText="New requests for you, and news of your quotes, will appear here." />;
};
