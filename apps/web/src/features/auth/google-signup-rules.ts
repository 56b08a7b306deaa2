// Completing a Google sign-up (spec §5; the form's rules are the contract's ZGoogleCompleteForm).
// The Google details and the temporary token wait in session storage between the callback and
// the completion.
import { z } from 'zod';
import { QUERY_FLAGS, STORAGE_KEYS, type TGoogleCompleteForm } from '@app/contract';
import { PENDING_EVENT_DESTINATION } from './session-hints.ts';

const optionalText = z.string().nullish().catch(null).transform((value) => value?.trim() || null);

/** The Google user info as kept in session storage: every field optional, non-text read as missing. */
const ZStoredGoogleUserInfo = z.object({
  given_name: optionalText,
  family_name: optionalText,
  name: optionalText,
  email: optionalText,
  picture: optionalText,
});
export type TGoogleUserInfo = z.infer<typeof ZStoredGoogleUserInfo>;
export type TGoogleSignup = { tempAccessToken: string; userInfo: TGoogleUserInfo };

/** The details form, prefilled from the Google given and family names; the account type is still to choose. */
export const initialGoogleDetails = (userInfo: TGoogleUserInfo): Omit<TGoogleCompleteForm, 'organiserType'> => ({
  firstName: userInfo.given_name ?? '',
  lastName: userInfo.family_name ?? '',
  businessName: '',
  phone: '',
});

/** Parses stored user info text; null when it is missing or not a JSON object. */
export const parseGoogleUserInfo = (raw: string | null): TGoogleUserInfo | null => {
  if (!raw) return null;
  try {
    const parsed = ZStoredGoogleUserInfo.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The Google details and temporary token kept in session storage, or null when either cannot be read. */
export const readGoogleSignup = (): TGoogleSignup | null => {
  try {
    const tempAccessToken = window.sessionStorage.getItem(STORAGE_KEYS.googleTempToken);
    const userInfo = parseGoogleUserInfo(window.sessionStorage.getItem(STORAGE_KEYS.googleUserInfo));
    return tempAccessToken && userInfo ? { tempAccessToken, userInfo } : null;
  } catch {
    return null;
  }
};

export const writeGoogleSignup = ({ tempAccessToken, userInfo }: { tempAccessToken: string; userInfo: unknown }): void => {
  window.sessionStorage.setItem(STORAGE_KEYS.googleUserInfo, JSON.stringify(userInfo));
  window.sessionStorage.setItem(STORAGE_KEYS.googleTempToken, tempAccessToken);
};

/** Removes both stored Google items. */
export const clearGoogleSignup = (): void => {
  try {
    window.sessionStorage.removeItem(STORAGE_KEYS.googleTempToken);
    window.sessionStorage.removeItem(STORAGE_KEYS.googleUserInfo);
  } catch {
    // Nothing stored where there is no storage.
  }
};

/** Where a new Google organiser goes: back to a pending event request, else the dashboard's tour. */
export const googleSignupDestination = (hasPendingRequest: boolean): string =>
  hasPendingRequest ? PENDING_EVENT_DESTINATION : `/dashboard?${QUERY_FLAGS.newUser}=true`;

/** The first letter to show when the Google picture is missing or does not load. */
export const googleInitial = (userInfo: TGoogleUserInfo): string =>
  (userInfo.given_name ?? userInfo.name ?? userInfo.email ?? 'U').trim().charAt(0).toUpperCase() || 'U';
