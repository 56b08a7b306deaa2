import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, EVENT_REQUEST_MSG, nzToday, STORAGE_KEYS, type TEventRequest } from '@app/contract';
import { DEMO_USER, mockApi } from '@app/web-core/testing/mock-api.ts';
import { FALLBACK_CATEGORIES_SHARED } from '../../../lib/fallback-data.ts';
import { eventRequest } from '../../../test/event-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { EditEventModal } from './edit-event-modal.tsx';

const DRAFT = eventRequest({
  id: 41, title: 'Winter gala', status: 'draft', event_date: addDaysToIsoDate(nzToday(), 30), submitted_at: null, quotes_count: 0, first_quote_at: null,
  items: [{ id: 1, name: 'Jazz trio', quantity: 1, notes: null, category_id: 2, category_name: 'Music & Entertainment', subcategory_ids: [5],
    categories: [{ category_id: 2, category_name: 'Music & Entertainment', subcategory_id: 5, subcategory_name: 'Live Bands' }] }],
});

const baseRoutes = {
  'GET /api/auth/me': { body: { success: true, user: DEMO_USER } },
  'GET /api/public/categories/with-subcategories': { body: { success: true, data: FALLBACK_CATEGORIES_SHARED } },
  'GET /api/public/locations': { body: { success: true, data: [{ location_id: 1, id: 1, name: 'Auckland', region: null }] } },
};

const Harness = ({ event }: { event: TEventRequest }) => {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <p data-testid="modal">{isOpen ? 'open' : 'closed'}</p>
      {isOpen && <EditEventModal event={event} onClose={() => setIsOpen(false)} />}
    </>
  );
};

const renderEdit = (event: TEventRequest) => {
  window.localStorage.setItem(STORAGE_KEYS.token, 'token-123');
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(DEMO_USER));
  return renderApp(<Harness event={event} />);
};

describe('Edit event modal', () => {
  it('opens the 5-step wizard on a draft’s values; Save as Draft keeps it a draft', async () => {
    const { calls } = mockApi({ ...baseRoutes, 'PUT /api/event-organiser/event-requests/41': { body: { success: true, data: DRAFT } } });
    const { user } = renderEdit(DRAFT);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    expect(within(dialog).getByText('Step 1 of 5: Event Overview')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Event title')).toHaveValue('Winter gala');
    await user.clear(within(dialog).getByLabelText('Event title'));
    await user.type(within(dialog).getByLabelText('Event title'), 'Winter gala dinner');
    await user.click(within(dialog).getByRole('button', { name: 'Save as Draft' }));

    expect(await screen.findByText(EVENT_REQUEST_MSG.draftSaved)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ title: 'Winter gala dinner', status: 'draft', is_draft: true });
    await waitFor(() => expect(screen.getByTestId('modal')).toHaveTextContent('closed'));
  });

  it('deletes a draft only once confirmed: Keep Draft keeps it', async () => {
    const { calls } = mockApi({ ...baseRoutes, 'DELETE /api/event-organiser/event-requests/41': { body: { success: true, message: EVENT_REQUEST_MSG.draftDeleted } } });
    const { user } = renderEdit(DRAFT);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Event' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Draft' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', { name: 'Keep Draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this draft?' })).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete Draft' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', { name: 'Delete Draft' }));
    expect(await screen.findByText(EVENT_REQUEST_MSG.draftDeleted)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/event-organiser/event-requests/41']);
    await waitFor(() => expect(screen.getByTestId('modal')).toHaveTextContent('closed'));
  });

  it('says a sent, completed or cancelled event cannot be edited, and why', async () => {
    mockApi(baseRoutes);
    const { user } = renderEdit(eventRequest({ status: 'submitted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event Cannot Be Edited' });
    expect(dialog).toHaveAccessibleDescription(/sent to service providers.*Only drafts can be edited\./);
    expect(within(dialog).queryByLabelText('Event title')).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.getByTestId('modal')).toHaveTextContent('closed'));
  });
});
