import { useMutation } from '@tanstack/react-query';
import { ZForgotPasswordResponse, type TForgotPasswordRequest } from '@app/contract';
import { api } from '../api-client.ts';

/** POST /auth/forgot-password, from either site's 'Forgot password?': the same answer whether or not the e-mail has an account. */
export const requestPasswordReset = (body: TForgotPasswordRequest) =>
  api.post('/auth/forgot-password', body, { schema: ZForgotPasswordResponse, isAuthenticated: false });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
