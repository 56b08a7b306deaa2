// Steps through the UI that many specs share.
import { expect, type Page } from '@playwright/test';

/** The sign-in dialog (title 'Welcome Back'). */
export const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome Back' });
/** The sign-up dialog (title 'Create Account'). */
export const signUpDialog = (page: Page) => page.getByRole('dialog', { name: 'Create Account' });

/** Opens the sign-in dialog from the navigation bar (or the mobile menu on a narrow screen). */
export const openSignIn = async (page: Page): Promise<void> => {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const navSignIn = page.getByRole('banner').getByRole('button', { name: 'Sign In' });
  if (!(await navSignIn.first().isVisible()) && (await menuButton.isVisible())) await menuButton.click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).first().click();
  await expect(signInDialog(page)).toBeVisible();
};

/** Signs in through the 'Welcome Back' dialog (opening it first when needed). */
export const signInThroughDialog = async (page: Page, email: string, password: string): Promise<void> => {
  if (!(await signInDialog(page).isVisible())) await openSignIn(page);
  const dialog = signInDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
};
