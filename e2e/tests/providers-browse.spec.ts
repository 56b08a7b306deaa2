import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { TProviderCategoryOption, TProviderListResponse } from '../../packages/contract/src/index.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { apiGet, collectPageErrors, openDashboardAsDemo } from '../support/dashboard.ts';
import { scrollSettled } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const cards = (page: Page) => page.getByRole('list', { name: 'Service providers' }).getByRole('article');
const summary = (page: Page) => page.getByText(/^(Showing [\d,]+–[\d,]+ of [\d,]+\+? providers?|0 providers)$/);
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test('search (by category name too), filters, sort and clearing them', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await openDashboardAsDemo(page, request, '/dashboard?tab=providers');
  const all = await apiGet<TProviderListResponse>(request, session, '/api/event-organiser/service-providers?limit=12');
  await expect(summary(page)).toHaveText(`Showing 1–20 of ${all.pagination.total} providers`);
  await expect(cards(page)).toHaveCount(20);

  // Searching 'cater' finds providers by their category name; the box is debounced.
  const cater = await apiGet<TProviderListResponse>(request, session, '/api/event-organiser/service-providers?search=cater&limit=50');
  expect(cater.pagination.total).toBeGreaterThan(0);
  expect(cater.pagination.total).toBeLessThan(all.pagination.total);
  await page.getByRole('searchbox', { name: 'Search providers' }).fill('cater');
  await expect(page).toHaveURL(/q=cater/);
  await expect(summary(page)).toHaveText(new RegExp(`of ${cater.pagination.total} providers?$`));
  await expect(cards(page).first().getByText(/Catering/).first()).toBeVisible();
  // Clearing applies at once.
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(summary(page)).toHaveText(`Showing 1–20 of ${all.pagination.total} providers`);

  // Category, with the provider counts from /categories.
  const categories = await apiGet<{ data: TProviderCategoryOption[] }>(request, session, '/api/event-organiser/service-providers/categories');
  const catering = categories.data.find((c) => c.name.startsWith('Catering'))!;
  const categorySelect = page.getByRole('combobox', { name: 'Category' });
  await expect(categorySelect.getByRole('option', { name: `${catering.name} (${catering.provider_count})` })).toBeAttached();
  await categorySelect.selectOption(String(catering.category_id));
  await expect(summary(page)).toHaveText(new RegExp(`of ${catering.provider_count} providers?$`));
  await expect(cards(page).first().getByText(catering.name)).toBeVisible();

  // Minimum experience 10 years.
  await categorySelect.selectOption('');
  await page.getByRole('combobox', { name: 'Minimum experience' }).selectOption('10');
  await expect(page).toHaveURL(/experience=10/);
  await expect(summary(page)).not.toHaveText(`Showing 1–20 of ${all.pagination.total} providers`);
  for (const text of await cards(page).getByText(/\d+ years? in business/).allTextContents()) {
    expect(Number(text.split(' ')[0])).toBeGreaterThanOrEqual(10);
  }

  // Sort: Most Experienced (years, highest first).
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Most Experienced' });
  await expect(page).toHaveURL(/sort=years_in_operation-desc/);
  await expect(async () => {
    const years = (await cards(page).getByText(/\d+ years? in business/).allTextContents()).map((t) => Number(t.split(' ')[0]));
    expect(years.length).toBeGreaterThan(1);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  }).toPass();

  // Price range and city come from /filter-options with counts.
  await expect(page.getByRole('combobox', { name: 'Price range' }).getByRole('option', { name: /^Mid Range \(\d+\)$/ })).toBeAttached();
  await expect(page.getByRole('combobox', { name: 'City' }).getByRole('option', { name: /^Auckland \(\d+\)$/ })).toBeAttached();

  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(summary(page)).toHaveText(`Showing 1–20 of ${all.pagination.total} providers`);
  await expect(page).not.toHaveURL(/experience=/);

  // A search that matches nothing.
  await page.getByRole('searchbox', { name: 'Search providers' }).fill('zzzqqq nothing like this');
  await expect(page.getByRole('heading', { name: 'No service providers found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your filters to see more results.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('pages through results with at most 5 page buttons and changes the page size', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await openDashboardAsDemo(page, request, '/dashboard?tab=providers');
  const { pagination: all } = await apiGet<TProviderListResponse>(request, session, '/api/event-organiser/service-providers?limit=12');
  const total = all.total;
  await expect(summary(page)).toHaveText(`Showing 1–20 of ${total} providers`);
  const firstName = await cards(page).first().getByRole('heading').textContent();
  await expect(pagination(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pagination(page).getByRole('button', { name: 'Next' }).click();
  await expect(summary(page)).toHaveText(`Showing 21–40 of ${total} providers`);
  await expect(page).toHaveURL(/page=2/);
  await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstName!);
  await scrollSettled(page);
  await pagination(page).getByRole('button', { name: 'Page 3' }).click();
  await expect(summary(page)).toHaveText(`Showing 41–${Math.min(60, total)} of ${total} providers`);
  await expect(pagination(page).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

  // 12 a page: more pages than buttons, never more than 5 buttons.
  await page.getByRole('combobox', { name: 'Per page' }).selectOption('12');
  await expect(summary(page)).toHaveText(`Showing 1–12 of ${total} providers`);
  await expect(cards(page)).toHaveCount(12);
  const pageCount = Math.ceil(total / 12);
  await expect(pagination(page).getByRole('button', { name: /^Page \d+$/ })).toHaveCount(Math.min(5, pageCount));
  await scrollSettled(page);
  await pagination(page).getByRole('button', { name: `Page ${Math.min(5, pageCount)}` }).click();
  await expect(pagination(page).getByRole('button', { name: `Page ${Math.min(5, pageCount)}` })).toHaveAttribute('aria-current', 'page');
  await scrollSettled(page);
  await pagination(page).getByRole('button', { name: 'Next' }).click();
  await expect(pagination(page).getByRole('button', { name: /^Page \d+$/ })).toHaveCount(Math.min(5, pageCount));
  await expect(pagination(page).getByRole('button', { name: `Page ${Math.min(6, pageCount)}` })).toHaveAttribute('aria-current', 'page');

  for (const size of [36, 50]) {
    await page.getByRole('combobox', { name: 'Per page' }).selectOption(String(size));
    await expect(summary(page)).toHaveText(`Showing 1–${Math.min(size, total)} of ${total} providers`);
  }

  // Grid and list views; the settings survive a reload.
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(summary(page)).toHaveText(`Showing 1–${Math.min(50, total)} of ${total} providers`);
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
});

test("a total past the API's count cap shows as '1,000+' and Next keeps going while there are more", async ({ page, request }) => {
  // The demo set is far below 1,000 matches: the real answers are rewritten as the API answers a
  // search with more than it counts (ADR 008), page by page, so the screen can be seen and paged.
  await page.route(/\/api\/event-organiser\/service-providers\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as TProviderListResponse;
    const { page: number, limit } = body.pagination;
    const total = Math.max(1_000, number * limit);
    await route.fulfill({ response, json: { ...body, pagination: { page: number, limit, total, totalPages: Math.ceil((total + 1) / limit), isTotalCapped: true } } });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboardAsDemo(page, request, '/dashboard?tab=providers');
  await expect(summary(page)).toHaveText('Showing 1–20 of 1,000+ providers');
  await expect(pagination(page).getByRole('button', { name: /^Page \d+$/ })).toHaveCount(5);
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, 'providers-capped-total-1280', true);
  await scrollSettled(page);
  await pagination(page).getByRole('button', { name: 'Next' }).click();
  await expect(summary(page)).toHaveText('Showing 21–40 of 1,000+ providers');
  await expect(page).toHaveURL(/page=2/);
  await expect(pagination(page).getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('a card shows the provider facts and opens the provider page; Back keeps the list as it was', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await openDashboardAsDemo(page, request, '/dashboard?tab=providers&sort=avg_rating-desc');
  const { data } = await apiGet<TProviderListResponse>(request, session, '/api/event-organiser/service-providers?sortBy=avg_rating&sortOrder=desc&limit=20');
  const top = data[0]!;
  const card = cards(page).first();
  await expect(card.getByRole('link', { name: top.business_name })).toBeVisible();
  await expect(card.getByText(`Rated ${top.avg_rating.toFixed(1)} out of 5`)).toBeAttached();
  await expect(card.getByText(top.review_count === 1 ? '(1 review)' : `(${top.review_count} reviews)`)).toBeVisible();
  await expect(card.getByText(top.price_range ? /^(Budget|Mid Range|Premium|Luxury)$/ : 'Price on request')).toBeVisible();
  await card.getByRole('link', { name: top.business_name }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/provider/${top.provider_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(top.business_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Providers' }).first().click();
  await expect(page).toHaveURL(/tab=providers&sort=avg_rating-desc/);
  await expect(cards(page).first().getByRole('link', { name: top.business_name })).toBeVisible();
});

test('screenshots of the providers tab at 1280 and 390 px, and no serious accessibility violation', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboardAsDemo(page, request, '/dashboard?tab=providers&view=list&limit=12');
  await expect(cards(page)).toHaveCount(12);
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, 'providers-list-view-1280');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/dashboard?tab=providers&q=cater');
  await expect(cards(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, 'providers-search-cater-1280', true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard?tab=providers');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
  await saveScreenshot(page, 'providers-filters-390');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Hide filters' }).click();
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, 'providers-390-full', true);
});
