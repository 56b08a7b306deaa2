import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AUTH_ERROR_CODES, MSG, QUERY_FLAGS, ROUTE_TOAST_DURATION_MS } from '@app/contract';
import { useAuth, useAuthDialogs, useAuthDialogState } from '@app/web-core/auth/auth-context.ts';
import { notify } from '@app/web-core/notify.ts';
import { providerRedirectTarget } from '../provider-redirect.ts';

type TReturnState = { from?: unknown } | null;

/**
 * The sign-in flags on / (spec §2): signup=true opens sign-up; auth_error=parameter_missing and
 * error=oauth_failed show an error; redirect_to_sp=true with redirect_url starts the provider
 * redirect, to the provider portal's origin only (provider-redirect.ts). Each flag is removed once
 * handled; other flags are left for their owners.
 * Also: arriving on / from a protected page opens sign-in and remembers that page.
 */
export const useAuthQueryFlags = (onProviderRedirect: (url: string) => void): void => {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { status } = useAuth();
  const { openLogin, openSignup } = useAuthDialogs();
  const { rememberReturnTo } = useAuthDialogState();

  useEffect(() => {
    if (location.pathname !== '/') return;
    const next = new URLSearchParams(params);
    let isChanged = false;
    const take = (key: string): string | null => {
      const value = params.get(key);
      if (value !== null) {
        next.delete(key);
        isChanged = true;
      }
      return value;
    };

    if (take(QUERY_FLAGS.signup) === 'true' && status !== 'signed-in') openSignup();
    if (take(QUERY_FLAGS.authError) === AUTH_ERROR_CODES.parameterMissing) notify(MSG.googleSigninFailed, 'error', ROUTE_TOAST_DURATION_MS);
    if (params.get(QUERY_FLAGS.error) === AUTH_ERROR_CODES.oauthFailed) {
      take(QUERY_FLAGS.error);
      notify(MSG.googleAuthFailed, 'error', ROUTE_TOAST_DURATION_MS);
    }
    if (params.get(QUERY_FLAGS.redirectToProvider) !== null) {
      const isRedirect = take(QUERY_FLAGS.redirectToProvider) === 'true';
      const url = take(QUERY_FLAGS.redirectUrl);
      const target = isRedirect && url ? providerRedirectTarget(url) : null;
      if (target) onProviderRedirect(target);
    }
    if (isChanged) setParams(next, { replace: true, preventScrollReset: true });
  }, [location.pathname, params, setParams, status, openSignup, onProviderRedirect]);

  // Sent here from a protected page: remember it, offer sign-in, drop the state.
  useEffect(() => {
    const state = location.state as TReturnState;
    if (location.pathname !== '/' || typeof state?.from !== 'string') return;
    rememberReturnTo(state.from);
    if (status !== 'signed-in') openLogin();
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [location, navigate, openLogin, rememberReturnTo, status]);
};
