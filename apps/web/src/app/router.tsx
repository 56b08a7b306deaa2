import { lazy, Suspense } from 'react';
import { QUERY_FLAGS } from '@app/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageSpinner, Spinner } from '@app/ui/spinner.tsx';
import { RenderWhenNear } from '@app/ui/render-when-near.tsx';
import { lazyPage, prefetchWhenSignedIn, preloads, prerendered, type TPreloadContext } from '@app/web-core/route-preload.ts';
import { RootRoute } from './root-route.tsx';
import { PublicLayout } from './layout/public-layout.tsx';
import { ProtectedRoute } from './guards/protected-route.tsx';
import { isResumingEventRequest } from '../features/auth/session-hints.ts';
import { readSavedTab, resolveDashboardTab } from '../lib/dashboard-tab-choice.ts';

// Every page is its own chunk.
const LandingPage = lazyPage(() => import('../features/landing/pages/landing-page.tsx'));
const EventRequestWizard = lazy(() => import('../features/event-requests/components/event-request-wizard.tsx'));
const BlogListPage = lazyPage(() => import('../features/blog/pages/blog-list-page.tsx'));
const BlogArticlePage = lazyPage(() => import('../features/blog/pages/blog-article-page.tsx'));
const ContactPage = lazyPage(() => import('../features/contact/pages/contact-page.tsx'));
const PrivacyPage = lazyPage(() => import('../features/legal/pages/privacy-page.tsx'));
const TermsPage = lazyPage(() => import('../features/legal/pages/terms-page.tsx'));
const AuthSuccessPage = lazy(() => import('../features/auth/pages/auth-success-page.tsx'));
const AuthErrorPage = lazyPage(() => import('../features/auth/pages/auth-error-page.tsx'));
const AuthSignupPage = lazyPage(() => import('../features/auth/pages/auth-signup-page.tsx'));
const ResetPasswordPage = lazyPage(() => import('../features/auth/pages/reset-password-page.tsx'));
const DashboardLayoutRoute = lazyPage(() => import('./routes/dashboard-layout-route.tsx'));
const DashboardHome = lazyPage(() => import('./dashboard/dashboard-home.tsx'));
const loadProvidersTab = () => import('../features/providers/pages/providers-tab.tsx');
const prefetchProviderList = prefetchWhenSignedIn(({ queryClient, search }) =>
  import('../features/providers/prefetch-provider-list.ts').then((m) => m.prefetchProviderList(queryClient, search)),
);
/**
 * /dashboard's code and the code of the tab it shows. The Providers tab, where /dashboard usually
 * opens, is fetched at once with its list; any other tab from the table in /dashboard's chunk (the
 * table is not in the entry every page loads: the landing page's budget).
 */
const preloadDashboardHome = ({ search, ...context }: TPreloadContext) => {
  if (resolveDashboardTab(new URLSearchParams(search).get(QUERY_FLAGS.tab), readSavedTab()) === 'providers') {
    void prefetchProviderList({ search, ...context });
    void loadProvidersTab();
    return DashboardHome.load();
  }
  return DashboardHome.load().then(({ preloadDashboardTab }) => preloadDashboardTab(search));
};
const ProviderDetailPage = lazyPage(() => import('../features/providers/pages/provider-detail-page.tsx'));
// The provider's details, fetched with the page's code: the page reads the same cache entry.
const prefetchProvider = prefetchWhenSignedIn(({ params, queryClient }) =>
  import('../lib/api/get-provider.ts').then(({ parseProviderId, providerQueryOptions }) => {
    const id = parseProviderId(params.providerId);
    return id === null ? undefined : queryClient.prefetchQuery(providerQueryOptions(id));
  }),
);
const ContactProviderPage = lazyPage(() => import('../features/quote-requests/pages/contact-provider-page.tsx'));
const CompareQuotesPage = lazyPage(() => import('../features/quotes/pages/compare-quotes-page.tsx'));
const RunSheetPage = lazyPage(() => import('../features/run-sheet/pages/run-sheet-page.tsx'));
const RunSheetPrintPage = lazy(() => import('../features/run-sheet/pages/run-sheet-print-page.tsx'));

// The landing page's request form loads as it comes near, or at once when a visitor comes back
// from signing in to submit the request they finished. Until then its place holds the form's height
// (request-form-height in styles.css), so what lies below it does not move when it arrives.
const requestFormSpinner = (
  <div className="flex min-h-(--below-fold-height) items-start justify-center rounded-[28px] bg-white pt-32 text-4xl text-brand-700 shadow-xl shadow-stone-900/5 ring-1 ring-stone-200">
    <Spinner label="Loading the event request form" />
  </div>
);

/** The route table of spec public-site.md §2, plus /reset-password. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          // The request form is at the foot of the page: it (and the form code) loads as it comes near.
          { index: true, handle: prerendered(LandingPage), element: <LandingPage requestForm={<RenderWhenNear placeholder={requestFormSpinner} renderAtOnce={isResumingEventRequest}><Suspense fallback={requestFormSpinner}><EventRequestWizard variant="landing" /></Suspense></RenderWhenNear>} /> },
          { path: 'blog', element: <BlogListPage />, handle: prerendered(BlogListPage) },
          { path: 'blog/:slug', element: <BlogArticlePage />, handle: prerendered(BlogArticlePage) },
          { path: 'contact', element: <ContactPage />, handle: prerendered(ContactPage) },
          { path: 'privacy', element: <PrivacyPage />, handle: prerendered(PrivacyPage) },
          { path: 'terms', element: <TermsPage />, handle: prerendered(TermsPage) },
          { path: 'auth/success', element: <AuthSuccessPage /> },
          { path: 'auth/error', element: <AuthErrorPage />, handle: prerendered(AuthErrorPage) },
          { path: 'auth/signup', element: <AuthSignupPage />, handle: prerendered(AuthSignupPage) },
          // Not in the spec's table: the page a password-reset e-mail links to (docs/spec-deviations.md).
          { path: 'reset-password', element: <ResetPasswordPage />, handle: prerendered(ResetPasswordPage) },
        ],
      },
      {
        path: 'dashboard',
        // The code of /dashboard's pages is fetched beside GET /auth/me (@app/web-core/route-preload.ts).
        handle: preloads(DashboardLayoutRoute.load),
        element: (
          <ProtectedRoute>
            <Suspense fallback={<PageSpinner />}>
              <DashboardLayoutRoute />
            </Suspense>
          </ProtectedRoute>
        ),
        children: [
          { index: true, element: <DashboardHome />, handle: preloads(preloadDashboardHome) },
          { path: 'provider/:providerId', element: <ProviderDetailPage />, handle: preloads(ProviderDetailPage.load, prefetchProvider) },
          { path: 'contact-provider/:providerId', element: <ContactProviderPage />, handle: preloads(ContactProviderPage.load) },
          { path: 'quotes/compare', element: <CompareQuotesPage />, handle: preloads(CompareQuotesPage.load) },
          { path: 'events/:id/run-sheet', element: <RunSheetPage />, handle: preloads(RunSheetPage.load) },
        ],
      },
      // The run sheet's print view: the sheet alone, without the dashboard's frame.
      {
        path: 'run-sheets/:id/print',
        element: (
          <ProtectedRoute>
            <Suspense fallback={<PageSpinner />}>
              <RunSheetPrintPage />
            </Suspense>
          </ProtectedRoute>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
