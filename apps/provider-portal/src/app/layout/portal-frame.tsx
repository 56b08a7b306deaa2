import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { useUnreadCount, useUnreadRooms } from '@app/web-core/chat/use-unread-counts.ts';
import { VerificationBanner } from '../../components/verification-notice.tsx';
import { accountStanding, useProviderAccount } from '../../lib/api/get-provider-account.ts';
import { APP_URL } from '../../lib/site-urls.ts';
import { MobileTabBar } from './mobile-tab-bar.tsx';
import { PortalHeader } from './portal-header.tsx';

/** Around every signed-in screen: header, the verification banner while the business may not quote, the page, the phone tab bar. */
const PortalFrame = () => {
  const account = useProviderAccount();
  const { signOut, token } = useAuth();
  const unreadCount = useUnreadCount(token);
  // Polled with the count (dashboard.md §7), for the per-room counts on the Messages page.
  useUnreadRooms(token);
  const { pathname } = useLocation();
  const standing = accountStanding(account);
  return (
    <div className="flex min-h-dvh flex-col bg-cream pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
        Skip to content
      </a>
      <PortalHeader account={account} unreadCount={unreadCount} onSignOut={() => void signOut()} />
      {standing !== 'can-quote' && <VerificationBanner standing={standing} isOnProfile={pathname === '/profile'} />}
      {/* At least a window high: the footer starts below the fold, so a page whose list arrives after it
          does not push a visible footer down (Lighthouse's CLS was 0.087 on /requests). */}
      <main id="main" tabIndex={-1} className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-8">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="mx-auto w-full max-w-6xl px-4 pb-6 pt-2 text-sm text-stone-600 sm:px-6 lg:px-8">
        <p>
          Hui Events connects you with organisers; you agree prices and terms with them directly.{' '}
          <a href={`${APP_URL}/terms`} className="font-medium text-brand-800 underline underline-offset-4">
            Terms
          </a>{' '}
          ·{' '}
          <a href={`${APP_URL}/privacy`} className="font-medium text-brand-800 underline underline-offset-4">
            Privacy
          </a>
        </p>
      </footer>
      <MobileTabBar unreadCount={unreadCount} />
    </div>
  );
};

export default PortalFrame;
