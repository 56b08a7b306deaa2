import { expect, test } from '../support/test.ts';
import { BLOG_CATEGORIES, BLOG_POSTS, SECTION_IDS } from '../../packages/contract/src/index.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { saveScreenshot } from '../support/screenshots.ts';

test.describe('blog', () => {
  test('the list shows the chips, three articles with their read times, the newsletter and the resources', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const chips = page.getByRole('group', { name: 'Filter articles by category' });
    for (const category of BLOG_CATEGORIES) await expect(chips.getByRole('button', { name: category })).toBeVisible();
    const articles = page.getByRole('region', { name: 'Articles' });
    await expect(articles.getByRole('article')).toHaveCount(3);
    for (const minutes of [15, 12, 18]) await expect(articles.getByText(`${minutes} min read`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    for (const resource of ['Event Planning Checklist (PDF)', 'NZ Venue Directory', 'Event Budget Calculator']) {
      await expect(page.getByRole('heading', { name: resource })).toBeVisible();
    }
    await saveScreenshot(page, 'blog-1280', true);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blog');
    await expect(articles.getByRole('article')).toHaveCount(3);
    await saveScreenshot(page, 'blog-390', true);
  });

  test('chips filter the cards', async ({ page }) => {
    await page.goto('/blog');
    const chips = page.getByRole('group', { name: 'Filter articles by category' });
    const articles = page.getByRole('region', { name: 'Articles' }).getByRole('article');
    await chips.getByRole('button', { name: 'Venue Selection' }).click();
    await expect(chips.getByRole('button', { name: 'Venue Selection' })).toHaveAttribute('aria-pressed', 'true');
    await expect(articles).toHaveCount(1);
    await expect(articles).toContainText('How to Choose the Perfect Venue in New Zealand');
    await chips.getByRole('button', { name: 'Cultural Events' }).click();
    await expect(articles).toHaveCount(2);
    await chips.getByRole('button', { name: 'All Posts' }).click();
    await expect(articles).toHaveCount(3);
  });

  test('Subscribe says the newsletter is not open yet instead of pretending', async ({ page }) => {
    await page.goto('/blog');
    await page.getByLabel('E-mail address').fill('kia@ora.nz');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'not open yet' })).toBeVisible();
  });

  for (const post of BLOG_POSTS) {
    test(`the article ${post.slug} reads in full with Back to Blog and the call to action`, async ({ page }) => {
      await page.goto(`/blog/${post.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      await expect(page.getByText(`${post.readMinutes} min read`)).toBeVisible();
      const words = await page.getByRole('main').locator('article').first().innerText();
      expect(words.split(/\s+/).length).toBeGreaterThan(1_200);
      const cta = page.getByRole('link', { name: 'Start Your Event Request' });
      await expect(cta).toHaveAttribute('href', `/#${SECTION_IDS.requestForm}`);
      await page.getByRole('link', { name: 'Back to Blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  }

  test('the article call to action lands on the request form', async ({ page }) => {
    await page.goto(`/blog/${BLOG_POSTS[1]!.slug}`);
    await page.getByRole('link', { name: 'Start Your Event Request' }).click();
    await expect(page).toHaveURL(/\/#registration-form$/);
    await expect(page.locator(`#${SECTION_IDS.requestForm}`)).toBeInViewport();
  });

  test('an article at both widths, without serious accessibility problems', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/blog/${BLOG_POSTS[0]!.slug}`);
    await expect(page.getByRole('navigation', { name: 'In this article' })).toBeVisible();
    await saveScreenshot(page, 'blog-article-1280');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/blog/${BLOG_POSTS[2]!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await saveScreenshot(page, 'blog-article-390');
  });

  test('an unknown slug redirects to /blog', async ({ page }) => {
    await page.goto('/blog/no-such-article');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('group', { name: 'Filter articles by category' })).toBeVisible();
  });
});
