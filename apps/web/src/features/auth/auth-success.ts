// What /auth/success does with its query (spec public-site.md §4, "Google sign-in landing").
import { AUTH_ERROR_CODES, QUERY_FLAGS, type TUser } from '@app/contract';
import { parseStoredUser } from '../../lib/storage.ts';

export type TAuthSuccessAction =
  | { kind: 'none' }
  | { kind: 'sign-in'; token: string | null; user: TUser; destination: string }
  | { kind: 'redirect'; destination: string };

const PENDING_DESTINATION = `/?${QUERY_FLAGS.submitPendingEvent}=true`;
export const PROCESSING_FAILED_DESTINATION = `/auth/error?error=${AUTH_ERROR_CODES.processingFailed}`;

const isTrue = (value: string | null) => value === 'true' || value === '1';

/** Decodes base64 (standard or URL-safe) JSON text. */
const decodeData = (value: string): unknown => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
};

/**
 * - no query: nothing happens;
 * - userId (with email, first_name, last_name, business_name, organiser_type, token?, isNewUser?):
 *   a user built from the parameters; then the pending request, /dashboard?new_user=true or /dashboard;
 * - data (base64 JSON { token, user, isNewUser }): then the pending request, /dashboard?welcome=true or /dashboard;
 * - neither: /?auth_error=parameter_missing; anything unreadable: /auth/error?error=processing_failed.
 */
export const resolveAuthSuccess = (search: string, hasPendingRequest: boolean): TAuthSuccessAction => {
  const params = new URLSearchParams(search);
  if ([...params.keys()].length === 0) return { kind: 'none' };
  try {
    const userId = params.get('userId');
    if (userId) {
      const user = parseStoredUser(
        JSON.stringify({
          id: Number(userId),
          email: params.get('email'),
          user_role: params.get('user_role') ?? 'event_organiser',
          status: params.get('status') ?? 'active',
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
      if (!user) return { kind: 'redirect', destination: PROCESSING_FAILED_DESTINATION };
      const destination = hasPendingRequest ? PENDING_DESTINATION : isTrue(params.get('isNewUser')) ? `/dashboard?${QUERY_FLAGS.newUser}=true` : '/dashboard';
      return { kind: 'sign-in', token: params.get('token'), user, destination };
    }
    const data = params.get('data');
    if (data) {
      const decoded = decodeData(data) as { token?: unknown; user?: unknown; isNewUser?: unknown } | null;
      const user = decoded?.user ? parseStoredUser(JSON.stringify(decoded.user)) : null;
      if (!decoded || typeof decoded.token !== 'string' || !decoded.token || !user) {
        return { kind: 'redirect', destination: PROCESSING_FAILED_DESTINATION };
      }
      const destination = hasPendingRequest ? PENDING_DESTINATION : decoded.isNewUser === true ? `/dashboard?${QUERY_FLAGS.welcome}=true` : '/dashboard';
      return { kind: 'sign-in', token: decoded.token, user, destination };
    }
    return { kind: 'redirect', destination: `/?${QUERY_FLAGS.authError}=${AUTH_ERROR_CODES.parameterMissing}` };
  } catch {
    return { kind: 'redirect', destination: PROCESSING_FAILED_DESTINATION };
  }
};
