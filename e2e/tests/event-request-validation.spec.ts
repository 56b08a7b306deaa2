import { expect, test } from '../support/test.ts';
import { addDaysToIsoDate, nzToday, STORAGE_KEYS } from '../../packages/contract/src/index.ts';
import {
  expectStep, fillBudget, fillContact, fillDelivery, fillDetails, fillNotes, fillServices, next, openWizard, warningToast, wizard,
} from './event-request-wizard.helpers.ts';

test('every validation message of the wizard is seen, and Next waits for each step to pass', async ({ page }) => {
  const form = await openWizard(page);

  // Services: warnings for the category rules, and the quantity rule inline.
  await next(form);
  await expect(warningToast(page, 'Please select at least one service category')).toBeVisible();
  await expectStep(form, 1, 7, 'Services');
  await form.getByText('Music & Entertainment', { exact: true }).click();
  await expect(form.getByText('No specific services selected yet for Music & Entertainment.')).toBeVisible();
  await next(form);
  await expect(warningToast(page, 'Please select at least one specific service for Music & Entertainment')).toBeVisible();
  await form.getByText('DJs', { exact: true }).click();
  // Choosing another category starts its specific services afresh.
  await form.getByText('Catering & Food', { exact: true }).click();
  await expect(form.getByText('No specific services selected yet for Catering & Food.')).toBeVisible();
  await expect(form.getByText('Specific services for Catering & Food')).toBeInViewport();
  await form.getByText('Food Trucks', { exact: true }).click();
  const quantity = form.getByRole('group', { name: /^Food Trucks/ }).getByLabel('Quantity', { exact: true });
  await quantity.fill('0');
  await next(form);
  await expect(form.getByText('Quantity must be at least 1')).toBeVisible();
  await expectStep(form, 1, 7, 'Services');
  await quantity.fill('2');
  await expect(form.getByText('Quantity must be at least 1')).toHaveCount(0);
  await next(form);

  // Event overview: each field in turn.
  await expectStep(form, 2, 7, 'Event Overview');
  await next(form);
  await expect(form.getByText('Event title is required')).toBeVisible();
  await expect(form.getByText('Event description is required')).toBeVisible();
  await expect(form.getByText('Event date is required')).toBeVisible();
  await expect(form.getByText('Please select a location from the list')).toBeVisible();
  await expect(form.getByLabel('Event title')).toBeFocused();
  await expect(form.getByLabel('Event date')).toHaveAttribute('min', addDaysToIsoDate(nzToday(), 3));
  await form.getByLabel('Event date').fill(addDaysToIsoDate(nzToday(), 2));
  await next(form);
  await expect(form.getByText('Event date must be at least 3 days from today')).toBeVisible();
  const location = form.getByRole('combobox', { name: 'Location' });
  await location.fill('Atlantis');
  await expect(form.getByText('No locations found')).toBeVisible();
  await location.press('Escape');
  await expect(location).toHaveValue('');
  await fillDetails(form);
  await expect(form.getByText('Event date must be at least 3 days from today')).toHaveCount(0);
  await next(form);

  // Budget: no validation. The sliders push each other.
  await expectStep(form, 3, 7, 'Budget');
  await expect(form.getByText('$500 – $5,000')).toBeVisible();
  await form.getByLabel('Minimum budget').press('End');
  await expect(form.getByText('$50,000 – $50,000')).toBeVisible();
  await form.getByLabel('Maximum budget').press('Home');
  await expect(form.getByText('$0 – $0')).toBeVisible();
  await expect(form.getByRole('button', { name: /\$/ })).toHaveCount(6);
  await fillBudget(form);
  await next(form);
  await fillDelivery(form);
  await next(form);
  await fillNotes(form);
  await next(form);

  // Your Information.
  await expectStep(form, 6, 7, 'Your Information');
  await next(form);
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Please select a response deadline')).toBeVisible();
  await expect(form.getByText('Urgent')).toBeVisible();
  await form.getByLabel('Email', { exact: true }).fill('mere@');
  await next(form);
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await fillContact(form);
  await next(form);
  await expectStep(form, 7, 7, 'Review & Submit');

  // Edit on the review jumps back to each section's step; Next leads back again.
  for (const [section, step, name] of [
    ['Services', 1, 'Services'],
    ['Event details', 2, 'Event Overview'],
    ['Budget', 3, 'Budget'],
    ['Service delivery', 4, 'Service Delivery'],
    ['Additional notes', 5, 'Additional Notes'],
    ['Your information', 6, 'Your Information'],
  ] as const) {
    await form.getByRole('button', { name: `Edit ${section}` }).click();
    await expectStep(form, step, 7, name);
    await expect(form.getByRole('heading', { level: 3 })).toBeFocused();
    for (let s = step; s < 7; s += 1) await next(form);
    await expectStep(form, 7, 7, 'Review & Submit');
  }
  await form.getByRole('button', { name: 'Previous' }).click();
  await expectStep(form, 6, 7, 'Your Information');
});

test('a restored request missing its delivery method and organiser type is stopped on those steps', async ({ page }) => {
  // An older saved request (e.g. from another version of the form) without the two choices.
  await page.goto('/privacy');
  await page.evaluate((key) => {
    sessionStorage.setItem(key, JSON.stringify({
      version: 1,
      saved_at: new Date().toISOString(),
      values: {
        category_id: 4,
        services: [{ category_id: 4, category_name: 'Venues', subcategory_id: 15, subcategory_name: 'Marae', name: '', quantity: 1, notes: '' }],
        title: 'Whānau reunion', description: 'Three generations together', event_date: '', location: 'Rotorua',
        budget_min: 1000, budget_max: 3000, delivery_method: '', delivery_address: '', additional_notes: '',
        organiser_type: '', organiser_name: 'Tui', organiser_email: 'tui@example.nz', response_deadline: '3_days',
      },
    }));
  }, STORAGE_KEYS.pendingEventRequest);
  await page.goto('/');
  const form = wizard(page);
  await form.scrollIntoViewIfNeeded();
  await expectStep(form, 7, 7, 'Review & Submit');
  await expect(form.getByText('Whānau reunion')).toBeVisible();
  await form.getByRole('button', { name: 'Submit Event Request' }).click();
  // The first step that fails is shown with its message.
  await expectStep(form, 2, 7, 'Event Overview');
  await expect(form.getByText('Event date is required')).toBeVisible();
  await form.getByLabel('Event date').fill(addDaysToIsoDate(nzToday(), 20));
  await next(form);
  await next(form);
  await expectStep(form, 4, 7, 'Service Delivery');
  await next(form);
  await expect(form.getByText('Please select a delivery method')).toBeVisible();
  await form.getByText('Pickup', { exact: true }).click();
  await expect(form.getByText('Please select a delivery method')).toHaveCount(0);
  await next(form);
  await next(form);
  await expectStep(form, 6, 7, 'Your Information');
  await next(form);
  await expect(form.getByText('Please select organiser type')).toBeVisible();
  await form.getByText('Individual', { exact: true }).click();
  await next(form);
  await expectStep(form, 7, 7, 'Review & Submit');
});

test('while lists load they say so; without locations, or without the server, the built-in lists stand in', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/public/categories/with-subcategories', async (route) => {
    await held;
    await route.fulfill({ status: 500, body: '' });
  });
  await page.route('**/api/public/locations', async (route) => {
    await held;
    await route.fulfill({ json: { success: true, data: [] } });
  });
  await page.goto('/');
  const form = wizard(page);
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByText('Loading service categories...')).toBeVisible();
  release();
  // The landing form's built-in sample: four categories with two specific services each.
  await expect(form.getByRole('radio')).toHaveCount(4);
  await form.getByText('Venues', { exact: true }).click();
  await expect(form.getByRole('checkbox')).toHaveCount(2);
  await form.getByText('Function Centres', { exact: true }).click();
  await next(form);
  await form.getByRole('combobox', { name: 'Location' }).click();
  await expect(form.getByText('No locations available')).toBeVisible();
});

test('the locations call failing falls back to the ten cities of the landing form; loading says so', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/public/locations', async (route) => {
    await held;
    await route.fulfill({ status: 503, body: '' });
  });
  const form = await openWizard(page);
  await fillServices(form);
  await next(form);
  const location = form.getByRole('combobox', { name: 'Location' });
  await location.click();
  await expect(form.getByText('Loading locations...')).toBeVisible();
  release();
  await expect(form.getByRole('option')).toHaveCount(10);
  await expect(form.getByRole('option', { name: 'Napier' })).toBeVisible();
  await location.press('Escape');
});
