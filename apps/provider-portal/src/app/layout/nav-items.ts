import { FileText, Inbox, Star, Store, type LucideIcon } from 'lucide-react';

/** The portal's four places, in the header on wide screens and the tab bar on phones. */
export const NAV_ITEMS: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/requests', label: 'Requests', icon: Inbox },
  { to: '/quotes', label: 'Quotes', icon: FileText },
  { to: '/reviews', label: 'Reviews', icon: Star },
  { to: '/profile', label: 'Profile', icon: Store },
];
