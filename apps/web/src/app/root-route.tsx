import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '@app/web-core/auth/auth-provider.tsx';
import { isProtectedPath } from '../lib/protected-paths.ts';
import { AuthDialogsProvider } from '@app/web-core/auth/auth-dialogs-provider.tsx';
import { AuthDialogs } from '../features/auth/auth-dialogs.tsx';
import { GoogleCallbackGate } from '../features/auth/components/google-callback-gate.tsx';

/** Everything below the router: auth state, the Google callback, the auth dialogs and scroll restoration. */
export const RootRoute = () => (
  <AuthProvider isProtectedPath={isProtectedPath}>
    <AuthDialogsProvider>
      <GoogleCallbackGate>
        <Outlet />
      </GoogleCallbackGate>
      <AuthDialogs />
      <ScrollRestoration />
    </AuthDialogsProvider>
  </AuthProvider>
);
