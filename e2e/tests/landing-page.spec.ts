import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { BLOG_POSTS, ORGANISER_COUNT_CLAIM, SECTION_IDS } from '../../packages/contract/src/index.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signUpViaApi, startSignedIn } from '../support/session.ts';
import { signInDialog, signUpDialog } from '../support/ui.ts';

const main = (page: Page) => page.getByRole('main');

test.describe('landing page', () => {
  test('at 1280 px: every section, the claims and no serious accessibility problem', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText('trusted local');
    for (const id of Object.values(SECTION_IDS)) await expect(page.locator(`section#${id}`)).toHaveCount(1);

    const about = page.locator(`#${SECTION_IDS.about}`);
    await expect(about.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(about).toContainText('simplify event planning for New Zealanders');
    await expect(about.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    for (const value of ['100% Kiwi', 'Trust First', 'Excellence']) await expect(about.getByText(value, { exact: true })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'How We Connect You' })).toBeVisible();
    for (const benefit of ['Find Local Experts', 'Direct Communication', 'Quality Assured', 'Organisers vs Providers']) {
      await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
    }
    const portal = page.getByRole('link', { name: /Provider portal/ });
    await expect(portal).toHaveAttribute('target', '_blank');

    await expect(page.getByText(`${ORGANISER_COUNT_CLAIM}`, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/Local musicians, catering and professional services/)).toBeVisible();
    await expect(page.getByText(/A connecting platform, on purpose/)).toBeVisible();

    // Service categories come from the API (seeded demo data).
    const services = page.locator(`#${SECTION_IDS.services}`);
    await expect(services.getByRole('heading', { name: 'Catering & Food' })).toBeVisible();
    await expect(services.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(6);

    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'landing-1280', true);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('at 390 px: the hero, steps and sections stack', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(main(page).getByRole('button', { name: "Get Started – It's Free" })).toBeVisible();
    // On small screens every step shows its detail, no tabs.
    await expect(page.getByRole('tablist', { name: 'How it works steps' })).toBeHidden();
    for (const step of ['Post Your Event Request', 'Get Multiple Quotes', 'Chat Directly', 'Book and Enjoy']) {
      await expect(page.locator(`#${SECTION_IDS.howItWorks}`).getByRole('heading', { name: step })).toBeVisible();
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'landing-390', true);
    await saveScreenshot(page, 'landing-390-hero');
  });

  // The request form renders only as it comes near; until then its section holds the form's height,
  // so the help banner and the footer below it stay where the reader saw them.
  for (const width of [390, 1280]) {
    test(`at ${width} px: the request form arrives without moving what lies below it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const section = page.locator(`#${SECTION_IDS.requestForm}`);
      const height = () => section.evaluate((element) => element.getBoundingClientRect().height);
      const before = await height();
      for (let y = 0; y < 40; y += 1) await page.mouse.wheel(0, 700);
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByText('Plan your event with local providers')).toBeVisible();
      await expect(section.getByText('Venues', { exact: true })).toBeVisible();
      expect(Math.abs((await height()) - before)).toBeLessThanOrEqual(120);
    });
  }

  test("the hero's 'Get Started – It's Free' opens sign-up and 'Sign In' opens login", async ({ page }) => {
    await page.goto('/');
    await main(page).getByRole('button', { name: "Get Started – It's Free" }).click();
    await expect(signUpDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signUpDialog(page)).toBeHidden();
    await main(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(signInDialog(page)).toBeVisible();
  });

  test('a signed-in organiser sees Go to Dashboard and Plan New Event', async ({ page, request }) => {
    const session = await signUpViaApi(request);
    await startSignedIn(page, session, '/');
    await expect(main(page).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await main(page).getByRole('button', { name: 'Plan New Event' }).click();
    await expect(page.locator(`#${SECTION_IDS.requestForm}`)).toBeInViewport();
  });

  test('how it works: choosing a step shows its detail, and Start Your Event Request scrolls to the form', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'How it works steps' });
    await expect(tabs.getByRole('tab')).toHaveCount(4);
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('Step 1 of 4');

    await tabs.getByRole('tab', { name: /Get Multiple Quotes/ }).click();
    await expect(tabs.getByRole('tab', { name: /Get Multiple Quotes/ })).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText('Step 2 of 4');
    await expect(panel.getByRole('heading', { name: 'Get Multiple Quotes' })).toBeVisible();

    await tabs.getByRole('tab', { name: /Book and Enjoy/ }).click();
    await expect(panel).toContainText('Step 4 of 4');
    await page.keyboard.press('ArrowUp');
    await expect(panel).toContainText('Step 3 of 4');
    await saveScreenshot(page, 'landing-how-it-works-step-3');

    await page.getByRole('button', { name: 'Start Your Event Request' }).click();
    await expect(page.locator(`#${SECTION_IDS.requestForm}`)).toBeInViewport();
  });

  test('the blog links open each article', async ({ page }) => {
    await page.goto('/');
    for (const post of BLOG_POSTS) {
      await expect(main(page).getByRole('link', { name: new RegExp(post.title) }).first()).toHaveAttribute('href', `/blog/${post.slug}`);
    }
    await main(page).getByRole('link', { name: new RegExp(BLOG_POSTS[0]!.title) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${BLOG_POSTS[0]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: BLOG_POSTS[0]!.title })).toBeVisible();
  });
});
