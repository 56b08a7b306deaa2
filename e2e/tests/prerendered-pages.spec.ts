// The public pages arrive as HTML (prerendered at build time: packages/web-core/build/prerender.ts)
// and the browser hydrates that HTML without a mismatch: React would log one (src/hydration.tsx) and
// render the page again, and a phone would wait for the JavaScript to see anything.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { BLOG_POSTS } from '../../packages/contract/src/index.ts';
import { DEMO_PROVIDER } from '../support/accounts.ts';
import { collectPageErrors } from '../support/page-checks.ts';
import { BASE_URL, PORTAL_URL } from '../support/sites.ts';

const PAGES = [
  ...['/', '/blog', `/blog/${BLOG_POSTS[0]!.slug}`, '/contact', '/privacy', '/terms', '/auth/signup', '/auth/error', '/reset-password'].map((path) => `${BASE_URL}${path}`),
  ...['/sign-in', '/sign-up', '/reset-password'].map((path) => `${PORTAL_URL}${path}`),
];

/** True once React has taken over the page's first heading: the node the server sent, hydrated (not replaced). */
const isHeadingHydrated = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('h1');
    return !!heading && (heading as unknown as { dataset: DOMStringMap }).dataset.prerendered === 'seen' && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });

for (const url of PAGES) {
  test(`${url.replace(/^http:\/\/[^/]+/, '')} on ${url.startsWith(PORTAL_URL) ? 'the portal' : 'the organiser site'} is prerendered and hydrates without an error`, async ({ page, request }) => {
    const response = await request.get(url);
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(html, 'the page arrives with its content, not an empty #root').toMatch(/<div id="root"><[a-z]/);
    expect(html).toMatch(/<h1[\s>]/);
    expect(html, 'no inline script (the CSP allows none)').not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html, 'the app starts from the start script, with the route chunks it needs').toMatch(/<script src="\/assets\/start-app-[\w-]+\.js" defer data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*\/assets\/[\w-]+-page-[\w-]+\.js/);

    const errors = collectPageErrors(page);
    // Marks the heading the server sent, before any script runs: a page rendered again would lose the
    // mark. And counts, as the app says it has started, the page's elements React has not taken over
    // (but the resource hints its server render writes, an image's preload).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        const heading = document.querySelector('h1');
        if (document.readyState === 'interactive' && heading) heading.dataset.prerendered = 'seen';
      });
      document.addEventListener('hui:app-started', () => {
        const plain = Array.from(document.querySelectorAll('#root :not(link, meta, script, style, title)')).filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
        document.documentElement.dataset.plainAtStart = String(plain.length);
      });
    });
    await page.goto(url);
    // The app says it has started (what the e2e runs wait for: e2e/support/test.ts) once the page is hydrated.
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    expect(await isHeadingHydrated(page), 'the prerendered heading is hydrated, not replaced, when the app says it started').toBe(true);
    expect(await page.locator('html').getAttribute('data-plain-at-start'), 'every element of the page is hydrated when the app says it started: a tap then is not lost').toBe('0');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('a provider who fills in the sign-in form and taps Sign In before the app has started is signed in once it has', async ({ page }) => {
  // The app's code is held back until Sign In has been tapped: a phone still fetching it.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((release) => (releaseEntry = release));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto(`${PORTAL_URL}/sign-in`, { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(DEMO_PROVIDER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PROVIDER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect(await page.locator('html').getAttribute('data-app'), 'the app had not started when Sign In was tapped').toBeNull();
  await expect(page, 'the address holds neither the e-mail nor the password').toHaveURL(`${PORTAL_URL}/sign-in`);
  releaseEntry();
  await expect(page).toHaveURL(`${PORTAL_URL}/requests`);
});
