import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, type Download, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { CALENDAR_MSG, STORAGE_KEYS, type TProviderAuthSuccess } from '../../packages/contract/src/index.ts';
import { DEMO_PROVIDER } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { onOwnDemoApi } from '../support/api-with-portal.ts';
import { collectPageErrors, expectNoHorizontalScroll } from '../support/page-checks.ts';
import { nzDateIn, postCateringRequestViaApi } from '../support/portal.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signUpViaApi, startSignedIn, type TSession } from '../support/session.ts';

// Add to calendar: the organiser downloads the .ics of a booked event from its details, and makes,
// uses and revokes a calendar feed on the Profile tab; the demo caterer downloads the booking's .ics
// from the accepted quote in the portal and finds the feed on its profile. Accepting a quote changes
// the demo caterer's data, so this spec runs on an API of its own, seeded with the demo data.

const server = onOwnDemoApi();
const WIDTHS = [1280, 390] as const;

type TBooking = { session: TSession; title: string; eventId: number; quoteId: number; date: string };
let booking: TBooking | null = null;

/** A new organiser's catering request, quoted by the demo caterer and accepted: a booking. */
const makeBooking = async (api: APIRequestContext): Promise<TBooking> => {
  if (booking) return booking;
  const session = await signUpViaApi(api, { first_name: 'Hine', last_name: 'Ngata' });
  const title = `Hāngī, waiata; and kai ${Date.now()}`;
  const date = nzDateIn(20);
  const eventId = await postCateringRequestViaApi(api, session, { title, date, description: 'Lunch for 40 at the marae, then a concert.' });
  const login = await api.post('/api/service-provider/account/login', { data: DEMO_PROVIDER });
  const provider = (await login.json()) as TProviderAuthSuccess;
  const categories = (await (await api.get('/api/public/categories/with-subcategories')).json()) as { data: { id: number; name: string }[] };
  const catering = categories.data.find((category) => category.name === 'Catering & Food')!;
  const quote = await api.post('/api/service-provider/quotes', {
    headers: { Authorization: `Bearer ${provider.token}` },
    data: { event_request_id: eventId, quote_amount: 3200, message: 'Kia ora! Hāngī for 40.', valid_until: nzDateIn(10), estimated_duration: '5 hours', category_id: catering.id },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const quoteId = ((await quote.json()) as { data: { id: number } }).data.id;
  const accept = await api.post(`/api/event-organiser/event-requests/${eventId}/quotes/${quoteId}/accept`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(accept.status(), await accept.text()).toBe(200);
  booking = { session, title, eventId, quoteId, date };
  return booking;
};

const newPage = async (browser: Browser, baseURL: string, width: number) => {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width > 400 ? 900 : 844 } });
  return context.newPage();
};

/** Clicks Add to calendar and reads the file the browser saved. */
const downloadIcs = async (page: Page): Promise<{ download: Download; text: string }> => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to calendar' }).click()]);
  return { download, text: await readFile((await download.path())!, 'utf8') };
};

const expectEntry = (text: string, title: string, date: string, uid: RegExp) => {
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Pacific/Auckland\r\n');
  expect(text).toMatch(uid);
  expect(text).toContain(`DTSTART;VALUE=DATE:${date.replaceAll('-', '')}\r\n`);
  expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:${title.replace(',', '\\,').replace(';', '\\;')}\r\n`);
};

for (const width of WIDTHS) {
  test(`the organiser adds a booked event to their calendar and subscribes to the feed (${width} px)`, async ({ browser, playwright }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL: server().baseURL });
    const { session, title, eventId, date } = await makeBooking(api);
    const page = await newPage(browser, server().baseURL, width);
    const errors = collectPageErrors(page);

    await startSignedIn(page, session, '/dashboard?tab=events');
    await page.getByRole('article').filter({ hasText: title }).getByRole('button', { name: /View Details/ }).first().click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, `calendar-event-details-${width}`);
    const { download, text } = await downloadIcs(page);
    expect(download.suggestedFilename()).toMatch(/^hangi-waiata-and-kai-\d+-\d+\.ics$/);
    expectEntry(text, title, date, new RegExp(`UID:event-${eventId}@127\\.0\\.0\\.1\\r\\n`));
    expect(text.replace(/\r\n /g, '')).toContain('Booked: Harbourside Catering Co.');
    await page.keyboard.press('Escape');

    // The Profile tab: create the feed, read it as a calendar app would, revoke it.
    await page.goto('/dashboard?tab=profile');
    const section = page.getByRole('region', { name: 'Calendar Feed' });
    await section.getByRole('button', { name: 'Create calendar feed' }).click();
    await expect(page.getByText(CALENDAR_MSG.feedCreated)).toBeVisible();
    const address = section.getByLabel(/Your calendar feed address/);
    await expect(address).toHaveValue(/\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
    const url = await address.inputValue();
    await section.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, `calendar-feed-organiser-${width}`);
    const feed = await api.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain(`UID:event-${eventId}@`);

    await section.getByRole('button', { name: 'Revoke feed' }).click();
    await expect(page.getByText(CALENDAR_MSG.feedRevoked)).toBeVisible();
    await expect(section.getByText('You have no calendar feed.')).toBeVisible();
    const refused = await api.get(url);
    expect(refused.status()).toBe(404);
    expect(((await refused.json()) as { message: string }).message).toBe(CALENDAR_MSG.feedNotFound);
    expect(errors).toEqual([]);
  });

  test(`the demo caterer adds a booking to their calendar from the accepted quote (${width} px)`, async ({ browser, playwright }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL: server().baseURL });
    const { title, quoteId, date } = await makeBooking(api);
    const page = await newPage(browser, server().portalURL, width);
    const errors = collectPageErrors(page);
    const login = await page.request.post(`${server().portalURL}/api/service-provider/account/login`, { data: DEMO_PROVIDER });
    const provider = (await login.json()) as TProviderAuthSuccess;
    await page.goto('/sign-in');
    await page.evaluate(({ keys, token, user }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    }, { keys: STORAGE_KEYS, token: provider.token, user: provider.user });

    await page.goto(`/quotes/${quoteId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, `calendar-portal-booking-${width}`);
    const { download, text } = await downloadIcs(page);
    expect(download.suggestedFilename()).toBe(`hangi-waiata-and-kai-${title.split(' ').at(-1)}-${quoteId}.ics`);
    expectEntry(text, title, date, new RegExp(`UID:booking-${quoteId}@127\\.0\\.0\\.1\\r\\n`));
    expect(text.replace(/\r\n /g, '')).toContain('Booking for: Hine Ngata');

    // The portal's profile: the feed section.
    await page.goto('/profile#profile-calendar');
    const section = page.getByRole('region', { name: 'Calendar feed' });
    await section.getByRole('button', { name: 'Create calendar feed' }).click();
    const address = section.getByLabel(/Your calendar feed address/);
    await expect(address).toHaveValue(/\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
    const feed = await api.get(await address.inputValue());
    expect(await feed.text()).toContain(`UID:booking-${quoteId}@`);
    await section.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, '#profile-calendar');
    await saveScreenshot(page, `calendar-feed-portal-${width}`);
    await section.getByRole('button', { name: 'Revoke feed' }).click();
    await expect(section.getByText('You have no calendar feed.')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
