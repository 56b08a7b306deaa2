import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { QUERY_FLAGS } from '@app/contract';
import { useAuthDialogs, useAuthDialogState } from '@app/web-core/auth/auth-context.ts';
import { useAuthQueryFlags } from './hooks/use-auth-query-flags.ts';

const loadLogin = () => import('./components/login-dialog.tsx');
const loadSignup = () => import('./components/signup-dialog.tsx');
const LoginDialog = lazy(loadLogin);
const SignupDialog = lazy(loadSignup);
const ProviderRedirectDialog = lazy(() => import('./components/provider-redirect-dialog.tsx'));
const CompleteProfileDialog = lazy(() => import('./components/complete-profile-dialog.tsx'));

/**
 * The sign-in and sign-up dialogs, the provider redirect and Complete Your Profile (while / carries
 * google_signup=true), driven by useAuthDialogs() and the query flags on /. Mounted once by the app shell.
 */
export const AuthDialogs = () => {
  const { dialog } = useAuthDialogState();
  const { openLogin, openSignup, close } = useAuthDialogs();
  const [providerUrl, setProviderUrl] = useState<string | null>(null);
  useAuthQueryFlags(setProviderUrl);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isCompletingGoogleSignup = pathname === '/' && params.get(QUERY_FLAGS.googleSignup) === 'true';

  // The dialogs' code is fetched while the browser is idle, so opening one is instant.
  useEffect(() => {
    const prefetch = () => {
      void loadLogin();
      void loadSignup();
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(prefetch, { timeout: 4_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 2_000);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Suspense fallback={null}>
      {dialog === 'login' && <LoginDialog onClose={close} onSwitchToSignup={openSignup} />}
      {dialog === 'signup' && <SignupDialog onClose={close} onSwitchToLogin={openLogin} />}
      {providerUrl && <ProviderRedirectDialog url={providerUrl} />}
      {isCompletingGoogleSignup && !providerUrl && <CompleteProfileDialog />}
    </Suspense>
  );
};
