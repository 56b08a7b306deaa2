// Screenshots for people to look at: written to e2e/screenshots/ (git-ignored).
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';

const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Saves `<name>.png`; fullPage for whole pages, false for what the viewport shows (dialogs). */
export const saveScreenshot = async (page: Page, name: string, fullPage = false): Promise<string> => {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
};
