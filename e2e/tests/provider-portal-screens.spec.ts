import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { PROVIDER_ACCOUNT_MSG } from '../../packages/contract/src/index.ts';
import { DEMO_PROVIDER, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { collectPageErrors, expectNoHorizontalScroll } from '../support/page-checks.ts';
import {
  fillSignUpAccount, fillSignUpBusiness, fillSignUpServices, loadLazyImages, nzDateIn, postCateringRequestViaApi, startPortalSignedIn, type TNewBusiness,
} from '../support/portal.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { signUpViaApi } from '../support/session.ts';
import { PORTAL_URL } from '../support/sites.ts';

// Every screen of the provider portal at 1280 and 390 px: axe finds nothing serious, nothing is wider
// than the window, and a screenshot of each goes to e2e/screenshots/portal-<screen>-<width>.png.

const WIDTHS = [1280, 390] as const;

/** axe on the page (or inside `include`), no sideways scrolling, and the screenshot. */
const checkScreen = async (page: Page, name: string, width: number, options: { include?: string; fullPage?: boolean } = {}) => {
  await expectNoSeriousA11yViolations(page, options.include);
  await expectNoHorizontalScroll(page);
  const isFullPage = options.fullPage ?? true;
  if (isFullPage) await loadLazyImages(page);
  await saveScreenshot(page, `portal-${name}-${width}`, isFullPage);
};

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 844 } });

    test('signed out: sign-in, forgot password, the three sign-up steps, then the new business awaiting verification', async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectPageErrors(page);
      await page.goto(`${PORTAL_URL}/sign-in`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your business' })).toBeVisible();
      await expect(page).toHaveTitle(/Sign in/);
      await checkScreen(page, 'sign-in', width);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).not.toBeEmpty();
      await checkScreen(page, 'sign-in-error', width);

      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Reset your password' });
      await expect(forgot).toBeVisible();
      await checkScreen(page, 'forgot-password', width, { include: '[role="dialog"]', fullPage: false });
      await forgot.getByLabel('Email').fill(uniqueEmail('portal-forgot'));
      await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(forgot.getByRole('status')).toBeVisible();
      await checkScreen(page, 'forgot-password-sent', width, { include: '[role="dialog"]', fullPage: false });
      await forgot.getByRole('button', { name: 'Back to Sign In' }).click();
      await expect(forgot).toBeHidden();

      await page.getByRole('link', { name: 'Create a provider account' }).click();
      await expect(page).toHaveURL(`${PORTAL_URL}/sign-up`);
      await expect(page.getByRole('heading', { level: 1, name: 'Join Hui Events as a provider' })).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert').first()).not.toBeEmpty();
      await checkScreen(page, 'sign-up-1-account-error', width);
      const business: TNewBusiness = {
        email: uniqueEmail(`portal-screens-${width}`),
        businessName: `Kūmara Kitchen ${width}`,
        contactName: 'Mere Parata',
        phone: '021 555 0199',
        city: 'Auckland',
        category: 'Catering & Food',
      };
      await page.getByLabel('Email').fill(business.email);
      await checkScreen(page, 'sign-up-1-account', width);
      await fillSignUpAccount(page, business.email);

      await expect(page.getByRole('heading', { level: 2, name: 'Your business' })).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByLabel('Business name')).toHaveAttribute('aria-invalid', 'true');
      await checkScreen(page, 'sign-up-2-business-error', width);
      await fillSignUpBusiness(page, business);

      await expect(page.getByRole('heading', { level: 2, name: 'What you offer' })).toBeVisible();
      await fillSignUpServices(page, business);
      // A speciality is a chip: its box is only for screen readers, so a person presses the chip.
      await page.locator('label').filter({ hasText: /^Full-Service Catering$/ }).click();
      await expect(page.getByRole('checkbox', { name: 'Full-Service Catering' })).toBeChecked();
      await page.getByLabel(/^About your business/).fill('Hāngī, grazing tables and long lunches for whānau events across Tāmaki Makaurau.');
      await checkScreen(page, 'sign-up-3-services', width);
      await page.getByRole('button', { name: 'Create Account' }).click();

      // Awaiting verification: the banner on every screen, and no requests or quotes yet.
      await expect(page).toHaveURL(`${PORTAL_URL}/requests`);
      // The welcome toast covers the banner; closed, as a person would.
      await page.locator('[data-type="success"]', { hasText: PROVIDER_ACCOUNT_MSG.accountCreated }).getByRole('button', { name: 'Dismiss notification' }).click();
      const banner = page.getByRole('region', { name: 'Account status' });
      await expect(banner).toContainText('Your business is awaiting verification');
      await expect(page.getByRole('heading', { name: 'Matching requests appear once you are verified' })).toBeVisible();
      await expect(page.getByText(PROVIDER_ACCOUNT_MSG.awaitingVerification)).toBeVisible();
      await checkScreen(page, 'pending-requests', width);
      await page.goto(`${PORTAL_URL}/quotes`);
      await expect(page.getByRole('heading', { name: 'Quotes open once you are verified' })).toBeVisible();
      await checkScreen(page, 'pending-quotes', width);
      await page.goto(`${PORTAL_URL}/profile`);
      await expect(page.getByRole('heading', { level: 1, name: 'Business profile' })).toBeVisible();
      await expect(page.getByLabel('Business name')).toHaveValue(business.businessName);
      await expect(banner).toContainText('Your business is awaiting verification');
      await checkScreen(page, 'pending-profile', width);
      expect(errors).toEqual([]);
    });

    test('the demo caterer: requests, a request with the quote form, quotes by status, a quote, the profile and the bell', async ({ page, request }) => {
      test.setTimeout(120_000);
      const errors = collectPageErrors(page);
      // A request of its own to open, so the form is there whatever other specs quote.
      const organiser = await signUpViaApi(request, { first_name: 'Rāwiri', last_name: 'Screens' });
      const title = `Kōwhai garden lunch (${width} px check ${Date.now()})`;
      await postCateringRequestViaApi(request, organiser, { title, date: nzDateIn(20), description: 'A long lunch in the garden for 40 guests after a naming ceremony.' });

      await startPortalSignedIn(page, request, DEMO_PROVIDER.email, DEMO_PROVIDER.password, '/requests');
      await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
      const cardLink = page.getByRole('link', { name: title, exact: true });
      await expect(cardLink).toBeVisible();
      await expect(page.getByText(/^\d+ requests/)).toBeVisible();
      await checkScreen(page, 'requests', width);
      if (width < 768) {
        await page.getByRole('button', { name: 'Filters' }).click();
        await expect(page.getByLabel('Service', { exact: true })).toBeVisible();
        await checkScreen(page, 'requests-filters-open', width, { fullPage: false });
        await page.getByRole('button', { name: 'Filters' }).click();
      }

      await cardLink.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Send a quote' })).toBeVisible();
      await checkScreen(page, 'request-quote-form', width);
      await page.getByRole('form', { name: 'Send a quote' }).getByRole('button', { name: 'Send Quote' }).click();
      await expect(page.getByLabel('Amount (NZD)')).toHaveAttribute('aria-invalid', 'true');
      await checkScreen(page, 'request-quote-form-errors', width);

      await page.goto(`${PORTAL_URL}/quotes`);
      const tabs = page.getByRole('navigation', { name: 'Quote status' });
      await expect(tabs.getByRole('link', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('article').first()).toBeVisible();
      await checkScreen(page, 'quotes', width);
      await tabs.getByRole('link', { name: /^Accepted \(\d+\)$/ }).click();
      await expect(page).toHaveURL(`${PORTAL_URL}/quotes?status=accepted`);
      await expect(page.getByRole('article').first()).toContainText('Accepted');
      await checkScreen(page, 'quotes-accepted', width);
      await tabs.getByRole('link', { name: /^Pending \(\d+\)$/ }).click();
      await expect(page).toHaveURL(`${PORTAL_URL}/quotes?status=submitted`);
      const pending = page.getByRole('article').first();
      await expect(pending).toContainText('Pending');
      await pending.getByRole('link').click();

      await expect(page).toHaveURL(new RegExp(`${PORTAL_URL}/quotes/\\d+$`));
      await expect(page.getByText('Quote for', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit Quote' })).toBeVisible();
      await checkScreen(page, 'quote', width);

      await page.goto(`${PORTAL_URL}/profile`);
      await expect(page.getByRole('heading', { level: 1, name: 'Business profile' })).toBeVisible();
      await expect(page.getByLabel('Business name')).toHaveValue('Harbourside Catering Co.');
      await expect(page.getByRole('heading', { level: 2, name: 'Photos' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
      await checkScreen(page, 'profile', width);

      await page.goto(`${PORTAL_URL}/requests`);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const bell = page.getByRole('dialog', { name: 'Notifications' });
      await expect(bell.getByRole('listitem').first()).toBeVisible();
      await checkScreen(page, 'bell-open', width, { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(bell).toBeHidden();
      expect(errors).toEqual([]);
    });
  });
}
