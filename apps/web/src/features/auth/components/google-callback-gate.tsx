import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_TEXT, AUTH_ERROR_CODES, QUERY_FLAGS } from '@app/contract';
import { Spinner } from '@app/ui/spinner.tsx';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { readCallbackParams, withoutCallbackParams, type TGoogleCallbackParams } from '../google-callback-params.ts';
import type { TGoogleCallbackAction } from '../google-callback.ts';

// One call per callback, however often effects run (React StrictMode runs them twice). The
// handling itself loads only when an address carries a callback.
const calls = new Map<string, Promise<TGoogleCallbackAction>>();
const resolveOnce = (params: TGoogleCallbackParams): Promise<TGoogleCallbackAction> => {
  let call = calls.get(params.state);
  if (!call) {
    call = import('../google-callback.ts').then(
      ({ resolveGoogleCallback }) => resolveGoogleCallback(params),
      (): TGoogleCallbackAction => ({ kind: 'failed', destination: `/?${QUERY_FLAGS.error}=${AUTH_ERROR_CODES.oauthFailed}` }),
    );
    calls.set(params.state, call);
  }
  return call;
};

/**
 * Back from Google (the address carries code and state): the page waits behind 'Signing you
 * in...' while the callback is answered, the parameters leave the address, and the answer
 * decides where to go. The pages below mount only afterwards, already signed in.
 */
export const GoogleCallbackGate = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [callback, setCallback] = useState(() => readCallbackParams(location.search));
  const startedAt = useRef(location);

  useEffect(() => {
    if (!callback) return;
    let isCurrent = true;
    const from = startedAt.current;
    navigate({ pathname: from.pathname, search: withoutCallbackParams(from.search), hash: from.hash }, { replace: true });
    void resolveOnce(callback).then((action) => {
      if (!isCurrent) return;
      if (action.kind === 'sign-in') signIn(action.token, action.user);
      navigate(action.destination, { replace: true });
      setCallback(null);
    });
    return () => {
      isCurrent = false;
    };
  }, [callback, navigate, signIn]);

  if (!callback) return children;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-stone-50 px-4 text-center">
      <Spinner className="text-4xl text-brand-700" />
      <p role="status" className="mt-6 text-2xl font-bold text-brand-950">
        {AUTH_TEXT.signingIn}
      </p>
      <p className="mt-3 text-stone-700">Finishing your Google sign-in. This only takes a moment.</p>
    </main>
  );
};
