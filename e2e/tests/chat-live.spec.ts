import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { CHAT_MSG } from '../../packages/contract/src/index.ts';
import { DEMO_ORGANISER, DEMO_PROVIDER } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { onOwnDemoApi } from '../support/api-with-portal.ts';
import { collectPageErrors, expectNoHorizontalScroll } from '../support/page-checks.ts';
import { newPerson, startPortalSignedIn } from '../support/portal.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { loginViaApi, startSignedIn } from '../support/session.ts';

// The demo organiser and the demo caterer chat live, each in a browser of their own: typing shows on
// the other side, a message arrives without a reload, the unread badges move, and "Seen" appears under
// a message once the other party has opened the room. Sending changes the demo accounts' data that
// other specs read, so this spec runs on an API of its own, seeded with the same demo data.

const CATERER = 'Harbourside Catering Co.';
const NETBALL = 'Netball Club Prizegiving Night';
const WEDDING = "Aroha & Nikau's Wedding";
const ORGANISER_QUESTION = 'And would you need power on site, or do you bring your own generator?';

const server = onOwnDemoApi();

/** The number on a badge (0 when it is hidden). */
const badgeCount = async (badge: Locator): Promise<number> => ((await badge.isVisible()) ? Number((await badge.innerText()).replace(/\D/g, '')) : 0);
/** A conversation in the list, by its event (and, on the organiser's side, the provider: an event has several). */
const conversation = (page: Page, event: string, withName?: string) => {
  const byEvent = page.getByRole('list', { name: 'Conversations' }).getByRole('button').filter({ hasText: event });
  return withName ? byEvent.filter({ hasText: withName }) : byEvent;
};
const log = (page: Page, name: string) => page.getByRole('log', { name: `Messages with ${name}` });

test('organiser and provider chat live: typing, messages, unread badges and Seen, on a computer and a phone', async ({ browser, playwright }) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: server().baseURL });
  const session = await loginViaApi(api, DEMO_ORGANISER.email, DEMO_ORGANISER.password);

  // Two people side by side, each in a browser context of its own (its own storage, so its own session).
  const organiser = { context: await browser.newContext({ baseURL: server().baseURL, viewport: { width: 1280, height: 900 } }) };
  const org = await organiser.context.newPage();
  const provider = await newPerson(browser);
  const prov = provider.page;
  const orgErrors = collectPageErrors(org);
  const provErrors = collectPageErrors(prov);
  await startSignedIn(org, session, '/dashboard?tab=messages');
  await startPortalSignedIn(prov, prov.request, DEMO_PROVIDER.email, DEMO_PROVIDER.password, '/messages', server().portalURL);

  const orgBadge = org.getByRole('navigation', { name: 'Dashboard' }).getByTestId('unread-badge');
  const provBadge = prov.getByRole('navigation', { name: 'Main' }).getByTestId('unread-badge');
  await expect(orgBadge).toBeVisible();
  await expect(provBadge).toBeVisible();
  const orgUnread = await badgeCount(orgBadge);
  const provUnread = await badgeCount(provBadge);
  expect(orgUnread).toBeGreaterThan(0);
  expect(provUnread).toBeGreaterThanOrEqual(2);
  await expect(org.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(org.getByTestId('conversation-count')).toHaveText(/^\d+$/);

  // The organiser opens the netball chat; its last question waits unread on the caterer's side.
  await conversation(org, NETBALL, CATERER).click();
  const orgNetball = log(org, CATERER);
  await expect(orgNetball.getByText(ORGANISER_QUESTION)).toBeVisible();
  await expect(orgNetball.getByText('Seen')).toHaveCount(0);

  // The caterer opens it: its badge drops by the two unread messages, and the organiser sees "Seen".
  await expect(conversation(prov, NETBALL).getByTestId('room-unread')).toHaveText(/2/);
  await conversation(prov, NETBALL).click();
  const organiserName = (await prov.getByRole('region', { name: /Netball|Aroha/ }).getByRole('heading', { level: 2 }).innerText()).split('\n')[0]!.trim();
  const provNetball = log(prov, organiserName);
  await expect(provNetball.getByText(ORGANISER_QUESTION)).toBeVisible();
  await expect.poll(() => badgeCount(provBadge)).toBe(provUnread - 2);
  await expect(orgNetball.locator('li').filter({ hasText: ORGANISER_QUESTION }).getByText('Seen')).toBeVisible();
  // Both are in the room: each sees the other online.
  await expect(org.getByRole('region', { name: new RegExp(CATERER) }).getByText('Online', { exact: true })).toBeVisible();
  await expect(prov.getByRole('region', { name: new RegExp(organiserName) }).getByText('Online', { exact: true })).toBeVisible();

  // The caterer types: the organiser sees it; the message arrives live and the typing line goes.
  const provComposer = prov.getByRole('textbox', { name: `Message ${organiserName}` });
  await provComposer.pressSequentially('Gluten-free is no problem', { delay: 20 });
  const typing = org.getByText(`${CATERER} is typing…`);
  await expect(typing).toBeVisible();
  // Three seconds without a key and typing_stop goes: the line disappears; the next key brings it back.
  const paused = Date.now();
  await expect(typing).toBeHidden({ timeout: 8_000 });
  expect(Date.now() - paused).toBeGreaterThanOrEqual(2_000);
  await provComposer.press('Shift+Enter');
  await expect(typing).toBeVisible();
  await provComposer.pressSequentially('and we bring our own generator.');
  await provComposer.press('Enter');
  await expect(provComposer).toHaveValue('');
  await expect(orgNetball.getByText(/Gluten-free is no problem\s+and we bring our own generator\./)).toBeVisible();
  await expect(org.getByText(`${CATERER} is typing…`)).toHaveCount(0);
  // The organiser has the room open, so it is read at once: "Seen" on the caterer's side, no badge change here.
  await expect(provNetball.locator('li').filter({ hasText: 'Gluten-free is no problem' }).getByText('Seen')).toBeVisible();
  await expect.poll(() => badgeCount(orgBadge)).toBe(orgUnread);

  // A message in a room the organiser does not have open raises its badge and that room's count.
  await conversation(prov, WEDDING).click();
  const weddingComposer = prov.getByRole('textbox', { name: `Message ${organiserName}` });
  await weddingComposer.fill('We can hold your wedding date until the end of the week.');
  await prov.getByRole('button', { name: 'Send message' }).click();
  await expect.poll(() => badgeCount(orgBadge)).toBe(orgUnread + 1);
  const weddingItem = conversation(org, WEDDING, CATERER);
  const weddingUnread = Number((await weddingItem.getByTestId('room-unread').innerText()).replace(/\D/g, ''));
  expect(weddingUnread).toBeGreaterThanOrEqual(1);
  await expect(weddingItem.getByText('We can hold your wedding date until the end of the week.')).toBeVisible();

  // The organiser opens it: the badge falls by that room's count, and the caterer sees "Seen".
  await weddingItem.click();
  await expect(log(org, CATERER).getByText('We can hold your wedding date until the end of the week.')).toBeVisible();
  await expect.poll(() => badgeCount(orgBadge)).toBe(orgUnread + 1 - weddingUnread);
  await expect(log(prov, organiserName).locator('li').filter({ hasText: 'We can hold your wedding date' }).getByText('Seen')).toBeVisible();

  // The organiser answers with Enter; the caterer has the room open and sees it arrive.
  const orgComposer = org.getByRole('textbox', { name: `Message ${CATERER}` });
  await orgComposer.fill('Ka pai, please hold it for us!');
  await orgComposer.press('Enter');
  await expect(log(prov, organiserName).getByText('Ka pai, please hold it for us!')).toBeVisible();

  for (const [page, name] of [[org, 'chat-organiser'], [prov, 'chat-provider']] as const) {
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, `${name}-1280`);
  }

  // At 768 px the portal's five places still fit in its header beside the list and the conversation.
  await prov.setViewportSize({ width: 768, height: 900 });
  await expect(prov.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(5);
  await saveScreenshot(prov, 'chat-provider-768');
  await expectNoHorizontalScroll(prov);

  // On a phone the list and the conversation are two screens; Back returns to the list.
  for (const [page, name, other] of [[org, 'chat-organiser', CATERER], [prov, 'chat-provider', organiserName]] as const) {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(log(page, other)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, `${name}-room-390`);
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expect(log(page, other)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, `${name}-list-390`);
  }

  // An expired room shows the notice instead of the composer.
  const expired = org.getByRole('list', { name: 'Conversations' }).getByRole('button').filter({ hasText: CHAT_MSG.expiredLabel }).first();
  await expired.click();
  await expect(org.getByText(CHAT_MSG.expired)).toBeVisible();
  await expect(org.getByRole('textbox', { name: /^Message / })).toHaveCount(0);
  await saveScreenshot(org, 'chat-organiser-expired-390');

  expect(orgErrors).toEqual([]);
  expect(provErrors).toEqual([]);
  await organiser.context.close();
  await provider.context.close();
  await api.dispose();
});

test('a page that loses the server catches up when it is back: a message sent meanwhile shows once, and the badge counts the other room', async ({ browser, playwright }) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: server().baseURL });
  const session = await loginViaApi(api, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const login = await api.post(`${server().portalURL}/api/service-provider/account/login`, { data: DEMO_PROVIDER });
  expect(login.ok(), await login.text()).toBe(true);
  const caterer = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

  const context = await browser.newContext({ baseURL: server().baseURL, viewport: { width: 1280, height: 900 } });
  const org = await context.newPage();
  const errors = collectPageErrors(org);
  // The dashboard fetches the Plan Event wizard's code a moment after it opens: let it, before the server goes.
  const wizardLoaded = org.waitForResponse(/event-request-wizard-[^/]*\.js$/);
  await startSignedIn(org, session, '/dashboard?tab=messages');
  await wizardLoaded;
  await conversation(org, NETBALL, CATERER).click();
  const netball = log(org, CATERER);
  await expect(netball.getByText(ORGANISER_QUESTION)).toBeVisible();
  const shown = await netball.locator('li').count();
  const netballRoom = Number(new URL(org.url()).searchParams.get('room'));
  const weddingRoom = ((await (await api.get('/api/chat/rooms', { headers: { Authorization: `Bearer ${session.token}` } })).json()) as {
    data: { data: { id: number; event_title: string; other_party_name: string }[] };
  }).data.data.find((room) => room.event_title === WEDDING && room.other_party_name === CATERER)!.id;
  const badge = org.getByRole('navigation', { name: 'Dashboard' }).getByTestId('unread-badge');
  const unread = await badgeCount(badge);

  // The server goes away and comes back; the caterer writes before the page has reconnected.
  await server().stop();
  await server().start();
  const send = (roomId: number, text: string) =>
    api.post(`/api/chat/rooms/${roomId}/messages`, { headers: caterer, data: { message_content: text, client_message_id: `reconnect-${roomId}` } });
  expect((await send(netballRoom, 'Sent while you were away.')).status()).toBe(201);
  expect((await send(weddingRoom, 'Also sent while you were away.')).status()).toBe(201);
  // A retried send stores nothing new.
  expect((await send(netballRoom, 'Sent while you were away.')).status()).toBe(200);

  await expect(netball.getByText('Sent while you were away.')).toHaveCount(1, { timeout: 30_000 });
  await expect(netball.locator('li')).toHaveCount(shown + 1);
  await expect.poll(() => badgeCount(badge), { timeout: 30_000 }).toBe(unread + 1);
  await expect(conversation(org, WEDDING, CATERER).getByText('Also sent while you were away.')).toBeVisible();

  // The connection failures while the server was down are the browser's own reports, nothing else.
  expect(errors.filter((error) => !/WebSocket connection|ERR_CONNECTION_REFUSED|Failed to load resource/.test(error))).toEqual([]);
  await context.close();
  await api.dispose();
});
