import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { signUpViaApi, startSignedIn } from '../support/session.ts';
import { EVENT_DATE, requestsOf } from './event-request-wizard.helpers.ts';

const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

const openPlanEvent = async (page: Page): Promise<Locator> => {
  await page.getByRole('button', { name: 'Plan Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan Your Event' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Catering & Food', { exact: true })).toBeVisible();
  return dialog;
};

const check = async (page: Page, width: number, name: string) => {
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await page.screenshot({ path: join(SCREENSHOT_DIR, `event-request-modal-${width}-${name}.png`), animations: 'disabled' });
};

for (const width of [1280, 390]) {
  test(`Plan Your Event at ${width} px: 5 steps, axe on each, submitted from the dashboard`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const session = await signUpViaApi(request, { first_name: 'Wiremu', last_name: 'Modal' });
    await startSignedIn(page, session, '/dashboard');
    const dialog = await openPlanEvent(page);
    await expect(dialog.getByText('Step 1 of 5: Event Overview')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save as Draft' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Next Step' }).click();
    await expect(dialog.getByText('Event title is required')).toBeVisible();
    await check(page, width, '1-overview-errors');

    await dialog.getByLabel('Event title').fill(`Modal gala ${width}`);
    await dialog.getByLabel('Event description').fill('Dinner and dancing for the whole team.');
    await dialog.getByLabel('Event date').fill(EVENT_DATE);
    await dialog.getByRole('combobox', { name: 'Location' }).fill('queen');
    await dialog.getByRole('option', { name: 'Queenstown' }).click();
    await dialog.getByText('Photography & Video', { exact: true }).click();
    await dialog.getByText('Photo Booths', { exact: true }).click();
    await check(page, width, '1-overview');
    await dialog.getByRole('button', { name: 'Next Step' }).click();
    await expect(dialog.getByText('Step 2 of 5: Budget Planning')).toBeVisible();
    await dialog.getByRole('button', { name: '$3,000 - $5,000' }).click();
    await check(page, width, '2-budget');
    await dialog.getByRole('button', { name: 'Next Step' }).click();
    await expect(dialog.getByText('Step 3 of 5: Service Delivery')).toBeVisible();
    await dialog.getByText('Pickup', { exact: true }).click();
    await check(page, width, '3-delivery');
    await dialog.getByRole('button', { name: 'Next Step' }).click();
    await expect(dialog.getByText('Step 4 of 5: Additional Details')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add: Children will attend' }).click();
    await check(page, width, '4-notes');
    await dialog.getByRole('button', { name: 'Next Step' }).click();
    await expect(dialog.getByText('Step 5 of 5: Review & Submit')).toBeVisible();
    await check(page, width, '5-review');
    await dialog.getByRole('button', { name: 'Submit Event' }).click();

    await expect(page.locator('[data-type="success"]', { hasText: 'Event submitted successfully!' })).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    const [saved] = await requestsOf(request, session.token);
    expect(saved).toMatchObject({
      title: `Modal gala ${width}`, location: 'Queenstown', event_date: EVENT_DATE, budget_min: 3000, budget_max: 5000,
      delivery_method: 'pickup', additional_notes: '• Children will attend', status: 'submitted', organiser_name: 'Wiremu Modal',
    });
    expect(saved!.items[0]!.categories).toEqual([expect.objectContaining({ category_name: 'Photography & Video', subcategory_name: 'Photo Booths' })]);
  });
}

test('Save as Draft in Plan Your Event keeps the values as they stand', async ({ page, request }) => {
  const session = await signUpViaApi(request);
  await startSignedIn(page, session, '/dashboard');
  const dialog = await openPlanEvent(page);
  await dialog.getByLabel('Event title').fill('Ideas for the summer party');
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.locator('[data-type="success"]', { hasText: 'Event draft saved successfully!' })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
  const [saved] = await requestsOf(request, session.token);
  expect(saved).toMatchObject({ title: 'Ideas for the summer party', status: 'draft', description: '', event_date: null, location: null, items: [] });
});
