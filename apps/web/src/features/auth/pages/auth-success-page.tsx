import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AUTH_TEXT, ROUTE_TOAST_DURATION_MS, STORAGE_KEYS } from '@app/contract';
import { Spinner } from '@app/ui/spinner.tsx';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { notify } from '@app/web-core/notify.ts';
import { clearStoredAuth, writeStoredUser } from '@app/web-core/storage.ts';
import { PROCESSING_FAILED_DESTINATION, resolveAuthSuccess } from '../auth-success.ts';
import { hasPendingEventRequest } from '../session-hints.ts';

/** /auth/success: where Google sign-in lands. Shows 'Signing you in...' and moves on, once. */
const AuthSuccessPage = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const isProcessed = useRef(false);
  // No query at all: nothing happens (spec §4), so there is nothing to wait for either.
  const [isIdle] = useState(() => location.search.length <= 1);

  useEffect(() => {
    if (isProcessed.current) return;
    isProcessed.current = true;
    try {
      const action = resolveAuthSuccess(location.search, hasPendingEventRequest());
      if (action.kind === 'none') return;
      if (action.kind === 'sign-in') {
        if (action.token) signIn(action.token, action.user);
        else {
          clearStoredAuth();
          writeStoredUser(action.user);
          window.localStorage.setItem(STORAGE_KEYS.tempOAuth, 'true');
        }
      }
      // Replacing this entry clears the query from the history too.
      if (action.kind === 'redirect' && action.message) notify(action.message, 'error', ROUTE_TOAST_DURATION_MS);
      navigate(action.destination, { replace: true });
    } catch {
      navigate(PROCESSING_FAILED_DESTINATION, { replace: true });
    }
  }, [location.search, navigate, signIn]);

  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      {isIdle ? (
        <>
          <h1 className="text-2xl font-bold text-brand-950">No sign-in in progress</h1>
          <p className="mt-3 text-stone-700">This page finishes a Google sign-in. Start one from the home page with Sign In or Get Started.</p>
        </>
      ) : (
        <>
          <Spinner className="text-4xl text-brand-700" />
          <h1 className="mt-6 text-2xl font-bold text-brand-950" role="status">
            {AUTH_TEXT.signingIn}
          </h1>
          <p className="mt-3 text-stone-700">This only takes a moment.</p>
        </>
      )}
      <Link to="/" className="mt-8 text-sm font-semibold text-brand-700 underline underline-offset-4">
        {AUTH_TEXT.backToHome}
      </Link>
    </section>
  );
};

export default AuthSuccessPage;
