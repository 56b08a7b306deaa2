// Client storage of the session (spec public-site.md §3): the token and the user live in
// local storage under the current key pair and the older brand-named pair; both pairs are
// read at start-up, and unreadable data is cleared rather than trusted.
import { STORAGE_KEYS, ZAuthType, ZOrganiserType, ZUserRole, type TUser } from '@app/contract';
import { z } from 'zod';

export type TStoredSession = { token: string; user: TUser };

/**
 * Session-storage key of the landing page's request wizard in progress (its values and step), kept
 * across a reload and cleared once the request is sent. Beside the contract's STORAGE_KEYS, which
 * name the keys the API's clients share.
 */
export const REQUEST_WIZARD_PROGRESS_KEY = 'event_request_wizard_progress';

const getLocal = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};
const getSession = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

const nullableText = z.string().nullish().transform((v) => v ?? null);

/** A stored user, lenient about fields an older client (or the Google flow) did not store. */
export const ZClientUser = z.object({
  id: z.coerce.number().int(),
  email: z.string().min(1),
  user_role: ZUserRole.catch('event_organiser'),
  status: z.string().catch('active'),
  auth_type: ZAuthType.catch('email'),
  profile: z
    .object({
      first_name: nullableText,
      last_name: nullableText,
      business_name: nullableText,
      organiser_type: ZOrganiserType.catch('individual'),
      phone_number: nullableText,
      avatar_url: nullableText.optional(),
    })
    .catch({ first_name: null, last_name: null, business_name: null, organiser_type: 'individual', phone_number: null }),
});

/** Reads a user from its JSON text, or null when the text is not a usable user. */
export const parseStoredUser = (raw: string): TUser | null => {
  try {
    const parsed = ZClientUser.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The bearer token, from either key pair. */
export const readToken = (): string | null => {
  const local = getLocal();
  return local?.getItem(STORAGE_KEYS.token) || local?.getItem(STORAGE_KEYS.legacyToken) || null;
};

/** Removes the token and user under both key pairs, and the temporary OAuth flag. */
export const clearStoredAuth = (): void => {
  const keys = [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.legacyToken, STORAGE_KEYS.legacyUser, STORAGE_KEYS.tempOAuth];
  for (const store of [getLocal(), getSession()]) for (const key of keys) store?.removeItem(key);
};

/** Removes what a session keeps in session storage: dashboard tab, Google details, pending request, the wizard in progress. */
export const clearSessionData = (): void => {
  const session = getSession();
  for (const key of [
    STORAGE_KEYS.dashboardTab,
    STORAGE_KEYS.googleUserInfo,
    STORAGE_KEYS.googleTempToken,
    STORAGE_KEYS.pendingEventRequest,
    STORAGE_KEYS.tempOAuth,
    REQUEST_WIZARD_PROGRESS_KEY,
  ]) {
    session?.removeItem(key);
  }
};

/**
 * The stored session, read from the current pair first and the older pair second.
 * Null when nothing complete is stored; corrupt data clears all stored auth.
 */
export const readStoredSession = (): TStoredSession | null => {
  const local = getLocal();
  if (!local) return null;
  const token = readToken();
  const rawUser = local.getItem(STORAGE_KEYS.user) || local.getItem(STORAGE_KEYS.legacyUser);
  if (!token || !rawUser) return null;
  const user = parseStoredUser(rawUser);
  if (!user) {
    clearStoredAuth();
    return null;
  }
  return { token, user };
};

/** Writes the user under both key pairs. */
export const writeStoredUser = (user: TUser): void => {
  const local = getLocal();
  const raw = JSON.stringify(user);
  local?.setItem(STORAGE_KEYS.user, raw);
  local?.setItem(STORAGE_KEYS.legacyUser, raw);
};

/** Writes the token and the user under both key pairs. */
export const writeStoredSession = ({ token, user }: TStoredSession): void => {
  const local = getLocal();
  local?.setItem(STORAGE_KEYS.token, token);
  local?.setItem(STORAGE_KEYS.legacyToken, token);
  writeStoredUser(user);
  local?.removeItem(STORAGE_KEYS.tempOAuth);
};
