import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
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

test('screenshots of / at 1280 and 390 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, 'home-1280');
  await saveScreenshot(page, 'home-1280-full', true);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, 'home-390');
  await saveScreenshot(page, 'home-390-full', true);
});

test("the landing route's first load stays under 200 KB of gzipped JavaScript", () => {
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
  visit('src/features/landing/landing-page.tsx');
  const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(WEB_DIST, file))).length, 0);
  console.log(`landing first load: ${(bytes / 1024).toFixed(1)} KB gzip in ${files.size} files`);
  expect(bytes).toBeLessThan(200 * 1024);
});
