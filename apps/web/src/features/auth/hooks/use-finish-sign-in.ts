import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { TUser } from '@app/contract';
import { useAuth, useAuthDialogs, useAuthDialogState } from '@app/web-core/auth/auth-context.ts';
import { hasPendingEventRequest, PENDING_EVENT_DESTINATION } from '../session-hints.ts';

/**
 * After a login or sign-up: store the session, close the dialog and go on: to the landing
 * page to submit a pending event request, else to the remembered protected page, else /dashboard.
 */
export const useFinishSignIn = () => {
  const { signIn } = useAuth();
  const { close } = useAuthDialogs();
  const { returnTo, rememberReturnTo } = useAuthDialogState();
  const navigate = useNavigate();
  return useCallback(
    (token: string, user: TUser) => {
      signIn(token, user);
      close();
      rememberReturnTo(null);
      const destination = hasPendingEventRequest() ? PENDING_EVENT_DESTINATION : (returnTo ?? '/dashboard');
      navigate(destination);
    },
    [signIn, close, rememberReturnTo, returnTo, navigate],
  );
};
