import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TRunSheet } from '@app/contract';
import { mockPortalApi, renderPortal, signInAsProvider } from '../../../test/render-portal.tsx';

const SHEET: TRunSheet = {
  event_request_id: 44, event_title: 'Te Papa gala dinner', event_date: '2030-05-02', location: 'Wellington', version: 2, updated_at: '2030-04-01T01:00:00.000Z',
  is_editable: false, providers: [{ id: 9, business_name: 'Harbour Catering' }],
  lines: [
    { id: 1, time: '17:00', text: 'Kitchen set up', provider_id: 9, responsible_name: 'Harbour Catering', is_mine: true },
    { id: 2, time: '18:30', text: 'Guests arrive', provider_id: null, responsible_name: 'Organiser', is_mine: false },
  ],
};

describe('run sheet', () => {
  it('shows the sheet read-only with the provider\'s own lines marked "You", and a print view', async () => {
    signInAsProvider();
    mockPortalApi({ 'GET /api/service-provider/event-requests/44/run-sheet': { body: { success: true, data: SHEET } } });
    const { user } = renderPortal('/run-sheets/44');
    expect(await screen.findByRole('heading', { name: 'Te Papa gala dinner' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['17:00Kitchen set upHarbour CateringYou', '18:30Guests arriveOrganiser']);
    expect(screen.getByText(/1 line is yours/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Print' }));
    expect(await screen.findByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the run sheet' })).toHaveAttribute('href', '/run-sheets/44');
  });

  it('says not found for an event the provider is not booked for', async () => {
    signInAsProvider();
    mockPortalApi({
      'GET /api/service-provider/event-requests/45/run-sheet': { status: 404, body: { success: false, error: 'Run sheet not found', message: 'Run sheet not found', code: 'NOT_FOUND' } },
    });
    renderPortal('/run-sheets/45');
    expect(await screen.findByRole('heading', { name: 'Run sheet not found' })).toBeInTheDocument();
  });
});
