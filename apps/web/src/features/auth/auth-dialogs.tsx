import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { QUERY_FLAGS } from '@app/contract';
import { useAuth, useAuthDialogs, useAuthDialogState } from '@app/web-core/auth/auth-context.ts';
import { usePrefetchOnIntent } from '@app/web-core/use-prefetch-on-intent.ts';
import { useAuthQueryFlags } from './hooks/use-auth-query-flags.ts';

const loadLogin = () => import('./components/login-dialog.tsx');
const loadSignup = () => import('./components/signup-dialog.tsx');
const prefetchDialogs = () => {
  void loadLogin();
  void loadSignup();
};
const LoginDialog = lazy(loadLogin);
const SignupDialog = lazy(loadSignup);
const ProviderRedirectDialog = lazy(() => import('./components/provider-redirect-dialog.tsx'));
const CompleteProfileDialog = lazy(() => import('./components/complete-profile-dialog.tsx'));

/** Without a sign of the person, the dialogs' code is fetched this long after the page started. */
const PREFETCH_AFTER_MS = 5_000;

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

  // The dialogs' code (with the form library, zod and Radix: 100 KB), for visitors: someone signed in
  // (the dashboard) rarely opens them.
  const { status } = useAuth();
  usePrefetchOnIntent(prefetchDialogs, PREFETCH_AFTER_MS, status === 'signed-out');

  return (
    <Suspense fallback={null}>
      {dialog === 'login' && <LoginDialog onClose={close} onSwitchToSignup={openSignup} />}
      {dialog === 'signup' && <SignupDialog onClose={close} onSwitchToLogin={openLogin} />}
      {providerUrl && <ProviderRedirectDialog url={providerUrl} />}
      {isCompletingGoogleSignup && !providerUrl && <CompleteProfileDialog />}
    </Suspense>
  );
};
