import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addDaysToIsoDate, EVENT_REQUEST_MSG, nzToday, STORAGE_KEYS, type TEventRequest } from '@app/contract';
import { DEMO_USER, mockApi, type TMockCall } from '@app/web-core/testing/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { FALLBACK_CATEGORIES_SHARED } from '../../../lib/fallback-data.ts';
import { PlanEventModal, type TPlanEventSaved } from './plan-event-modal.tsx';

const EVENT_DATE = addDaysToIsoDate(nzToday(), 30);

const eventRequest = (overrides: Partial<TEventRequest> = {}): TEventRequest => ({
  id: 41, title: 'Winter gala', description: 'Black tie dinner', event_date: EVENT_DATE, location: 'Auckland', location_id: 1,
  budget_min: 3000, budget_max: 8000, delivery_method: 'on_site', delivery_address: null, additional_notes: null, response_deadline: null,
  organiser_name: 'Aroha Ngata', organiser_email: DEMO_USER.email, organiser_type: 'individual', status: 'draft',
  created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z', submitted_at: null, cancelled_at: null,
  completed_at: null, first_quote_at: null, accepted_at: null, quotes_count: 0, accepted_quotes_count: 0, accepting_quotes: false,
  items: [{ id: 1, name: 'Jazz trio', quantity: 1, notes: null, category_id: 2, category_name: 'Music & Entertainment', subcategory_ids: [5],
    categories: [{ category_id: 2, category_name: 'Music & Entertainment', subcategory_id: 5, subcategory_name: 'Live Bands' }] }],
  ...overrides,
});

const signedIn = () => {
  window.localStorage.setItem(STORAGE_KEYS.token, 'token-123');
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(DEMO_USER));
};

const baseRoutes = {
  'GET /api/auth/me': { body: { success: true, user: DEMO_USER } },
  'GET /api/public/categories/with-subcategories': { body: { success: true, data: FALLBACK_CATEGORIES_SHARED } },
  'GET /api/public/locations': { body: { success: true, data: ['Auckland', 'Nelson', 'Wellington'].map((name, i) => ({ location_id: i + 1, id: i + 1, name, region: null })) } },
};

const Harness = ({ request, onSaved, onDeleted }: { request?: TEventRequest; onSaved?(r: TPlanEventSaved): void; onDeleted?(id: number): void }) => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="modal">{open ? 'open' : 'closed'}</p>
      <PlanEventModal open={open} onOpenChange={setOpen} request={request} onSaved={onSaved} onDeleted={onDeleted} />
    </>
  );
};

describe('Plan Your Event modal', () => {
  it('saves a draft as it stands, without the step checks', async () => {
    signedIn();
    const onSaved = vi.fn();
    const { calls } = mockApi({
      ...baseRoutes,
      'POST /api/event-organiser/event-requests': (call: TMockCall) => ({ status: 201, body: { success: true, data: eventRequest({ title: '', status: 'draft', items: [] }), echo: call.body } }),
    });
    const { user } = renderApp(<Harness onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Plan Your Event' });
    expect(within(dialog).getByText('Step 1 of 5: Event Overview')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Event title'), 'Half an idea');
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ action: 'draft-saved' })));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ title: 'Half an idea', description: '', event_date: null, status: 'draft', is_draft: true, items: [], organiser_name: 'Aroha Ngata' });
    expect(await screen.findByText(EVENT_REQUEST_MSG.draftSaved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('modal')).toHaveTextContent('closed'), { timeout: 3_000 });
  });

  it('checks step 1, then walks the 5 steps and submits with Creating Event...', async () => {
    signedIn();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = mockApi({
      ...baseRoutes,
      'POST /api/event-organiser/event-requests': async () => {
        await held;
        return { status: 201, body: { success: true, data: eventRequest({ status: 'submitted' }) } };
      },
    });
    const onSaved = vi.fn();
    const { user } = renderApp(<Harness onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Plan Your Event' });
    await within(dialog).findByText('Catering & Food');

    await user.click(within(dialog).getByRole('button', { name: 'Next Step' }));
    expect(await within(dialog).findByText('Event title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Event description is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Event date is required')).toBeInTheDocument();
    expect(within(dialog).getByText(EVENT_REQUEST_MSG.locationFromList)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Event title'), 'Winter gala');
    await user.type(within(dialog).getByLabelText('Event description'), 'Black tie dinner');
    await user.type(within(dialog).getByLabelText('Event date'), EVENT_DATE);
    await user.type(within(dialog).getByRole('combobox', { name: 'Location' }), 'nel');
    await user.click(within(dialog).getByRole('option', { name: 'Nelson' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next Step' }));
    // The services rule is a warning.
    expect(await screen.findByText('Please select at least one service category')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Music & Entertainment'));
    await user.click(within(dialog).getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Please select at least one specific service for Music & Entertainment')).toBeInTheDocument();
    await user.click(within(dialog).getByText('DJs'));
    await user.click(within(dialog).getByRole('button', { name: 'Next Step' }));

    expect(await within(dialog).findByText('Step 2 of 5: Budget Planning')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next Step' }));
    expect(await within(dialog).findByText('Step 3 of 5: Service Delivery')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next Step' }));
    expect(await within(dialog).findByText('Step 4 of 5: Additional Details')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next Step' }));
    expect(await within(dialog).findByText('Step 5 of 5: Review & Submit')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Your information' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Submit Event' }));
    expect(await within(dialog).findByRole('button', { name: 'Creating Event...' })).toBeDisabled();
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ action: 'submitted' })));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Winter gala', location: 'Nelson', event_date: EVENT_DATE, status: 'submitted', is_draft: false, delivery_method: 'on_site',
      items: [{ category_id: 2, subcategory_ids: [6], categories: [{ category_id: 2, subcategory_id: 6 }], quantity: 1 }],
    });
    expect(await screen.findByText(EVENT_REQUEST_MSG.submitted)).toBeInTheDocument();
  });

  it('edits a draft: the update keeps it a draft, then the submit sends it', async () => {
    signedIn();
    const { calls } = mockApi({
      ...baseRoutes,
      'PUT /api/event-organiser/event-requests/41': { body: { success: true, data: eventRequest() } },
      'POST /api/event-organiser/event-requests/41/submit': { body: { success: true, data: eventRequest({ status: 'submitted' }) } },
    });
    const onSaved = vi.fn();
    const { user } = renderApp(<Harness request={eventRequest()} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByLabelText('Event title')).toHaveValue('Winter gala');
    expect(await within(dialog).findByRole('checkbox', { name: /Live Bands/ })).toBeChecked();
    for (let i = 0; i < 4; i += 1) await user.click(within(dialog).getByRole('button', { name: 'Next Step' }));
    expect(await within(dialog).findByText('Step 5 of 5: Review & Submit')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Budget' }));
    expect(await within(dialog).findByText('Step 2 of 5: Budget Planning')).toBeInTheDocument();
    for (let i = 0; i < 3; i += 1) await user.click(within(dialog).getByRole('button', { name: 'Next Step' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Event' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ action: 'updated-and-submitted' })));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).not.toHaveProperty('status');
    expect(put?.body).not.toHaveProperty('organiser_name');
    expect(put?.body).toMatchObject({ title: 'Winter gala', budget_min: 3000, budget_max: 8000, items: [{ name: 'Jazz trio', subcategory_ids: [5] }] });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/event-organiser/event-requests/41/submit');
    expect(await screen.findByText(EVENT_REQUEST_MSG.updatedAndSubmitted)).toBeInTheDocument();
  });

  it('deletes a draft after the confirmation', async () => {
    signedIn();
    mockApi({ ...baseRoutes, 'DELETE /api/event-organiser/event-requests/41': { body: { success: true, message: EVENT_REQUEST_MSG.draftDeleted } } });
    const onDeleted = vi.fn();
    const { user } = renderApp(<Harness request={eventRequest()} onDeleted={onDeleted} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Draft' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Draft' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(41));
    expect(await screen.findByText(EVENT_REQUEST_MSG.draftDeleted)).toBeInTheDocument();
  });

  it("falls back to the spec's texts when the server has no words, and keeps what was typed", async () => {
    signedIn();
    mockApi({
      ...baseRoutes,
      'POST /api/event-organiser/event-requests': { status: 500 },
      'DELETE /api/event-organiser/event-requests/41': { status: 405 },
    });
    const { user, unmount } = renderApp(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Plan Your Event' });
    await user.type(within(dialog).getByLabelText('Event title'), 'Keep me');
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(EVENT_REQUEST_MSG.draftNotImplemented);
    expect(within(dialog).getByLabelText('Event title')).toHaveValue('Keep me');
    unmount();

    const second = renderApp(<Harness request={eventRequest()} />);
    const edit = await screen.findByRole('dialog', { name: 'Edit Event' });
    await second.user.click(within(edit).getByRole('button', { name: 'Delete Draft' }));
    await second.user.click(within(await screen.findByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', { name: 'Delete Draft' }));
    expect(await within(edit).findByText(EVENT_REQUEST_MSG.deleteNotImplemented, { selector: '[role="alert"]' })).toBeInTheDocument();
  });
});
