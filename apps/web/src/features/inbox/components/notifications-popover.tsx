import { Link } from 'react-router';
import { NotificationsMenu } from '@app/ui/notifications-menu.tsx';
import { useNotificationsMenu } from '@app/web-core/inbox/get-notifications.ts';

/** The header's notifications bell: the latest notifications, unread ones marked, newest first; a dot on the bell while some are unread. */
export const NotificationsPopover = () => {
  const menu = useNotificationsMenu();
  return (
    <NotificationsMenu
      {...menu}
      RouteLink={Link}
      unreadMark="dot"
      emptyText="Updates about your events, quotes and messages will appear here."
      buttonClassName="size-10"
      tourAnchor="notifications"
    />
  );
};
