import { expect, test } from '../support/test.ts';
import { MSG } from '../../packages/contract/src/index.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { startApiWithMail, type TApiWithMail } from '../support/api-with-mail.ts';
import { collectPageErrors, expectNoHorizontalScroll } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { openSignIn, signInDialog } from '../support/ui.ts';

// The run's own server keeps e-mail in its database; this spec starts an API that sends it through a
// real SMTP server, and follows the link in the message that server receives.
const NEW_PASSWORD = 'N3w!Harbour-view';
const LINK = /http:\/\/[\d.:]+\/reset-password#token=[\w-]{43}/;

let server: TApiWithMail;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startApiWithMail();
});
test.afterAll(async () => {
  await server?.stop();
});

const signUp = async (email: string) => {
  const response = await fetch(`${server.baseURL}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: STRONG_PASSWORD, user_role: 'event_organiser', organiser_type: 'individual', first_name: 'Mere', last_name: 'Reset' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
};
const me = (token: string) => fetch(`${server.baseURL}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
const resetDialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Reset your password' });

test('forgot password: the e-mailed link sets a new password once, signs in and signs the other device out', async ({ page }) => {
  const errors = collectPageErrors(page);
  const email = uniqueEmail('reset');
  const otherDevice = await signUp(email);
  expect((await me(otherDevice)).status).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.baseURL}/`);
  await openSignIn(page);
  await signInDialog(page).getByLabel('Email').fill(email);
  await saveScreenshot(page, 'password-reset-signin-1280');
  await signInDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = resetDialog(page);
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await saveScreenshot(page, 'password-reset-forgot-1280');
  const mail = server.inbox.nextMailTo(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(dialog.getByRole('status')).toHaveText(MSG.passwordResetRequested);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await saveScreenshot(page, 'password-reset-forgot-sent-1280');

  const received = await mail;
  const link = LINK.exec(received.text)?.[0];
  expect(link, received.text).toBeDefined();
  expect(link!.startsWith(`${server.baseURL}/reset-password#token=`)).toBe(true);
  expect(received.html).toContain(`href="${link}"`);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await expect(page.getByText(MSG.passwordsMatch)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'main');
  await saveScreenshot(page, 'password-reset-page-1280', true);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText(MSG.passwordResetDone)).toBeVisible();

  expect((await me(otherDevice)).status).toBe(403);

  expect(errors).toEqual([]);

  // The link works once (the browser logs the refusal's 400, and nothing else).
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('Y3t!Another-one');
  await page.getByLabel('Confirm new password').fill('Y3t!Another-one');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.resetLinkUsed })).toBeVisible();
  await expect(page.getByText('Need a new link?')).toBeVisible();
  expect(errors).toEqual([expect.stringMatching(/status of 400/)]);
});

test('on a phone: the forgot form and the reset page fit the screen', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.baseURL}/`);
  await openSignIn(page);
  await signInDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  await expect(resetDialog(page).getByLabel('Email')).toBeVisible();
  await saveScreenshot(page, 'password-reset-forgot-390');

  await page.goto(`${server.baseURL}/reset-password#token=${'A'.repeat(43)}`);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Abc1');
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, 'password-reset-page-390', true);

  await page.goto(`${server.baseURL}/reset-password`);
  await expect(page.getByRole('alert')).toHaveText(MSG.resetLinkInvalid);
  await saveScreenshot(page, 'password-reset-no-token-390', true);
  expect(errors).toEqual([]);
});
