// Steps of the provider-portal specs: signing in to the portal (through its page or its API), signing a
// new business up through the three steps, posting an organiser's request through Plan Event, and a
// small picture made in the test.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { addDaysToIsoDate, nzToday, STORAGE_KEYS, type TProviderAuthSuccess } from '../../packages/contract/src/index.ts';
import { STRONG_PASSWORD } from './accounts.ts';
import type { TSession } from './session.ts';
import { PORTAL_URL } from './sites.ts';

/** Two people side by side: each browser context has its own storage, so its own session. */
export const newPerson = async (browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 844 } });
  return { context, page: await context.newPage() };
};

/** Signs in on the portal's sign-in page and waits for the Requests inbox. */
export const signInToPortal = async (page: Page, email: string, password: string): Promise<void> => {
  await page.goto(`${PORTAL_URL}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${PORTAL_URL}/requests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
};

/** Signs a provider in through the portal's API and opens `path` of the portal (the run's, unless a spec has its own) signed in. */
export const startPortalSignedIn = async (
  page: Page, request: APIRequestContext, email: string, password: string, path = '/requests', portal = PORTAL_URL,
): Promise<TProviderAuthSuccess> => {
  const response = await request.post(`${portal}/api/service-provider/account/login`, { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  const session = (await response.json()) as TProviderAuthSuccess;
  await page.goto(`${portal}/sign-in`);
  await page.evaluate(
    ({ keys, token, user }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys: STORAGE_KEYS, token: session.token, user: session.user },
  );
  await page.goto(`${portal}${path}`);
  return session;
};

export type TNewBusiness = { email: string; businessName: string; contactName: string; phone: string; city: string; category: string };

/** The portal's sign-up card. */
export const signUpCard = (page: Page): Locator => page.getByRole('main');

/** Step 1 of sign-up: e-mail and a password typed twice; Continue. */
export const fillSignUpAccount = async (page: Page, email: string, password = STRONG_PASSWORD): Promise<void> => {
  await expect(page.getByRole('progressbar', { name: 'Step 1 of 3: Account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
};

/** Step 2 of sign-up: the business, its contact, phone and city; Continue. */
export const fillSignUpBusiness = async (page: Page, business: TNewBusiness): Promise<void> => {
  await expect(page.getByRole('progressbar', { name: 'Step 2 of 3: Business' })).toBeVisible();
  await page.getByLabel('Business name').fill(business.businessName);
  await page.getByLabel('Contact name').fill(business.contactName);
  await page.getByLabel('Phone').fill(business.phone);
  await page.getByLabel('City').selectOption({ label: business.city });
  await page.getByRole('button', { name: 'Continue' }).click();
};

/** Step 3 of sign-up: one category ticked; the price range and description left as they are. */
export const fillSignUpServices = async (page: Page, business: TNewBusiness): Promise<void> => {
  await expect(page.getByRole('progressbar', { name: 'Step 3 of 3: Services' })).toBeVisible();
  await page.getByRole('checkbox', { name: business.category }).check();
};

/**
 * A new business through all three steps (password STRONG_PASSWORD) on the portal at `portal` (the
 * run's, unless a spec has its own): it lands on the Requests page, awaiting verification.
 */
export const signUpProvider = async (page: Page, business: TNewBusiness, portal = PORTAL_URL): Promise<void> => {
  await page.goto(`${portal}/sign-up`);
  await fillSignUpAccount(page, business.email);
  await fillSignUpBusiness(page, business);
  await fillSignUpServices(page, business);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(`${portal}/requests`);
};

/** Saves a screenshot of one part of the page as e2e/screenshots/<name>.png (beside saveScreenshot's). */
export const saveSectionScreenshot = async (section: Locator, name: string): Promise<void> => {
  await section.screenshot({ path: join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots', `${name}.png`), animations: 'disabled' });
};

/**
 * Scrolls through the page so that every lazily loaded picture loads, and waits for them: a full-page
 * screenshot then shows the pictures a person scrolling down would see.
 */
export const loadLazyImages = async (page: Page): Promise<void> => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).filter((img) => img.loading === 'lazy' && !img.complete).length))
    .toBe(0);
};

/** A date `days` from today in New Zealand (YYYY-MM-DD). */
export const nzDateIn = (days: number): string => addDaysToIsoDate(nzToday(), days);

/**
 * An organiser already on the dashboard posts a catering request in Auckland through Plan Event
 * (Catering & Food / Full-Service Catering), for `date`; the dialog closes on success.
 */
export const postCateringRequestInAuckland = async (page: Page, options: { title: string; date: string; description?: string }): Promise<void> => {
  await page.getByRole('button', { name: 'Plan Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan Your Event' });
  await expect(dialog.getByText('Step 1 of 5: Event Overview')).toBeVisible();
  await dialog.getByLabel('Event title').fill(options.title);
  await dialog.getByLabel('Event description').fill(options.description ?? 'A sit-down dinner for 60 guests with a dessert table.');
  await dialog.getByLabel('Event date').fill(options.date);
  await dialog.getByRole('combobox', { name: 'Location' }).fill('auck');
  await dialog.getByRole('option', { name: 'Auckland', exact: true }).click();
  await dialog.getByText('Catering & Food', { exact: true }).click();
  await dialog.getByText('Full-Service Catering', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Next Step' }).click();
  await expect(dialog.getByText('Step 2 of 5: Budget Planning')).toBeVisible();
  await dialog.getByRole('button', { name: '$3,000 - $5,000' }).click();
  for (const step of ['Step 3 of 5: Service Delivery', 'Step 4 of 5: Additional Details', 'Step 5 of 5: Review & Submit']) {
    await dialog.getByRole('button', { name: 'Next Step' }).click();
    await expect(dialog.getByText(step)).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Submit Event' }).click();
  await expect(page.locator('[data-type="success"]', { hasText: 'Event submitted successfully!' })).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5_000 });
};

/**
 * Posts (submits) a catering request in Auckland for the organiser of `session` through the API, for
 * specs whose subject is what the provider sees of it. Answers its id.
 */
export const postCateringRequestViaApi = async (request: APIRequestContext, session: TSession, options: { title: string; date: string; description: string }): Promise<number> => {
  const categories = (await (await request.get('/api/public/categories/with-subcategories')).json()) as { data: { id: number; name: string; subcategories: { id: number; name: string }[] }[] };
  const locations = (await (await request.get('/api/public/locations')).json()) as { data: { id: number; name: string }[] };
  const catering = categories.data.find((category) => category.name === 'Catering & Food')!;
  const auckland = locations.data.find((location) => location.name === 'Auckland')!;
  const response = await request.post('/api/event-organiser/event-requests', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      title: options.title,
      description: options.description,
      event_date: options.date,
      location: auckland.name,
      location_id: auckland.id,
      budget_min: 2500,
      budget_max: 4000,
      delivery_method: 'on_site',
      items: [{ name: 'Lunch for 40', quantity: 40, notes: 'Two vegetarian guests', categories: [{ category_id: catering.id, subcategory_id: catering.subcategories[0]!.id }] }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG of `size` × `size` pixels: two colours split diagonally, so a person can tell it apart. */
export const makePng = (size = 48, colours: { a: [number, number, number]; b: [number, number, number] } = { a: [15, 93, 87], b: [244, 185, 66] }): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: number[] = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(0);
    for (let x = 0; x < size; x += 1) rows.push(...(x > y ? colours.a : colours.b));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
