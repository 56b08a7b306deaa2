import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { MSG, SUPPORT_EMAIL } from '../../packages/contract/src/index.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const form = (page: Page) => page.getByRole('form', { name: 'Send us a message' });

const fillForm = async (page: Page) => {
  await form(page).getByLabel('First name').fill('Mereana');
  await form(page).getByLabel('Last name').fill('Walker');
  await form(page).getByLabel('Email').fill('mereana@example.nz');
  await form(page).getByLabel('Subject').selectOption({ label: 'Partnership Opportunity' });
  await form(page).getByLabel('Message').fill('Kia ora, we run a marquee hire business in Napier and would like to talk.');
};

test.describe('contact page', () => {
  test('shows the form, support details and quick links without serious accessibility problems', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/contact');
    await expect(form(page).getByLabel('Subject')).toHaveValue('');
    await expect(page.getByRole('link', { name: SUPPORT_EMAIL }).first()).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(page.getByRole('main').getByText('We respond within 24 hours on business days.')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Monday to Friday')).toBeVisible();
    await expect(main.getByText('9:00–17:00')).toBeVisible();
    await expect(main.getByText('Urgent matters', { exact: true })).toBeVisible();
    const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
    await expect(quickLinks.getByRole('link', { name: /Help Centre/ })).toHaveAttribute('href', '/blog');
    await expect(quickLinks.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms');
    await expect(quickLinks.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
    await saveScreenshot(page, 'contact-1280', true);
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    await expect(form(page).getByLabel('First name')).toBeVisible();
    await saveScreenshot(page, 'contact-390', true);
  });

  test('required fields are checked before anything is sent', async ({ page }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/public/contact-messages')) posts += 1;
    });
    await page.goto('/contact');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    for (const text of [MSG.contactFirstName, MSG.contactLastName, MSG.emailRequired, MSG.contactSubject, MSG.contactMessage]) {
      await expect(form(page).getByText(text)).toBeVisible();
    }
    await saveScreenshot(page, 'contact-validation');
    expect(posts).toBe(0);
  });

  test('a message is sent, Message Sent! shows, and Send Another Message starts over', async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page);
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/public/contact-messages'));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ first_name: 'Mereana', last_name: 'Walker', email: 'mereana@example.nz', phone: null });
    expect(String(body.message).split('\n')[0]).toBe('Partnership Opportunity');

    await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await saveScreenshot(page, 'contact-sent');
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(form(page).getByLabel('First name')).toHaveValue('');
    await expect(form(page).getByLabel('Subject')).toHaveValue('');
  });

  test('while sending the button says Sending... and is disabled; a failure shows a message above the form', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/public/contact-messages', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'Our mail room is closed for a moment', message: 'Our mail room is closed for a moment', code: 'INTERNAL' }) });
    });
    await page.goto('/contact');
    await fillForm(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    const sending = form(page).getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    release();
    await expect(form(page).getByRole('alert')).toHaveText('Our mail room is closed for a moment');
    await expect(form(page).getByLabel('First name')).toHaveValue('Mereana');
    await saveScreenshot(page, 'contact-failed');
  });

  test("a refusal without a message says 'Failed to send message'", async ({ page }) => {
    await page.route('**/api/public/contact-messages', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/contact');
    await fillForm(page);
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByRole('alert')).toHaveText(MSG.contactFailed);
  });
});
