// Checks that hold on every screen a person looks at, whatever its content.
import { expect, type Page } from '@playwright/test';

/**
 * Starts collecting uncaught page errors and `console.error` messages (a failed request for a
 * script, style or image is one too). Call it before `page.goto`; end the test with
 * `expect(errors).toEqual([])`.
 */
export const collectPageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
};

/** Fails when the page is wider than the window, so that a person would have to scroll sideways. */
export const expectNoHorizontalScroll = async (page: Page): Promise<void> => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
};

/**
 * Records every value the provider-redirect countdown shows, in order, as the page shows it (a
 * MutationObserver in the page reports each change to the test), so neither a slow machine nor the
 * redirect at 0 can make the test miss a second that a person saw. Call before `page.goto`; the
 * returned array fills as the countdown runs.
 */
export const recordRedirectCountdown = async (page: Page): Promise<string[]> => {
  const seen: string[] = [];
  await page.exposeFunction('__reportCountdown', (value: string) => {
    if (seen[seen.length - 1] !== value) seen.push(value);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCountdown: (value: string) => void }).__reportCountdown;
    const record = () => {
      const text = document.querySelector('[data-testid="redirect-countdown"]')?.textContent;
      if (text) report(text);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return seen;
};

/**
 * Waits until the window stops scrolling: a smooth scroll the page started (a results page scrolls
 * back to its list) moves what is under the pointer, and a click aimed mid-scroll can miss. Still
 * means the same position over 300 ms: on a busy machine a smooth scroll can wait more than one
 * 100 ms look before it moves (a click then missed "Page 3" once).
 */
export const scrollSettled = async (page: Page) => {
  const STILL_LOOKS = 3;
  let last = Number.NaN;
  let stillFor = 0;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      stillFor = y === last ? stillFor + 1 : 0;
      last = y;
      return stillFor >= STILL_LOOKS;
    }, { intervals: [100], timeout: 5_000 })
    .toBe(true);
};
