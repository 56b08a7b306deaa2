// Steps of the Google specs: choose who signs in next, click Continue with Google in a dialog,
// and read the account the page ends up signed in as.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../packages/contract/src/index.ts';
import { GOOGLE_MOCK_ISSUER, GOOGLE_MOCK_KEY_COOKIE, GOOGLE_MOCK_KEY_HEADER, nextGoogleIdentity, type TGoogleIdentity } from './mock-google.ts';

/**
 * Sets the next identity, clicks Continue with Google in `dialog`, and checks the browser really
 * visited the mock's /authorize before coming back to the app.
 */
export const continueWithGoogle = async (page: Page, request: APIRequestContext, dialog: Locator, identity: TGoogleIdentity): Promise<void> => {
  const key = await nextGoogleIdentity(request, identity);
  await page.context().addCookies([{ name: GOOGLE_MOCK_KEY_COOKIE, value: key, url: GOOGLE_MOCK_ISSUER }]);
  const authorize = page.waitForRequest((req) => req.url().startsWith(`${GOOGLE_MOCK_ISSUER}/authorize?`) && req.isNavigationRequest());
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  const visited = new URL((await authorize).url());
  expect(visited.searchParams.get('code_challenge_method')).toBe('S256');
  expect(visited.searchParams.get('state')).toBeTruthy();
};

/** The account of the token the page holds, from GET /api/auth/me. */
export const signedInAccount = async (page: Page, request: APIRequestContext) => {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  expect(token, 'a stored token').toBeTruthy();
  const response = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { user: { id: number; email: string; auth_type: string; profile: Record<string, unknown> } }).user;
};

/** The Complete Your Profile dialog. */
export const completeProfileDialog = (page: Page) => page.getByRole('dialog', { name: 'Complete Your Profile' });

type TCallbackAnswer = { token?: string; user?: { id: number; email: string }; isNewUser?: boolean; tempAccessToken?: string; userInfo?: Record<string, unknown> };

/** A whole Google round trip without the browser: google-url, the mock's /authorize, then the callback. */
export const googleCallbackViaApi = async (request: APIRequestContext, identity: TGoogleIdentity): Promise<TCallbackAnswer> => {
  const key = await nextGoogleIdentity(request, identity);
  const start = await request.get('/api/auth/google-url');
  expect(start.ok(), await start.text()).toBe(true);
  const authorize = await request.get(((await start.json()) as { url: string }).url, { maxRedirects: 0, headers: { [GOOGLE_MOCK_KEY_HEADER]: key } });
  const back = new URL(authorize.headers()['location'] ?? '');
  const callback = await request.get('/api/auth/google/callback', { params: { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' } });
  expect(callback.ok(), await callback.text()).toBe(true);
  return (await callback.json()) as TCallbackAnswer;
};

/** A Google organiser created through the API (callback, then completion as an individual). */
export const createGoogleOrganiserViaApi = async (request: APIRequestContext, identity: TGoogleIdentity & { sub: string }) => {
  const answer = await googleCallbackViaApi(request, identity);
  expect(answer.isNewUser, 'a new Google user').toBe(true);
  const done = await request.post('/api/auth/google/complete', {
    data: { tempAccessToken: answer.tempAccessToken, organiserType: 'individual', firstName: identity.given_name ?? 'Kiri', lastName: identity.family_name ?? 'Tester', phoneNumber: null, businessName: null },
  });
  expect(done.status(), await done.text()).toBe(201);
  return ((await done.json()) as { user: { id: number; email: string } }).user;
};
