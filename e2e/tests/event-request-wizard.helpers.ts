// Shared steps of the event-request specs: filling each wizard step as a person would, and
// reading the organiser's requests back through the API.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDaysToIsoDate, nzToday, STORAGE_KEYS, type TEventRequest } from '../../packages/contract/src/index.ts';

export const EVENT_DATE = addDaysToIsoDate(nzToday(), 45);

/** The wizard on the landing page (section registration-form). */
export const wizard = (page: Page): Locator => page.locator('#registration-form');

export const openWizard = async (page: Page, path = '/'): Promise<Locator> => {
  await page.goto(path);
  const form = wizard(page);
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByText(/^Step 1 of \d: Services$/)).toBeVisible();
  await expect(form.getByText('Catering & Food', { exact: true })).toBeVisible();
  return form;
};

export const expectStep = async (form: Locator, n: number, total: number, name: string): Promise<void> => {
  await expect(form.getByText(`Step ${n} of ${total}: ${name}`, { exact: true })).toBeVisible();
};

export const next = async (form: Locator): Promise<void> => {
  await form.getByRole('button', { name: 'Next', exact: true }).click();
};

/** The warning toast with this text. */
export const warningToast = (page: Page, text: string): Locator => page.locator('[data-type="warning"]', { hasText: text });

/** Step 1: Catering & Food, two specific services with their details. */
export const fillServices = async (form: Locator): Promise<void> => {
  await form.getByText('Catering & Food', { exact: true }).click();
  await form.getByText('Full-Service Catering', { exact: true }).click();
  await form.getByText('Cakes & Desserts', { exact: true }).click();
  await expect(form.getByText('2 services selected: Full-Service Catering, Cakes & Desserts')).toBeVisible();
  const dinner = form.getByRole('group', { name: /^Full-Service Catering/ });
  await dinner.getByLabel('Specific service').fill('Three-course dinner');
  await dinner.getByLabel('Quantity', { exact: true }).fill('120');
  await dinner.getByLabel('Notes').fill('Buffet style is fine');
  const cake = form.getByRole('group', { name: /^Cakes & Desserts/ });
  await cake.getByLabel('Specific service').fill('Two-tier wedding cake');
  await cake.getByRole('button', { name: 'Increase quantity of Cakes & Desserts' }).click();
};

/** Step 2: title, description, date and a location chosen from the list. */
export const fillDetails = async (form: Locator, title = 'Aroha and Tama’s wedding'): Promise<void> => {
  await form.getByLabel('Event title').fill(title);
  await form.getByLabel('Event description').fill('Reception for 120 guests with dinner and dancing.');
  await form.getByLabel('Event date').fill(EVENT_DATE);
  const location = form.getByRole('combobox', { name: 'Location' });
  await location.fill('well');
  await form.getByRole('option', { name: 'Wellington' }).click();
  await expect(location).toHaveValue('Wellington');
};

/** Step 3: a preset, then the maximum nudged up by the keyboard: $5,000 – $10,500. */
export const fillBudget = async (form: Locator): Promise<void> => {
  await form.getByRole('button', { name: '$5,000 - $10,000' }).click();
  const max = form.getByLabel('Maximum budget');
  for (let i = 0; i < 5; i += 1) await max.press('ArrowRight');
  await expect(form.getByText('$5,000 – $10,500')).toBeVisible();
};

/** Step 4: delivery to an address. */
export const fillDelivery = async (form: Locator): Promise<void> => {
  await expect(form.getByLabel('Delivery address')).toHaveCount(0);
  await form.getByText('Delivery', { exact: true }).click();
  await form.getByLabel('Delivery address').fill('12 Oriental Parade, Wellington');
};

export const NOTES_TYPED = 'The venue has a steep driveway.';
export const NOTES_FULL = `${NOTES_TYPED}\n• Wheelchair access needed\n• Wet-weather backup plan needed`;

/** Step 5: typed text and two suggestion chips. */
export const fillNotes = async (form: Locator): Promise<void> => {
  await form.getByRole('textbox', { name: /^Additional notes/ }).fill(NOTES_TYPED);
  await form.getByRole('button', { name: 'Add: Wheelchair access needed' }).click();
  await form.getByRole('button', { name: 'Add: Wet-weather backup plan needed' }).click();
  await expect(form.getByRole('textbox', { name: /^Additional notes/ })).toHaveValue(NOTES_FULL);
  await expect(form.getByText(`${NOTES_FULL.length} / 5,000 characters`)).toBeVisible();
};

export const CONTACT = { name: 'Kauri Events Ltd', email: 'bookings@kauri-events.example.nz' } as const;

/** Step 6 (visitors): a business, its name and e-mail, quotes within a week. */
export const fillContact = async (form: Locator): Promise<void> => {
  await form.getByText('Business', { exact: true }).click();
  await form.getByLabel('Name', { exact: true }).fill(CONTACT.name);
  await form.getByLabel('Email', { exact: true }).fill(CONTACT.email);
  await form.getByText('1 week', { exact: true }).click();
};

/** The requests of the organiser whose token the page holds, newest first. */
export const requestsOf = async (request: APIRequestContext, token: string): Promise<TEventRequest[]> => {
  const response = await request.get('/api/event-organiser/event-requests', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: TEventRequest[] }).data;
};

export const tokenOf = async (page: Page): Promise<string> => {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  expect(token).toBeTruthy();
  return token!;
};

/** The request as every spec fills it, in the API's words (items in the new shape). */
export const expectFilledRequest = (saved: TEventRequest) => {
  expect(saved).toMatchObject({
    title: 'Aroha and Tama’s wedding',
    description: 'Reception for 120 guests with dinner and dancing.',
    event_date: EVENT_DATE,
    location: 'Wellington',
    budget_min: 5000,
    budget_max: 10500,
    delivery_method: 'delivery',
    delivery_address: '12 Oriental Parade, Wellington',
    additional_notes: NOTES_FULL,
    status: 'submitted',
  });
  expect(saved.items.map((item) => ({ name: item.name, quantity: item.quantity, notes: item.notes, services: item.categories.map((c) => `${c.category_name} / ${c.subcategory_name}`) }))).toEqual([
    { name: 'Three-course dinner', quantity: 120, notes: 'Buffet style is fine', services: ['Catering & Food / Full-Service Catering'] },
    { name: 'Two-tier wedding cake', quantity: 2, notes: null, services: ['Catering & Food / Cakes & Desserts'] },
  ]);
};
