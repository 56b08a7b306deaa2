import { expect, test } from '../support/test.ts';
import { STORAGE_KEYS } from '../../packages/contract/src/index.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { collectPageErrors, openDashboardAsDemo } from '../support/dashboard.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const STEPS = ['Welcome to your dashboard!', 'Plan an event', 'My Events', 'Quotes', 'History', 'Reviews', 'Notifications', 'Your profile'];
const flag = (page: import('@playwright/test').Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.tutorialCompleted);

test('?new_user=true starts the tour after 1.5 s; it walks all 8 steps over the real header and Finish stores the flag', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboardAsDemo(page, request, '/dashboard?new_user=true');
  await expect(page).toHaveURL(/\/dashboard$/);
  const tour = page.getByRole('dialog', { name: STEPS[0] });
  await expect(tour).toBeVisible({ timeout: 5_000 });
  expect(await flag(page)).toBeNull();
  await expect(tour.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await saveScreenshot(page, 'dashboard-tour-welcome-1280');

  const targets = [null, 'plan-event', 'tab-events', 'tab-quotes', 'tab-history', 'tab-reviews', 'notifications', 'profile-menu'];
  for (let i = 0; i < STEPS.length; i += 1) {
    const step = page.getByRole('dialog', { name: STEPS[i] });
    await expect(step).toBeVisible();
    await expect(step.getByText(`Step ${i + 1} of 8`)).toBeVisible();
    const target = targets[i];
    if (target) {
      // The spotlight sits over the real element (once its short move has finished).
      await expect(async () => {
        const spot = await page.getByTestId('tutorial-spotlight').boundingBox();
        const element = await page.locator(`[data-tour="${target}"]`).first().boundingBox();
        expect(spot && element).toBeTruthy();
        expect(Math.abs(spot!.x + spot!.width / 2 - (element!.x + element!.width / 2))).toBeLessThan(4);
        expect(Math.abs(spot!.y + spot!.height / 2 - (element!.y + element!.height / 2))).toBeLessThan(4);
      }).toPass();
    }
    if (i === 2) await saveScreenshot(page, 'dashboard-tour-events-1280');
    if (i === 3) await expectNoSeriousA11yViolations(page, '[data-testid="dashboard-tutorial"]');
    if (i < STEPS.length - 1) await step.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('dialog', { name: 'Your profile' }).getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('dialog', { name: 'Your profile' }).getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByTestId('dashboard-tutorial')).toHaveCount(0);
  expect(await flag(page)).toBe('true');

  // Completed: a later new_user=true does not start it again by itself.
  await page.goto('/dashboard?new_user=true');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForTimeout(2_000);
  await expect(page.getByTestId('dashboard-tutorial')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Help & Demo starts the tour on another run; Skip Tour ends it and stores the flag; Escape closes it', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboardAsDemo(page, request, '/dashboard?tab=events');
  await page.getByRole('button', { name: 'Help & Demo' }).click();
  await expect(page.getByRole('dialog', { name: STEPS[0] })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: STEPS[1] }).getByRole('button', { name: 'Skip Tour' }).click();
  await expect(page.getByTestId('dashboard-tutorial')).toHaveCount(0);
  expect(await flag(page)).toBe('true');

  // From the profile menu too; Escape closes it and focus returns to the page.
  await page.getByRole('button', { name: /Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Help & Demo' }).click();
  await expect(page.getByRole('dialog', { name: STEPS[0] })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('dashboard-tutorial')).toHaveCount(0);
});

test('on a phone the tab steps point at the menu button', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboardAsDemo(page, request, '/dashboard?tab=events');
  await page.getByRole('button', { name: 'Help & Demo' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('dialog', { name: 'My Events' })).toBeVisible();
  await expect(async () => {
    const spot = await page.getByTestId('tutorial-spotlight').boundingBox();
    const menuButton = await page.getByRole('button', { name: 'Open dashboard menu' }).boundingBox();
    expect(Math.abs(spot!.x + spot!.width / 2 - (menuButton!.x + menuButton!.width / 2))).toBeLessThan(4);
  }).toPass();
  const popover = await page.getByRole('dialog', { name: 'My Events' }).boundingBox();
  expect(popover!.x).toBeGreaterThanOrEqual(0);
  expect(popover!.x + popover!.width).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'dashboard-tour-events-390');
});
