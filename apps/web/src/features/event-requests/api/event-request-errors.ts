// What an event-request call's failure says to the organiser (spec public-site.md §8, dashboard.md §8):
// the server's own words when it gives them; otherwise, for a route the server does not offer, the
// spec's 'not yet implemented on the server' fallbacks; otherwise 'HTTP error! status: N'.
import { EVENT_REQUEST_MSG, MSG } from '@app/contract';
import { ApiError, SessionExpiredError } from '@app/web-core/api-client.ts';

export type TEventRequestAction = 'save-draft' | 'create' | 'update' | 'submit' | 'cancel' | 'delete';

const NOT_READY: Partial<Record<TEventRequestAction, Partial<Record<number, string>>>> = {
  'save-draft': { 500: EVENT_REQUEST_MSG.draftNotImplemented },
  update: { 500: EVENT_REQUEST_MSG.editNotImplemented },
  submit: { 404: EVENT_REQUEST_MSG.submitNotImplemented },
  cancel: { 404: EVENT_REQUEST_MSG.cancelNotImplemented },
  delete: { 404: EVENT_REQUEST_MSG.deleteNotImplemented, 405: EVENT_REQUEST_MSG.deleteNotImplemented },
};

/** Rethrows an ApiError with the message the organiser should read; other errors pass through. */
export const withEventRequestErrors = async <T>(action: TEventRequestAction, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.serverMessage || error.serverError) throw error;
    const fallback = NOT_READY[action]?.[error.status];
    if (!fallback) throw error;
    throw new ApiError({ status: error.status, message: fallback, code: error.code, body: error.body });
  }
};

/**
 * The text of a failed submission: the response's message, else its error, else the error's own
 * message, else the given fallback ('Failed to submit event request. Please try again.').
 */
export const failureText = (error: unknown, fallback: string = EVENT_REQUEST_MSG.submitRequestFailed): string => {
  if (error instanceof ApiError) return error.serverMessage || error.serverError || error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
};

/** My Events' load failure (dashboard.md §8 Event list, §6) and the details modal's. */
export const EVENT_LIST_TEXT = {
  loadFailedTitle: 'Unable to load events',
  notSignedIn: 'Please log in to view your events.',
  forbidden: 'You do not have permission to view events.',
  serverError: 'Server error. Please try again later.',
  network: 'Unable to connect to the server. Please check your internet connection.',
  loadFailed: 'Failed to load events. Please try again.',
  detailsFailedTitle: 'Failed to load event details',
} as const;

/** Why the event list did not load: not signed in (401), no permission (403), the server (5xx), no connection, or anything else. */
export const eventListFailureText = (error: unknown): string => {
  if (error instanceof SessionExpiredError) return MSG.sessionExpired;
  if (!(error instanceof ApiError)) return EVENT_LIST_TEXT.loadFailed;
  if (error.status === 0) return EVENT_LIST_TEXT.network;
  if (error.status === 401) return EVENT_LIST_TEXT.notSignedIn;
  if (error.status === 403) return EVENT_LIST_TEXT.forbidden;
  if (error.status >= 500) return EVENT_LIST_TEXT.serverError;
  return EVENT_LIST_TEXT.loadFailed;
};

/** 'Failed to cancel event: {the reason}', or the bare text when there is no reason to give. */
export const cancelFailureText = (error: unknown): string => {
  const reason = failureText(error, '');
  return reason ? `${EVENT_REQUEST_MSG.cancelFailed}: ${reason}` : EVENT_REQUEST_MSG.cancelFailed;
};
