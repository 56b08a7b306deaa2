import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { STORAGE_KEYS } from '../../packages/contract/src/index.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signUpDialog } from '../support/ui.ts';

const openSignUp = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click();
  const dialog = signUpDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
};

test('sign up as an individual, seeing every step-2 and step-3 message on the way', async ({ page }) => {
  const email = uniqueEmail('individual');
  const dialog = await openSignUp(page);
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await dialog.getByRole('button', { name: /Individual/ }).click();

  await expect(dialog.getByText('Step 2 of 3')).toBeVisible();
  const cont = dialog.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeDisabled();
  // Disabled until valid, yet activating it says why.
  await cont.click({ force: true });
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');

  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('kiaora');
  await dialog.getByLabel('Confirm password').fill('kiaora');
  await expect(dialog.getByText('Passwords match')).toBeVisible();
  await dialog.getByLabel('Confirm password').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Password must contain at least 8 characters, uppercase letters, numbers, special characters');

  await dialog.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await expect(dialog.getByText("Passwords don't match")).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('');
  await dialog.getByLabel('Confirm password').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Passwords do not match');

  await dialog.getByRole('button', { name: 'Show password' }).first().click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await dialog.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await expect(dialog.getByText('Passwords match')).toBeVisible();
  const checklist = dialog.getByRole('list', { name: 'Password requirements' });
  await expect(checklist.locator('li[data-met="true"]')).toHaveCount(5);
  await expect(cont).toBeEnabled();
  await cont.click();

  await expect(dialog.getByText('Step 3 of 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your first and last name');
  await dialog.getByLabel('First name').fill('Mere');
  await dialog.getByLabel('Last name').fill('Tāwhiri');
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Mere').first()).toBeVisible();
  const stored = await page.evaluate((keys) => [localStorage.getItem(keys.token), localStorage.getItem(keys.legacyToken), localStorage.getItem(keys.user)], STORAGE_KEYS);
  expect(stored[0]).toBeTruthy();
  expect(stored[1]).toBe(stored[0]);
  expect(JSON.parse(stored[2] ?? '{}')).toMatchObject({ email, profile: { first_name: 'Mere', organiser_type: 'individual' } });
});

test('sign up as a business: the business name is required; a taken e-mail shows the server message', async ({ page, request }) => {
  const email = uniqueEmail('business');
  const dialog = await openSignUp(page);
  await dialog.getByRole('button', { name: /Business/ }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(dialog.getByLabel('First name')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your business name');
  await dialog.getByLabel('Business name').fill('Harbourside Functions Ltd');
  await dialog.getByLabel('Phone number (optional)').fill('09 555 0100');

  // Someone takes the e-mail first: the server's words are shown as they are.
  const taken = await request.post('/api/auth/signup', {
    data: { email, password: STRONG_PASSWORD, user_role: 'event_organiser', organiser_type: 'business', business_name: 'Other Co' },
  });
  expect(taken.status()).toBe(201);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('An account with this email already exists. Please sign in instead.');

  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByLabel('Email').fill(uniqueEmail('business'));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByLabel('Business name')).toHaveValue('Harbourside Functions Ltd');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  const user = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { profile?: Record<string, unknown> }, STORAGE_KEYS.user);
  expect(user.profile).toMatchObject({ business_name: 'Harbourside Functions Ltd', organiser_type: 'business', phone_number: '09 555 0100' });
});

test('closing the dialog resets it; /?signup=true opens it', async ({ page }) => {
  const dialog = await openSignUp(page);
  await dialog.getByRole('button', { name: /Individual/ }).click();
  await dialog.getByLabel('Email').fill('someone@example.nz');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto('/?signup=true');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await dialog.getByRole('button', { name: /Individual/ }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue('');
});

test('the sign-up dialog has no serious accessibility problem; screenshots at 1280 and 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const dialog = await openSignUp(page);
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await saveScreenshot(page, 'signup-step1-1280');
  await dialog.getByRole('button', { name: /Individual/ }).click();
  await dialog.getByLabel('Email').fill('kiri@example.nz');
  await dialog.getByLabel('Password', { exact: true }).fill('Kiaora1');
  await dialog.getByLabel('Confirm password').fill('Kiaora');
  await dialog.getByLabel('Confirm password').press('Enter');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await saveScreenshot(page, 'signup-step2-1280');
  await dialog.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await saveScreenshot(page, 'signup-step3-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?signup=true');
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, 'signup-step1-390');
  await dialog.getByRole('button', { name: /Business/ }).click();
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await saveScreenshot(page, 'signup-step2-390');
});
