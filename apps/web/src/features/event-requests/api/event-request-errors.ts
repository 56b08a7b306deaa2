// What an event-request call's failure says to the organiser (spec public-site.md §8, dashboard.md §8):
// the server's own words when it gives them; otherwise, for a route the server does not offer, the
// spec's 'not yet implemented on the server' fallbacks; otherwise 'HTTP error! status: N'.
import { EVENT_REQUEST_MSG } from '@app/contract';
import { ApiError } from '@app/web-core/api-client.ts';

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
