import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AUTH_TEXT } from '@app/contract';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { finishGoogleSignIn, type TGoogleCallbackAnswer, type TGoogleCallbackParams } from '../api/finish-google-sign-in.ts';
import { OAUTH_FAILED_DESTINATION, readCallbackParams, routeGoogleCallback, withoutCallbackParams } from '../google-callback.ts';
import { writeGoogleSignup } from '../google-signup-rules.ts';
import { hasPendingEventRequest, readSavedDashboardTab, takeGoogleReturn } from '../session-hints.ts';

// One call per callback, however often effects run (React StrictMode runs them twice).
const calls = new Map<string, Promise<TGoogleCallbackAnswer>>();
const callOnce = (params: TGoogleCallbackParams) => {
  let call = calls.get(params.state);
  if (!call) {
    call = finishGoogleSignIn(params);
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
    const finish = (destination: string) => {
      navigate(destination, { replace: true });
      setCallback(null);
    };
    callOnce(callback).then(
      (answer) => {
        if (!isCurrent) return;
        try {
          const action = routeGoogleCallback(answer, { hasPendingRequest: hasPendingEventRequest(), savedTab: readSavedDashboardTab(), returnTo: takeGoogleReturn() });
          if (action.kind === 'new-user') writeGoogleSignup(action);
          if (action.kind === 'sign-in') signIn(action.token, action.user);
          finish(action.destination);
        } catch {
          finish(OAUTH_FAILED_DESTINATION);
        }
      },
      () => {
        if (isCurrent) finish(OAUTH_FAILED_DESTINATION);
      },
    );
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
