import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { QUOTE_MSG } from '../../packages/contract/src/index.ts';
import { DEMO_PROVIDER } from '../support/accounts.ts';
import { collectPageErrors } from '../support/page-checks.ts';
import { newPerson, nzDateIn, postCateringRequestInAuckland, signInToPortal } from '../support/portal.ts';
import { signUpViaApi, startSignedIn } from '../support/session.ts';
import { PORTAL_URL } from '../support/sites.ts';

// An organiser and the demo caterer, each in a browser of their own, at the same time: the request
// posted on the organiser site reaches the caterer's inbox in the portal, the quote sent there reaches
// the organiser's bell and Quotes tab, and so does the caterer's change to it.

const HARBOURSIDE = 'Harbourside Catering Co.';

/** The organiser's bell, opened: its panel. */
const openOrganiserBell = async (page: Page) => {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  return panel;
};

/** The organiser's quote card from Harbourside for this event on the Quotes tab. */
const harboursideQuoteCard = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Quotes' }).getByRole('article').filter({ has: page.getByRole('heading', { name: HARBOURSIDE }) }).filter({ hasText: `For ${title}` });

test('an organiser posts a catering request in Auckland; the demo caterer quotes in the portal, then changes the quote; the organiser sees both', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const title = `Harbour dinner for the Ngata whānau ${Date.now()}`;
  const eventDate = nzDateIn(12);
  const validUntil = nzDateIn(10);

  const organiser = await newPerson(browser);
  const provider = await newPerson(browser);
  const organiserErrors = collectPageErrors(organiser.page);
  const providerErrors = collectPageErrors(provider.page);
  try {
    // The organiser: a new account, on the dashboard, posts the request through Plan Event.
    const session = await signUpViaApi(request, { first_name: 'Hine', last_name: 'Ngata' });
    await startSignedIn(organiser.page, session, '/dashboard');
    await postCateringRequestInAuckland(organiser.page, { title, date: eventDate, description: 'Dinner for 60 on the waterfront: mains, a dessert table and tea.' });

    // The caterer signs in to the portal and finds the request in the inbox.
    await signInToPortal(provider.page, DEMO_PROVIDER.email, DEMO_PROVIDER.password);
    const cardLink = provider.page.getByRole('link', { name: title, exact: true });
    await expect(cardLink).toBeVisible();
    const card = provider.page.getByRole('article').filter({ has: cardLink });
    await expect(card).toContainText('Auckland');
    await expect(card).toContainText('From Hine');
    await expect(card).toContainText('0 quotes so far');
    await expect(card.getByRole('list', { name: 'Your matching services' })).toHaveText('Catering & Food');
    await cardLink.click();

    // The request page: the organiser's words, and the quote form beside them.
    await expect(provider.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(provider.page.getByText('Dinner for 60 on the waterfront: mains, a dessert table and tea.')).toBeVisible();
    const form = provider.page.getByRole('form', { name: 'Send a quote' });
    await expect(form.getByLabel('Service this quote covers')).toHaveValue(/\d+/);
    await form.getByLabel('Speciality').selectOption({ label: 'Full-Service Catering' });
    await form.getByLabel('Amount (NZD)').fill('4,850');
    await form.getByLabel('Valid until').fill(validUntil);
    await form.getByLabel('Estimated duration').fill('6 hours');
    await form.getByRole('checkbox', { name: 'Setup' }).check();
    await form.getByRole('checkbox', { name: 'Clean-up' }).check();
    await form.getByLabel('Additional charges').fill('Travel beyond the Harbour Bridge: $60');
    await form.getByLabel('Message to the organiser').fill('Kia ora Hine! Three courses for 60, served family-style, with our pavlova table.');
    await form.getByRole('button', { name: 'Send Quote' }).click();
    await expect(provider.page.locator('[data-type="success"]', { hasText: QUOTE_MSG.sent })).toBeVisible();
    const yourQuote = provider.page.getByRole('region', { name: 'Your quote' });
    await expect(yourQuote.getByText('$4,850')).toBeVisible();
    await expect(yourQuote.getByText('Pending')).toBeVisible();
    await expect(yourQuote).toContainText('Catering & Food: Full-Service Catering');
    await expect(yourQuote).toContainText('6 hours');

    // The organiser: the bell, after a reload, and the quote on the Quotes tab.
    await organiser.page.reload();
    await expect(organiser.page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    const bell = await openOrganiserBell(organiser.page);
    const sentNotice = bell.getByRole('link', { name: `${HARBOURSIDE} sent you a quote of $4,850 for "${title}"` });
    await expect(sentNotice).toBeVisible();
    await sentNotice.click();
    await expect(organiser.page).toHaveURL(/\/dashboard\?tab=quotes&event=\d+/);
    await expect(organiser.page.getByRole('heading', { level: 1, name: 'Quotes & Proposals' })).toBeVisible();
    const quoteCard = harboursideQuoteCard(organiser.page, title);
    await expect(quoteCard).toBeVisible();
    await expect(quoteCard).toContainText('$4,850');
    await expect(quoteCard).toContainText('Kia ora Hine! Three courses for 60');
    await expect(quoteCard).toContainText('Travel beyond the Harbour Bridge: $60');
    await organiser.page.goto('/dashboard?tab=quotes');
    await expect(harboursideQuoteCard(organiser.page, title)).toContainText('$4,850');
    await expect(organiser.page.getByRole('button', { name: 'Notifications' })).toBeVisible();

    // The caterer changes the amount.
    await yourQuote.getByRole('button', { name: 'Edit Quote' }).click();
    const edit = provider.page.getByRole('form', { name: 'Edit your quote' });
    await expect(edit.getByLabel('Amount (NZD)')).toHaveValue('4850');
    await edit.getByLabel('Amount (NZD)').fill('5,120.50');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(provider.page.locator('[data-type="success"]', { hasText: QUOTE_MSG.updated })).toBeVisible();
    await expect(yourQuote.getByText('$5,120.50')).toBeVisible();
    await expect(yourQuote.getByText('$4,850')).toHaveCount(0);

    // The caterer's Quotes list has it with the new amount.
    await provider.page.goto(`${PORTAL_URL}/quotes`);
    const listed = provider.page.getByRole('article').filter({ has: provider.page.getByRole('link', { name: title, exact: true }) });
    await expect(listed).toContainText('$5,120.50');
    await expect(listed).toContainText('Pending');

    // The organiser sees the change after a reload, on the card and on the bell.
    await organiser.page.reload();
    const changed = harboursideQuoteCard(organiser.page, title);
    await expect(changed).toContainText('$5,120.50');
    await expect(changed).not.toContainText('$4,850');
    const bellAgain = await openOrganiserBell(organiser.page);
    await expect(bellAgain.getByRole('link', { name: `${HARBOURSIDE} updated their quote for "${title}": now $5,120.50` })).toBeVisible();

    expect(organiserErrors).toEqual([]);
    expect(providerErrors).toEqual([]);
  } finally {
    await organiser.context.close();
    await provider.context.close();
  }
});
