import { NavLink } from 'react-router';
import { cx } from '@app/ui/cx.ts';
import { UnreadCountBadge } from '@app/ui/chat/unread-count-badge.tsx';
import { NAV_ITEMS } from './nav-items.ts';

/** Below 768 px: the five places in a bar along the bottom, within reach of a thumb; Messages with its unread badge. */
export const MobileTabBar = ({ unreadCount }: { unreadCount: number }) => (
  <nav aria-label="Main" className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden">
    <ul className="mx-auto grid max-w-lg grid-cols-5">
      {NAV_ITEMS.map(({ to, label, icon: Icon, hasUnreadBadge }) => (
        <li key={to}>
          <NavLink
            to={to}
            className={({ isActive }) =>
              cx(
                'flex h-16 flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors',
                isActive ? 'text-brand-800' : 'text-stone-600 hover:text-brand-800',
              )
            }
          >
            {({ isActive }) => (
              <>
                <span className={cx('relative inline-flex h-7 w-12 items-center justify-center rounded-full', isActive && 'bg-brand-100')}>
                  <Icon className="size-5" aria-hidden="true" />
                  {hasUnreadBadge && <UnreadCountBadge count={unreadCount} className="absolute -right-1 -top-1.5" />}
                </span>
                {label}
              </>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);
