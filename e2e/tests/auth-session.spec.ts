import { expect, test } from '../support/test.ts';
import { STORAGE_KEYS } from '../../packages/contract/src/index.ts';
import { DEMO_ORGANISER } from '../support/accounts.ts';
import { revokeToken, signUpViaApi, startSignedIn, storedToken } from '../support/session.ts';
import { signInDialog, signInThroughDialog } from '../support/ui.ts';

test('a visitor on a protected page goes to /, signs in, and comes back to that page', async ({ page }) => {
  await page.goto('/dashboard/provider/1');
  await expect(page).toHaveURL(/\/$/);
  await expect(signInDialog(page)).toBeVisible();
  await signInThroughDialog(page, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  await expect(page).toHaveURL(/\/dashboard\/provider\/1$/);
});

test('a revoked session: the next step shows the expiry message, clears storage and returns to /', async ({ page, request }) => {
  const session = await signUpViaApi(request, { first_name: 'Hemi' });
  // The header's badges ask once the page is idle: answered before the revoke, so the next step is the reload's.
  const badgesAnswered = Promise.all(
    ['/api/notifications', '/api/chat/unread-count', '/api/chat/unread-counts-per-room'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path),
    ),
  );
  await startSignedIn(page, session, '/dashboard');
  await expect(page).toHaveURL(/\/dashboard/);
  await badgesAnswered;
  const token = await storedToken(page);
  expect(token).toBe(session.token);

  await revokeToken(request, session.token);
  await page.reload();

  await expect(page.getByText('Your session has expired. Please login again.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  await expect(signInDialog(page)).toBeVisible();
  const keys = await page.evaluate(() => Object.keys(localStorage));
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.legacyToken, STORAGE_KEYS.legacyUser]) expect(keys).not.toContain(key);

  // Signing in again returns to the dashboard.
  await signInThroughDialog(page, session.email, session.password);
  await expect(page).toHaveURL(/\/dashboard/);
});

test('a session stored only under the older key pair is restored', async ({ page, request }) => {
  const session = await signUpViaApi(request, { first_name: 'Wiremu' });
  await page.goto('/privacy');
  await page.evaluate(
    ({ keys, token, user }) => {
      localStorage.setItem(keys.legacyToken, token);
      localStorage.setItem(keys.legacyUser, JSON.stringify(user));
    },
    { keys: STORAGE_KEYS, token: session.token, user: session.user },
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('Wiremu').first()).toBeVisible();
});

test('corrupt stored auth is cleared and the visitor is signed out', async ({ page }) => {
  await page.goto('/privacy');
  await page.evaluate((keys) => {
    localStorage.setItem(keys.token, 'whatever');
    localStorage.setItem(keys.user, '{broken');
  }, STORAGE_KEYS);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
});

test('any other path redirects to /', async ({ page }) => {
  await page.goto('/no-such-page/at-all?x=1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('/auth/error offers four ways on and clears its query', async ({ page }) => {
  await page.goto('/auth/error?error=processing_failed');
  await expect(page.getByRole('heading', { name: 'Google Sign-In Temporarily Unavailable' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/error$/);
  await expect(page.getByRole('link', { name: 'Try Google Sign-In Again' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Use Regular Sign-Up Instead' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
});

test('/?error=oauth_failed and /?auth_error=parameter_missing show an error', async ({ page }) => {
  await page.goto('/?error=oauth_failed');
  await expect(page.getByRole('alert').filter({ hasText: 'Google authentication failed' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/?auth_error=parameter_missing');
  await expect(page.getByRole('alert').filter({ hasText: 'Google sign-in failed' })).toBeVisible();
});
