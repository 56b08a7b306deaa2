import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RUN_SHEET_MSG, type TRunSheet } from '@app/contract';
import { mockApi } from '@app/web-core/testing/mock-api.ts';
import { renderDashboard } from '../../../test/render-dashboard.tsx';
import RunSheetPage from './run-sheet-page.tsx';

const SHEET: TRunSheet = {
  event_request_id: 12, event_title: 'Ngata whānau reunion', event_date: '2030-03-14', location: 'Rotorua', version: 3, updated_at: '2030-01-01T00:00:00.000Z',
  is_editable: true, providers: [{ id: 7, business_name: 'Kōwhai Kitchen' }],
  lines: [
    { id: 1, time: '09:00', text: 'Doors open', provider_id: null, responsible_name: 'Me', is_mine: true },
    { id: 2, time: '12:00', text: 'Hāngī served', provider_id: 7, responsible_name: 'Kōwhai Kitchen', is_mine: false },
    { id: 3, time: '10:00', text: 'Pōwhiri', provider_id: null, responsible_name: 'Me', is_mine: true },
  ],
};
const URL = 'PUT /api/event-organiser/event-requests/12/run-sheet';
const open = () => renderDashboard('/dashboard/events/12/run-sheet', { extraRoutes: [{ path: '/dashboard/events/:id/run-sheet', element: <RunSheetPage /> }] });
const texts = () => screen.getAllByRole('textbox', { name: 'What happens' }).map((input) => (input as HTMLInputElement).value);

describe('Run sheet editor', () => {
  it('moves a line by keyboard, keeps focus on it, announces the move, and saves the new order with its version', async () => {
    const { calls } = mockApi({
      'GET /api/event-organiser/event-requests/12/run-sheet': { body: { success: true, data: SHEET } },
      [URL]: { body: { success: true, message: RUN_SHEET_MSG.saved, data: { ...SHEET, version: 4 } } },
    });
    const { user } = open();
    expect(await screen.findByRole('heading', { name: 'Ngata whānau reunion' })).toBeInTheDocument();
    expect(texts()).toEqual(['Doors open', 'Hāngī served', 'Pōwhiri']);

    const moveUp = screen.getByRole('button', { name: 'Move line 3 up' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    expect(texts()).toEqual(['Doors open', 'Pōwhiri', 'Hāngī served']);
    expect(screen.getByRole('status')).toHaveTextContent('Pōwhiri moved to position 2 of 3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move line 2 up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    // At the top, Move up is disabled: focus goes to the same line's Move down.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move line 1 down' })).toHaveFocus());
    expect(texts()).toEqual(['Pōwhiri', 'Doors open', 'Hāngī served']);

    await user.click(screen.getByRole('button', { name: 'Save run sheet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      version: 3,
      lines: [
        { time: '10:00', text: 'Pōwhiri', provider_id: null },
        { time: '09:00', text: 'Doors open', provider_id: null },
        { time: '12:00', text: 'Hāngī served', provider_id: 7 },
      ],
    });
  });

  it('checks each line with the contract before saving', async () => {
    const { calls } = mockApi({ 'GET /api/event-organiser/event-requests/12/run-sheet': { body: { success: true, data: { ...SHEET, lines: [] } } } });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add line' }));
    await user.click(screen.getByRole('button', { name: 'Save run sheet' }));
    expect(await screen.findByText(RUN_SHEET_MSG.textRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('keeps the edits on the screen when someone saved first (409), until the latest version is loaded', async () => {
    let reads = 0;
    mockApi({
      'GET /api/event-organiser/event-requests/12/run-sheet': () => {
        reads += 1;
        return { body: { success: true, data: reads === 1 ? SHEET : { ...SHEET, version: 4, lines: [SHEET.lines[0]!] } } };
      },
      [URL]: { status: 409, body: { success: false, error: RUN_SHEET_MSG.stale, message: RUN_SHEET_MSG.stale, code: 'CONFLICT' } },
    });
    const { user } = open();
    const first = (await screen.findAllByRole('textbox', { name: 'What happens' }))[0]!;
    await user.clear(first);
    await user.type(first, 'Gates open');
    await user.click(screen.getByRole('button', { name: 'Save run sheet' }));
    const alert = await screen.findByText(RUN_SHEET_MSG.stale);
    expect(texts()[0]).toBe('Gates open');
    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(texts()).toEqual(['Doors open']));
  });
});
