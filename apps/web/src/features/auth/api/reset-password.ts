import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { TResetPasswordRequest } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { ZRedirect, ZSignedIn } from './auth-responses.ts';

const ZResetAnswer = z.union([ZRedirect, ZSignedIn]);
export type TResetAnswer = z.infer<typeof ZResetAnswer>;

/** POST /auth/reset-password: a new session (every other one is signed out), or for a provider where to go. */
export const resetPassword = (body: TResetPasswordRequest): Promise<TResetAnswer> =>
  api.post('/auth/reset-password', body, { schema: ZResetAnswer, isAuthenticated: false });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
