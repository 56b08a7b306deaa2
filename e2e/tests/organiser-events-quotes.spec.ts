import { type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { EVENT_HISTORY_MSG, EVENT_REQUEST_MSG, QUOTE_MSG, type TProviderAuthSuccess } from '../../packages/contract/src/index.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { runProviderVerify, startApiWithPortal, type TApiWithPortal } from '../support/api-with-portal.ts';
import { openDashboardAsDemo } from '../support/dashboard.ts';
import { collectPageErrors, expectNoHorizontalScroll } from '../support/page-checks.ts';
import { nzDateIn, postCateringRequestViaApi } from '../support/portal.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signUpViaApi, startSignedIn, type TSession } from '../support/session.ts';

// The organiser's side of quotes: My Events (filters, details, timeline, editing and deleting drafts,
// cancelling), the Quotes tab (a quote's details, accepting one of two providers' quotes, declining
// another) and History.
//
// Accepting needs two providers quoting one event, and only a verified provider can quote. The run's
// demo caterer is the one verified provider whose password is known, and the demo organiser's events
// are read by other specs; so the events and quotes are made on an API of this spec's own (its own
// database): two caterers sign up, the operator verifies them (npm run provider:verify, the server
// stopped), and a new organiser's events get their quotes. History needs events in the past, which
// only the lifecycle job makes: it reads the run's demo organiser, without changing anything.

const CATERERS = [
  { business_name: 'Tūī Table Catering', contact_name: 'Mere Tipene', email: uniqueEmail('oeq-tui') },
  { business_name: 'Pōhutukawa Platters', contact_name: 'Sam Rewiti', email: uniqueEmail('oeq-pohutukawa') },
] as const;
const [TUI, POHUTUKAWA] = CATERERS.map((caterer) => caterer.business_name) as [string, string];

const stamp = Date.now();
const EVENTS = {
  booked: `Ngāti Whātua netball dinner ${stamp}`,
  declined: `Ōrākei book launch ${stamp}`,
  cancelled: `Matakana cycling lunch ${stamp}`,
  draftToEdit: `Ponsonby quiz supper ${stamp}`,
  edited: `Grey Lynn quiz supper ${stamp}`,
  draftToDelete: `Devonport market stall ${stamp}`,
} as const;

type TWorld = { server: TApiWithPortal; api: APIRequestContext; organiser: TSession; eventIds: Record<'booked' | 'declined', number> };

/** A caterer in Auckland signs up through the portal's API (awaiting verification until the operator's command). */
const signUpCaterer = async (api: APIRequestContext, portalURL: string, caterer: (typeof CATERERS)[number]): Promise<TProviderAuthSuccess> => {
  const categories = (await (await api.get('/api/public/categories/with-subcategories')).json()) as { data: { id: number; name: string; subcategories: { id: number }[] }[] };
  const locations = (await (await api.get('/api/public/locations')).json()) as { data: { id: number; name: string }[] };
  const catering = categories.data.find((category) => category.name === 'Catering & Food')!;
  const response = await api.post(`${portalURL}/api/service-provider/account/signup`, {
    data: {
      ...caterer,
      password: STRONG_PASSWORD,
      phone: '09 555 0188',
      category_ids: [catering.id],
      subcategory_ids: catering.subcategories.map((sub) => sub.id),
      location_id: locations.data.find((location) => location.name === 'Auckland')!.id,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TProviderAuthSuccess;
};

/** The caterer quotes for an event, as the portal's form sends it. */
const sendQuote = async (api: APIRequestContext, portalURL: string, caterer: TProviderAuthSuccess, eventRequestId: number, amount: number) => {
  const catering = caterer.provider.categories[0]!;
  const response = await api.post(`${portalURL}/api/service-provider/quotes`, {
    headers: { Authorization: `Bearer ${caterer.token}` },
    data: {
      event_request_id: eventRequestId,
      category_id: catering.id,
      quote_amount: amount,
      message: `Kia ora! ${caterer.provider.business_name} would love to cater this: shared platters and a dessert table.`,
      valid_until: nzDateIn(12),
      estimated_duration: '5 hours',
      includes_setup: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
};

/** A draft saved through the API with everything the wizard's steps ask for, so Next Step goes through. */
const saveDraftViaApi = async (api: APIRequestContext, organiser: TSession, title: string, date: string) => {
  const categories = (await (await api.get('/api/public/categories/with-subcategories')).json()) as { data: { id: number; name: string; subcategories: { id: number }[] }[] };
  const locations = (await (await api.get('/api/public/locations')).json()) as { data: { id: number; name: string }[] };
  const catering = categories.data.find((category) => category.name === 'Catering & Food')!;
  const auckland = locations.data.find((location) => location.name === 'Auckland')!;
  const response = await api.post('/api/event-organiser/event-requests', {
    headers: { Authorization: `Bearer ${organiser.token}` },
    data: {
      is_draft: true,
      title,
      description: 'Supper for 50 at the club rooms.',
      event_date: date,
      location: auckland.name,
      location_id: auckland.id,
      budget_min: 1000,
      budget_max: 2000,
      delivery_method: 'on_site',
      items: [{ name: 'Supper for 50', quantity: 50, notes: null, categories: [{ category_id: catering.id, subcategory_id: catering.subcategories[0]!.id }] }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
};

/**
 * The spec's own API with a new organiser: three events sent to providers (the first quoted by both
 * caterers, the second by Pōhutukawa, the third by nobody) and two drafts.
 */
const makeWorld = async (playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } }): Promise<TWorld> => {
  const server = await startApiWithPortal();
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  try {
    for (const caterer of CATERERS) await signUpCaterer(api, server.portalURL, caterer);
    await server.stop();
    for (const caterer of CATERERS) {
      const verify = runProviderVerify(server.dataDir, caterer.email);
      expect(verify.status, verify.output).toBe(0);
    }
    await server.start();
    const [tui, pohutukawa] = await Promise.all(
      CATERERS.map(async (caterer) => {
        const response = await api.post(`${server.portalURL}/api/service-provider/account/login`, { data: { email: caterer.email, password: STRONG_PASSWORD } });
        expect(response.ok(), await response.text()).toBe(true);
        return (await response.json()) as TProviderAuthSuccess;
      }),
    );

    const organiser = await signUpViaApi(api, { first_name: 'Hana', last_name: 'Quotes' });
    const post = (title: string, days: number) => postCateringRequestViaApi(api, organiser, { title, date: nzDateIn(days), description: 'Dinner for 40 after the season’s last game.' });
    const booked = await post(EVENTS.booked, 30);
    const declined = await post(EVENTS.declined, 35);
    await post(EVENTS.cancelled, 40);
    await saveDraftViaApi(api, organiser, EVENTS.draftToEdit, nzDateIn(45));
    await saveDraftViaApi(api, organiser, EVENTS.draftToDelete, nzDateIn(50));
    await sendQuote(api, server.portalURL, tui!, booked, 3200);
    await sendQuote(api, server.portalURL, pohutukawa!, booked, 2950);
    await sendQuote(api, server.portalURL, pohutukawa!, declined, 1800);
    return { server, api, organiser, eventIds: { booked, declined } };
  } catch (error) {
    await api.dispose();
    await server.close();
    throw error;
  }
};

/** A browser of its own on the spec's API, signed in as the organiser at `path`. */
const openAsOrganiser = async (browser: Browser, world: TWorld, path: string, width = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> => {
  const context = await browser.newContext({ baseURL: world.server.baseURL, viewport: { width, height: width > 400 ? 900 : 844 } });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await startSignedIn(page, world.organiser, path);
  return { context, page, errors };
};

const eventCards = (page: Page) => page.getByRole('list', { name: 'Your events' }).getByRole('listitem');
const eventCard = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
/** The value beside a label of a card's or the summary's facts (its <dt> and <dd>). */
const factValue = (scope: Page | Locator, label: string) => scope.getByRole('term').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) }).locator('xpath=following-sibling::dd[1]');
/** '$1,234.50' as 1234.5. */
const dollars = (text: string) => Number(text.trim().replace(/^\$/, '').replaceAll(',', ''));
const quoteCard = (page: Page, provider: string) => page.getByRole('list', { name: 'Quotes' }).getByRole('article', { name: provider });

/** Selects My Events' filter tab and checks that its count is `count` and that as many cards are listed. */
const expectFilter = async (page: Page, label: string, count: number) => {
  const tab = page.getByRole('tablist', { name: 'Filter events' }).getByRole('tab', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toHaveAccessibleName(`${label} (${count})`);
  await expect(eventCards(page)).toHaveCount(count);
};

/** The axe check, no sideways scrolling, and a screenshot to look at. */
const checkScreen = async (page: Page, name: string, width: number, fullPage = true) => {
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, `organiser-${name}-${width}`, fullPage);
};

test.describe('on an API of its own: a new organiser with two caterers’ quotes', () => {
  test.describe.configure({ mode: 'serial' });

  let world: TWorld;
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    world = await makeWorld(playwright);
  });
  test.afterAll(async () => {
    await world?.api.dispose();
    await world?.server.close();
  });

  test('My Events: the filters and their counts, an event’s details and timeline, a draft edited, another deleted, an event cancelled', async ({ browser }) => {
    const { context, page, errors } = await openAsOrganiser(browser, world, '/dashboard?tab=events');
    try {
      await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible();
      await expectFilter(page, 'All Events', 5);
      await expectFilter(page, 'Drafts', 2);
      await expect(eventCards(page)).toContainText([/Draft/, /Draft/]);
      await expectFilter(page, 'Active', 3);
      await expectFilter(page, 'Completed', 0);
      await expect(page.getByText('No completed events')).toBeVisible();
      await expectFilter(page, 'All Events', 5);

      // The quoted event's details: Overview, Quotes (2), Timeline.
      const booked = eventCard(page, EVENTS.booked);
      await expect(booked).toContainText('2 quotes received');
      await booked.getByRole('button', { name: `View Details for ${EVENTS.booked}` }).click();
      const details = page.getByRole('dialog', { name: EVENTS.booked });
      const detailTabs = details.getByRole('tablist', { name: 'Event details' });
      await expect(detailTabs.getByRole('tab')).toHaveText(['Overview', /^Quotes/, 'Timeline']);
      await expect(detailTabs.getByRole('tab', { name: 'Quotes (2)' })).toBeVisible();
      await detailTabs.getByRole('tab', { name: 'Quotes (2)' }).click();
      await expect(details.getByRole('list', { name: 'Quotes for this event' }).getByRole('article')).toHaveCount(2);
      await detailTabs.getByRole('tab', { name: 'Timeline' }).click();
      const timeline = details.getByRole('list', { name: 'Event timeline' });
      await expect(timeline.getByRole('heading')).toHaveText(['Event Created', 'Event Submitted', 'Quotes Received']);
      await expect(timeline).toContainText('2 quotes received');
      await details.getByRole('button', { name: 'Close' }).first().click();
      await expect(details).toHaveCount(0);

      // A draft's title changed in the wizard, through its five steps, and saved as a draft.
      await eventCard(page, EVENTS.draftToEdit).getByRole('button', { name: `Edit for ${EVENTS.draftToEdit}` }).click();
      const wizard = page.getByRole('dialog', { name: 'Edit Event' });
      await expect(wizard.getByLabel('Event title')).toHaveValue(EVENTS.draftToEdit);
      await wizard.getByLabel('Event title').fill(EVENTS.edited);
      for (const step of ['Step 2 of 5', 'Step 3 of 5', 'Step 4 of 5', 'Step 5 of 5']) {
        await wizard.getByRole('button', { name: 'Next Step' }).click();
        await expect(wizard.getByText(new RegExp(`^${step}`))).toBeVisible();
      }
      await expect(wizard).toContainText(EVENTS.edited);
      await wizard.getByRole('button', { name: 'Save as Draft' }).click();
      await expect(toast(page, EVENT_REQUEST_MSG.draftSaved)).toBeVisible();
      await expect(wizard).toHaveCount(0);
      await expect(eventCard(page, EVENTS.edited)).toContainText('Draft');
      await expect(eventCard(page, EVENTS.draftToEdit)).toHaveCount(0);

      // Another draft deleted, once confirmed.
      await eventCard(page, EVENTS.draftToDelete).getByRole('button', { name: `Edit for ${EVENTS.draftToDelete}` }).click();
      await page.getByRole('dialog', { name: 'Edit Event' }).getByRole('button', { name: 'Delete Draft' }).click();
      const confirmDelete = page.getByRole('dialog', { name: 'Delete this draft?' });
      await expect(confirmDelete).toContainText('This cannot be undone.');
      await confirmDelete.getByRole('button', { name: 'Delete Draft' }).click();
      await expect(toast(page, EVENT_REQUEST_MSG.draftDeleted)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(eventCard(page, EVENTS.draftToDelete)).toHaveCount(0);

      // An event cancelled: Keep Event first keeps it, Cancel Event cancels it.
      await eventCard(page, EVENTS.cancelled).getByRole('button', { name: `View Details for ${EVENTS.cancelled}` }).click();
      const cancelling = page.getByRole('dialog', { name: EVENTS.cancelled });
      await expect(cancelling.getByText('Active', { exact: true }).first()).toBeVisible();
      await cancelling.getByRole('button', { name: 'Cancel Event' }).click();
      const confirmCancel = page.getByRole('dialog', { name: 'Cancel this event?' });
      await confirmCancel.getByRole('button', { name: 'Keep Event' }).click();
      await expect(confirmCancel).toHaveCount(0);
      await expect(cancelling.getByText('Active', { exact: true }).first()).toBeVisible();
      await cancelling.getByRole('button', { name: 'Cancel Event' }).click();
      await confirmCancel.getByRole('button', { name: 'Cancel Event' }).click();
      await expect(toast(page, EVENT_REQUEST_MSG.cancelled)).toBeVisible();
      await expect(confirmCancel).toHaveCount(0);
      await expect(cancelling.getByText('Cancelled', { exact: true }).first()).toBeVisible();
      // No footer: neither Cancel Event nor its Close beside the dialog's own close button.
      await expect(cancelling.getByRole('button', { name: 'Cancel Event' })).toHaveCount(0);
      await expect(cancelling.getByRole('button', { name: 'Close' })).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(eventCard(page, EVENTS.cancelled)).toContainText('Cancelled');
      await expect(eventCard(page, EVENTS.cancelled).getByRole('button', { name: /^Edit/ })).toHaveCount(0);

      await expectFilter(page, 'Drafts', 1);
      await expectFilter(page, 'Active', 2);
      await expectFilter(page, 'All Events', 4);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('Quotes: a quote’s details, one of two accepted (the other closed), a quote on another event declined', async ({ browser }) => {
    const { context, page, errors } = await openAsOrganiser(browser, world, '/dashboard?tab=events');
    try {
      await eventCard(page, EVENTS.booked).getByRole('link', { name: `View Quotes for ${EVENTS.booked}` }).click();
      await expect(page).toHaveURL(new RegExp(`tab=quotes&event=${world.eventIds.booked}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Quotes & Proposals' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Event' }).locator('option:checked')).toHaveText(EVENTS.booked);
      const statusTabs = page.getByRole('tablist', { name: 'Quote status' });
      await expect(statusTabs.getByRole('tab')).toHaveText([/^All\s*2 \(2\)$/, /^Pending\s*2 \(2\)$/, /^Accepted\s*0 \(0\)$/, /^Rejected\s*0 \(0\)$/]);
      await expect(quoteCard(page, TUI)).toContainText('Pending');
      await expect(quoteCard(page, POHUTUKAWA)).toContainText('Pending');

      // Tūī's quote in full: the hint to wait, Reject Quote and Accept Quote; accepted.
      await quoteCard(page, TUI).getByRole('button', { name: `View Details of the quote from ${TUI}` }).click();
      const detail = page.getByRole('dialog', { name: TUI });
      await expect(detail).toContainText(`Quote for ${EVENTS.booked}`);
      await expect(detail).toContainText('$3,200');
      await expect(detail.getByText(QUOTE_MSG.waitHint)).toBeVisible();
      await expect(detail.getByRole('button', { name: 'Reject Quote' })).toBeVisible();
      await detail.getByRole('button', { name: 'Accept Quote' }).click();
      const confirmAccept = page.getByRole('dialog', { name: 'Accept this quote?' });
      await expect(confirmAccept).toContainText(`You are booking ${TUI} for $3,200`);
      await confirmAccept.getByRole('button', { name: 'Accept Quote' }).click();
      await expect(toast(page, QUOTE_MSG.accepted)).toBeVisible();
      await expect(detail.getByText('Accepted', { exact: true })).toBeVisible();
      await expect(detail.getByRole('button', { name: /Accept Quote|Reject Quote/ })).toHaveCount(0);
      await expect(detail.getByText(QUOTE_MSG.waitHint)).toHaveCount(0);
      await page.keyboard.press('Escape');

      // Pōhutukawa's quote on that event is closed: rejected, nothing left to decide.
      await expect(quoteCard(page, TUI)).toContainText('Accepted');
      await expect(quoteCard(page, POHUTUKAWA)).toContainText('Rejected');
      await expect(quoteCard(page, POHUTUKAWA).getByRole('button', { name: /^(Accept|Decline)/ })).toHaveCount(0);
      await expect(statusTabs.getByRole('tab')).toHaveText([/^All\s*2 \(2\)$/, /^Pending\s*0 \(0\)$/, /^Accepted\s*1 \(1\)$/, /^Rejected\s*1 \(1\)$/]);
      // The note that the other quotes are closed follows the acceptance by 3 s.
      await expect(toast(page, QUOTE_MSG.otherQuotesClosed)).toBeVisible();

      // On the other event, Pōhutukawa's quote is declined once confirmed.
      await page.getByRole('combobox', { name: 'Event' }).selectOption({ label: EVENTS.declined });
      await expect(page).toHaveURL(new RegExp(`event=${world.eventIds.declined}`));
      const declined = quoteCard(page, POHUTUKAWA);
      await expect(declined).toContainText(`For ${EVENTS.declined}`);
      await expect(declined).toContainText('Pending');
      await declined.getByRole('button', { name: `Decline the quote from ${POHUTUKAWA}` }).click();
      const confirmDecline = page.getByRole('dialog', { name: 'Decline this quote?' });
      await expect(confirmDecline).toContainText(`${POHUTUKAWA} will be told you declined their quote of $1,800`);
      await confirmDecline.getByRole('button', { name: 'Decline Quote' }).click();
      await expect(toast(page, QUOTE_MSG.rejected)).toBeVisible();
      await expect(declined).toContainText('Rejected');
      await expect(declined.getByRole('button', { name: /^(Accept|Decline)/ })).toHaveCount(0);
      await statusTabs.getByRole('tab', { name: /^Rejected/ }).click();
      await expect(page.getByRole('list', { name: 'Quotes' }).getByRole('article')).toHaveCount(1);
      await expect(declined).toContainText('Rejected');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const width of [1280, 390]) {
    test(`at ${width} px: My Events, an event’s details and the Quotes tab pass axe, fit the width, and are saved as screenshots`, async ({ browser }) => {
      const { context, page, errors } = await openAsOrganiser(browser, world, '/dashboard?tab=events', width);
      try {
        await expect(eventCards(page)).toHaveCount(4);
        await checkScreen(page, 'events', width);

        await eventCard(page, EVENTS.booked).getByRole('button', { name: `View Details for ${EVENTS.booked}` }).click();
        const details = page.getByRole('dialog', { name: EVENTS.booked });
        await details.getByRole('tab', { name: 'Timeline' }).click();
        await expect(details.getByRole('list', { name: 'Event timeline' }).getByRole('heading')).toHaveText(['Event Created', 'Event Submitted', 'Quotes Received', 'Quote Accepted']);
        await checkScreen(page, 'event-details', width, false);
        await page.keyboard.press('Escape');

        await page.goto('/dashboard?tab=quotes');
        await expect(page.getByRole('list', { name: 'Quotes' }).getByRole('article')).toHaveCount(3);
        await checkScreen(page, 'quotes', width);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

// The run's demo organiser, read only: its past events never change in a run (they are dated before
// today and only History reads them).
for (const width of [1280, 390]) {
  test(`History at ${width} px: the completed count, the total spent and an event nobody was booked for`, async ({ page, request }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await openDashboardAsDemo(page, request, '/dashboard?tab=history');
    await expect(page.getByRole('heading', { level: 1, name: 'Event History' })).toBeVisible();
    const past = page.getByRole('list', { name: 'Past events' }).getByRole('article');
    await expect(past.first()).toBeVisible();

    // The completed count on top is the number of completed events listed (they fit on one page).
    const completed = await past.filter({ has: page.getByText('Completed', { exact: true }) }).count();
    expect(completed).toBeGreaterThan(0);
    const summary = page.getByLabel('Summary', { exact: true });
    await expect(factValue(summary, 'Completed events')).toHaveText(String(completed));
    const quiz = past.filter({ has: page.getByRole('heading', { name: 'Matariki Quiz Night' }) });
    await expect(factValue(quiz, 'Providers hired')).toHaveText(EVENT_HISTORY_MSG.noProviderBooked);
    await expect(factValue(quiz, 'Total spent')).toHaveText('$0');
    const farewell = past.filter({ has: page.getByRole('heading', { name: 'Team Farewell Party' }) });
    await expect(factValue(farewell, 'Providers hired')).toHaveText('Ponsonby Beats DJ Co.');
    await expect(farewell.getByRole('button', { name: 'Leave Review for Team Farewell Party' })).toBeVisible();
    await expect(past.filter({ has: page.getByRole('heading', { name: "Dad's 70th Birthday Party" }) })).toContainText('Reviewed');

    // The total spent on top is what the events' own totals add up to.
    const spent = (await factValue(past, 'Total spent').allTextContents()).map(dollars);
    expect(spent).toHaveLength(await past.count());
    const total = await factValue(summary, 'Total spent').textContent();
    expect(dollars(total ?? '')).toBeGreaterThan(0);
    expect(dollars(total ?? '')).toBeCloseTo(spent.reduce((sum, amount) => sum + amount, 0), 2);
    await checkScreen(page, 'history', width);
    expect(errors).toEqual([]);
  });
}
