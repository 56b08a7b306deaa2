import { Link } from 'react-router';
import { useMobileMenu } from '@app/web-core/use-mobile-menu.ts';
import { CalendarPlus } from 'lucide-react';
import type { TUser } from '@app/contract';
import { BrandLogo } from '@app/ui/brand-logo.tsx';
import { Button } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { MenuButton } from '@app/ui/menu-button.tsx';
import { UnreadCountBadge } from '@app/ui/chat/unread-count-badge.tsx';
import { unreadBadgeText } from '@app/web-core/inbox/unread-badge.ts';
import { dashboardTabPath, HEADER_TABS, saveTab, TAB_LABELS, type TDashboardTab } from '../../lib/dashboard-tabs.ts';
import { NotificationsPopover } from '../../features/inbox/components/notifications-popover.tsx';
import { ProfileMenu } from './profile-menu.tsx';

type THeaderProps = {
  user: TUser;
  activeTab: TDashboardTab;
  /** On /dashboard itself: tab links replace the history entry and mark the current page. */
  isHome: boolean;
  unreadCount: number;
  onSelectTab(tab: TDashboardTab): void;
  onPlanEvent(): void;
  onStartTutorial(): void;
  onSignOut(): void;
};

/** The dashboard header: brand, tabs (a menu on small screens), Plan Event, notifications and the profile menu. */
export const DashboardHeader = ({ user, activeTab, isHome, unreadCount, onSelectTab, onPlanEvent, onStartTutorial, onSignOut }: THeaderProps) => {
  const [isMenuOpen, setIsMenuOpen] = useMobileMenu();

  const tabLink = (tab: TDashboardTab, variant: 'bar' | 'menu') => {
    const isActive = tab === activeTab;
    return (
      <Link
        to={dashboardTabPath(tab)}
        replace={isHome}
        onClick={() => saveTab(tab)}
        aria-current={isActive && isHome ? 'page' : undefined}
        data-tour={variant === 'bar' ? `tab-${tab}` : undefined}
        data-active={isActive ? 'true' : 'false'}
        className={
          variant === 'bar'
            ? cx(
                'relative inline-flex h-12 items-center gap-2 border-b-[3px] px-3 text-[0.95rem] font-semibold transition-colors',
                isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-brand-800',
              )
            : cx(
                'flex items-center justify-between rounded-lg px-3 py-3 text-base font-medium',
                isActive ? 'bg-brand-50 text-brand-900' : 'text-stone-800 hover:bg-stone-50',
              )
        }
      >
        {TAB_LABELS[tab]}
        {tab === 'messages' && <UnreadCountBadge count={unreadCount} />}
      </Link>
    );
  };

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 shadow-[0_8px_24px_-18px_rgba(15,93,87,0.35)] backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-1.5">
          <MenuButton
            data-tour="mobile-menu"
            className="relative -ml-2 inline-flex size-10 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 md:hidden"
            isOpen={isMenuOpen}
            onToggle={() => setIsMenuOpen((open) => !open)}
            menuId="dashboard-mobile-menu"
            menuName="dashboard menu"
          >
            {!isMenuOpen && unreadBadgeText(unreadCount) && <span className="absolute right-1.5 top-1.5 size-2.5 rounded-full bg-red-600 ring-2 ring-white" aria-hidden="true" />}
          </MenuButton>
          <Link to="/" aria-label="Hui Events home" className="rounded-lg">
            <BrandLogo />
          </Link>
        </div>
        <div className="flex items-center gap-1.5 sm:gap-2">
          <Button data-tour="plan-event" size="sm" onClick={onPlanEvent} className="max-sm:size-10 max-sm:px-0" aria-label="Plan Event">
            <CalendarPlus className="size-4 max-sm:size-5" aria-hidden="true" />
            <span className="max-sm:sr-only">Plan Event</span>
          </Button>
          <NotificationsPopover />
          <ProfileMenu user={user} onProfile={() => onSelectTab('profile')} onStartTutorial={onStartTutorial} onSignOut={onSignOut} />
        </div>
      </div>
      <nav aria-label="Dashboard" className="mx-auto hidden max-w-7xl px-4 sm:px-6 md:block lg:px-8">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {HEADER_TABS.map(({ tab }) => (
            <li key={tab}>{tabLink(tab, 'bar')}</li>
          ))}
        </ul>
      </nav>
      {isMenuOpen && (
        <nav id="dashboard-mobile-menu" aria-label="Dashboard menu" className="border-t border-stone-200 bg-white px-4 pb-4 pt-2 shadow-lg md:hidden">
          <ul className="flex flex-col">
            {HEADER_TABS.map(({ tab }) => (
              <li key={tab}>{tabLink(tab, 'menu')}</li>
            ))}
            <li className="mt-1 border-t border-stone-100 pt-1">{tabLink('profile', 'menu')}</li>
          </ul>
        </nav>
      )}
    </header>
  );
};
