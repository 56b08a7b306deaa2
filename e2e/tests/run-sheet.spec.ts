import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { RUN_SHEET_MSG, type TNotificationsResponse, type TProviderAuthSuccess, type TRunSheetResponse } from '../../packages/contract/src/index.ts';
import { DEMO_PROVIDER } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { onOwnDemoApi } from '../support/api-with-portal.ts';
import { collectPageErrors, expectNoHorizontalScroll } from '../support/page-checks.ts';
import { nzDateIn, postCateringRequestViaApi, startPortalSignedIn } from '../support/portal.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signUpViaApi, startSignedIn, type TSession } from '../support/session.ts';

// The day-of run sheet: an organiser books the demo caterer, writes the event day's lines from the
// event details modal, reorders them by drag and by keyboard, saves, and prints on one A4 page; the
// caterer is notified and sees the sheet read-only in the portal with its own lines marked "You".
// Booking the demo caterer changes its quotes, which other specs read, so this spec runs on its own API.

const server = onOwnDemoApi();
const EVENT = 'Kauri Park open day';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new organiser's catering request in Auckland, quoted by the demo caterer and accepted: the caterer is booked. */
const bookDemoCaterer = async (api: APIRequestContext, portalURL: string) => {
  const organiser = await signUpViaApi(api, { first_name: 'Mere', last_name: 'Runsheet' });
  const eventId = await postCateringRequestViaApi(api, organiser, { title: EVENT, date: nzDateIn(40), description: 'An open day for 200 families.' });
  const login = await api.post(`${portalURL}/api/service-provider/account/login`, { data: DEMO_PROVIDER });
  expect(login.ok(), await login.text()).toBe(true);
  const caterer = (await login.json()) as TProviderAuthSuccess;
  const quote = await api.post(`${portalURL}/api/service-provider/quotes`, {
    headers: bearer(caterer.token),
    data: { event_request_id: eventId, category_id: caterer.provider.categories[0]!.id, quote_amount: 3200, message: 'Kia ora, happy to cater the open day.', valid_until: nzDateIn(10) },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const quoteId = ((await quote.json()) as { data: { id: number } }).data.id;
  const accept = await api.post(`/api/event-organiser/event-requests/${eventId}/quotes/${quoteId}/accept`, { headers: bearer(organiser.token) });
  expect(accept.ok(), await accept.text()).toBe(true);
  return { organiser, caterer, eventId };
};

const newPage = async (browser: Browser, baseURL: string, width: number) => {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width > 400 ? 900 : 844 } });
  return context.newPage();
};

/** What happens on each line of the editor, in order. */
const texts = (page: Page) => page.getByRole('list', { name: 'Run sheet lines' }).getByRole('textbox', { name: 'What happens' })
  .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Fills the last line of the editor. */
const fillLastLine = async (page: Page, time: string, text: string, responsible: string) => {
  const row = page.getByRole('list', { name: 'Run sheet lines' }).getByRole('listitem').last();
  await row.getByLabel('Time').fill(time);
  await row.getByLabel('What happens').fill(text);
  await row.getByLabel('Responsible').selectOption({ label: responsible });
};

const twentyLines = (catererId: number) => Array.from({ length: 20 }, (_v, i) => ({
  time: `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  text: `${['Gates open and welcome by the kaumātua', 'Food stalls ready and serving morning tea', 'Games on the field for the tamariki'][i % 3]} (${i + 1})`,
  provider_id: i % 3 === 1 ? catererId : null,
}));

let booking: Awaited<ReturnType<typeof bookDemoCaterer>>;
let organiserSession: TSession;

test('the organiser writes, reorders (drag and keyboard) and saves the run sheet from the event details modal, at 1280 px', async ({ browser, playwright }) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: server().baseURL });
  booking = await bookDemoCaterer(api, server().portalURL);
  organiserSession = booking.organiser;
  const page = await newPage(browser, server().baseURL, 1280);
  const errors = collectPageErrors(page);
  await startSignedIn(page, organiserSession, '/dashboard?tab=events');

  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: EVENT, exact: true }) });
  await card.getByRole('button', { name: `View Details for ${EVENT}` }).click();
  await page.getByRole('dialog', { name: EVENT }).getByRole('link', { name: 'Run sheet' }).click();
  await expect(page).toHaveURL(`${server().baseURL}/dashboard/events/${booking.eventId}/run-sheet`);
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  await expect(page.getByText(RUN_SHEET_MSG.empty)).toBeVisible();
  // The header keeps My Events marked while its event's run sheet is open.
  await expect(page.locator('[data-tour="tab-events"]')).toHaveAttribute('data-active', 'true');

  const caterer = booking.caterer.provider.business_name;
  for (const [time, text, who] of [['09:00', 'Gates open', 'Me'], ['10:30', 'Morning tea served', caterer], ['10:00', 'Welcome speech', 'Me']] as const) {
    await page.getByRole('button', { name: 'Add line' }).click();
    await fillLastLine(page, time, text, who);
  }
  await expect.poll(() => texts(page)).toEqual(['Gates open', 'Morning tea served', 'Welcome speech']);

  // Keyboard: line 3 up one place, focus stays on it, the move is announced.
  await page.getByRole('button', { name: 'Move line 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => texts(page)).toEqual(['Gates open', 'Welcome speech', 'Morning tea served']);
  await expect(page.getByRole('button', { name: 'Move line 2 up' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome speech moved to position 2 of 3' })).toBeAttached();

  // Drag: the last line's grip onto the first line.
  const rows = page.getByRole('list', { name: 'Run sheet lines' }).getByRole('listitem');
  await rows.nth(2).getByTestId('drag-handle').dragTo(rows.nth(0));
  await expect.poll(() => texts(page)).toEqual(['Morning tea served', 'Gates open', 'Welcome speech']);

  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, 'run-sheet-editor-1280', true);
  await page.getByRole('button', { name: 'Save run sheet' }).click();
  await expect(page.getByText(RUN_SHEET_MSG.saved)).toBeVisible();
  await expect(page.getByText('3 of 100 lines')).toBeVisible();

  const saved = (await (await api.get(`/api/event-organiser/event-requests/${booking.eventId}/run-sheet`, { headers: bearer(organiserSession.token) })).json()) as TRunSheetResponse;
  expect(saved.data.version).toBe(1);
  expect(saved.data.lines.map((line) => [line.time, line.text, line.responsible_name])).toEqual([
    ['10:30', 'Morning tea served', caterer], ['09:00', 'Gates open', 'Me'], ['10:00', 'Welcome speech', 'Me'],
  ]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('at 390 px the editor stacks each line and keeps every control in reach', async ({ browser }) => {
  const page = await newPage(browser, server().baseURL, 390);
  const errors = collectPageErrors(page);
  await startSignedIn(page, organiserSession, `/dashboard/events/${booking.eventId}/run-sheet`);
  await expect.poll(() => texts(page)).toEqual(['Morning tea served', 'Gates open', 'Welcome speech']);
  await page.getByRole('button', { name: 'Move line 1 down' }).click();
  await expect.poll(() => texts(page)).toEqual(['Gates open', 'Morning tea served', 'Welcome speech']);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'run-sheet-editor-390', true);
  await page.getByRole('button', { name: 'Save run sheet' }).click();
  await expect(page.getByText(RUN_SHEET_MSG.saved)).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the caterer is notified once per save and reads the sheet in the portal, its lines marked You, at 1280 and 390 px', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server().portalURL });
  const notes = (await (await api.get('/api/notifications', { headers: bearer(booking.caterer.token) })).json()) as TNotificationsResponse;
  const runSheetNotes = notes.data.notifications.filter((n) => n.message === `The run sheet for "${EVENT}" has been updated`);
  expect(runSheetNotes.map((n) => n.link)).toEqual([`/run-sheets/${booking.eventId}`, `/run-sheets/${booking.eventId}`]);

  for (const width of [1280, 390]) {
    const page = await newPage(browser, server().portalURL, width);
    const errors = collectPageErrors(page);
    await startPortalSignedIn(page, api, DEMO_PROVIDER.email, DEMO_PROVIDER.password, `/run-sheets/${booking.eventId}`, server().portalURL);
    await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
    const table = page.getByRole('table');
    const body = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    await expect(body).toHaveCount(3);
    await expect(body.nth(1)).toContainText('Morning tea served');
    await expect(body.nth(1)).toContainText('You');
    await expect(body.nth(0)).toContainText('Organiser');
    await expect(body.nth(0)).not.toContainText('You');
    await expect(page.getByText('1 line is yours')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, `run-sheet-portal-${width}`, true);
    expect(errors).toEqual([]);
    await page.context().close();
  }
});

test('the print view of a 20-line sheet fits one A4 page, for the organiser and the caterer', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server().baseURL });
  const current = (await (await api.get(`/api/event-organiser/event-requests/${booking.eventId}/run-sheet`, { headers: bearer(organiserSession.token) })).json()) as TRunSheetResponse;
  const put = await api.put(`/api/event-organiser/event-requests/${booking.eventId}/run-sheet`, {
    headers: bearer(organiserSession.token), data: { version: current.data.version, lines: twentyLines(booking.caterer.provider.provider_id) },
  });
  expect(put.ok(), await put.text()).toBe(true);

  const page = await newPage(browser, server().baseURL, 1280);
  await startSignedIn(page, organiserSession, `/dashboard/events/${booking.eventId}/run-sheet`);
  await page.getByRole('link', { name: 'Print' }).click();
  await expect(page).toHaveURL(`${server().baseURL}/run-sheets/${booking.eventId}/print`);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await saveScreenshot(page, 'run-sheet-print-organiser', true);
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await page.context().close();

  const portal = await newPage(browser, server().portalURL, 1280);
  const portalApi = await playwright.request.newContext({ baseURL: server().portalURL });
  await startPortalSignedIn(portal, portalApi, DEMO_PROVIDER.email, DEMO_PROVIDER.password, `/run-sheets/${booking.eventId}/print`, server().portalURL);
  await expect(portal.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  await expect(portal.getByRole('row').filter({ hasText: 'You' })).toHaveCount(7);
  await portal.emulateMedia({ media: 'print' });
  await saveScreenshot(portal, 'run-sheet-print-portal', true);
  const portalPdf = await portal.pdf({ preferCSSPageSize: true });
  expect(portalPdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await portal.context().close();
});
