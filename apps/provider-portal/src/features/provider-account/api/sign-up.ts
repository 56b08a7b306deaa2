import { useMutation } from '@tanstack/react-query';
import { ZProviderAuthSuccess, type TProviderSignupRequest } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';

/** POST /service-provider/account/signup: the new (pending) business, signed in. */
export const signUp = (body: TProviderSignupRequest) =>
  api.post('/service-provider/account/signup', body, { schema: ZProviderAuthSuccess, isAuthenticated: false });

export const useSignUp = () => useMutation({ mutationFn: signUp });
