import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { scrollToSection } from '../../lib/scroll.ts';
import { NavigationBar } from './navigation-bar.tsx';
import { HelpBanner } from './help-banner.tsx';
import { SiteFooter } from './site-footer.tsx';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';

/** Navigation bar, the page, the help banner, the footer and the scroll-to-top button. */
export const PublicLayout = () => {
  const location = useLocation();

  // An address like /#how-it-works scrolls to that section once it is rendered.
  useEffect(() => {
    if (location.pathname === '/' && location.hash.length > 1) void scrollToSection(decodeURIComponent(location.hash.slice(1)));
  }, [location.pathname, location.hash]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
        Skip to content
      </a>
      <NavigationBar />
      {/* The page fills the window, loading or loaded: the help banner and the footer stay below the fold
          instead of jumping when a short page (a reset link, an error) replaces the loading one. */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 pt-16 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <HelpBanner />
      <SiteFooter />
      <ScrollToTopButton />
    </div>
  );
};
