import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootRoute } from './root-route.tsx';
import { IndexRedirect } from './routes/index-redirect.tsx';
import { AuthLayout } from './layout/auth-layout.tsx';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { SignedOutOnly } from './guards/signed-out-only.tsx';
import { lazyPage, prefetchWhenSignedIn, preloads, prerendered } from '@app/web-core/route-preload.ts';

// Every page is its own chunk, and so is the signed-in side (its provider check, chat socket and
// menus are not needed to sign in).
const ProviderFrameRoute = lazyPage(() => import('./routes/provider-frame-route.tsx'));
// The business the frame checks before any page renders, fetched beside GET /auth/me instead of after
// it: every signed-in page (the inbox's list, its heading) waited on one more round trip.
const prefetchAccount = prefetchWhenSignedIn(({ queryClient }) =>
  import('../lib/api/get-provider-account.ts').then((m) => queryClient.prefetchQuery(m.providerAccountQueryOptions())),
);
const SignInPage = lazyPage(() => import('../features/provider-account/pages/sign-in-page.tsx'));
const SignUpPage = lazyPage(() => import('../features/provider-account/pages/sign-up-page.tsx'));
const ResetPasswordPage = lazyPage(() => import('../features/provider-account/pages/reset-password-page.tsx'));
const ProfilePage = lazyPage(() => import('../features/provider-account/pages/profile-page.tsx'));
const RequestsPage = lazyPage(() => import('../features/provider-requests/pages/requests-page.tsx'));
const RequestRoute = lazyPage(() => import('./routes/request-route.tsx'));
const QuotesPage = lazyPage(() => import('../features/quotes/pages/quotes-page.tsx'));
const QuotePage = lazyPage(() => import('../features/quotes/pages/quote-page.tsx'));
const ReviewsPage = lazyPage(() => import('../features/reviews/pages/reviews-page.tsx'));
const MessagesPage = lazyPage(() => import('../features/chat/pages/messages-page.tsx'));
const RunSheetPage = lazyPage(() => import('../features/run-sheet/pages/run-sheet-page.tsx'));
const RunSheetPrintRoute = lazy(() => import('./routes/run-sheet-print-route.tsx'));

/** The portal's routes: / decides, the auth pages for visitors, the rest inside the portal frame. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { index: true, element: <IndexRedirect /> },
      {
        element: <AuthLayout />,
        children: [
          { path: 'sign-in', element: <SignedOutOnly><SignInPage /></SignedOutOnly>, handle: prerendered(SignInPage) },
          { path: 'sign-up', element: <SignedOutOnly><SignUpPage /></SignedOutOnly>, handle: prerendered(SignUpPage) },
          // The page the password-reset e-mail links to (PROVIDER_PORTAL_URL/reset-password#token=...).
          { path: 'reset-password', element: <ResetPasswordPage />, handle: prerendered(ResetPasswordPage) },
        ],
      },
      {
        // The frame's and the page's code are fetched as the app starts (@app/web-core/route-preload.ts).
        handle: preloads(ProviderFrameRoute.load, prefetchAccount),
        element: (
          <Suspense fallback={<PageSpinner label="Loading your business" />}>
            <ProviderFrameRoute />
          </Suspense>
        ),
        children: [
          { path: 'requests', element: <RequestsPage />, handle: preloads(RequestsPage.load) },
          { path: 'requests/:id', element: <RequestRoute />, handle: preloads(RequestRoute.load) },
          { path: 'quotes', element: <QuotesPage />, handle: preloads(QuotesPage.load) },
          { path: 'quotes/:id', element: <QuotePage />, handle: preloads(QuotePage.load) },
          { path: 'reviews', element: <ReviewsPage />, handle: preloads(ReviewsPage.load) },
          { path: 'messages', element: <MessagesPage />, handle: preloads(MessagesPage.load) },
          { path: 'profile', element: <ProfilePage />, handle: preloads(ProfilePage.load) },
          { path: 'run-sheets/:id', element: <RunSheetPage />, handle: preloads(RunSheetPage.load) },
        ],
      },
      // The run sheet's print view: the sheet alone, without the portal's frame.
      {
        path: 'run-sheets/:id/print',
        element: (
          <Suspense fallback={<PageSpinner label="Loading the run sheet" />}>
            <RunSheetPrintRoute />
          </Suspense>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createPortalRouter = () => createBrowserRouter(routes);
