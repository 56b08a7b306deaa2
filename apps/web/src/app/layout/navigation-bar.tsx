import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useMobileMenu } from '@app/web-core/use-mobile-menu.ts';
import { NAV_ITEMS, NAVBAR_SOLID_AFTER_PX, userInitial } from '@app/contract';
import { useAuth, useAuthDialogs } from '@app/web-core/auth/auth-context.ts';
import { Button, buttonClasses } from '@app/ui/button.tsx';
import { BrandLogo } from '@app/ui/brand-logo.tsx';
import { cx } from '@app/ui/cx.ts';
import { MenuButton } from '@app/ui/menu-button.tsx';
import { useSectionNavigation } from './use-section-navigation.ts';

// The menu's code (and Radix) loads only for a signed-in person.
const AccountMenu = lazy(() => import('./account-menu.tsx').then((module) => ({ default: module.AccountMenu })));

const useIsScrolledPast = (px: number): boolean => {
  const [isPast, setIsPast] = useState(false); // read once mounted: a prerendered page knows no scroll position
  useEffect(() => {
    const onScroll = () => setIsPast(window.scrollY > px);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return isPast;
};

const isActive = (pathname: string, to: string) => (to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`));

export const NavigationBar = () => {
  const location = useLocation();
  const { status, user, signOut } = useAuth();
  const { openLogin, openSignup } = useAuthDialogs();
  const goToSection = useSectionNavigation();
  const isScrolled = useIsScrolledPast(NAVBAR_SOLID_AFTER_PX);
  const [isMenuOpen, setIsMenuOpen] = useMobileMenu();

  const isSolid = isScrolled || isMenuOpen;

  const onSectionClick = (event: MouseEvent<HTMLAnchorElement>, section: string) => {
    event.preventDefault();
    setIsMenuOpen(false);
    goToSection(section);
  };

  const onHomeClick = () => {
    if (location.pathname === '/') window.scrollTo({ top: 0 });
  };

  const linkClasses = (active: boolean) =>
    cx(
      'rounded-lg px-3 py-2 text-[0.95rem] font-medium transition-colors',
      active ? 'text-brand-800' : 'text-stone-700 hover:text-brand-800 hover:bg-brand-50/70',
    );

  const navLinks = (variant: 'bar' | 'menu') =>
    NAV_ITEMS.map((item) => {
      const classes = variant === 'bar' ? linkClasses('to' in item && isActive(location.pathname, item.to)) : 'block rounded-lg px-3 py-3 text-base font-medium text-stone-800 hover:bg-brand-50';
      if ('section' in item) {
        return (
          <li key={item.label}>
            <a href={`/#${item.section}`} className={classes} onClick={(event) => onSectionClick(event, item.section)}>
              {item.label}
            </a>
          </li>
        );
      }
      const active = isActive(location.pathname, item.to);
      return (
        <li key={item.label}>
          <Link to={item.to} className={classes} aria-current={active ? 'page' : undefined} onClick={item.to === '/' ? onHomeClick : undefined}>
            {item.label}
          </Link>
        </li>
      );
    });

  return (
    <header
      data-solid={isSolid ? 'true' : 'false'}
      className={cx(
        'fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200',
        isSolid ? 'bg-white shadow-[0_1px_0_rgba(0,0,0,0.06),0_8px_24px_-12px_rgba(15,93,87,0.25)]' : 'bg-cream/70 backdrop-blur-md',
      )}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex flex-1">
          <Link to="/" className="rounded-lg" aria-label="Hui Events home" onClick={onHomeClick}>
            <BrandLogo />
          </Link>
        </div>

        <ul className="hidden items-center gap-1 lg:flex">{navLinks('bar')}</ul>

        <div className="flex flex-1 items-center justify-end gap-2">
          <div className="hidden items-center gap-2 sm:flex" aria-busy={status === 'loading' || undefined}>
            {status === 'signed-in' && user ? (
              <Suspense
                fallback={
                  <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white" aria-hidden="true">
                    {userInitial(user)}
                  </span>
                }
              >
                <AccountMenu user={user} onSignOut={() => void signOut()} />
              </Suspense>
            ) : status === 'signed-out' ? (
              <>
                <Button variant="ghost" onClick={openLogin}>
                  Sign In
                </Button>
                <Button onClick={openSignup}>Get Started</Button>
              </>
            ) : (
              <span className="inline-block h-9 w-40" />
            )}
          </div>
          <MenuButton
            className={cx(buttonClasses({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
            isOpen={isMenuOpen}
            onToggle={() => setIsMenuOpen((open) => !open)}
            menuId="mobile-menu"
            menuName="menu"
          />
        </div>
      </nav>

      {isMenuOpen && (
        <div id="mobile-menu" className="border-t border-stone-200 bg-white px-4 pb-5 pt-2 shadow-lg lg:hidden">
          <ul className="flex flex-col">{navLinks('menu')}</ul>
          <div className="mt-3 flex flex-col gap-2 border-t border-stone-200 pt-4 sm:hidden">
            {status === 'signed-in' && user ? (
              <>
                <Link to="/dashboard" className="block rounded-lg px-3 py-3 text-base font-medium text-stone-800 hover:bg-brand-50">
                  Dashboard
                </Link>
                <Button variant="outline" isFullWidth onClick={() => void signOut()}>
                  Sign Out
                </Button>
              </>
            ) : (
              <>
                <Button
                  variant="outline"
                  isFullWidth
                  onClick={() => {
                    setIsMenuOpen(false);
                    openLogin();
                  }}
                >
                  Sign In
                </Button>
                <Button
                  isFullWidth
                  onClick={() => {
                    setIsMenuOpen(false);
                    openSignup();
                  }}
                >
                  Get Started
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </header>
  );
};
