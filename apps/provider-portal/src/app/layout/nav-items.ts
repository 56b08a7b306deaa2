import { FileText, Inbox, Store, type LucideIcon } from 'lucide-react';

/** The portal's three places, in the header on wide screens and the tab bar on phones. */
export const NAV_ITEMS: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/requests', label: 'Requests', icon: Inbox },
  { to: '/quotes', label: 'Quotes', icon: FileText },
  { to: '/profile', label: 'Profile', icon: Store },
];
