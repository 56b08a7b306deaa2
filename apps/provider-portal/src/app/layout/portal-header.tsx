import { Link, NavLink, useNavigate } from 'react-router';
import type { TProviderAccount } from '@app/contract';
import { BrandLogo } from '@app/ui/brand-logo.tsx';
import { cx } from '@app/ui/cx.ts';
import { UnreadCountBadge } from '@app/ui/chat/unread-count-badge.tsx';
import { NotificationsBell } from '../../features/inbox/components/notifications-bell.tsx';
import { AccountMenu } from './account-menu.tsx';
import { NAV_ITEMS } from './nav-items.ts';

type TPortalHeaderProps = { account: TProviderAccount; unreadCount: number; onSignOut(): void };

/** The portal's header: logo, the five places (from 768 px; a tab bar below that), the bell and the account menu. */
export const PortalHeader = ({ account, unreadCount, onSignOut }: TPortalHeaderProps) => {
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 shadow-[0_8px_24px_-18px_rgba(15,93,87,0.35)] backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link to="/requests" className="flex min-w-0 items-center gap-2 rounded-lg" aria-label="Hui Events for Providers: requests">
          <BrandLogo />
          <span className="hidden rounded-full bg-accent-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-accent-700 min-[400px]:inline md:hidden lg:inline">Providers</span>
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map(({ to, label, icon: Icon, hasUnreadBadge }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cx(
                      'inline-flex h-11 items-center gap-1.5 rounded-xl px-2.5 text-[0.95rem] font-semibold transition-colors lg:px-3.5',
                      isActive ? 'bg-brand-50 text-brand-900' : 'text-stone-700 hover:bg-stone-100 hover:text-brand-800',
                    )
                  }
                >
                  {/* Five places fit beside the logo and the menus at 768 px without their icons. */}
                  <Icon className="hidden size-4 lg:block" aria-hidden="true" />
                  {label}
                  {hasUnreadBadge && <UnreadCountBadge count={unreadCount} />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <NotificationsBell />
          <AccountMenu account={account} onProfile={() => navigate('/profile')} onSignOut={onSignOut} />
        </div>
      </div>
    </header>
  );
};
