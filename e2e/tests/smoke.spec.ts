import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { BLOG_POSTS, NAV_ITEMS, ORGANISER_COUNT_CLAIM, PROVIDER_RESPONSE_HOURS, SECTION_IDS, SITE_TITLE } from '../../packages/contract/src/index.ts';
import { collectPageErrors, expectNoHorizontalScroll } from '../support/page-checks.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web', 'dist');

test('the landing page opens with its title, navigation, help banner and footer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page).toHaveTitle('Hui Events – Plan your New Zealand event');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-NZ');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const item of ['Home', 'About', 'How It Works', 'Services', 'Contact', 'Blog']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Need Help Planning Your Event?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@huievents.co.nz' }).first()).toHaveAttribute('href', 'mailto:support@huievents.co.nz');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/#how-it-works');
  await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  expect(errors).toEqual([]);
});

// What a person sees on / at a desktop and a phone width: the first screen, then the whole page.
const SECTION_HEADINGS = [
  'Event planning, the Kiwi way',
  'How We Connect You',
  'From idea to celebration in four steps',
  'Everything your event needs, from local hands',
  'Why Kiwi organisers plan with us',
  'Planning advice from people who do it every week',
  'Plan your event with local providers',
  'Need Help Planning Your Event?',
  // The footer's columns.
  'Explore',
  'Legal',
  'Help',
];
const STEPS = ['Post Your Event Request', 'Get Multiple Quotes', 'Chat Directly', 'Book and Enjoy'];

const hero = (page: Page) => page.getByRole('region', { name: /^Plan your next event/ });
const heroButtons = (page: Page) => ({
  getStarted: hero(page).getByRole('button', { name: "Get Started – It's Free" }),
  signIn: hero(page).getByRole('button', { name: 'Sign In', exact: true }),
});

/** The first screen at any width: the heading, both calls to action and the three claims, all without scrolling. */
const expectFirstScreen = async (page: Page) => {
  await expect(page).toHaveTitle(SITE_TITLE);
  await expect(page.getByRole('link', { name: 'Hui Events home' })).toBeInViewport();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Plan your next event with trusted local Kiwi providers');
  await expect(heading).toBeInViewport();
  const { getStarted, signIn } = heroButtons(page);
  await expect(getStarted).toBeInViewport();
  await expect(signIn).toBeInViewport();
  // The spec's claims: 500+ organisers, a first review within 24 hours, free to post.
  await expect(hero(page).getByRole('term')).toHaveText(['Organisers', 'First review', 'To post']);
  await expect(hero(page).getByRole('definition')).toHaveText([ORGANISER_COUNT_CLAIM, `${PROVIDER_RESPONSE_HOURS} h`, 'Free']);
  await expect(hero(page).getByRole('definition').first()).toBeInViewport();
};

/** The whole page at any width: every section's heading in order, the three articles and the footer's links. */
const expectWholePage = async (page: Page) => {
  // The request form renders as it comes near (it is at the foot of the page): scroll there first.
  await page.locator(`#${SECTION_IDS.requestForm}`).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTION_HEADINGS);
  const about = page.locator(`#${SECTION_IDS.about}`);
  for (const text of ['Our Mission', 'Our Vision', '100% Kiwi', 'Trust First', 'Excellence']) {
    await expect(about.getByText(text, { exact: true })).toBeVisible();
  }
  for (const post of BLOG_POSTS) await expect(page.getByRole('heading', { level: 3, name: post.title })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const link of ['How It Works', 'Blog', 'Contact', 'Privacy Policy', 'Terms of Service']) {
    await expect(footer.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(footer.getByRole('button', { name: 'Post Your Event Request' })).toBeVisible();
};

test('/ at 1280 px: the navigation bar, the hero beside its picture, steps as tabs, no sideways scrolling', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expectFirstScreen(page);

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const item of NAV_ITEMS) await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeInViewport();
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeInViewport();
  await expect(nav.getByRole('button', { name: 'Get Started' })).toBeInViewport();
  await expect(nav.getByRole('button', { name: 'Open menu' })).toBeHidden();

  // Two columns: the buttons side by side under the heading, the picture with its note on the right.
  const { getStarted, signIn } = heroButtons(page);
  const [startBox, signInBox, headingBox] = await Promise.all([getStarted.boundingBox(), signIn.boundingBox(), page.getByRole('heading', { level: 1 }).boundingBox()]);
  expect(signInBox!.y).toBeCloseTo(startBox!.y, 0);
  expect(signInBox!.x).toBeGreaterThan(startBox!.x + startBox!.width);
  const note = hero(page).getByText(`Reviewed within ${PROVIDER_RESPONSE_HOURS} hours`);
  await expect(note).toBeInViewport();
  expect((await note.boundingBox())!.x).toBeGreaterThan(headingBox!.x + headingBox!.width);

  await page.waitForLoadState('networkidle');
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, 'home-1280');

  await expectWholePage(page);
  // Large screens click through the four steps.
  await expect(page.getByRole('tablist', { name: 'How it works steps' }).getByRole('tab')).toHaveText(STEPS.map((step) => new RegExp(step)));
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, 'home-1280-full', true);
  expect(errors).toEqual([]);
});

test('/ at 390 px: the menu button instead of the links, the hero stacked, every step shown, no sideways scrolling', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expectFirstScreen(page);

  const nav = page.getByRole('navigation', { name: 'Main' });
  const menuButton = nav.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toBeInViewport();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  for (const item of NAV_ITEMS) await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeHidden();
  await expect(nav.getByRole('button', { name: 'Sign In' })).toBeHidden();
  await expect(nav.getByRole('button', { name: 'Get Started' })).toBeHidden();

  // One column: the buttons one above the other, each as wide as the other.
  const { getStarted, signIn } = heroButtons(page);
  const [startBox, signInBox] = await Promise.all([getStarted.boundingBox(), signIn.boundingBox()]);
  expect(signInBox!.y).toBeGreaterThanOrEqual(startBox!.y + startBox!.height);
  expect(signInBox!.x).toBeCloseTo(startBox!.x, 0);
  expect(signInBox!.width).toBeCloseTo(startBox!.width, 0);
  expect(startBox!.x + startBox!.width).toBeLessThanOrEqual(390);

  await page.waitForLoadState('networkidle');
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, 'home-390');

  await expectWholePage(page);
  // Small screens show every step's detail instead of tabs.
  const howItWorks = page.locator(`#${SECTION_IDS.howItWorks}`);
  await expect(howItWorks.getByRole('tablist')).toBeHidden();
  await expect(howItWorks.getByRole('heading', { level: 3 })).toHaveText(STEPS);
  await expectNoHorizontalScroll(page);
  await saveScreenshot(page, 'home-390-full', true);
  expect(errors).toEqual([]);
});

// Issue 16's budget: the landing page's first load (the entry, its static imports and the landing
// route's chunk with its imports) at most 150 KB of gzipped JavaScript. bench/README.md has the figures.
test("the landing route's first load stays within 150 KB of gzipped JavaScript", () => {
  type TChunk = { file: string; imports?: string[]; isEntry?: boolean; src?: string };
  const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, TChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit('src/features/landing/pages/landing-page.tsx');
  const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(WEB_DIST, file))).length, 0);
  console.log(`landing first load: ${(bytes / 1024).toFixed(1)} KB gzip in ${files.size} files`);
  expect(bytes).toBeLessThanOrEqual(150 * 1024);
});
