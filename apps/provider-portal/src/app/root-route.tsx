import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '@app/web-core/auth/auth-provider.tsx';
import { isProtectedPath } from '../lib/protected-paths.ts';

/** Everything below the router: who is signed in, and scroll restoration. */
export const RootRoute = () => (
  <AuthProvider isProtectedPath={isProtectedPath}>
    <Outlet />
    <ScrollRestoration />
  </AuthProvider>
);
