import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { TEventRequestListResponse, TProviderListResponse, TQuoteRequestListResponse } from '../../packages/contract/src/index.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { apiGet, collectPageErrors, openDashboardAsDemo } from '../support/dashboard.ts';
import type { TSession } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/** A listed provider the demo organiser has not invited yet. */
const uninvitedProvider = async (request: APIRequestContext, session: TSession) => {
  const { data } = await apiGet<TProviderListResponse>(request, session, '/api/event-organiser/service-providers?limit=50&sortBy=created_at&sortOrder=desc');
  for (const provider of data) {
    const invitations = await apiGet<TQuoteRequestListResponse>(request, session, `/api/event-organiser/quote-requests?provider_id=${provider.provider_id}`);
    if (invitations.data.length === 0) return provider;
  }
  throw new Error('Every listed provider was invited already');
};

test('request a quote for one of the organiser’s open events, then see the already-invited note', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const session = await openDashboardAsDemo(page, request, '/dashboard?tab=providers');
  const provider = await uninvitedProvider(request, session);
  const events = await apiGet<TEventRequestListResponse>(request, session, '/api/event-organiser/event-requests?limit=100&status=draft,submitted,active');
  const open = events.data.filter((e) => e.status === 'submitted' || e.status === 'active');
  const drafts = events.data.filter((e) => e.status === 'draft');
  expect(open.length).toBeGreaterThan(0);
  expect(drafts.length).toBeGreaterThan(0);

  await page.goto(`/dashboard/provider/${provider.provider_id}`);
  await page.getByRole('link', { name: 'Request Quote' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/contact-provider/${provider.provider_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Provider' }).getByText(provider.business_name, { exact: true })).toBeVisible();
  await expect(page.getByTestId('already-invited')).toHaveCount(0);

  // Drafts are listed but cannot be chosen, with the reason.
  await expect(page.getByRole('radio', { name: new RegExp(drafts[0]!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeDisabled();
  await expect(page.getByText('Draft: submit this event before inviting providers').first()).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(open.length + drafts.length);
  await saveScreenshot(page, 'request-quote-1280', true);
  await expectNoSeriousA11yViolations(page);

  const event = open[0]!;
  const eventRadio = page.getByRole('radio', { name: new RegExp(event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await eventRadio.check();
  await page.getByRole('textbox', { name: /Message/ }).fill('Kia ora! Roughly 80 guests; we would love a quote for your services.');
  await page.getByRole('button', { name: 'Send Quote Request' }).click();

  const confirmation = page.getByRole('status').filter({ hasText: 'Quote request sent!' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(`${provider.business_name} has been invited to quote for ${event.title}.`);
  await expect(confirmation).toContainText('A chat with them is open in Messages');
  await expect(confirmation.getByRole('link', { name: 'Go to Messages' })).toHaveAttribute('href', '/dashboard?tab=messages');
  await expect(confirmation.getByRole('link', { name: 'Back to Provider' })).toHaveAttribute('href', `/dashboard/provider/${provider.provider_id}`);
  await saveScreenshot(page, 'request-quote-sent-1280');

  // The API holds the invitation with its chat room.
  const invitations = await apiGet<TQuoteRequestListResponse>(request, session, `/api/event-organiser/quote-requests?provider_id=${provider.provider_id}`);
  expect(invitations.data).toHaveLength(1);
  expect(invitations.data[0]!.event_request_id).toBe(event.id);
  expect(invitations.data[0]!.chat_room_id).not.toBeNull();
  expect(invitations.data[0]!.message).toBe('Kia ora! Roughly 80 guests; we would love a quote for your services.');

  // Back on the form (and after a reload) the event is marked as already invited.
  await confirmation.getByRole('button', { name: 'Invite them for another event' }).click();
  await expect(page.getByTestId('already-invited')).toHaveText(`Already invited for: ${event.title}`);
  await page.reload();
  await expect(page.getByTestId('already-invited')).toHaveText(`Already invited for: ${event.title}`);
  await expect(eventRadio).toBeDisabled();
  await expect(page.getByText('Already invited for this event')).toBeVisible();

  await page.getByRole('link', { name: `Back to ${provider.business_name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/provider/${provider.provider_id}$`));
  expect(errors).toEqual([]);
});

test('Send Quote Request without an event asks for one', async ({ page, request }) => {
  const session = await openDashboardAsDemo(page, request, '/dashboard?tab=providers');
  const provider = await uninvitedProvider(request, session);
  await page.goto(`/dashboard/contact-provider/${provider.provider_id}`);
  await expect(page.getByRole('radio').first()).toBeVisible();
  await page.getByRole('button', { name: 'Send Quote Request' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose the event you would like a quote for');
});

test('screenshot of Request a Quote at 390 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await openDashboardAsDemo(page, request, '/dashboard?tab=providers');
  const provider = await uninvitedProvider(request, session);
  await page.goto(`/dashboard/contact-provider/${provider.provider_id}`);
  await expect(page.getByRole('radio').first()).toBeVisible();
  await saveScreenshot(page, 'request-quote-390', true);
  await expectNoSeriousA11yViolations(page);
});
