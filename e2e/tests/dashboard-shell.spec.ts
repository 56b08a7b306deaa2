import { expect, test } from '../support/test.ts';
import { STORAGE_KEYS } from '../../packages/contract/src/index.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { collectPageErrors, dashboardTabs, openDashboardAsDemo } from '../support/dashboard.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test('the dashboard opens on Providers with the header: tabs, Plan Event, notifications and the profile menu', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboardAsDemo(page, request);
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Service Providers' })).toBeVisible();
  const tabs = dashboardTabs(page);
  // Messages carries the unread badge (the demo organiser has unread messages).
  await expect(tabs.getByRole('link')).toHaveText(['Providers', 'My Events', 'Quotes', 'History', /^Messages\s*\d+\s*unread$/, 'Reviews']);
  await expect(tabs.getByRole('link', { name: 'Providers' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Plan Event' })).toBeVisible();

  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications.getByRole('listitem').first()).toBeVisible();
  await expect(notifications.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Profile menu for Aroha' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('demo@huievents.co.nz')).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText(['Profile', 'Help & Demo', 'Sign Out']);
  await menu.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
  expect(errors).toEqual([]);
});

test('changing tabs replaces the history entry, and the tab is restored after a reload', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboardAsDemo(page, request, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Service Providers' })).toBeVisible();
  const startLength = await page.evaluate(() => history.length);
  const tabs = dashboardTabs(page);
  const visits = [
    ['My Events', 'events', 'My Events'],
    ['Quotes', 'quotes', 'Quotes & Proposals'],
    ['History', 'history', 'Event History'],
    ['Messages', 'messages', 'Messages'],
    ['Reviews', 'reviews', 'Reviews'],
  ] as const;
  for (const [label, tab, heading] of visits) {
    await tabs.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard\\?tab=${tab}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(tabs.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }
  expect(await page.evaluate(() => history.length)).toBe(startLength);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.dashboardTab)).toBe('reviews');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  // Opening /dashboard without ?tab= restores the saved tab.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  // An unknown tab falls back to Providers.
  await page.goto('/dashboard?tab=nonsense');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Service Providers' })).toBeVisible();
});

test('My Events lists the demo organiser’s events with their quote counts', async ({ page, request }) => {
  await openDashboardAsDemo(page, request, '/dashboard?tab=events');
  await expect(page.getByRole('heading', { level: 1, name: 'My Events' })).toBeVisible();
  const events = page.getByRole('list', { name: 'Your events' }).getByRole('listitem');
  await expect(events.first()).toBeVisible();
  expect(await events.count()).toBeGreaterThan(3);
  await expect(page.getByText(/\d+ quotes? received/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Help & Demo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Event' })).toBeVisible();
});

test('Plan Event opens the Plan Your Event modal', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboardAsDemo(page, request);
  await page.getByRole('button', { name: 'Plan Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan Your Event' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Step 1 of 5: Event Overview')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('on a phone the menu repeats the tabs', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboardAsDemo(page, request, '/dashboard?tab=providers');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover Service Providers' })).toBeVisible();
  await expect(dashboardTabs(page)).toBeHidden();
  const startLength = await page.evaluate(() => history.length);
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  await expect(menu.getByRole('link')).toHaveText(['Providers', 'My Events', 'Quotes', 'History', /^Messages\s*\d+\s*unread$/, 'Reviews', 'Profile']);
  await saveScreenshot(page, 'dashboard-menu-390');
  await menu.getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes & Proposals' })).toBeVisible();
  await expect(menu).toHaveCount(0);
  expect(await page.evaluate(() => history.length)).toBe(startLength);
});

test('the dashboard has no serious accessibility violations (wide and narrow)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboardAsDemo(page, request);
  await expect(page.getByRole('list', { name: 'Service providers' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/dashboard?tab=events');
  await expect(page.getByRole('list', { name: 'Your events' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard?tab=providers');
  await expect(page.getByRole('list', { name: 'Service providers' })).toBeVisible();
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await expectNoSeriousA11yViolations(page);
});

test('screenshots of the dashboard at 1280 and 390 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboardAsDemo(page, request, '/dashboard?tab=providers');
  await expect(page.getByRole('list', { name: 'Service providers' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, 'dashboard-providers-1280');
  await page.goto('/dashboard?tab=events');
  await expect(page.getByRole('list', { name: 'Your events' })).toBeVisible();
  await saveScreenshot(page, 'dashboard-events-1280');
  await page.goto('/dashboard?tab=quotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes & Proposals' })).toBeVisible();
  await saveScreenshot(page, 'dashboard-quotes-1280');
  await page.getByRole('button', { name: 'Profile menu for Aroha' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await saveScreenshot(page, 'dashboard-profile-menu-1280');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard?tab=providers');
  await expect(page.getByRole('list', { name: 'Service providers' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, 'dashboard-providers-390');
  await page.goto('/dashboard?tab=events');
  await expect(page.getByRole('list', { name: 'Your events' })).toBeVisible();
  await saveScreenshot(page, 'dashboard-events-390');
  await page.getByRole('button', { name: 'Notifications' }).click();
  await saveScreenshot(page, 'dashboard-notifications-390');
});
