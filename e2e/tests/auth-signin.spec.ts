import { expect, test } from '../support/test.ts';
import { STORAGE_KEYS } from '../../packages/contract/src/index.ts';
import { DEMO_ORGANISER, DEMO_PROVIDER } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { recordRedirectCountdown } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signUpViaApi, startSignedIn, storedToken } from '../support/session.ts';
import { portalSignInUrl } from '../support/sites.ts';
import { openSignIn, signInDialog, signInThroughDialog, signUpDialog } from '../support/ui.ts';

test('sign in as the demo organiser and land on the dashboard', async ({ page }) => {
  await page.goto('/');
  await signInThroughDialog(page, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(signInDialog(page)).toBeHidden();
  await expect(page.getByText('Aroha').first()).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
});

test('empty fields, a wrong password and Google unavailable each say so; editing clears the message', async ({ page }) => {
  await page.goto('/');
  await openSignIn(page);
  const dialog = signInDialog(page);
  await expect(dialog.getByText('Or continue with email')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');

  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields');
  await dialog.getByLabel('Email').fill(DEMO_ORGANISER.email);
  await expect(dialog.getByRole('alert')).toHaveText('');

  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/$/);

  // This run has Google configured (the mock issuer); a server without it answers 503 like this.
  await page.route('**/api/auth/google-url', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Google sign-in is not configured on this server' }) }),
  );
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Google sign-in is not configured on this server');

  await dialog.getByRole('button', { name: 'Sign up here' }).click();
  await expect(signUpDialog(page)).toBeVisible();
});

test('a service provider sees the message, a countdown from 5 to 0, then the portal\'s sign-in page with the e-mail filled in', async ({ page }) => {
  const portal = portalSignInUrl(DEMO_PROVIDER.email);
  const shown = await recordRedirectCountdown(page);
  await page.goto('/');
  await signInThroughDialog(page, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
  await expect(page.getByText('Oops! Looks like you are a service provider. Redirecting to the service provider portal...')).toBeVisible();
  await expect.poll(() => shown, { timeout: 8_000 }).toContain('1');
  expect(shown.slice(0, 5)).toEqual(['5', '4', '3', '2', '1']);
  // At 0 the browser leaves for the portal (the 0 itself is covered by the component test).
  await page.waitForURL((url) => url.href === portal, { waitUntil: 'commit', timeout: 5_000 });
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_PROVIDER.email);
  // No organiser session was kept on the way.
  await page.goto('/');
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain(STORAGE_KEYS.token);
});

test('/?redirect_to_sp=true with redirect_url shows the same notice and goes there', async ({ page }) => {
  const portal = portalSignInUrl(DEMO_PROVIDER.email);
  const shown = await recordRedirectCountdown(page);
  await page.goto(`/?redirect_to_sp=true&redirect_url=${encodeURIComponent(portal)}`);
  await expect(page.getByText('Oops! Looks like you are a service provider. Redirecting to the service provider portal...')).toBeVisible();
  await expect.poll(() => shown, { timeout: 8_000 }).toContain('1');
  expect(shown.slice(0, 5)).toEqual(['5', '4', '3', '2', '1']);
  await page.waitForURL((url) => url.href === portal, { waitUntil: 'commit', timeout: 8_000 });
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_PROVIDER.email);
});

test('sign out from the account menu ends the session everywhere', async ({ page, request }) => {
  const session = await signUpViaApi(request, { first_name: 'Tama' });
  await startSignedIn(page, session, '/');
  const menu = page.getByRole('button', { name: 'Account menu for Tama' });
  await expect(menu).toHaveText(/T/);
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.user, STORAGE_KEYS.legacyToken, STORAGE_KEYS.legacyUser]) expect(keys).not.toContain(key);
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(me.status()).toBe(403);
});

test('the sign-in dialog has no serious accessibility problem; screenshots at 1280 and 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await openSignIn(page);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await saveScreenshot(page, 'signin-1280');
  const dialog = signInDialog(page);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await saveScreenshot(page, 'signin-error-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await openSignIn(page);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await saveScreenshot(page, 'signin-390');
});
