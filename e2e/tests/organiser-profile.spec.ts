import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { PROFILE_MSG } from '../../packages/contract/src/index.ts';
import { STRONG_PASSWORD } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { collectPageErrors, expectNoHorizontalScroll } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { loginViaApi, signUpViaApi, startSignedIn } from '../support/session.ts';
import { signInDialog, signInThroughDialog } from '../support/ui.ts';

// The organiser's Profile tab on a fresh account of its own (the password changes and the account
// is deleted, so never the shared demo organiser): edit the details, upload a picture that the
// header shows at once, change the password and sign in with the new one; delete an account.

const NEW_PASSWORD = 'Tui#Song2026!';
/** A real 32x32 PNG (a plain amber square), so the browser draws it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAKklEQVR42u3NQQkAAAgEsItjbCMawRQ+hMH+y3SdikAgEAgEAoFAIPgSLJ2d4FtVQRSiAAAAAElFTkSuQmCC',
  'base64',
);

/**
 * The refusals these tests provoke on purpose (a wrong password: 400 on the profile routes, 401 on
 * sign-in; the sign-out of a deleted account: 403), which the browser logs as failed requests.
 */
const PROVOKED_REFUSAL = /^console\.error: Failed to load resource: the server responded with a status of (400|401|403) /;
const unexpected = (errors: string[]) => errors.filter((error) => !PROVOKED_REFUSAL.test(error));

const profileMenu = (page: Page) => page.getByRole('button', { name: /^Profile menu for / });

/** The header's avatar has loaded: a picture from /uploads/ that the browser could draw. */
const expectHeaderAvatar = async (page: Page) => {
  const avatar = profileMenu(page).locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
};

const editDetails = async (page: Page) => {
  const personal = page.getByRole('region', { name: 'Personal Information' });
  await personal.getByRole('button', { name: 'Edit Profile' }).click();
  await personal.getByLabel('City').fill('Rotorua');
  await personal.getByLabel('Postal Code').fill('30');
  await personal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(personal.getByText(PROFILE_MSG.postalCodeInvalid)).toBeVisible();
  await personal.getByLabel('Postal Code').fill('3010');
  await personal.getByLabel('Phone Number').fill('07 348 1234');
  await expect(personal.getByLabel('Email')).toBeDisabled();
  await personal.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(PROFILE_MSG.updated)).toBeVisible();
  await expect(personal.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(personal).toContainText('Rotorua');
  await expect(personal).toContainText('3010');
};

test.describe.configure({ mode: 'serial' });

test('at 1280 px the organiser edits the profile, uploads a picture shown in the header, changes the password and signs in with the new one', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await signUpViaApi(request, { first_name: 'Mere', last_name: 'Profile' });
  const otherDevice = await loginViaApi(request, account.email, account.password);
  await startSignedIn(page, account, '/dashboard?tab=profile');

  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  for (const name of ['Personal Information', 'Account Summary', 'Security', 'Delete Account']) await expect(page.getByRole('region', { name })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'organiser-profile-view-1280', true);

  await editDetails(page);
  // Cancel brings the saved values back.
  const personal = page.getByRole('region', { name: 'Personal Information' });
  await personal.getByRole('button', { name: 'Edit Profile' }).click();
  await personal.getByLabel('City').fill('Taupō');
  await saveScreenshot(page, 'organiser-profile-edit-1280', true);
  await expectNoSeriousA11yViolations(page);
  await personal.getByRole('button', { name: 'Cancel' }).click();
  await expect(personal).toContainText('Rotorua');

  await page.getByLabel('Profile picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(PROFILE_MSG.avatarUpdated)).toBeVisible();
  await expectHeaderAvatar(page);
  await saveScreenshot(page, 'organiser-profile-avatar-1280');

  await page.getByRole('region', { name: 'Security' }).getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText(PROFILE_MSG.currentPasswordRequired)).toBeVisible();
  await dialog.getByLabel('Current Password').fill('Wrong#Password1');
  await dialog.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(PROFILE_MSG.currentPasswordWrong);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await saveScreenshot(page, 'organiser-profile-password-1280');
  await dialog.getByLabel('Current Password').fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(PROFILE_MSG.passwordChanged)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The other device is signed out; this one is not.
  const other = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${otherDevice.token}` } });
  expect(other.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Personal Information' })).toContainText('Rotorua');
  await expectHeaderAvatar(page);

  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInThroughDialog(page, account.email, STRONG_PASSWORD);
  await expect(signInDialog(page).getByRole('alert')).toHaveText('Invalid email or password');
  await signInThroughDialog(page, account.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await expectHeaderAvatar(page);
  expect(unexpected(errors)).toEqual([]);
});

test('at 390 px the organiser edits the profile and uploads a picture, then deletes the account: signed out and unable to sign in', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await signUpViaApi(request, { first_name: 'Hemi', last_name: 'Leaving' });
  const otherDevice = await loginViaApi(request, account.email, account.password);
  await startSignedIn(page, account, '/dashboard?tab=profile');

  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'organiser-profile-view-390', true);
  await editDetails(page);
  await page.getByLabel('Profile picture file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expectHeaderAvatar(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole('region', { name: 'Delete Account' }).getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('Wrong#Password1');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(PROFILE_MSG.deletePasswordWrong);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await saveScreenshot(page, 'organiser-profile-delete-390');
  await dialog.getByLabel('Your password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(page).toHaveURL(/\/$/);

  for (const token of [account.token, otherDevice.token]) {
    expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
  }
  expect((await request.post('/api/auth/login', { data: { email: account.email, password: account.password } })).status()).toBe(401);
  await signInThroughDialog(page, account.email, account.password);
  await expect(signInDialog(page).getByRole('alert')).toHaveText('Invalid email or password');
  expect(unexpected(errors)).toEqual([]);
});
