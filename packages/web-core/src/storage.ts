// Client storage of the session (spec public-site.md §3): the token and the user live in
// local storage under the current key pair and the older brand-named pair; both pairs are
// read at start-up, and unreadable data is cleared rather than trusted.
import { AUTH_TYPES, ORGANISER_TYPES, STORAGE_KEYS, USER_ROLES, type TUser } from '@app/contract';

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

type TProfile = TUser['profile'];
const DEFAULT_PROFILE: TProfile = { first_name: null, last_name: null, business_name: null, organiser_type: 'individual', phone_number: null };
/** Not text: the whole stored profile is replaced by the default one. */
const NOT_TEXT = Symbol('not text');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);
const nullableText = (value: unknown): string | null | typeof NOT_TEXT => (value == null ? null : typeof value === 'string' ? value : NOT_TEXT);

const clientProfile = (value: unknown): TProfile => {
  if (!isRecord(value)) return DEFAULT_PROFILE;
  const texts = { first_name: nullableText(value.first_name), last_name: nullableText(value.last_name), business_name: nullableText(value.business_name), phone_number: nullableText(value.phone_number) };
  const avatar = value.avatar_url === undefined ? undefined : nullableText(value.avatar_url);
  if (Object.values(texts).includes(NOT_TEXT) || avatar === NOT_TEXT) return DEFAULT_PROFILE;
  return {
    ...(texts as Omit<TProfile, 'organiser_type' | 'avatar_url'>),
    organiser_type: oneOf(ORGANISER_TYPES, value.organiser_type, 'individual'),
    ...(avatar === undefined ? {} : { avatar_url: avatar }),
  };
};

/**
 * A stored (or just answered) user, lenient about fields an older client (or the Google flow) did
 * not store; null when it has no whole-number id or no e-mail. By hand, not with zod: it runs on
 * every page's first load, and zod would add about 25 KB gzip to each site's entry chunk.
 */
export const toClientUser = (value: unknown): TUser | null => {
  if (!isRecord(value)) return null;
  const id = Number(value.id);
  if (!Number.isInteger(id) || typeof value.email !== 'string' || value.email.length === 0) return null;
  return {
    id,
    email: value.email,
    user_role: oneOf(USER_ROLES, value.user_role, 'event_organiser'),
    status: typeof value.status === 'string' ? value.status : 'active',
    auth_type: oneOf(AUTH_TYPES, value.auth_type, 'email'),
    profile: clientProfile(value.profile),
  };
};

/** Reads a user from its JSON text, or null when the text is not a usable user. */
export const parseStoredUser = (raw: string): TUser | null => {
  try {
    return toClientUser(JSON.parse(raw));
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
