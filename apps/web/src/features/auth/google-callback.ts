// The Google callback at start-up (spec public-site.md §4): which parameters mark it, and where
// each answer leads.
import { AUTH_ERROR_CODES, QUERY_FLAGS, type TUser } from '@app/contract';
import type { TGoogleCallbackAnswer, TGoogleCallbackParams } from './api/finish-google-sign-in.ts';
import { PENDING_EVENT_DESTINATION } from './session-hints.ts';

/** What Google (or the identity provider) adds to the return address, removed once read. */
const CALLBACK_PARAMS = ['code', 'state', 'scope', 'authuser', 'hd', 'prompt', 'iss', 'session_state'] as const;

export const OAUTH_FAILED_DESTINATION = `/?${QUERY_FLAGS.error}=${AUTH_ERROR_CODES.oauthFailed}`;
export const GOOGLE_SIGNUP_DESTINATION = `/?${QUERY_FLAGS.googleSignup}=true`;

/** The code and state when the address carries both, else null. */
export const readCallbackParams = (search: string): TGoogleCallbackParams | null => {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const state = params.get('state');
  return code && state ? { code, state } : null;
};

/** The query without the callback parameters ('' when nothing else is left). */
export const withoutCallbackParams = (search: string): string => {
  const params = new URLSearchParams(search);
  for (const key of CALLBACK_PARAMS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
};

export type TGoogleCallbackAction =
  | { kind: 'provider'; destination: string }
  | { kind: 'new-user'; userInfo: unknown; tempAccessToken: string; destination: string }
  | { kind: 'sign-in'; token: string; user: TUser; destination: string };

export type TReturnHints = { hasPendingRequest: boolean; savedTab: string | null; returnTo: string | null };

/**
 * - a service provider: /?redirect_to_sp=true&redirect_url={encoded} (the landing shows the notice);
 * - a new user: the Google details are kept and /?google_signup=true opens Complete Your Profile;
 * - a session: a pending event request goes back to /?submit_pending_event=true, else the
 *   protected page the visitor was turned away from, else /dashboard (?tab= when one was saved).
 */
export const routeGoogleCallback = (answer: TGoogleCallbackAnswer, hints: TReturnHints): TGoogleCallbackAction => {
  if ('redirect' in answer) {
    return { kind: 'provider', destination: `/?${QUERY_FLAGS.redirectToProvider}=true&${QUERY_FLAGS.redirectUrl}=${encodeURIComponent(answer.redirectUrl)}` };
  }
  if ('isNewUser' in answer) {
    return { kind: 'new-user', userInfo: answer.userInfo, tempAccessToken: answer.tempAccessToken, destination: GOOGLE_SIGNUP_DESTINATION };
  }
  const destination = hints.hasPendingRequest
    ? PENDING_EVENT_DESTINATION
    : (hints.returnTo ?? (hints.savedTab ? `/dashboard?${QUERY_FLAGS.tab}=${encodeURIComponent(hints.savedTab)}` : '/dashboard'));
  return { kind: 'sign-in', token: answer.token, user: answer.user, destination };
};
