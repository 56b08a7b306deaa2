import { type Locator } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PROVIDER } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { collectPageErrors } from '../support/page-checks.ts';
import { loadLazyImages, makePng, newPerson, saveSectionScreenshot, startPortalSignedIn } from '../support/portal.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signUpViaApi, startSignedIn } from '../support/session.ts';

// The demo caterer adds a photo to its gallery in the portal; an organiser sees it on Harbourside's
// page on the organiser site. The photo is removed again at the end, and is gone there too.

const HARBOURSIDE = 'Harbourside Catering Co.';

/** How many pictures the section says it holds ('Gallery 3 of 30'). */
const heldCount = async (section: Locator): Promise<number> => {
  const text = (await section.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const match = /(\d+) of \d+/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]);
};

/** The image has arrived and decoded: a person sees it, not a broken icon. */
const expectLoaded = async (image: Locator) => {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
};

test('a gallery photo uploaded in the portal shows on the profile and on Harbourside’s page for organisers; removed, it goes from both', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await startPortalSignedIn(page, request, DEMO_PROVIDER.email, DEMO_PROVIDER.password, '/profile');
  const providerId = session.provider.provider_id;
  await expect(page.getByRole('heading', { level: 1, name: 'Business profile' })).toBeVisible();

  const gallery = page.getByRole('region', { name: /^Gallery/ });
  await expect(gallery.getByRole('heading', { level: 3 })).toHaveText(/\d+ of 30/);
  const before = await heldCount(gallery);
  const fileName = `long-table-${Date.now()}.png`;
  await gallery.getByLabel('Add photos').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: makePng(64) });
  await expect(page.locator('[data-type="success"]', { hasText: 'Gallery photo added' })).toBeVisible();
  await expect(gallery.getByRole('heading', { level: 3 })).toHaveText(new RegExp(`^Gallery\\s*${before + 1} of 30$`));
  const added = gallery.getByRole('img', { name: `Gallery ${before + 1}: ${fileName}` });
  await expectLoaded(added);
  const src = await added.getAttribute('src');
  expect(src).toBeTruthy();
  await gallery.scrollIntoViewIfNeeded();
  await expectNoSeriousA11yViolations(page);
  await saveSectionScreenshot(gallery, 'portal-gallery-added-1280');

  // An organiser opens Harbourside's page: the new photo is in the portfolio, gallery photos first.
  const organiser = await newPerson(browser);
  const organiserErrors = collectPageErrors(organiser.page);
  try {
    const organiserSession = await signUpViaApi(request, { first_name: 'Ana', last_name: 'Photos' });
    await startSignedIn(organiser.page, organiserSession, `/dashboard/provider/${providerId}`);
    await expect(organiser.page.getByRole('heading', { level: 1, name: HARBOURSIDE })).toBeVisible();
    // The Overview has the service photos; the Gallery tab has every photo, gallery photos first.
    await organiser.page.getByRole('tab', { name: /^Gallery/ }).click();
    const galleryPanel = organiser.page.getByRole('tabpanel');
    const photoButtons = galleryPanel.getByRole('button', { name: new RegExp(`^Open ${HARBOURSIDE} photo \\d+ of \\d+$`) });
    await expect(photoButtons.first()).toBeVisible();
    const shown = galleryPanel.getByRole('button', { name: new RegExp(`^Open ${HARBOURSIDE} photo ${before + 1} of \\d+$`) }).locator('img');
    await expect(shown).toHaveAttribute('src', src!);
    await expectLoaded(shown);
    await loadLazyImages(organiser.page);
    await saveScreenshot(organiser.page, 'organiser-provider-with-new-photo-1280', true);

    // Removed in the portal, after a confirmation.
    await gallery.getByRole('button', { name: `Remove ${fileName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this gallery photo?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(gallery.getByRole('heading', { level: 3 })).toHaveText(new RegExp(`^Gallery\\s*${before} of 30$`));
    await expect(gallery.getByRole('img', { name: new RegExp(fileName.replace('.', '\\.')) })).toHaveCount(0);

    await organiser.page.reload();
    await expect(organiser.page.getByRole('heading', { level: 1, name: HARBOURSIDE })).toBeVisible();
    await organiser.page.getByRole('tab', { name: /^Gallery/ }).click();
    await expect(photoButtons.first()).toBeVisible();
    await expect(organiser.page.locator(`img[src="${src}"]`)).toHaveCount(0);
    expect(organiserErrors).toEqual([]);
  } finally {
    await organiser.context.close();
  }
  expect(errors).toEqual([]);
});
