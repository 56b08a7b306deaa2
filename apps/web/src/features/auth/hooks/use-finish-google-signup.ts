import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_TEXT, ROUTE_TOAST_DURATION_MS } from '@app/contract';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { notify } from '../../../lib/notify.ts';
import { useCompleteGoogleSignup } from '../api/complete-google-signup.ts';
import { clearGoogleSignup, googleDetailsProblem, googleSignupDestination, type TGoogleDetails } from '../google-signup-rules.ts';
import { hasPendingEventRequest } from '../session-hints.ts';

export type TCompletionFailure = { message: string; isExpired: boolean };

/**
 * A failed completion: the toast says 'Failed to complete signup. Please try again.', or the
 * server's own words for a request it refused (4xx: a rule, an expired sign-up, a taken e-mail).
 */
export const completionFailure = (error: unknown, fallback: string): TCompletionFailure & { toast: string } => {
  const isRefused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const serverText = isRefused ? error.serverError || error.serverMessage : undefined;
  return { message: errorText(error, fallback), toast: serverText ?? AUTH_TEXT.completeSignupFailed, isExpired: error instanceof ApiError && error.status === 401 };
};

/**
 * Completes a Google sign-up (Complete Your Profile, /auth/signup): checks the details, posts
 * them with the temporary token, then signs in, forgets the Google details and goes on.
 */
export const useFinishGoogleSignup = ({ tempAccessToken, fallback }: { tempAccessToken: string; fallback: string }) => {
  const complete = useCompleteGoogleSignup();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<TCompletionFailure | null>(null);

  const submit = (details: TGoogleDetails) => {
    if (complete.isPending) return;
    const problem = googleDetailsProblem(details);
    if (problem || !details.organiserType) {
      setFailure({ message: problem ?? '', isExpired: false });
      return;
    }
    setFailure(null);
    const isBusiness = details.organiserType === 'business';
    complete.mutate(
      {
        tempAccessToken,
        organiserType: details.organiserType,
        phoneNumber: details.phone.trim() || null,
        firstName: details.firstName.trim(),
        lastName: details.lastName.trim(),
        businessName: isBusiness ? details.businessName.trim() : null,
      },
      {
        onSuccess: ({ token, user }) => {
          clearGoogleSignup();
          signIn(token, user);
          navigate(googleSignupDestination(hasPendingEventRequest()), { replace: true });
        },
        onError: (error) => {
          const { toast, ...shown } = completionFailure(error, fallback);
          setFailure(shown);
          notify(toast, 'error', ROUTE_TOAST_DURATION_MS);
        },
      },
    );
  };

  return { submit, isPending: complete.isPending, failure, clearFailure: () => setFailure(null) };
};
