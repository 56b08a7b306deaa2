import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { TProviderDetail, TProviderListResponse, TProviderSummary } from '../../packages/contract/src/index.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { apiGet, collectPageErrors, openDashboardAsDemo } from '../support/dashboard.ts';
import type { TSession } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/** The listed provider with the most reviews (more than one page of them in the demo data). */
const mostReviewed = async (request: APIRequestContext, session: TSession): Promise<TProviderSummary> => {
  const providers: TProviderSummary[] = [];
  for (let page = 1; ; page += 1) {
    const body = await apiGet<TProviderListResponse>(request, session, `/api/event-organiser/service-providers?limit=50&page=${page}`);
    providers.push(...body.data);
    if (page >= body.pagination.totalPages) break;
  }
  return providers.reduce((best, p) => (p.review_count > best.review_count ? p : best));
};

const detail = (request: APIRequestContext, session: TSession, id: number) =>
  apiGet<{ data: TProviderDetail }>(request, session, `/api/event-organiser/service-providers/${id}`).then((b) => b.data);

const lightbox = (page: Page) => page.getByRole('dialog', { name: /· Photo \d+ of \d+$/ });

test('the provider page: header, overview, gallery lightbox that wraps (buttons and keys), reviews with Load more', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await openDashboardAsDemo(page, request, '/dashboard?tab=providers');
  const provider = await mostReviewed(request, session);
  expect(provider.review_count).toBeGreaterThan(10);
  const info = await detail(request, session, provider.provider_id);
  await page.goto(`/dashboard/provider/${provider.provider_id}`);

  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${info.business_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })).toBeVisible();
  await expect(page.getByText(`Rated ${info.avg_rating.toFixed(1)} out of 5 from ${info.review_count} reviews`).first()).toBeAttached();
  await expect(page.getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', `/dashboard/contact-provider/${provider.provider_id}`);
  await expect(page.getByRole('tab')).toHaveText(['Overview', /^Gallery\d+$/, `Reviews${info.review_count}`]);

  // Overview: description, categories, contact and at most 6 service photos.
  await expect(page.getByRole('heading', { name: `About ${info.business_name}` })).toBeVisible();
  const servicePhotos = page.getByRole('heading', { name: 'Service photos' }).locator('..').getByRole('button');
  await expect(servicePhotos).toHaveCount(Math.min(6, info.attachments.service_images.length));
  await saveScreenshot(page, 'provider-overview-1280');

  // Gallery and its lightbox.
  await page.getByRole('tab', { name: /^Gallery/ }).click();
  const photos = page.getByRole('tabpanel').getByRole('button');
  const count = await photos.count();
  expect(count).toBeGreaterThan(2);
  await saveScreenshot(page, 'provider-gallery-1280');
  await photos.last().click();
  await expect(lightbox(page)).toHaveAccessibleName(new RegExp(`Photo ${count} of ${count}$`));
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(lightbox(page)).toHaveAccessibleName(new RegExp(`Photo 1 of ${count}$`));
  await page.getByRole('button', { name: 'Previous photo' }).click();
  await expect(lightbox(page)).toHaveAccessibleName(new RegExp(`Photo ${count} of ${count}$`));
  await page.keyboard.press('ArrowRight');
  await expect(lightbox(page)).toHaveAccessibleName(new RegExp(`Photo 1 of ${count}$`));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox(page)).toHaveAccessibleName(new RegExp(`Photo ${count - 1} of ${count}$`));
  await expect(lightbox(page).getByTestId('lightbox-image')).toHaveAttribute('src', /\/api\/media\//);
  await saveScreenshot(page, 'provider-lightbox-1280');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(lightbox(page)).toHaveCount(0);

  // Reviews: statistics, 10 at first, Load more appends the next page.
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  const stats = page.getByTestId('review-statistics');
  await expect(stats.getByText(`Based on ${info.review_count} reviews`)).toBeVisible();
  await expect(stats.getByRole('list', { name: 'Rating distribution' }).getByRole('listitem')).toHaveCount(5);
  const reviews = page.getByRole('list', { name: 'Reviews' }).getByRole('article');
  await expect(reviews).toHaveCount(10);
  const firstReview = await reviews.first().textContent();
  await page.getByRole('button', { name: 'Load more reviews' }).click();
  await expect(reviews).toHaveCount(Math.min(20, info.review_count));
  await expect(reviews.first()).toHaveText(firstReview!);
  await expect(page.getByText(`Showing ${Math.min(20, info.review_count)} of ${info.review_count} reviews`)).toBeVisible();
  if (info.review_count <= 20) await expect(page.getByRole('button', { name: 'Load more reviews' })).toHaveCount(0);
  await saveScreenshot(page, 'provider-reviews-1280');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Back to Providers' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=providers/);
  expect(errors).toEqual([]);
});

test('the tabs work from the keyboard', async ({ page, request }) => {
  const session = await openDashboardAsDemo(page, request, '/dashboard?tab=providers');
  const provider = await mostReviewed(request, session);
  await page.goto(`/dashboard/provider/${provider.provider_id}`);
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Gallery/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /^Gallery/ })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /^Reviews/ })).toHaveAttribute('aria-selected', 'true');
});

test('an unknown provider shows Provider not found with Back to Providers', async ({ page, request }) => {
  await openDashboardAsDemo(page, request, '/dashboard/provider/987654');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Provider not found' })).toBeVisible();
  await alert.getByRole('link', { name: 'Back to Providers' }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=providers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Service Providers' })).toBeVisible();
});

test('screenshots of the provider page at 390 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await openDashboardAsDemo(page, request, '/dashboard?tab=providers');
  const provider = await mostReviewed(request, session);
  await page.goto(`/dashboard/provider/${provider.provider_id}`);
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, 'provider-overview-390');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: /^Reviews/ }).click();
  await expect(page.getByTestId('review-statistics')).toBeVisible();
  await saveScreenshot(page, 'provider-reviews-390');
  await page.getByRole('tab', { name: /^Gallery/ }).click();
  await page.getByRole('tabpanel').getByRole('button').first().click();
  await expect(lightbox(page)).toBeVisible();
  await saveScreenshot(page, 'provider-lightbox-390');
});
