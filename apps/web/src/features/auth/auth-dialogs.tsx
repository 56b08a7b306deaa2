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

  // The dialogs' code (with the form library, zod and Radix: 100 KB) is fetched when the person
  // first points, touches or types, or once the page has been idle a while, so opening one is
  // instant; not as the page starts, where running it held a slow phone's main thread (Lighthouse's TBT).
  useEffect(() => {
    const intents = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;
    let idle: number | undefined;
    const prefetch = () => {
      stop();
      void loadLogin();
      void loadSignup();
    };
    const timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(prefetch, { timeout: 2_000 });
      else prefetch();
    }, PREFETCH_AFTER_MS);
    const stop = () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      for (const type of intents) document.removeEventListener(type, prefetch, true);
    };
    for (const type of intents) document.addEventListener(type, prefetch, { capture: true, passive: true });
    return stop;
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
