import { expect, test } from '../support/test.ts';
import { signUpViaApi, startSignedIn } from '../support/session.ts';
import {
  expectFilledRequest, expectStep, fillBudget, fillDelivery, fillDetails, fillNotes, fillServices, next, requestsOf, wizard,
} from './event-request-wizard.helpers.ts';

test('a signed-in organiser submits in 6 steps with the profile prefilled; a failed submit keeps everything', async ({ page, request }) => {
  const session = await signUpViaApi(request, { first_name: 'Hemi', last_name: 'Kereama' });
  await startSignedIn(page, session, '/');
  const form = wizard(page);
  await form.scrollIntoViewIfNeeded();
  await expectStep(form, 1, 6, 'Services');
  await expect(form.getByText('17% complete')).toBeVisible();
  await fillServices(form);
  await next(form);
  await expectStep(form, 2, 6, 'Event Overview');
  await fillDetails(form);
  await next(form);
  await fillBudget(form);
  await next(form);
  await fillDelivery(form);
  await next(form);
  await expectStep(form, 5, 6, 'Additional Notes');
  await fillNotes(form);
  await next(form);
  // Your Information is skipped: straight from step 5 to the review.
  await expectStep(form, 6, 6, 'Review & Submit');
  await expect(form.getByRole('region', { name: 'Your information' })).toHaveCount(0);

  // The server fails once: its words are shown, and nothing typed is lost.
  let failures = 0;
  await page.route('**/api/event-organiser/event-requests', async (route) => {
    if (route.request().method() !== 'POST' || failures > 0) return route.fallback();
    failures += 1;
    await route.fulfill({ status: 503, json: { success: false, error: 'The service is busy', message: 'The service is busy. Please try again in a minute.', code: 'UNAVAILABLE' } });
  });
  await form.getByRole('button', { name: 'Submit Event Request' }).click();
  await expect(form.getByRole('alert')).toHaveText('The service is busy. Please try again in a minute.');
  await expect(page.locator('[data-type="error"]', { hasText: 'The service is busy. Please try again in a minute.' })).toBeVisible();
  await expectStep(form, 6, 6, 'Review & Submit');
  await expect(form.getByText('Aroha and Tama’s wedding')).toBeVisible();

  // A server that answers without words: the spec's 'HTTP error! status: N'.
  await page.unroute('**/api/event-organiser/event-requests');
  await page.route('**/api/event-organiser/event-requests', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 502, body: '' }) : route.fallback(),
  );
  await form.getByRole('button', { name: 'Submit Event Request' }).click();
  await expect(form.getByRole('alert')).toHaveText('HTTP error! status: 502');
  await page.unroute('**/api/event-organiser/event-requests');

  const submit = form.getByRole('button', { name: 'Submit Event Request' });
  await submit.click();
  const success = page.getByRole('dialog', { name: 'Event Request Submitted!' });
  await expect(success).toBeVisible();

  const requests = await requestsOf(request, session.token);
  expect(requests).toHaveLength(1);
  expectFilledRequest(requests[0]!);
  expect(requests[0]).toMatchObject({ organiser_name: 'Hemi Kereama', organiser_email: session.email, organiser_type: 'individual', response_deadline: null });

  await success.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('while the request is sent the button says Submitting... and cannot be pressed twice', async ({ page, request }) => {
  const session = await signUpViaApi(request);
  await startSignedIn(page, session, '/');
  const form = wizard(page);
  await form.scrollIntoViewIfNeeded();
  await fillServices(form);
  await next(form);
  await fillDetails(form, 'Slow network party');
  for (let i = 0; i < 4; i += 1) await next(form);
  await expectStep(form, 6, 6, 'Review & Submit');

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/event-organiser/event-requests', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await held;
    await route.fallback();
  });
  await form.getByRole('button', { name: 'Submit Event Request' }).click();
  const busy = form.getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByRole('dialog', { name: 'Event Request Submitted!' })).toBeVisible();
  expect(await requestsOf(request, session.token)).toHaveLength(1);
});
