import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { QUERY_FLAGS, STORAGE_KEYS, type TUser } from '@app/contract';
import { useAuth, useAuthDialogs, useAuthDialogState } from '../../../lib/auth/auth-context.ts';

const hasPendingEventRequest = (): boolean => {
  try {
    return !!window.sessionStorage.getItem(STORAGE_KEYS.pendingEventRequest);
  } catch {
    return false;
  }
};

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
      const destination = hasPendingEventRequest() ? `/?${QUERY_FLAGS.submitPendingEvent}=true` : (returnTo ?? '/dashboard');
      navigate(destination);
    },
    [signIn, close, rememberReturnTo, returnTo, navigate],
  );
};
