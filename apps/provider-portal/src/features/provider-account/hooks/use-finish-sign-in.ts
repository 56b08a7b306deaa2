import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TProviderAuthSuccess } from '@app/contract';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** After sign-in or sign-up: the session stored, the business cached for the frame, and on to `to`. */
export const useFinishSignIn = () => {
  const { signIn } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (answer: TProviderAuthSuccess, to: string) => {
      queryClient.setQueryData(queryKeys.providerAccount, answer.provider);
      signIn(answer.token, answer.user);
      navigate(to, { replace: true });
    },
    [navigate, queryClient, signIn],
  );
};
