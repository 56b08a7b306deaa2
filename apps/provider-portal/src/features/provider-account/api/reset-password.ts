import { useMutation } from '@tanstack/react-query';
import { ZResetPasswordResponse, type TResetPasswordRequest } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';

/**
 * POST /auth/reset-password: the new password is set and every session signed out. A provider's
 * answer names this portal (as the shared sign-in does); an organiser's is a new session.
 */
export const resetPassword = (body: TResetPasswordRequest) =>
  api.post('/auth/reset-password', body, { schema: ZResetPasswordResponse, isAuthenticated: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
