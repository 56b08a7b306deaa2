import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { signUpViaApi, startSignedIn } from '../support/session.ts';
import {
  EVENT_DATE, expectStep, fillBudget, fillContact, fillDelivery, fillDetails, fillNotes, fillServices, next, openWizard, requestsOf, wizard,
} from './event-request-wizard.helpers.ts';

const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Axe finds nothing serious inside the wizard, nothing spills sideways, and a picture is kept. */
const checkStep = async (page: Page, form: Locator, width: number, name: string) => {
  await expectNoSeriousA11yViolations(page, '#registration-form');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `page is ${scrollWidth}px wide at ${width}px`).toBeLessThanOrEqual(width);
  await form.screenshot({ path: join(SCREENSHOT_DIR, `event-request-${width}-${name}.png`), animations: 'disabled' });
};

for (const width of [1280, 390]) {
  test(`every step at ${width} px: no serious or critical axe violation, no sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const form = await openWizard(page);
    await checkStep(page, form, width, '1-services-empty');
    await fillServices(form);
    await checkStep(page, form, width, '1-services');
    await next(form);
    await next(form);
    await expect(form.getByText('Event title is required')).toBeVisible();
    await checkStep(page, form, width, '2-overview-errors');
    await fillDetails(form);
    await form.getByRole('combobox', { name: 'Location' }).fill('Pa');
    await expect(form.getByRole('option', { name: 'Palmerston North' })).toBeVisible();
    await checkStep(page, form, width, '2-overview-location-list');
    await form.getByRole('combobox', { name: 'Location' }).press('Escape');
    await next(form);
    await fillBudget(form);
    await checkStep(page, form, width, '3-budget');
    await next(form);
    await fillDelivery(form);
    await checkStep(page, form, width, '4-delivery');
    await next(form);
    await fillNotes(form);
    await checkStep(page, form, width, '5-notes');
    await next(form);
    await next(form);
    await expect(form.getByText('Please select a response deadline')).toBeVisible();
    await checkStep(page, form, width, '6-your-information-errors');
    await fillContact(form);
    await next(form);
    await expectStep(form, 7, 7, 'Review & Submit');
    await checkStep(page, form, width, '7-review');
  });
}

/** Presses Tab until `target` has focus (at most `max` times). */
const tabTo = async (page: Page, target: Locator, max = 60) => {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

test.describe('by keyboard alone at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a signed-in organiser completes and submits the request with the keyboard', async ({ page, request }) => {
    const session = await signUpViaApi(request, { first_name: 'Ana', last_name: 'Keyboard' });
    await startSignedIn(page, session, '/');
    const form = wizard(page);
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByText('Catering & Food', { exact: true })).toBeVisible();
    // The keyboard starts at the wizard's heading.
    await form.getByRole('heading', { level: 3 }).focus();

    // Step 1: the category is a radio group (arrows move), the specific services are checkboxes.
    await page.keyboard.press('Tab');
    await expect(form.getByRole('radio', { name: /Catering & Food/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: /Music & Entertainment/ })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(form.getByRole('radio', { name: /Catering & Food/ })).toBeChecked();
    await tabTo(page, form.getByRole('checkbox', { name: /Cakes & Desserts/ }));
    await page.keyboard.press('Space');
    await tabTo(page, form.getByRole('button', { name: 'Increase quantity of Cakes & Desserts' }));
    await page.keyboard.press('Enter');
    await tabTo(page, form.getByRole('button', { name: 'Next', exact: true }));
    await page.keyboard.press('Enter');

    // Step 2: the heading has focus after each move.
    await expectStep(form, 2, 6, 'Event Overview');
    await expect(form.getByRole('heading', { name: 'Tell us about your event' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard-only birthday');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A fortieth birthday in the garden.');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Event date')).toBeFocused();
    // The date field's segments follow the browser's locale (day first in New Zealand).
    const [year, month, day] = EVENT_DATE.split('-') as [string, string, string];
    const order = await page.evaluate(() => new Intl.DateTimeFormat().formatToParts(new Date(2000, 10, 22)).map((p) => p.type).filter((t) => t !== 'literal'));
    await page.keyboard.type(order.map((part) => ({ day, month, year })[part as 'day' | 'month' | 'year'] ?? '').join(''));
    await expect(form.getByLabel('Event date')).toHaveValue(EVENT_DATE);
    await tabTo(page, form.getByRole('combobox', { name: 'Location' }), 5);
    await page.keyboard.type('nel');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('combobox', { name: 'Location' })).toHaveValue('Nelson');
    // Enter on a field moves on, as Next does.
    await page.keyboard.press('Enter');

    // Step 3: sliders by arrow keys, a preset by Enter.
    await expectStep(form, 3, 6, 'Budget');
    await tabTo(page, form.getByLabel('Minimum budget'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByText('$700 – $5,000')).toBeVisible();
    await tabTo(page, form.getByRole('button', { name: '$1,000 - $3,000' }));
    await page.keyboard.press('Enter');
    await expect(form.getByText('$1,000 – $3,000')).toBeVisible();
    await tabTo(page, form.getByRole('button', { name: 'Next', exact: true }));
    await page.keyboard.press('Enter');

    // Step 4: the delivery choices are a radio group.
    await expectStep(form, 4, 6, 'Service Delivery');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('radio', { name: /On-site service/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: /Delivery/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Delivery address')).toBeFocused();
    await page.keyboard.type('3 Trafalgar Street, Nelson');
    await page.keyboard.press('Enter');

    // Step 5: notes and a suggestion chip.
    await expectStep(form, 5, 6, 'Additional Notes');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Garden party.');
    await tabTo(page, form.getByRole('button', { name: 'Add: Parking available on site' }));
    await page.keyboard.press('Enter');
    await tabTo(page, form.getByRole('button', { name: 'Next', exact: true }));
    await page.keyboard.press('Enter');

    // Review: Edit jumps back; the keyboard returns by Next.
    await expectStep(form, 6, 6, 'Review & Submit');
    await tabTo(page, form.getByRole('button', { name: 'Edit Budget' }));
    await page.keyboard.press('Enter');
    await expectStep(form, 3, 6, 'Budget');
    await expect(form.getByRole('heading', { name: 'What is your budget?' })).toBeFocused();
    for (let i = 0; i < 3; i += 1) {
      await tabTo(page, form.getByRole('button', { name: 'Next', exact: true }));
      await page.keyboard.press('Enter');
    }
    await expectStep(form, 6, 6, 'Review & Submit');
    await tabTo(page, form.getByRole('button', { name: 'Submit Event Request' }));
    await page.keyboard.press('Enter');

    const success = page.getByRole('dialog', { name: 'Event Request Submitted!' });
    await expect(success).toBeVisible();
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'event-request-390-8-success.png'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await expect(success).toBeHidden();

    const [saved] = await requestsOf(request, session.token);
    expect(saved).toMatchObject({
      title: 'Keyboard-only birthday',
      description: 'A fortieth birthday in the garden.',
      event_date: EVENT_DATE,
      location: 'Nelson',
      budget_min: 1000,
      budget_max: 3000,
      delivery_method: 'delivery',
      delivery_address: '3 Trafalgar Street, Nelson',
      additional_notes: 'Garden party.\n• Parking available on site',
      organiser_name: 'Ana Keyboard',
    });
    expect(saved!.items).toEqual([expect.objectContaining({ quantity: 2, categories: [expect.objectContaining({ subcategory_name: 'Cakes & Desserts' })] })]);
  });
});
