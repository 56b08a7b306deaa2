import { useState } from 'react';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_TEXT, ROUTE_TOAST_DURATION_MS, ZGoogleCompleteForm } from '@app/contract';
import { ApiError, errorText } from '@app/web-core/api-client.ts';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { notify } from '@app/web-core/notify.ts';
import { useOneMessageForm } from '@app/web-core/use-one-message-form.ts';
import { useCompleteGoogleSignup } from '../api/complete-google-signup.ts';
import { clearGoogleSignup, googleSignupDestination, initialGoogleDetails, type TGoogleSignup } from '../google-signup-rules.ts';
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
 * The details form of a Google sign-up (Complete Your Profile, /auth/signup): checks the details
 * with the contract's schema, posts them with the temporary token, then signs in, forgets the
 * Google details and goes on. `message` is the form's one message: a rule the details break, else
 * the failure of the last completion.
 */
export const useFinishGoogleSignup = ({ stored, fallback }: { stored: TGoogleSignup; fallback: string }) => {
  const complete = useCompleteGoogleSignup();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<TCompletionFailure | null>(null);
  const details = useOneMessageForm({
    resolver: zodResolver(ZGoogleCompleteForm),
    defaultValues: initialGoogleDetails(stored.userInfo),
    order: ['organiserType', 'firstName', 'lastName', 'businessName', 'phone'],
    onEdit: () => setFailure(null),
  });

  const onSubmit = details.form.handleSubmit(
    (values) => {
      if (complete.isPending) return;
      setFailure(null);
      complete.mutate(
        { tempAccessToken: stored.tempAccessToken, ...values },
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
    },
    () => setFailure(null),
  );

  return {
    form: details.form,
    onSubmit,
    message: details.message ?? failure?.message,
    isPending: complete.isPending,
    failure,
    /** Forgets the shown message, the details' or the completion's. */
    clearFailure: () => {
      details.form.clearErrors();
      setFailure(null);
    },
  };
};
