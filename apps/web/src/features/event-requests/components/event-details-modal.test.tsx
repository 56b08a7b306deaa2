import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TEventRequest } from '@app/contract';
import { Toaster } from '@app/ui/toast.tsx';
import { mockApi } from '@app/web-core/testing/mock-api.ts';
import { eventRequest } from '../../../test/event-fixtures.ts';
import { renderWithProviders } from '../../../test/render-dashboard.tsx';
import { EventDetailsModal } from './event-details-modal.tsx';

const DETAIL = 'GET /api/event-organiser/event-requests/11';

const WEDDING = eventRequest({
  id: 11,
  title: 'Harbour wedding',
  description: 'A summer wedding for 120 guests.',
  response_deadline: '2030-01-20',
  delivery_method: 'on_site',
  delivery_address: null,
  additional_notes: 'Gluten-free options please.',
  quotes_count: 2,
  accepted_quotes_count: 1,
  first_quote_at: '2026-01-03T01:00:00.000Z',
  accepted_at: '2026-01-04T01:00:00.000Z',
  status: 'active',
  items: [
    {
      id: 1, name: 'Three-course dinner', quantity: 120, notes: 'Seated, two sittings', category_id: 1, category_name: 'Catering & Food', subcategory_ids: [3],
      categories: [{ category_id: 1, category_name: 'Catering & Food', subcategory_id: 3, subcategory_name: 'Wedding catering' }],
    },
    {
      id: 2, name: null, quantity: 1, notes: null, category_id: 2, category_name: 'Music & Entertainment', subcategory_ids: [5],
      categories: [{ category_id: 2, category_name: 'Music & Entertainment', subcategory_id: 5, subcategory_name: 'Live Bands' }],
    },
  ],
});

const Harness = ({ event }: { event: TEventRequest }) => {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <p data-testid="modal">{isOpen ? 'open' : 'closed'}</p>
      {isOpen && <EventDetailsModal event={event} onClose={() => setIsOpen(false)} renderEventQuotes={(id) => <p>Quote cards of event {id}</p>} />}
      <Toaster />
    </>
  );
};

const renderDetails = (event: TEventRequest = WEDDING) => renderWithProviders(<Harness event={event} />);

const section = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('heading', { level: 3, name }).closest('section')!);

describe('Event details modal', () => {
  it('loads the event and shows its overview: details, organiser, services, delivery and notes', async () => {
    mockApi({ [DETAIL]: { body: { success: true, data: { ...WEDDING, description: 'Fresh from the server.' } } } });
    renderDetails();
    const dialog = await screen.findByRole('dialog', { name: 'Harbour wedding' });
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Quotes2 (2)', 'Timeline']);
    expect(within(dialog).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByText('Fresh from the server.')).toBeInTheDocument();

    const details = section(dialog, 'Event Details');
    expect(details.getByText('14 Feb 2030')).toBeInTheDocument();
    expect(details.getByText('Auckland')).toBeInTheDocument();
    expect(details.getByText('$5,000 - $12,000')).toBeInTheDocument();

    const organiser = section(dialog, 'Organiser Information');
    const facts: [string, string][] = [
      ['Total quotes', '2'], ['Accepted quotes', '1'], ['Name', 'Aroha Ngata'], ['E-mail', 'demo@huievents.co.nz'], ['Type', 'Individual'], ['Response deadline', '20 Jan 2030'],
    ];
    for (const [label, value] of facts) expect(organiser.getByText(label).nextElementSibling).toHaveTextContent(value);

    const services = section(dialog, 'Services Requested');
    expect(services.getByText('Three-course dinner')).toBeInTheDocument();
    expect(services.getByText('Catering & Food: Wedding catering')).toBeInTheDocument();
    expect(services.getByText('Quantity: 120')).toBeInTheDocument();
    expect(services.getByText('Seated, two sittings')).toBeInTheDocument();
    // A service without its own name goes by its specific service.
    expect(services.getByText('Live Bands')).toBeInTheDocument();
    expect(services.getByText('Music & Entertainment: Live Bands')).toBeInTheDocument();

    const delivery = section(dialog, 'Service Delivery');
    expect(delivery.getByText('Delivery method').nextElementSibling).toHaveTextContent('On site');
    expect(delivery.queryByText('Delivery address')).not.toBeInTheDocument();
    expect(section(dialog, 'Additional Notes').getByText('Gluten-free options please.')).toBeInTheDocument();
  });

  it('shows the delivery address of a delivery', async () => {
    const delivered = { ...WEDDING, delivery_method: 'delivery' as const, delivery_address: '12 Ponsonby Road, Auckland' };
    mockApi({ [DETAIL]: { body: { success: true, data: delivered } } });
    renderDetails(delivered);
    const delivery = section(await screen.findByRole('dialog', { name: 'Harbour wedding' }), 'Service Delivery');
    expect(delivery.getByText('Delivery method').nextElementSibling).toHaveTextContent('Delivery');
    expect(delivery.getByText('Delivery address').nextElementSibling).toHaveTextContent('12 Ponsonby Road, Auckland');
  });

  it('shows the quotes feature’s list on the Quotes tab and the timeline on Timeline', async () => {
    mockApi({ [DETAIL]: { body: { success: true, data: WEDDING } } });
    const { user } = renderDetails();
    const dialog = await screen.findByRole('dialog', { name: 'Harbour wedding' });
    await user.click(within(dialog).getByRole('tab', { name: 'Quotes (2)' }));
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Quote cards of event 11');

    await user.click(within(dialog).getByRole('tab', { name: 'Timeline' }));
    const timeline = within(dialog).getByRole('list', { name: 'Event timeline' });
    expect(within(timeline).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Event Created', 'Event Submitted', 'Quotes Received', 'Quote Accepted',
    ]);
    expect(within(timeline).getByText('Sent to service providers')).toBeInTheDocument();
    expect(within(timeline).getByText('2 quotes received')).toBeInTheDocument();
  });

  it('has no Submitted row for a draft, and cancelled or completed events have no footer', async () => {
    const draft = eventRequest({ id: 11, status: 'draft', submitted_at: null, quotes_count: 0, first_quote_at: null });
    mockApi({ [DETAIL]: { body: { success: true, data: draft } } });
    const { user, unmount } = renderDetails(draft);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Timeline' }));
    expect(within(within(dialog).getByRole('list', { name: 'Event timeline' })).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Event Created']);
    expect(within(dialog).getByRole('button', { name: 'Cancel Event' })).toBeInTheDocument();
    unmount();

    for (const status of ['cancelled', 'completed'] as const) {
      const past = eventRequest({ id: 11, status, cancelled_at: status === 'cancelled' ? '2026-02-01T00:00:00.000Z' : null, completed_at: status === 'completed' ? '2030-02-15T00:00:00.000Z' : null });
      mockApi({ [DETAIL]: { body: { success: true, data: past } } });
      const view = renderDetails(past);
      const pastDialog = await screen.findByRole('dialog');
      expect(within(pastDialog).queryByRole('button', { name: 'Cancel Event' })).not.toBeInTheDocument();
      // Only the corner's close button.
      expect(within(pastDialog).getAllByRole('button', { name: 'Close' })).toHaveLength(1);
      await user.click(within(pastDialog).getByRole('tab', { name: 'Timeline' }));
      expect(within(pastDialog).getByRole('heading', { name: status === 'cancelled' ? 'Event Cancelled' : 'Event Completed' })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('asks before cancelling: Keep Event keeps it, Cancel Event cancels it and refreshes the event', async () => {
    let current = WEDDING;
    const { calls } = mockApi({
      [DETAIL]: () => ({ body: { success: true, data: current } }),
      'POST /api/event-organiser/event-requests/11/cancel': () => {
        current = { ...WEDDING, status: 'cancelled', cancelled_at: '2026-02-01T00:00:00.000Z' };
        return { body: { success: true, data: current } };
      },
    });
    const { user } = renderDetails();
    const dialog = await screen.findByRole('dialog', { name: 'Harbour wedding' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Event' }));
    let confirm = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep Event' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel this event?' })).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Harbour wedding' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel Event' }));
    confirm = await screen.findByRole('dialog', { name: 'Cancel this event?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Event' }));
    expect(await screen.findByText('Event cancelled successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/event-organiser/event-requests/11/cancel']);
    // The fresh event is cancelled: no footer any more.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Cancel Event' })).not.toBeInTheDocument());
    expect(section(dialog, 'Event Details').getByText('Status').nextElementSibling).toHaveTextContent('Cancelled');
  });

  it('says why a cancel failed', async () => {
    mockApi({
      [DETAIL]: { body: { success: true, data: WEDDING } },
      'POST /api/event-organiser/event-requests/11/cancel': { status: 409, body: { success: false, error: 'This event request is completed and cannot be cancelled' } },
    });
    const { user } = renderDetails();
    const dialog = await screen.findByRole('dialog', { name: 'Harbour wedding' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Event' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this event?' })).getByRole('button', { name: 'Cancel Event' }));
    expect(await screen.findByText('Failed to cancel event: This event request is completed and cannot be cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Cancel this event?' })).not.toBeInTheDocument();
  });

  it('says when the event cannot be loaded, with Try Again', async () => {
    let isFailing = true;
    mockApi({ [DETAIL]: () => (isFailing ? { status: 500, body: { success: false } } : { body: { success: true, data: WEDDING } }) });
    const { user } = renderDetails();
    // The dialog's own panel (the toast saying the same stays announced beside it).
    const alert = await within(await screen.findByRole('dialog')).findByRole('alert');
    expect(within(alert).getByText('Failed to load event details')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to load event details. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Event' })).not.toBeInTheDocument();
    isFailing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('tab', { name: 'Overview' })).toBeInTheDocument();
  });
});
