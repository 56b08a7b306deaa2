import { useMutation } from '@tanstack/react-query';
import { ZProviderAuthSuccess, type TProviderLoginRequest } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';

/** POST /service-provider/account/login: a session and the business; an organiser's account is refused (403). */
export const signIn = (body: TProviderLoginRequest) =>
  api.post('/service-provider/account/login', body, { schema: ZProviderAuthSuccess, isAuthenticated: false });

export const useSignIn = () => useMutation({ mutationFn: signIn });
