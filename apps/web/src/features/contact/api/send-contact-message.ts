import { useMutation } from '@tanstack/react-query';
import { MSG, ZContactMessageResponse, type TContactMessageRequest } from '@app/contract';
import { api, ApiError } from '@app/web-core/api-client.ts';

/**
 * Sends a message to support. Rejects with the server's message, or 'Failed to send message'
 * when the server said no without one.
 */
export async function sendContactMessage(payload: TContactMessageRequest) {
  try {
    const body = await api.post<unknown>('/public/contact-messages', payload, { isAuthenticated: false });
    const parsed = ZContactMessageResponse.safeParse(body);
    if (parsed.success) return parsed.data;
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : '';
    throw new Error(message || MSG.contactFailed);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) throw new Error(error.serverMessage || error.serverError || MSG.contactFailed);
    throw error;
  }
}

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });

/** What the page shows above the form: the server's or the error's message, else the fallback. */
export const contactErrorText = (error: unknown): string =>
  (error instanceof Error && error.message) || MSG.contactFailedFallback;
