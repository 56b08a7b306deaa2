// The Google callback at start-up (spec public-site.md §4): the call, and where each answer leads.
import { AUTH_ERROR_CODES, QUERY_FLAGS, type TUser } from '@app/contract';
import { finishGoogleSignIn, type TGoogleCallbackAnswer } from './api/finish-google-sign-in.ts';
import type { TGoogleCallbackParams } from './google-callback-params.ts';
import { writeGoogleSignup } from './google-signup-rules.ts';
import { hasPendingEventRequest, PENDING_EVENT_DESTINATION, readSavedDashboardTab, takeGoogleReturn } from './session-hints.ts';

export const OAUTH_FAILED_DESTINATION = `/?${QUERY_FLAGS.error}=${AUTH_ERROR_CODES.oauthFailed}`;
export const GOOGLE_SIGNUP_DESTINATION = `/?${QUERY_FLAGS.googleSignup}=true`;

export type TGoogleCallbackAction =
  | { kind: 'failed'; destination: string }
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

/**
 * Answers a callback: asks the server, keeps a new user's Google details for Complete Your Profile,
 * and says where to go; any failure leads to /?error=oauth_failed. Signing in is left to the caller.
 */
export const resolveGoogleCallback = async (params: TGoogleCallbackParams): Promise<TGoogleCallbackAction> => {
  try {
    const answer = await finishGoogleSignIn(params);
    const action = routeGoogleCallback(answer, { hasPendingRequest: hasPendingEventRequest(), savedTab: readSavedDashboardTab(), returnTo: takeGoogleReturn() });
    if (action.kind === 'new-user') writeGoogleSignup(action);
    return action;
  } catch {
    return { kind: 'failed', destination: OAUTH_FAILED_DESTINATION };
  }
};
