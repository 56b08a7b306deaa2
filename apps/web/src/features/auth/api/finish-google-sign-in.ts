import { z } from 'zod';
import { api } from '@app/web-core/api-client.ts';
import type { TGoogleCallbackParams } from '../google-callback-params.ts';
import { ZRedirect, ZSignedIn } from './auth-responses.ts';

/** A new Google user: the details Google gave and a short-lived token to finish the sign-up. */
const ZGoogleNewUser = z.object({
  isNewUser: z.literal(true),
  userInfo: z.looseObject({}),
  tempAccessToken: z.string().min(1),
});

const ZGoogleCallbackAnswer = z.union([ZRedirect, ZGoogleNewUser, ZSignedIn]);
export type TGoogleCallbackAnswer = z.infer<typeof ZGoogleCallbackAnswer>;

/** GET /auth/google/callback: a session, the provider portal, or a new user to complete. */
export const finishGoogleSignIn = ({ code, state }: TGoogleCallbackParams): Promise<TGoogleCallbackAnswer> =>
  api.get('/auth/google/callback', { query: { code, state }, schema: ZGoogleCallbackAnswer, isAuthenticated: false });
