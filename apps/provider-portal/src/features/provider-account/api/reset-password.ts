import { useMutation } from '@tanstack/react-query';
import { ZProviderAuthSuccess, type TProviderResetPasswordRequest } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';

/**
 * POST /service-provider/account/reset-password: the new password is set, every other session signed
 * out, and the provider signed in here. An organiser's link is refused (403).
 */
export const resetPassword = (body: TProviderResetPasswordRequest) =>
  api.post('/service-provider/account/reset-password', body, { schema: ZProviderAuthSuccess, isAuthenticated: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
