import { type Browser } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { replyTimeText, type TProviderAuthSuccess, type TProviderListResponse, type TQuoteRequestResponse } from '../../packages/contract/src/index.ts';
import { DEMO_PROVIDER } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { onOwnDemoApi } from '../support/api-with-portal.ts';
import { collectPageErrors, expectNoHorizontalScroll } from '../support/page-checks.ts';
import { nzDateIn, postCateringRequestViaApi } from '../support/portal.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signUpViaApi, startSignedIn } from '../support/session.ts';

// Response times: the demo providers' cards and pages say how fast they usually reply (their median
// over 90 days); the organiser invites the demo caterer and sees it waiting, then replied once the
// caterer writes back. (The 24-hour reminder is timed by the API's job: its tests cover it.)
// Inviting the demo caterer opens a chat it reads elsewhere, so this spec runs on its own API.

const server = onOwnDemoApi();
const EVENT = 'Waitematā book launch';

const newPage = async (browser: Browser, baseURL: string, width: number) => {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width > 400 ? 900 : 844 } });
  return context.newPage();
};

test('cards and provider pages say how fast a provider usually replies; the invited caterer shows waiting, then replied, at 1280 and 390 px', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server().baseURL });
  const organiser = await signUpViaApi(api, { first_name: 'Hana', last_name: 'Replies' });
  const auth = { Authorization: `Bearer ${organiser.token}` };

  // The demo data gives most listed providers a reply history: one of them, by name.
  const listed = (await (await api.get('/api/event-organiser/service-providers?limit=50', { headers: auth })).json()) as TProviderListResponse;
  const quick = listed.data.find((p) => p.median_reply_minutes !== null)!;
  expect(quick, 'a demo provider with a usual reply time').toBeTruthy();
  const sentence = replyTimeText(quick.median_reply_minutes)!;

  const eventId = await postCateringRequestViaApi(api, organiser, { title: EVENT, date: nzDateIn(30), description: 'Launch of a local history book, 60 guests.' });
  const login = await api.post(`${server().portalURL}/api/service-provider/account/login`, { data: DEMO_PROVIDER });
  const caterer = (await login.json()) as TProviderAuthSuccess;
  const invite = await api.post('/api/event-organiser/quote-requests', { headers: auth, data: { provider_id: caterer.provider.provider_id, event_request_id: eventId } });
  expect(invite.status(), await invite.text()).toBe(201);
  const roomId = ((await invite.json()) as TQuoteRequestResponse).data.chat_room_id!;

  for (const width of [1280, 390]) {
    const page = await newPage(browser, server().baseURL, width);
    const errors = collectPageErrors(page);
    await startSignedIn(page, organiser, `/dashboard?tab=providers&q=${encodeURIComponent(quick.business_name)}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: quick.business_name, exact: true }) });
    await expect(card.getByText(sentence)).toBeVisible();
    await saveScreenshot(page, `reply-time-card-${width}`);
    await card.getByRole('link', { name: quick.business_name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: quick.business_name })).toBeVisible();
    await expect(page.getByText(sentence)).toBeVisible();
    await saveScreenshot(page, `reply-time-provider-page-${width}`);

    await page.goto('/dashboard?tab=events');
    const card2 = page.getByRole('article').filter({ has: page.getByRole('heading', { name: EVENT, exact: true }) });
    await card2.getByRole('button', { name: `View Details for ${EVENT}` }).click();
    const details = page.getByRole('dialog', { name: EVENT });
    await details.getByRole('tablist', { name: 'Event details' }).getByRole('tab', { name: /^Quotes/ }).click();
    const invited = details.getByRole('region', { name: 'Invited providers' });
    const row = invited.getByRole('listitem').filter({ hasText: caterer.provider.business_name });
    if (width === 1280) {
      await expect(row).toContainText('Waiting for a reply');
      await saveScreenshot(page, 'invited-providers-waiting-1280');
      // The caterer answers in the chat: that is a reply.
      const sent = await api.post(`${server().portalURL}/api/chat/rooms/${roomId}/messages`, {
        headers: { Authorization: `Bearer ${caterer.token}` }, data: { message_content: 'Kia ora Hana, we would love to cater it. Quote on its way.' },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      await page.reload();
      await page.getByRole('article').filter({ has: page.getByRole('heading', { name: EVENT, exact: true }) }).getByRole('button', { name: `View Details for ${EVENT}` }).click();
      await details.getByRole('tablist', { name: 'Event details' }).getByRole('tab', { name: /^Quotes/ }).click();
    }
    await expect(row).toContainText(/Replied \d{1,2} [A-Z][a-z]{2}/);
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, `invited-providers-replied-${width}`);
    expect(errors).toEqual([]);
    await page.context().close();
  }
});
