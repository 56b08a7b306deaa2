// Renders UI inside the app's real providers (query client, router, auth, auth dialogs, toasts).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { createQueryClient } from '@app/web-core/query-client.ts';
import { ProtectedRoute } from '../app/guards/protected-route.tsx';
import { AuthProvider } from '@app/web-core/auth/auth-provider.tsx';
import { isProtectedPath } from '../lib/protected-paths.ts';
import { AuthDialogsProvider } from '@app/web-core/auth/auth-dialogs-provider.tsx';
import { AuthDialogs } from '../features/auth/auth-dialogs.tsx';
import { Toaster } from '@app/ui/toast.tsx';
import { useAuth, useAuthDialogs } from '@app/web-core/auth/auth-context.ts';

/** Shows where the router is, for assertions: 'at /dashboard?tab=x'. */
export const LocationProbe = () => {
  const location = useLocation();
  return <p data-testid="location">{`at ${location.pathname}${location.search}`}</p>;
};

const Shell = () => (
  <AuthProvider isProtectedPath={isProtectedPath}>
    <AuthDialogsProvider>
      <Outlet />
      <LocationProbe />
      <AuthDialogs />
    </AuthDialogsProvider>
  </AuthProvider>
);

/** `home` is rendered at /; /dashboard/* is protected; other paths render nothing but the probe. */
export const renderApp = (home: ReactNode, { path = '/' }: { path?: string } = {}) => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: home },
          { path: '/dashboard/*', element: <ProtectedRoute><h1>Dashboard page</h1></ProtectedRoute> },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, user, queryClient };
};

/**
 * `element` routed at `route` inside the auth provider alone (no dialogs), opened at `path`; other
 * paths render nothing but the probe. For the pages a redirect lands on, such as /auth/*.
 */
export const renderRoute = (route: string, element: ReactNode, path: string) => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ mutations: { retry: false } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider isProtectedPath={isProtectedPath}>
            <Outlet />
            <LocationProbe />
          </AuthProvider>
        ),
        children: [
          { path: route, element },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { user };
};

/** A page with buttons that open the dialogs and a line that says who is signed in. */
export const TestHome = () => {
  const { openLogin, openSignup } = useAuthDialogs();
  const { status, user } = useAuth();
  return (
    <>
      <button onClick={openLogin}>Open sign in</button>
      <button onClick={openSignup}>Open sign up</button>
      <p data-testid="auth">{`${status}${user ? ` as ${user.email}` : ''}`}</p>
    </>
  );
};
