// What /auth/success does with its query (spec public-site.md §4, "Google sign-in landing").
import { AUTH_ERROR_CODES, AUTH_TEXT, QUERY_FLAGS, type TUser } from '@app/contract';
import { parseStoredUser } from '@app/web-core/storage.ts';
import { decodeAuthData } from './decode-auth-data.ts';
import { PENDING_EVENT_DESTINATION } from './session-hints.ts';

export type TAuthSuccessAction =
  | { kind: 'none' }
  /** Store the user, and the token when there is one (else the temporary-OAuth flag), then go on. */
  | { kind: 'sign-in'; token: string | null; user: TUser; destination: string }
  /** Go elsewhere; `message` is shown as an error first. */
  | { kind: 'redirect'; destination: string; message?: string };

export const PROCESSING_FAILED_DESTINATION = `/auth/error?error=${AUTH_ERROR_CODES.processingFailed}`;
const PARAMETER_MISSING_DESTINATION = `/?${QUERY_FLAGS.authError}=${AUTH_ERROR_CODES.parameterMissing}`;

const isTrue = (value: string | null) => value === 'true' || value === '1';

const fromParams = (params: URLSearchParams): TUser | null =>
  parseStoredUser(
    JSON.stringify({
      id: Number(params.get('userId')),
      email: params.get('email'),
      user_role: params.get('user_role') || 'event_organiser',
      status: params.get('status') || 'active',
      auth_type: 'google_oauth',
      profile: {
        first_name: params.get('first_name') ?? params.get('firstName'),
        last_name: params.get('last_name') ?? params.get('lastName'),
        business_name: params.get('business_name') ?? params.get('businessName'),
        organiser_type: params.get('organiser_type') ?? params.get('organiserType') ?? 'individual',
        phone_number: null,
      },
    }),
  );

/**
 * - no query: nothing happens;
 * - userId (with email, first_name, last_name, business_name, organiser_type, user_role, status,
 *   token?, isNewUser? or new_user?): a user built from the parameters; then the pending request,
 *   /dashboard?new_user=true for a new user, or /dashboard;
 * - data (base64 JSON { token, user, isNewUser }): then the pending request, /dashboard?welcome=true
 *   for a new user, or /dashboard; undecodable data says 'Invalid authentication data';
 * - neither: /?auth_error=parameter_missing; anything unusable: /auth/error?error=processing_failed.
 */
export const resolveAuthSuccess = (search: string, hasPendingRequest: boolean): TAuthSuccessAction => {
  const params = new URLSearchParams(search);
  if ([...params.keys()].length === 0) return { kind: 'none' };
  const failed: TAuthSuccessAction = { kind: 'redirect', destination: PROCESSING_FAILED_DESTINATION };
  try {
    const userId = params.get('userId');
    if (userId) {
      const user = /^\d+$/.test(userId) ? fromParams(params) : null;
      if (!user) return failed;
      const isNewUser = isTrue(params.get('isNewUser')) || isTrue(params.get(QUERY_FLAGS.newUser));
      const destination = hasPendingRequest ? PENDING_EVENT_DESTINATION : isNewUser ? `/dashboard?${QUERY_FLAGS.newUser}=true` : '/dashboard';
      return { kind: 'sign-in', token: params.get('token') || null, user, destination };
    }
    const data = params.get('data');
    if (data) {
      let decoded: unknown;
      try {
        decoded = decodeAuthData(data);
      } catch {
        return { ...failed, message: AUTH_TEXT.invalidAuthData };
      }
      const { token, user: rawUser, isNewUser } = (typeof decoded === 'object' && decoded !== null ? decoded : {}) as Record<string, unknown>;
      const user = rawUser ? parseStoredUser(JSON.stringify(rawUser)) : null;
      if (typeof token !== 'string' || !token || !user) return failed;
      const destination = hasPendingRequest ? PENDING_EVENT_DESTINATION : isNewUser === true ? `/dashboard?${QUERY_FLAGS.welcome}=true` : '/dashboard';
      return { kind: 'sign-in', token, user, destination };
    }
    return { kind: 'redirect', destination: PARAMETER_MISSING_DESTINATION };
  } catch {
    return failed;
  }
};
