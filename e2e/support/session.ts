// Signing in through the API and handing the session to the page, so a test can start signed in.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../packages/contract/src/index.ts';
import { STRONG_PASSWORD, uniqueEmail } from './accounts.ts';

export type TSession = { token: string; user: { id: number; email: string; profile: Record<string, unknown> } & Record<string, unknown> };

/** Creates an individual organiser through POST /api/auth/signup; returns the session and password. */
export const signUpViaApi = async (
  request: APIRequestContext,
  overrides: Partial<{ email: string; password: string; first_name: string; last_name: string }> = {},
): Promise<TSession & { email: string; password: string }> => {
  const email = overrides.email ?? uniqueEmail('api');
  const password = overrides.password ?? STRONG_PASSWORD;
  const response = await request.post('/api/auth/signup', {
    data: {
      email,
      password,
      user_role: 'event_organiser',
      organiser_type: 'individual',
      phone_number: null,
      first_name: overrides.first_name ?? 'Aroha',
      last_name: overrides.last_name ?? 'Tester',
      business_name: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as TSession;
  return { token: body.token, user: body.user, email, password };
};

/** Signs in through POST /api/auth/login. */
export const loginViaApi = async (request: APIRequestContext, email: string, password: string): Promise<TSession> => {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as TSession;
};

/** Puts a session into the page's storage (the current key pair), then opens `path`. */
export const startSignedIn = async (page: Page, session: TSession, path = '/dashboard'): Promise<void> => {
  await page.goto('/privacy');
  await page.evaluate(
    ({ keys, token, user }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys: STORAGE_KEYS, token: session.token, user: session.user },
  );
  await page.goto(path);
};

/** The token the page has stored (current pair first, then the older pair), or null. */
export const storedToken = (page: Page): Promise<string | null> =>
  page.evaluate((keys) => localStorage.getItem(keys.token) ?? localStorage.getItem(keys.legacyToken), STORAGE_KEYS);

/** Ends a session on the server (POST /api/auth/logout), as another tab or an expiry would. */
export const revokeToken = async (request: APIRequestContext, token: string): Promise<void> => {
  const response = await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
};
