import { useMutation } from '@tanstack/react-query';
import type { TSignupRequest } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { ZSignedIn, type TSignedIn } from './auth-responses.ts';

/** POST /auth/signup: creates an event organiser's account and signs them in. */
export const signup = (body: TSignupRequest): Promise<TSignedIn> => api.post('/auth/signup', body, { schema: ZSignedIn, isAuthenticated: false });

export const useSignup = () => useMutation({ mutationFn: signup });
