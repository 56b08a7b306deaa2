import { useCallback } from 'react';
import type { TProfile } from '@app/contract';
import { useAuth } from '@app/web-core/auth/auth-context.ts';

/**
 * Copies saved profile fields into the signed-in user (stored and in the auth context), so the
 * dashboard header's name and avatar change with the Profile tab, without asking the server again.
 */
export const useSignedInProfileSync = () => {
  const { user, token, signIn } = useAuth();
  return useCallback(
    (saved: Partial<TProfile['profile']>) => {
      if (!user || !token) return;
      const { first_name, last_name, business_name, phone_number, avatar_url } = { ...user.profile, ...saved };
      signIn(token, { ...user, profile: { ...user.profile, first_name, last_name, business_name, phone_number, avatar_url } });
    },
    [user, token, signIn],
  );
};
