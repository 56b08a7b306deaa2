import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, EVENT_REQUEST_MSG, nzToday, STORAGE_KEYS } from '@app/contract';
import { REQUEST_WIZARD_PROGRESS_KEY } from '@app/web-core/storage.ts';
import { DEMO_USER, mockApi } from '@app/web-core/testing/mock-api.ts';
import { FALLBACK_CATEGORIES_SHARED } from '../../../lib/fallback-data.ts';
import { eventRequest } from '../../../test/event-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { defaultWizardValues, type TWizardValues } from '../wizard/wizard-values.ts';
import { LandingRequestForm } from './landing-request-form.tsx';

const routes = {
  'GET /api/auth/me': { body: { success: true, user: DEMO_USER } },
  'GET /api/public/categories/with-subcategories': { body: { success: true, data: FALLBACK_CATEGORIES_SHARED } },
  'GET /api/public/locations': { body: { success: true, data: [{ location_id: 1, id: 1, name: 'Auckland', region: null }] } },
};

const storedProgress = () => JSON.parse(sessionStorage.getItem(REQUEST_WIZARD_PROGRESS_KEY) ?? 'null') as { step: string; values: TWizardValues } | null;

const form = () => screen.getByRole('form', { name: 'Event request' });

describe('the landing request wizard across a reload', () => {
  it('keeps what was chosen and the step reached, and comes back there', async () => {
    mockApi(routes);
    const first = renderApp(<LandingRequestForm />);
    expect(await screen.findByText('Step 1 of 7: Services')).toBeInTheDocument();
    expect(storedProgress()).toBeNull();
    await first.user.click(await screen.findByRole('radio', { name: /Music & Entertainment/ }));
    await first.user.click(await screen.findByRole('checkbox', { name: /Live Bands/ }));
    expect(storedProgress()).toMatchObject({ step: 'services', values: { category_id: 2, services: [{ subcategory_name: 'Live Bands' }] } });
    await first.user.click(within(form()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 7: Event Overview')).toBeInTheDocument();
    await first.user.type(screen.getByLabelText('Event title'), 'Street party');
    expect(storedProgress()).toMatchObject({ step: 'details', values: { title: 'Street party' } });
    first.unmount();

    // The reload: the same step, with what was typed and chosen.
    const second = renderApp(<LandingRequestForm />);
    expect(await screen.findByText('Step 2 of 7: Event Overview')).toBeInTheDocument();
    expect(screen.getByLabelText('Event title')).toHaveValue('Street party');
    await second.user.click(within(form()).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('checkbox', { name: /Live Bands/ })).toBeChecked();
  });

  it('forgets the progress once the request is sent', async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'token-123');
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(DEMO_USER));
    const values: TWizardValues = {
      ...defaultWizardValues(),
      category_id: 2,
      services: [{ category_id: 2, category_name: 'Music & Entertainment', subcategory_id: 5, subcategory_name: 'Live Bands', name: '', quantity: 1, notes: '' }],
      title: 'Street party',
      description: 'Music for the neighbours.',
      event_date: addDaysToIsoDate(nzToday(), 30),
      location: 'Auckland',
    };
    sessionStorage.setItem(REQUEST_WIZARD_PROGRESS_KEY, JSON.stringify({ version: 1, step: 'review', values }));
    const { calls } = mockApi({ ...routes, 'POST /api/event-organiser/event-requests': { status: 201, body: { success: true, data: eventRequest() } } });
    const { user } = renderApp(<LandingRequestForm />);
    expect(await screen.findByText('Step 6 of 6: Review & Submit')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Submit Event Request' }));
    expect(await screen.findByText(EVENT_REQUEST_MSG.successTitle)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ title: 'Street party', status: 'submitted' });
    await waitFor(() => expect(sessionStorage.getItem(REQUEST_WIZARD_PROGRESS_KEY)).toBeNull());
  });

  it('starts afresh when the stored progress cannot be read', async () => {
    sessionStorage.setItem(REQUEST_WIZARD_PROGRESS_KEY, '{broken');
    mockApi(routes);
    renderApp(<LandingRequestForm />);
    expect(await screen.findByText('Step 1 of 7: Services')).toBeInTheDocument();
  });
});
