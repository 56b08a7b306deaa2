import { FileText, Inbox, MessagesSquare, Star, Store, type LucideIcon } from 'lucide-react';

/** The portal's five places, in the header on wide screens and the tab bar on phones; Messages carries the unread badge. */
export const NAV_ITEMS: readonly { to: string; label: string; icon: LucideIcon; hasUnreadBadge?: boolean }[] = [
  { to: '/requests', label: 'Requests', icon: Inbox },
  { to: '/quotes', label: 'Quotes', icon: FileText },
  { to: '/messages', label: 'Messages', icon: MessagesSquare, hasUnreadBadge: true },
  { to: '/reviews', label: 'Reviews', icon: Star },
  { to: '/profile', label: 'Profile', icon: Store },
];
