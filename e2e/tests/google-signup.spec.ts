// A new Google user: the browser goes to the identity provider (oauth2-mock-server playing Google),
// comes back with code and state, and completes the profile in the Complete Your Profile dialog.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { STORAGE_KEYS } from '../../packages/contract/src/index.ts';
import { uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { completeProfileDialog, continueWithGoogle, signedInAccount } from '../support/mock-google-flow.ts';
import { newGoogleSub } from '../support/mock-google.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { openSignIn, signInDialog, signUpDialog } from '../support/ui.ts';

const storedGoogleItems = (page: Page) =>
  page.evaluate((keys) => [sessionStorage.getItem(keys.googleUserInfo), sessionStorage.getItem(keys.googleTempToken)], STORAGE_KEYS);

test('a new Google user completes the profile as an individual and lands on the dashboard', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('google-individual');
  await page.goto('/');
  await openSignIn(page);
  await continueWithGoogle(page, request, signInDialog(page), { email, given_name: 'Ana', family_name: 'Fifita', picture: `${baseURL}/favicon.svg` });

  const dialog = completeProfileDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/\?google_signup=true$/);
  const picture = dialog.getByRole('img', { name: 'Your Google profile picture' });
  await expect(picture).toHaveAttribute('src', `${baseURL}/favicon.svg`);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(dialog.getByText('Ana Fifita')).toBeVisible();
  await expect(dialog.getByText(email)).toBeVisible();
  await expect(dialog.getByText('Step 1 of 2')).toBeVisible();

  await dialog.getByRole('button', { name: /Individual/ }).click();
  await expect(dialog.getByText('Step 2 of 2')).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveValue('Ana');
  await expect(dialog.getByLabel('Last name')).toHaveValue('Fifita');
  await expect(dialog.getByLabel('Business name')).toHaveCount(0);
  await dialog.getByLabel('Last name').fill('');
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your first and last name');
  await dialog.getByLabel('Last name').fill('Fifita-Tonga');
  await dialog.getByLabel('Phone number (optional)').fill('021 555 0101');
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('dialog', { name: 'Welcome to your dashboard!' })).toBeVisible({ timeout: 5_000 });
  const account = await signedInAccount(page, request);
  expect(account).toMatchObject({ email, auth_type: 'google_oauth', profile: { organiser_type: 'individual', first_name: 'Ana', last_name: 'Fifita-Tonga', phone_number: '021 555 0101' } });
  expect(await storedGoogleItems(page)).toEqual([null, null]);
});

test('a new Google user signs up as a business from Create Account; a picture that does not load shows the initial', async ({ page, request }) => {
  const email = uniqueEmail('google-business');
  await page.goto('/?signup=true');
  const signup = signUpDialog(page);
  await expect(signup).toBeVisible();
  await continueWithGoogle(page, request, signup, { email, given_name: 'Mere', family_name: 'Tawhiri', picture: 'https://pictures.example.invalid/mere.png' });

  const dialog = completeProfileDialog(page);
  await expect(dialog.getByTestId('google-initial')).toHaveText('M');
  await expect(dialog.getByRole('img')).toHaveCount(0);
  await dialog.getByRole('button', { name: /Business/ }).click();
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your business name');
  await dialog.getByLabel('Business name').fill('Tawhiri Functions Ltd');
  await expect(dialog.getByRole('alert')).toHaveText('');
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  const account = await signedInAccount(page, request);
  expect(account).toMatchObject({ email, profile: { organiser_type: 'business', business_name: 'Tawhiri Functions Ltd', first_name: 'Mere', last_name: 'Tawhiri', phone_number: null } });
});

test('closing Complete Your Profile forgets the Google details; unreadable details send the visitor to /', async ({ page, request }) => {
  await page.goto('/');
  await openSignIn(page);
  await continueWithGoogle(page, request, signInDialog(page), { email: uniqueEmail('google-close'), given_name: 'Hemi', family_name: 'Parata' });
  const dialog = completeProfileDialog(page);
  await expect(dialog).toBeVisible();
  expect((await storedGoogleItems(page)).every(Boolean)).toBe(true);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedGoogleItems(page)).toEqual([null, null]);

  await page.evaluate((keys) => {
    sessionStorage.setItem(keys.googleUserInfo, '{broken');
    sessionStorage.setItem(keys.googleTempToken, 'left-over');
  }, STORAGE_KEYS);
  await page.goto('/?google_signup=true');
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toHaveCount(0);
  expect(await storedGoogleItems(page)).toEqual([null, null]);
});

test('Complete Your Profile: axe finds nothing serious; screenshots at 1280 and 390', async ({ page, request, baseURL }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto('/');
    await openSignIn(page);
    await continueWithGoogle(page, request, signInDialog(page), {
      sub: newGoogleSub('a11y'),
      email: uniqueEmail(`google-a11y-${width}`),
      given_name: 'Tama',
      family_name: 'Ngata-Whaanga',
      picture: `${baseURL}/favicon.svg`,
    });
    const dialog = completeProfileDialog(page);
    await expect(dialog.getByText('Step 1 of 2')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await saveScreenshot(page, `google-complete-profile-type-${width}`);
    await dialog.getByRole('button', { name: /Business/ }).click();
    await dialog.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter your business name');
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await saveScreenshot(page, `google-complete-profile-details-${width}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});
