import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { REVIEW_MSG, STORAGE_KEYS, type TProviderAuthSuccess, type TProviderDetail, type TProviderListResponse } from '../../packages/contract/src/index.ts';
import { DEMO_ORGANISER, DEMO_PROVIDER } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { onOwnDemoApi } from '../support/api-with-portal.ts';
import { apiGet } from '../support/dashboard.ts';
import { collectPageErrors, expectNoHorizontalScroll } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { loginViaApi, startSignedIn } from '../support/session.ts';

// Reviews from both sides: the demo organiser reviews a completed booking from History, edits the
// review on the Reviews tab and sees the provider's rating move on the directory; the demo caterer
// answers in the portal and the reply shows on the organiser's provider page.
//
// Writing a review changes the demo accounts' data, which other specs read on the run's server
// (History's Leave Review, the demo caterer's rating), so this spec runs on an API of its own,
// seeded with the same demo data.

const CATERER = 'Harbourside Catering Co.';
const EVENT = 'Office Team Lunch';
const REPLY = 'Ngā mihi Aroha, it was a pleasure to cook for your team!';

const server = onOwnDemoApi();

const newPage = async (browser: Browser, baseURL: string, width: number) => {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width > 400 ? 900 : 844 } });
  return context.newPage();
};

const signInToOwnPortal = async (page: Page, portalURL: string) => {
  const response = await page.request.post(`${portalURL}/api/service-provider/account/login`, { data: DEMO_PROVIDER });
  expect(response.ok(), await response.text()).toBe(true);
  const session = (await response.json()) as TProviderAuthSuccess;
  await page.goto('/sign-in');
  await page.evaluate(({ keys, token, user }) => {
    localStorage.setItem(keys.token, token);
    localStorage.setItem(keys.user, JSON.stringify(user));
  }, { keys: STORAGE_KEYS, token: session.token, user: session.user });
};

test('the organiser reviews a booking from History and edits it; the directory rating moves; the caterer replies and the reply shows', async ({ browser, playwright }) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: server().baseURL });
  const session = await loginViaApi(api, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const caterer = async () => {
    const list = await apiGet<TProviderListResponse>(api, session, `/api/event-organiser/service-providers?search=${encodeURIComponent('Harbourside Catering')}`);
    const found = list.data.find((p) => p.business_name === CATERER);
    expect(found).toBeDefined();
    return found!;
  };
  const before = await caterer();

  // History: Leave Review opens the write dialog for that event.
  const page = await newPage(browser, server().baseURL, 1280);
  const errors = collectPageErrors(page);
  await startSignedIn(page, session, '/dashboard?tab=history');
  const lunch = page.getByRole('list', { name: 'Past events' }).getByRole('article').filter({ has: page.getByRole('heading', { name: EVENT }) });
  await lunch.getByRole('button', { name: `Leave Review for ${EVENT}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a Review' });
  await expect(dialog).toContainText(`${CATERER} for “${EVENT}”`);
  const submit = dialog.getByRole('button', { name: 'Submit Review' });
  await expect(submit).toBeDisabled();
  // The stars from the keyboard: Space chooses the first, the arrows move.
  await dialog.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await expect(submit).toBeEnabled();
  await dialog.getByLabel('Your review (optional)').fill('Tasty food, but lunch came out forty minutes late.');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'reviews-dialog-1280');
  await submit.click();
  await expect(page.getByText(REVIEW_MSG.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(lunch.getByText('Reviewed', { exact: true })).toBeVisible();

  // The Reviews tab: the review, then an edit to 5 stars.
  await page.goto('/dashboard?tab=reviews');
  await expect(page.getByRole('tab', { name: /^All Services/ })).toHaveAttribute('aria-selected', 'true');
  const card = page.getByRole('list', { name: 'Booked services' }).getByRole('article').filter({ hasText: EVENT });
  await expect(card.getByText(REVIEW_MSG.reviewed, { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  await card.getByRole('button', { name: `Edit Review of ${CATERER}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Your Review' });
  await expect(edit.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await edit.getByRole('radio', { name: '2 stars' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(edit.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await edit.getByLabel('Your review (optional)').fill('Tasty food and a lovely team. They made up for a late start.');
  await edit.getByRole('button', { name: 'Update Review' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();

  // One more review, worth 5: the count and the average move on the directory at once.
  const after = await caterer();
  expect(after.review_count).toBe(before.review_count + 1);
  expect(after.avg_rating).toBeCloseTo((before.avg_rating * before.review_count + 5) / (before.review_count + 1), 1);
  await page.goto('/dashboard?tab=providers');
  await page.getByRole('searchbox', { name: 'Search providers' }).fill('Harbourside Catering');
  const listed = page.getByRole('article').filter({ has: page.getByRole('heading', { name: CATERER }) });
  await expect(listed.getByText(`Rated ${after.avg_rating.toFixed(1)} out of 5 from ${after.review_count} reviews`)).toBeAttached();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    await page.goto('/dashboard?tab=reviews');
    await expect(card.getByText(REVIEW_MSG.reviewed, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, `reviews-tab-${width}`, true);
  }

  // The caterer answers in the portal (at 768 px its header holds the four places in one row).
  for (const width of [1280, 768, 390]) {
    const portal = await newPage(browser, server().portalURL, width);
    const portalErrors = collectPageErrors(portal);
    await signInToOwnPortal(portal, server().portalURL);
    await portal.goto('/reviews');
    await expect(portal.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const review = portal.getByRole('list', { name: 'Reviews' }).getByRole('article').filter({ hasText: EVENT });
    await expect(review.getByRole('heading', { name: 'Aroha N.' })).toBeVisible();
    await expect(review.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    if (width === 1280) {
      await review.getByRole('button', { name: 'Reply to Aroha N.’s review' }).click();
      await review.getByLabel('Your public reply to Aroha N.').fill(REPLY);
      await expectNoSeriousA11yViolations(portal);
      await review.getByRole('button', { name: 'Post Reply' }).click();
      await expect(portal.getByText(REVIEW_MSG.replySaved)).toBeVisible();
    }
    await expect(review.getByText(REPLY)).toBeVisible();
    await expect(review.getByRole('button', { name: 'Edit Reply to Aroha N.’s review' })).toBeVisible();
    await expectNoSeriousA11yViolations(portal);
    await expectNoHorizontalScroll(portal);
    if (width === 768) await expect(portal.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(5);
    await saveScreenshot(portal, `portal-reviews-${width}`);
    expect(portalErrors).toEqual([]);
    await portal.context().close();
  }

  // The reply under the review on the organiser's provider page.
  await page.setViewportSize({ width: 1280, height: 900 });
  const detail = await apiGet<{ data: TProviderDetail }>(api, session, `/api/event-organiser/service-providers/${after.provider_id}`);
  expect(detail.data.review_count).toBe(after.review_count);
  await page.goto(`/dashboard/provider/${after.provider_id}`);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  const shown = page.getByRole('list', { name: 'Reviews' }).getByRole('article').first();
  await expect(shown).toContainText('They made up for a late start.');
  await expect(shown).toContainText(REPLY);
  await saveScreenshot(page, 'reviews-provider-page-reply-1280');
  expect(errors).toEqual([]);
});
