import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, SESSION_EXPIRY_REDIRECT_MS, STORAGE_KEYS } from '@app/contract';
import { api, ApiError, errorText, isSessionExpiry, onSessionExpired, SessionExpiredError } from './api-client.ts';
import { getToasts } from './notify.ts';
import { writeStoredSession } from './storage.ts';
import { browser } from './browser.ts';
import { DEMO_USER, mockApi } from './testing/mock-api.ts';

const user = { ...DEMO_USER, profile: { ...DEMO_USER.profile } };

afterEach(() => {
  vi.useRealTimers();
});

describe('api client', () => {
  it('calls /api with JSON and the stored bearer token', async () => {
    writeStoredSession({ token: 'tok', user });
    const { calls } = mockApi({ 'POST /api/things': { status: 201, body: { success: true } } });
    await expect(api.post('/things', { a: 1 }, { query: { page: 2, status: undefined, search: '', ids: [1, 2] } })).resolves.toEqual({ success: true });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/things?page=2&ids=1&ids=2', body: { a: 1 } });
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
  });

  it('sends a FormData as multipart, leaving its Content-Type to the browser', async () => {
    writeStoredSession({ token: 'tok', user });
    const { calls } = mockApi({ 'POST /api/uploads': { status: 201, body: { success: true } } });
    const form = new FormData();
    form.append('kind', 'gallery_image');
    await api.post('/uploads', form);
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer tok', Accept: 'application/json' });
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('reads the token from the older key pair too', async () => {
    localStorage.setItem(STORAGE_KEYS.legacyToken, 'legacy');
    const { calls } = mockApi({ 'GET /api/me': { body: {} } });
    await api.get('/me');
    expect(calls[0]?.headers.Authorization).toBe('Bearer legacy');
  });

  it('sends no token when told not to, or when none is stored', async () => {
    const { calls } = mockApi({ 'GET /api/public': { body: {} } });
    await api.get('/public');
    writeStoredSession({ token: 'tok', user });
    await api.get('/public', { isAuthenticated: false });
    expect(calls.map((c) => c.headers.Authorization)).toEqual([undefined, undefined]);
  });

  it("rejects with a typed error carrying the status and the server's error and message", async () => {
    mockApi({ 'POST /api/auth/signup': { status: 409, body: { success: false, error: MSG.emailTaken, message: MSG.emailTaken, code: 'CONFLICT' } } });
    const failure = await api.post('/auth/signup', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, serverError: MSG.emailTaken, serverMessage: MSG.emailTaken, code: 'CONFLICT', message: MSG.emailTaken });
    expect(errorText(failure, MSG.signupFailed)).toBe(MSG.emailTaken);
  });

  it("falls back to 'HTTP error! status: N' and to the caller's fallback text", async () => {
    mockApi({ 'GET /api/broken': { status: 500 } });
    const failure = await api.get('/broken').catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 500, message: 'HTTP error! status: 500' });
    expect(errorText(failure, MSG.loginFailed)).toBe(MSG.loginFailed);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    mockApi({ 'GET /api/x': 'network-error' });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0 });
  });

  it('validates the response with a schema when given one', async () => {
    const { z } = await import('zod');
    mockApi({ 'GET /api/n': { body: { n: 'not a number' } } });
    await expect(api.get('/n', { schema: z.object({ n: z.number() }) })).rejects.toThrow();
  });
});

describe('session-expiry rule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it.each(['Invalid or expired token', 'Your session has expired', 'Token expired', 'Invalid token'])(
    "a 403 saying '%s' clears all stored auth, shows the message, rejects with 'Session expired' and goes to / after 1 s",
    async (text) => {
      writeStoredSession({ token: 'tok', user });
      mockApi({ 'GET /api/event-organiser/event-requests': { status: 403, body: { success: false, error: text, message: text, code: 'INVALID_TOKEN' } } });
      const onExpired = vi.fn();
      const stop = onSessionExpired(onExpired);
      const failure = await api.get('/event-organiser/event-requests').catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(SessionExpiredError);
      expect((failure as Error).message).toBe('Session expired');
      for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.legacyToken, STORAGE_KEYS.legacyUser]) expect(localStorage.getItem(key)).toBeNull();
      expect(getToasts().map((t) => [t.message, t.type])).toEqual([[MSG.sessionExpired, 'error']]);
      vi.advanceTimersByTime(SESSION_EXPIRY_REDIRECT_MS - 1);
      expect(onExpired).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onExpired).toHaveBeenCalledTimes(1);
      stop();
    },
  );

  it('with nobody listening, reloads the page at /', async () => {
    writeStoredSession({ token: 'tok', user });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    mockApi({ 'GET /api/x': { status: 403, body: { error: 'Invalid or expired token' } } });
    await api.get('/x').catch(() => undefined);
    vi.advanceTimersByTime(SESSION_EXPIRY_REDIRECT_MS);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('two failing calls at once show one message and redirect once', async () => {
    writeStoredSession({ token: 'tok', user });
    mockApi({ 'GET /api/x': { status: 403, body: { error: 'Invalid or expired token' } } });
    const onExpired = vi.fn();
    const stop = onSessionExpired(onExpired);
    await Promise.all([api.get('/x').catch(() => undefined), api.get('/x').catch(() => undefined)]);
    vi.advanceTimersByTime(SESSION_EXPIRY_REDIRECT_MS);
    expect(getToasts()).toHaveLength(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves other 403s alone', async () => {
    writeStoredSession({ token: 'tok', user });
    mockApi({ 'GET /api/x': { status: 403, body: { error: MSG.organisersOnly, message: MSG.organisersOnly } } });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 403, serverError: MSG.organisersOnly });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(getToasts()).toEqual([]);
  });

  it('recognises the texts', () => {
    expect(isSessionExpiry(403, [undefined, 'Invalid or expired token'])).toBe(true);
    expect(isSessionExpiry(401, ['Invalid or expired token'])).toBe(false);
    expect(isSessionExpiry(403, ['Access denied'])).toBe(false);
  });
});
