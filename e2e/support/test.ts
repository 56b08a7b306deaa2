// The specs' `test`: Playwright's, with one change. The public pages arrive prerendered
// (packages/web-core/build/prerender.ts): they show before the app has started, and a field
// filled in then could be taken back by hydration. So `page.goto` and `page.reload` return once
// the app says it has started (`<html data-app="ready">`, packages/web-core/src/hydration.tsx), as a
// person's first tap would come after a look at the page. Pages that are not the sites' (the
// mock Google sign-in, the API) are not waited for.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

const waitForApp = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.app === 'ready');
};

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForApp(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await waitForApp(page);
      return response;
    };
    await use(page);
  },
});
