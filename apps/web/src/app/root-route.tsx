import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { AuthDialogsProvider } from '../lib/auth/auth-dialogs-provider.tsx';
import { AuthDialogs } from '../features/auth/auth-dialogs.tsx';

/** Everything below the router: auth state, the auth dialogs and scroll restoration. */
export const RootRoute = () => (
  <AuthProvider>
    <AuthDialogsProvider>
      <Outlet />
      <AuthDialogs />
      <ScrollRestoration />
    </AuthDialogsProvider>
  </AuthProvider>
);
