import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@app/web-core/api-client.ts';

const ZGoogleUrl = z.object({ url: z.string().min(1) });

/** GET /auth/google-url: where the browser goes to sign in with Google. */
export const getGoogleUrl = async (): Promise<string> => (await api.get('/auth/google-url', { schema: ZGoogleUrl, isAuthenticated: false })).url;

export const useGoogleUrl = () => useMutation({ mutationFn: getGoogleUrl });
