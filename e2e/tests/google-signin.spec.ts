// Google sign-in for people who already have an account, the provider redirect, a pending event
// request, failures and the Google result pages. oauth2-mock-server plays Google.
import { expect, test } from '../support/test.ts';
import { recordRedirectCountdown } from '../support/page-checks.ts';
import { STORAGE_KEYS } from '../../packages/contract/src/index.ts';
import { DEMO_PROVIDER, uniqueEmail } from '../support/accounts.ts';
import { GOOGLE_MOCK_ISSUER, newGoogleSub } from '../support/mock-google.ts';
import { completeProfileDialog, continueWithGoogle, createGoogleOrganiserViaApi, googleCallbackViaApi, signedInAccount } from '../support/mock-google-flow.ts';
import { signUpViaApi, storedToken } from '../support/session.ts';
import { portalSignInUrl } from '../support/sites.ts';
import { openSignIn, signInDialog } from '../support/ui.ts';
import {
  expectFilledRequest, expectStep, fillBudget, fillContact, fillDelivery, fillDetails, fillNotes, fillServices, next, openWizard, requestsOf, tokenOf, wizard,
} from './event-request-wizard.helpers.ts';

test('a returning Google user lands on the dashboard, on the tab saved before leaving', async ({ page, request }) => {
  const identity = { sub: newGoogleSub('returning'), email: uniqueEmail('google-returning'), given_name: 'Rawiri', family_name: 'Hohepa' };
  const created = await createGoogleOrganiserViaApi(request, identity);

  await page.goto('/');
  await page.evaluate((key) => sessionStorage.setItem(key, 'quotes'), STORAGE_KEYS.dashboardTab);
  await openSignIn(page);
  await continueWithGoogle(page, request, signInDialog(page), identity);
  await expect(page).toHaveURL(/\/dashboard\?tab=quotes$/);
  expect(await signedInAccount(page, request)).toMatchObject({ id: created.id, email: identity.email });
  await expect(completeProfileDialog(page)).toHaveCount(0);
});

test('signing in with Google as an e-mail organiser uses (links) that account', async ({ page, request }) => {
  const account = await signUpViaApi(request, { first_name: 'Moana', last_name: 'Rāwiri' });
  await page.goto('/');
  await openSignIn(page);
  await continueWithGoogle(page, request, signInDialog(page), { email: account.email, given_name: 'Moana' });
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await signedInAccount(page, request)).toMatchObject({ id: account.user.id, email: account.email, profile: { first_name: 'Moana' } });
});

test('a provider e-mail at Google sees the redirect message and countdown, then the portal\'s sign-in page with the e-mail filled in', async ({ page, request }) => {
  const portal = portalSignInUrl(DEMO_PROVIDER.email);
  const shown = await recordRedirectCountdown(page);
  await page.goto('/');
  await openSignIn(page);
  await continueWithGoogle(page, request, signInDialog(page), { email: DEMO_PROVIDER.email, given_name: 'Hana' });
  await expect(page.getByText('Oops! Looks like you are a service provider. Redirecting to the service provider portal...')).toBeVisible();
  await expect.poll(() => shown, { timeout: 8_000 }).toContain('3');
  expect(shown.slice(0, 3)).toEqual(['5', '4', '3']);
  await page.waitForURL((url) => url.href === portal, { waitUntil: 'commit', timeout: 8_000 });
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_PROVIDER.email);
  await page.goto('/');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
});

test('a visitor with a pending event request signs in with Google, reviews it and submits it', async ({ page, request }) => {
  const identity = { sub: newGoogleSub('pending'), email: uniqueEmail('google-pending'), given_name: 'Tui', family_name: 'Karaka' };
  await createGoogleOrganiserViaApi(request, identity);

  const form = await openWizard(page);
  await fillServices(form);
  await next(form);
  await fillDetails(form);
  await next(form);
  await fillBudget(form);
  await next(form);
  await fillDelivery(form);
  await next(form);
  await fillNotes(form);
  await next(form);
  await fillContact(form);
  await next(form);
  await expectStep(form, 7, 7, 'Review & Submit');
  await form.getByRole('button', { name: 'Submit Event Request' }).click();
  await expect(signInDialog(page)).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.pendingEventRequest)).toBeTruthy();

  await continueWithGoogle(page, request, signInDialog(page), identity);
  await expect(page.getByText('Welcome! Please review your event details and submit.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectStep(wizard(page), 6, 6, 'Review & Submit');
  await expect(page.getByRole('dialog', { name: 'Event Request Submitted!' })).toHaveCount(0);
  const token = await tokenOf(page);
  expect(await requestsOf(request, token)).toHaveLength(0);

  await wizard(page).getByRole('button', { name: 'Submit Event Request' }).click();
  await expect(page.getByRole('dialog', { name: 'Event Request Submitted!' })).toBeVisible();
  const saved = await requestsOf(request, token);
  expect(saved).toHaveLength(1);
  expectFilledRequest(saved[0]!);
});

test('a failed exchange (the state tampered on the way back) lands on /?error=oauth_failed and says so', async ({ page, request }) => {
  await page.route(`${GOOGLE_MOCK_ISSUER}/authorize**`, async (route) => {
    const answer = await route.fetch({ maxRedirects: 0 });
    const back = new URL(answer.headers()['location'] ?? '');
    back.searchParams.set('state', 'forged-state');
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  const callbacks: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/auth/google/callback')) callbacks.push(req.url());
  });
  await page.goto('/');
  await openSignIn(page);
  await continueWithGoogle(page, request, signInDialog(page), { email: uniqueEmail('google-forged') });
  await expect(page.getByRole('alert').filter({ hasText: 'Google authentication failed' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(callbacks).toHaveLength(1);
  expect(new URL(callbacks[0]!).searchParams.get('state')).toBe('forged-state');
  expect(await storedToken(page)).toBeNull();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' }).first()).toBeAttached();
});

test('an identity without an e-mail fails the same way', async ({ page, request }) => {
  await page.goto('/');
  await openSignIn(page);
  // An identity whose e-mail is empty: the ID token carries none, and the server refuses it.
  await continueWithGoogle(page, request, signInDialog(page), { email: '' });
  await expect(page.getByRole('alert').filter({ hasText: 'Google authentication failed' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('/auth/signup completes a Google sign-up handed over in a data value', async ({ page, request }) => {
  const email = uniqueEmail('google-auth-signup');
  const answer = await googleCallbackViaApi(request, { sub: newGoogleSub('auth-signup'), email, given_name: 'Aperahama', family_name: 'Kerei' });
  const data = Buffer.from(JSON.stringify({ userInfo: answer.userInfo, tempTokens: { accessToken: answer.tempAccessToken } })).toString('base64url');
  await page.goto(`/auth/signup?data=${data}`);
  await expect(page).toHaveURL(/\/auth\/signup$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Aperahama');
  await page.getByLabel('Individual').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  expect(await signedInAccount(page, request)).toMatchObject({ email, auth_type: 'google_oauth', profile: { first_name: 'Aperahama', last_name: 'Kerei' } });

  await page.goto('/auth/signup?data=not-base64!');
  await expect(page).toHaveURL(/\/auth\/error$/);
  await expect(page.getByRole('heading', { name: 'Google Sign-In Temporarily Unavailable' })).toBeVisible();
});

test('/auth/success with userId and token signs in; /auth/error?error=x shows the page and clears its query', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await page.goto(`/auth/success?userId=${account.user.id}&email=${encodeURIComponent(account.email)}&first_name=Aroha&token=${account.token}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await storedToken(page)).toBe(account.token);

  await page.goto('/auth/success?unknown=1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Google sign-in failed' })).toBeVisible();

  await page.goto('/auth/error?error=x');
  await expect(page.getByRole('heading', { name: 'Google Sign-In Temporarily Unavailable' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/error$/);
  for (const [name, href] of [['Try Google Sign-In Again', '/'], ['Use Regular Sign-Up Instead', '/?signup=true'], ['Contact Support', '/contact'], ['Back to Home', '/']]) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href!);
  }
});
