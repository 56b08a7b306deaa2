import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { TLoginRequest } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { ZRedirect, ZSignedIn } from './auth-responses.ts';

const ZLoginAnswer = z.union([ZRedirect, ZSignedIn]);
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

/** POST /auth/login: a session, or (for a service provider) where to go instead. */
export const login = (body: TLoginRequest): Promise<TLoginAnswer> => api.post('/auth/login', body, { schema: ZLoginAnswer, isAuthenticated: false });

export const useLogin = () => useMutation({ mutationFn: login });
