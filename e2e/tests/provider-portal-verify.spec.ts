import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { PROVIDER_ACCOUNT_MSG, QUOTE_MSG, STORAGE_KEYS, type TQuote } from '../../packages/contract/src/index.ts';
import { uniqueEmail } from '../support/accounts.ts';
import { runProviderVerify, startApiWithPortal, type TApiWithPortal } from '../support/api-with-portal.ts';
import { collectPageErrors } from '../support/page-checks.ts';
import { nzDateIn, postCateringRequestViaApi, signUpProvider, type TNewBusiness } from '../support/portal.ts';
import { signUpViaApi } from '../support/session.ts';

// A new caterer signs up in the portal, waits for verification (no requests meanwhile), is verified by
// the operator's command, and quotes. The command opens the server's embedded database, which the
// run's own server holds for as long as it runs; so this spec has an API of its own, stops it for
// the command (as an operator does) and starts it again on the same database.

let server: TApiWithPortal;
let organiserApi: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(150_000);
  server = await startApiWithPortal();
  organiserApi = await playwright.request.newContext({ baseURL: server.baseURL });
});
test.afterAll(async () => {
  await organiserApi?.dispose();
  await server?.close();
});

test('a new caterer in Auckland waits for verification without requests, is verified with npm run provider:verify, then quotes', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // An organiser's catering request in Auckland is waiting.
  const organiser = await signUpViaApi(organiserApi, { first_name: 'Kiri', last_name: 'Verify' });
  const title = `Kiri's reunion lunch ${Date.now()}`;
  const requestId = await postCateringRequestViaApi(organiserApi, organiser, { title, date: nzDateIn(15), description: 'A reunion lunch for 40 in Ōrākei.' });

  const business: TNewBusiness = {
    email: uniqueEmail('portal-verify'),
    businessName: 'Tāmaki Long Lunch Co.',
    contactName: 'Kiri Walker',
    phone: '09 555 0123',
    city: 'Auckland',
    category: 'Catering & Food',
  };
  await signUpProvider(page, business, server.portalURL);

  // Pending: the banner, and the requests held back until the business is verified.
  await expect(page.getByRole('region', { name: 'Account status' })).toContainText('Your business is awaiting verification');
  await expect(page.getByRole('heading', { name: 'Matching requests appear once you are verified' })).toBeVisible();
  await expect(page.getByText(PROVIDER_ACCOUNT_MSG.awaitingVerification)).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await page.goto(`${server.portalURL}/requests/${requestId}`);
  await expect(page.getByRole('heading', { name: 'Matching requests appear once you are verified' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  const refused = await page.request.get(`${server.portalURL}/api/service-provider/event-requests`, { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);

  // The operator verifies the business: server stopped, the command, server started again. The
  // portal is closed meanwhile, so that no poll of the bell meets the stopped server.
  await page.goto('about:blank');
  await server.stop();
  const verify = runProviderVerify(server.dataDir, business.email);
  expect(verify.status, verify.output).toBe(0);
  expect(verify.output).toContain(`[provider:verify] verified ${business.businessName}`);
  expect(verify.output).toContain('now:    account active, verified, active');
  await server.start();

  // Verified: no banner, the request in the inbox, and a quote sent.
  await page.goto(`${server.portalURL}/requests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account status' })).toHaveCount(0);
  const cardLink = page.getByRole('link', { name: title, exact: true });
  await expect(cardLink).toBeVisible();
  await cardLink.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const form = page.getByRole('form', { name: 'Send a quote' });
  await form.getByLabel('Amount (NZD)').fill('2,300');
  await form.getByLabel('Message to the organiser').fill('Kia ora Kiri, a shared lunch for 40 with hāngī-style mains and pavlova.');
  await form.getByRole('button', { name: 'Send Quote' }).click();
  await expect(page.locator('[data-type="success"]', { hasText: QUOTE_MSG.sent })).toBeVisible();
  const yourQuote = page.getByRole('region', { name: 'Your quote' });
  await expect(yourQuote.getByText('$2,300')).toBeVisible();

  // The organiser has it.
  const quotes = await organiserApi.get('/api/event-organiser/quotes', { headers: { Authorization: `Bearer ${organiser.token}` } });
  expect(quotes.ok(), await quotes.text()).toBe(true);
  const [quote] = ((await quotes.json()) as { data: TQuote[] }).data;
  expect(quote).toMatchObject({ event_request_id: requestId, quote_amount: 2300, status: 'submitted' });
  expect(quote!.provider.business_name).toBe(business.businessName);
  expect(errors).toEqual([]);
});
