import { expect, test } from '../support/test.ts';
import { addDaysToIsoDate, nzToday, STORAGE_KEYS } from '../../packages/contract/src/index.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { signUpViaApi } from '../support/session.ts';
import { signInDialog, signInThroughDialog, signUpDialog } from '../support/ui.ts';
import {
  CONTACT, expectFilledRequest, expectStep, fillBudget, fillContact, fillDelivery, fillDetails, fillNotes, fillServices, next, openWizard,
  requestsOf, tokenOf, wizard,
} from './event-request-wizard.helpers.ts';

const fillAllSevenSteps = async (page: import('@playwright/test').Page) => {
  const form = await openWizard(page);
  await expectStep(form, 1, 7, 'Services');
  await expect(form.getByText('14% complete')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await fillServices(form);
  await next(form);
  await expectStep(form, 2, 7, 'Event Overview');
  await fillDetails(form);
  await next(form);
  await expectStep(form, 3, 7, 'Budget');
  await fillBudget(form);
  await next(form);
  await expectStep(form, 4, 7, 'Service Delivery');
  await fillDelivery(form);
  await next(form);
  await expectStep(form, 5, 7, 'Additional Notes');
  await fillNotes(form);
  await next(form);
  await expectStep(form, 6, 7, 'Your Information');
  await fillContact(form);
  await next(form);
  await expectStep(form, 7, 7, 'Review & Submit');
  await expect(form.getByText('100% complete')).toBeVisible();
  return form;
};

test('a visitor fills all 7 steps, is asked to sign in, signs up, and the request is created exactly as entered', async ({ page, request }) => {
  const form = await fillAllSevenSteps(page);
  await expect(form.getByText('Your request stays active for 30 days.')).toBeVisible();
  const review = form.getByRole('region', { name: 'Your information' });
  await expect(review.getByText(CONTACT.name)).toBeVisible();
  await expect(review.getByText(/^1 week \(/)).toBeVisible();

  await form.getByRole('button', { name: 'Submit Event Request' }).click();
  await expect(signInDialog(page)).toBeVisible();
  await expect(page.getByText('Sign in or create a free account to send your request. Your details are saved.')).toBeVisible();
  const pending = await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.pendingEventRequest);
  expect(JSON.parse(pending ?? '{}')).toMatchObject({ values: { title: 'Aroha and Tama’s wedding', organiser_name: CONTACT.name } });

  // No account yet: switch to sign-up and create one.
  await signInDialog(page).getByRole('button', { name: 'Sign up here' }).click();
  const dialog = signUpDialog(page);
  await dialog.getByRole('button', { name: /Individual/ }).click();
  const email = uniqueEmail('visitor');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByLabel('Confirm password').fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('First name').fill('Mere');
  await dialog.getByLabel('Last name').fill('Tāwhiri');
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  const success = page.getByRole('dialog', { name: 'Event Request Submitted!' });
  await expect(success).toBeVisible();
  await expect(success.getByText('Local service providers review your request within 24 hours.')).toBeVisible();
  await expect(success.getByText('Quotes arrive in your e-mail inbox as providers respond.')).toBeVisible();
  await expect(success.getByText('Chat with providers directly to ask questions and compare offers.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.pendingEventRequest)).toBeNull();

  const requests = await requestsOf(request, await tokenOf(page));
  expect(requests).toHaveLength(1);
  expectFilledRequest(requests[0]!);
  expect(requests[0]).toMatchObject({
    organiser_type: 'business',
    organiser_name: CONTACT.name,
    organiser_email: CONTACT.email,
    response_deadline: addDaysToIsoDate(nzToday(), 7),
  });

  // Stay Here: a fresh form, now 6 steps for the signed-in organiser, prefilled from the profile.
  await success.getByRole('button', { name: 'Stay Here' }).click();
  await expect(success).toBeHidden();
  await expectStep(wizard(page), 1, 6, 'Services');
  await expect(wizard(page).getByText('No service category selected yet.')).toBeVisible();
});

test('the pending request survives a reload, and signing in sends it', async ({ page, request }) => {
  const account = await signUpViaApi(request, { first_name: 'Rangi', last_name: 'Walker' });
  await fillAllSevenSteps(page);
  await wizard(page).getByRole('button', { name: 'Submit Event Request' }).click();
  await expect(signInDialog(page)).toBeVisible();
  await signInDialog(page).getByRole('button', { name: 'Close' }).click();

  await page.reload();
  const form = wizard(page);
  await form.scrollIntoViewIfNeeded();
  // Restored into the form, ready for review.
  await expectStep(form, 7, 7, 'Review & Submit');
  await expect(form.getByText('Aroha and Tama’s wedding')).toBeVisible();
  await expect(form.getByText('$5,000 – $10,500')).toBeVisible();
  await expect(form.getByText('12 Oriental Parade, Wellington')).toBeVisible();
  await form.getByRole('button', { name: 'Edit Services' }).click();
  await expectStep(form, 1, 7, 'Services');
  await expect(form.getByRole('group', { name: /^Full-Service Catering/ }).getByLabel('Quantity', { exact: true })).toHaveValue('120');
  await form.getByRole('button', { name: 'Previous' }).isDisabled();

  await signInThroughDialog(page, account.email, account.password);
  await expect(page.getByRole('dialog', { name: 'Event Request Submitted!' })).toBeVisible();
  const requests = await requestsOf(request, account.token);
  expect(requests).toHaveLength(1);
  expectFilledRequest(requests[0]!);
  expect(requests[0]).toMatchObject({ organiser_name: CONTACT.name, organiser_email: CONTACT.email, organiser_type: 'business' });

  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});

test('back from Google sign-in with ?submit_pending_event=true: the flag is removed, the review shows and a welcome note appears', async ({ page, request }) => {
  const account = await signUpViaApi(request);
  await fillAllSevenSteps(page);
  await wizard(page).getByRole('button', { name: 'Submit Event Request' }).click();
  await expect(signInDialog(page)).toBeVisible();
  // What the Google return leaves behind: a stored session and the flag.
  await page.evaluate(
    ({ keys, token, user }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys: STORAGE_KEYS, token: account.token, user: account.user },
  );
  await page.goto('/?submit_pending_event=true');
  await expect(page.getByText('Welcome! Please review your event details and submit.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const form = wizard(page);
  await expectStep(form, 6, 6, 'Review & Submit');
  await expect(form.getByRole('region', { name: 'Your information' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Submit Event Request' }).click();
  await expect(page.getByRole('dialog', { name: 'Event Request Submitted!' })).toBeVisible();
  const [saved] = await requestsOf(request, account.token);
  expectFilledRequest(saved!);
  // What the visitor typed in Your Information is kept, not replaced by the profile.
  expect(saved).toMatchObject({ organiser_name: CONTACT.name, organiser_email: CONTACT.email });

  // The same flag with nothing pending only welcomes back.
  await page.goto('/?submit_pending_event=true');
  await expect(page.getByText('Welcome back! Please review and submit your event request.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
