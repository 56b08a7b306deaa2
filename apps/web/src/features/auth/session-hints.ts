// What the session storage says about where a person is headed after signing in: a pending
// event request, a saved dashboard tab, and (across a Google round trip) a protected page.
import { QUERY_FLAGS, STORAGE_KEYS } from '@app/contract';
import { isProtectedPath } from '../../lib/protected-paths.ts';

/** Kept only while the browser is away at Google: the protected page to come back to. */
const GOOGLE_RETURN_KEY = 'google_return_to';

const session = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

export const PENDING_EVENT_DESTINATION = `/?${QUERY_FLAGS.submitPendingEvent}=true`;

export const hasPendingEventRequest = (): boolean => !!session()?.getItem(STORAGE_KEYS.pendingEventRequest);

/** Back from signing in to submit an event request (one is pending, or the address says so): the request form is needed at once. */
export const isResumingEventRequest = (): boolean =>
  hasPendingEventRequest() || new URLSearchParams(window.location.search).has(QUERY_FLAGS.submitPendingEvent);

export const readSavedDashboardTab = (): string | null => session()?.getItem(STORAGE_KEYS.dashboardTab) || null;

/** Before leaving for Google: the protected page to return to (or nothing). */
export const rememberGoogleReturn = (path: string | null): void => {
  if (path && isProtectedPath(path)) session()?.setItem(GOOGLE_RETURN_KEY, path);
  else session()?.removeItem(GOOGLE_RETURN_KEY);
};

/** Back from Google: the remembered protected page, read once. */
export const takeGoogleReturn = (): string | null => {
  const path = session()?.getItem(GOOGLE_RETURN_KEY) ?? null;
  session()?.removeItem(GOOGLE_RETURN_KEY);
  return path && isProtectedPath(path) ? path : null;
};
