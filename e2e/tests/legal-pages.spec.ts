import { expect, test } from '../support/test.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test.describe('legal pages', () => {
  test('the Privacy Policy states the facts', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated August 24, 2024')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('Privacy Act 2020');
    await expect(main).toContainText('within 30 days');
    await expect(main).toContainText('within 20 working days');
    await expect(main).toContainText('aged 18 and over');
    await saveScreenshot(page, 'privacy-1280', true);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await saveScreenshot(page, 'privacy-390');
  });

  test('the Terms of Service state the facts', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('Last updated August 24, 2024')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('We are not responsible for events');
    await expect(main).toContainText('Providers are independent contractors');
    await expect(main).toContainText('governed by the law of New Zealand');
    await expect(main).toContainText('We do not handle payments between organisers and providers');
    await expect(main).toContainText('We do not guarantee the quality');
    await expect(main).toContainText('We do not act as the agent of any organiser or any provider');
    await expect(main).toContainText('18 or over');
    await saveScreenshot(page, 'terms-1280', true);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await saveScreenshot(page, 'terms-390');
  });
});
