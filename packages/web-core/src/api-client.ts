// The one way the web app calls the API: base /api, JSON both ways, the stored bearer token,
// typed errors, and the session-expiry rule (spec public-site.md §4 and §8).
import { MSG, ROUTE_TOAST_DURATION_MS, SESSION_EXPIRY_REDIRECT_MS, AUTH_TEXT } from '@app/contract';
import type { z } from 'zod';
import { clearStoredAuth, readToken } from './storage.ts';
import { notify } from './notify.ts';
import { browser } from './browser.ts';

export const API_BASE = '/api';

/** An answer other than 2xx, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  /** The server's `error` text, when it sent one. */
  readonly serverError: string | undefined;
  /** The server's `message` text, when it sent one. */
  readonly serverMessage: string | undefined;
  /** The server's error code (contract ERROR_STATUS keys), when it sent one. */
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(options: { status: number; message: string; serverError?: string; serverMessage?: string; code?: string; body?: unknown }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.serverError = options.serverError;
    this.serverMessage = options.serverMessage;
    this.code = options.code;
    this.body = options.body;
  }
}

/** The rejection of a call whose session had expired: 'Session expired'. */
export class SessionExpiredError extends ApiError {
  constructor(body: unknown) {
    super({ status: 403, message: AUTH_TEXT.sessionExpiredRejection, body });
    this.name = 'SessionExpiredError';
  }
}

/** The server's own words for a failure, else the given fallback (spec: 'shown as-is'). */
export const errorText = (error: unknown, fallback: string): string => {
  if (error instanceof SessionExpiredError) return MSG.sessionExpired;
  if (error instanceof ApiError) return error.serverError || error.serverMessage || fallback;
  return fallback;
};

/** A 403 that says the session or token is expired or invalid. */
export const isSessionExpiry = (status: number, texts: readonly (string | undefined)[]): boolean =>
  status === 403 && texts.some((text) => !!text && (/expired/i.test(text) || /invalid( or expired)? token/i.test(text)));

type TExpiryListener = () => void;
const expiryListeners = new Set<TExpiryListener>();
let isExpiryPending = false;

/**
 * Listen for the end of an expired session. Called SESSION_EXPIRY_REDIRECT_MS after the
 * expiry was seen; the listener takes the person to /. With no listener the page reloads at /.
 */
export const onSessionExpired = (listener: TExpiryListener): (() => void) => {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
};

const handleSessionExpiry = (): void => {
  clearStoredAuth();
  if (isExpiryPending) return;
  isExpiryPending = true;
  notify(MSG.sessionExpired, 'error', ROUTE_TOAST_DURATION_MS);
  setTimeout(() => {
    isExpiryPending = false;
    if (expiryListeners.size === 0) {
      browser.assign('/');
      return;
    }
    for (const listener of expiryListeners) listener();
  }, SESSION_EXPIRY_REDIRECT_MS);
};

export type TRequestOptions<TSchema extends z.ZodType | undefined = undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData is sent as multipart/form-data (file uploads). */
  body?: unknown;
  /** Appended as a query string: null, undefined and '' are left out; arrays repeat the key. */
  query?: Record<string, unknown>;
  /** Validates (and types) the response body. */
  schema?: TSchema;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Send the stored bearer token (default true). */
  isAuthenticated?: boolean;
};

type TResult<TSchema, TFallback> = TSchema extends z.ZodType ? z.output<TSchema> : TFallback;

const queryText = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const buildUrl = (path: string, query?: Record<string, unknown>): string => {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = queryText(item);
      if (text !== null) params.append(key, text);
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const textField = (body: unknown, key: string): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : undefined;
};

/** Calls the API at `/api{path}`; resolves with the JSON body, rejects with an ApiError. */
export const apiRequest = async <TFallback = unknown, TSchema extends z.ZodType | undefined = undefined>(
  path: string,
  options: TRequestOptions<TSchema> = {},
): Promise<TResult<TSchema, TFallback>> => {
  const { method = 'GET', body, query, schema, signal, headers = {}, isAuthenticated = true } = options;
  const token = isAuthenticated ? readToken() : null;
  const requestHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  // The browser writes a multipart body's Content-Type itself, with its boundary.
  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isMultipart) requestHeaders['Content-Type'] = 'application/json';
  if (token) requestHeaders.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: requestHeaders,
      body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, message: 'Unable to reach the server. Please check your connection and try again.' });
  }

  const data = await readBody(response);
  if (!response.ok) {
    const serverError = textField(data, 'error');
    const serverMessage = textField(data, 'message');
    if (token && isSessionExpiry(response.status, [serverError, serverMessage])) {
      handleSessionExpiry();
      throw new SessionExpiredError(data);
    }
    throw new ApiError({
      status: response.status,
      message: serverMessage || serverError || `HTTP error! status: ${response.status}`,
      serverError,
      serverMessage,
      code: textField(data, 'code'),
      body: data,
    });
  }
  return (schema ? schema.parse(data) : data) as TResult<TSchema, TFallback>;
};

export const api = {
  get: <T = unknown, S extends z.ZodType | undefined = undefined>(path: string, options?: Omit<TRequestOptions<S>, 'method' | 'body'>) =>
    apiRequest<T, S>(path, { ...options, method: 'GET' }),
  post: <T = unknown, S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, options?: Omit<TRequestOptions<S>, 'method' | 'body'>) =>
    apiRequest<T, S>(path, { ...options, method: 'POST', body }),
  put: <T = unknown, S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, options?: Omit<TRequestOptions<S>, 'method' | 'body'>) =>
    apiRequest<T, S>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown, S extends z.ZodType | undefined = undefined>(path: string, body?: unknown, options?: Omit<TRequestOptions<S>, 'method' | 'body'>) =>
    apiRequest<T, S>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown, S extends z.ZodType | undefined = undefined>(path: string, options?: Omit<TRequestOptions<S>, 'method' | 'body'>) =>
    apiRequest<T, S>(path, { ...options, method: 'DELETE' }),
};
