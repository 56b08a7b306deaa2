import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@app/web-core/testing/mock-api.ts';
import { renderWithProviders } from '../../../test/render-dashboard.tsx';
import { kauriQuote, quote } from '../testing/quote-fixtures.ts';
import CompareQuotesPage from './compare-quotes-page.tsx';

const QUOTES_PATH = 'GET /api/event-organiser/event-requests/11/quotes';
const provider = (business_name: string, avg_rating: number, review_count: number, median_reply_minutes: number | null) =>
  ({ ...quote().provider, business_name, avg_rating, review_count, median_reply_minutes });
const QUOTES = [
  quote({ id: 1, quote_amount: 4850, provider: provider('Harbourside Catering Co.', 4.8, 23, 150) }),
  kauriQuote({ id: 2, quote_amount: 3900, includes_cleanup: false, provider: provider('Kauri Sounds', 4.2, 5, 30 * 60) }),
  quote({ id: 3, quote_amount: 5200, status: 'rejected', provider: provider('Tui Events', 0, 0, null) }),
];

describe('CompareQuotesPage', () => {
  it('takes the pending quotes when none are named, and writes them to the address', async () => {
    mockApi({ [QUOTES_PATH]: { body: { success: true, data: QUOTES } } });
    const { router } = renderWithProviders(<CompareQuotesPage />, { path: '/dashboard/quotes/compare?event=11' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Harbourside Catering Co.Pending', 'Kauri SoundsPending', 'Tui EventsRejected']);
    await waitFor(() => expect(router.state.location.search).toBe('?event=11&ids=1%2C2%2C3'));
  });

  it('marks the best value of each row in words, and ticks choose the columns', async () => {
    mockApi({ [QUOTES_PATH]: { body: { success: true, data: QUOTES } } });
    const { user } = renderWithProviders(<CompareQuotesPage />, { path: '/dashboard/quotes/compare?event=11&ids=1,2' });
    const table = await screen.findByRole('table');
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('Amount (NZD)')).getByText('Best').closest('td')).toHaveTextContent('$3,900');
    expect(within(row('Cleanup included')).getByText('Best').closest('td')).toHaveTextContent('Yes');
    expect(within(row('Reviews')).getByText('Best').closest('td')).toHaveTextContent('23 reviews');
    expect(within(row('Setup included')).queryByText('Best')).not.toBeInTheDocument();
    expect(within(row('Usual reply time')).getByText('Best').closest('td')).toHaveTextContent('Within 3 hours');
    expect(row('Usual reply time')).toHaveTextContent('Within 2 days');

    await user.click(screen.getByRole('checkbox', { name: /^Tui Events/ }));
    await waitFor(() => expect(within(table).getAllByRole('columnheader')).toHaveLength(3));
    expect(within(table).getByRole('button', { name: 'Accept the quote from Kauri Sounds' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /the quote from Tui Events/ })).not.toBeInTheDocument();
  });
});
