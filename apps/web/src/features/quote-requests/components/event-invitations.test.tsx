import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TQuoteRequest } from '@app/contract';
import { mockApi } from '@app/web-core/testing/mock-api.ts';
import { renderWithProviders } from '../../../test/render-dashboard.tsx';
import { EventInvitations } from './event-invitations.tsx';

const invitation = (id: number, business_name: string, overrides: Partial<TQuoteRequest> = {}): TQuoteRequest => ({
  id, provider_id: id, business_name, event_request_id: 11, event_title: 'Hemi’s 40th', event_date: '2030-02-14', event_status: 'submitted',
  message: null, chat_room_id: 50 + id, created_at: '2030-01-02T01:00:00.000Z', replied_at: null, reminded_at: null, ...overrides,
});

describe('EventInvitations', () => {
  it('lists each invited provider with their reply, the reminder sent, or the wait', async () => {
    mockApi({
      'GET /api/event-organiser/quote-requests': {
        body: {
          success: true,
          data: [
            invitation(1, 'Harbourside Catering Co.', { replied_at: '2030-01-02T04:00:00.000Z' }),
            invitation(2, 'Kauri Sounds', { reminded_at: '2030-01-03T02:00:00.000Z' }),
            invitation(3, 'Tui Events'),
          ],
        },
      },
    });
    renderWithProviders(<EventInvitations eventRequestId={11} />);
    const section = await screen.findByRole('region', { name: 'Invited providers' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Harbourside Catering Co.Invited 2 JanReplied 2 Jan');
    expect(items[1]).toHaveTextContent('Kauri SoundsInvited 2 JanReminded 3 Jan, no reply yet');
    expect(items[2]).toHaveTextContent('Tui EventsInvited 2 JanWaiting for a reply');
    expect(within(items[1]!).getByRole('link', { name: 'Kauri Sounds' })).toHaveAttribute('href', '/dashboard/provider/2');
  });

  it('shows nothing when nobody was invited', async () => {
    const { calls } = mockApi({ 'GET /api/event-organiser/quote-requests': { body: { success: true, data: [] } } });
    renderWithProviders(<EventInvitations eventRequestId={11} />);
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toEqual(['/api/event-organiser/quote-requests?event_request_id=11']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Invited providers')).not.toBeInTheDocument();
  });
});
