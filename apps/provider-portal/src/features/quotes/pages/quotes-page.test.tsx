import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockPortalApi, pagination, quote, quoteCounts, renderPortal, signInAsProvider } from '../../../test/render-portal.tsx';

const listAnswer = (status: string | null, page: number) => ({
  body: {
    success: true,
    data: status === 'accepted'
      ? [quote({ id: 305, status: 'accepted', event_title: 'Te Papa gala dinner', quote_amount: 12_400.5 })]
      : [quote(), quote({ id: 302, status: 'rejected', event_title: 'Birthday in Karori' })],
    counts: quoteCounts(),
    pagination: pagination(page, status === 'accepted' ? 2 : 25),
  },
});

describe('quotes', () => {
  it('has a tab per status with the counts from the API, kept in the address', async () => {
    signInAsProvider();
    const { calls } = mockPortalApi({
      'GET /api/service-provider/quotes': (call) => {
        const params = new URL(call.path, 'http://x').searchParams;
        return listAnswer(params.get('status'), Number(params.get('page') ?? 1));
      },
    });
    const { user, location } = renderPortal('/quotes');
    const tabs = await screen.findByRole('navigation', { name: 'Quote status' });
    await waitFor(() => expect(within(tabs).getByRole('link', { name: 'All (9)' })).toHaveAttribute('aria-current', 'page'));
    for (const name of ['Pending (3)', 'Accepted (2)', 'Rejected (1)', 'Expired (2)', 'Withdrawn (1)']) expect(within(tabs).getByRole('link', { name })).toBeInTheDocument();

    const card = screen.getByRole('link', { name: 'Summer wedding at Oriental Bay' }).closest('article')!;
    expect(within(card).getByText('$7,250')).toBeInTheDocument();
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('Valid until 31 Jan 2030')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/quotes?page=2'));

    await user.click(within(tabs).getByRole('link', { name: 'Accepted (2)' }));
    await waitFor(() => expect(location()).toBe('/quotes?status=accepted'));
    expect(await screen.findByRole('link', { name: 'Te Papa gala dinner' })).toBeInTheDocument();
    expect(screen.getByText('$12,400.50')).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Accepted (2)' })).toHaveAttribute('aria-current', 'page');
    expect(calls.filter((c) => c.path.startsWith('/api/service-provider/quotes')).map((c) => c.path)).toEqual([
      '/api/service-provider/quotes?page=1',
      '/api/service-provider/quotes?page=2',
      '/api/service-provider/quotes?status=accepted&page=1',
    ]);
  });

  it('an empty tab says what would be there', async () => {
    signInAsProvider();
    mockPortalApi({ 'GET /api/service-provider/quotes': { body: { success: true, data: [], counts: quoteCounts({ withdrawn: 0 }), pagination: pagination(1, 0) } } });
    renderPortal('/quotes?status=withdrawn');
    expect(await screen.findByRole('heading', { name: 'No withdrawn quotes' })).toBeInTheDocument();
  });
});

describe('the quote page', () => {
  it('shows every field and a way to its chat, with Edit and Withdraw only while the quote is pending', async () => {
    signInAsProvider();
    let status: 'submitted' | 'rejected' = 'submitted';
    mockPortalApi({
      'GET /api/service-provider/quotes/301': () => ({ body: { success: true, data: quote({ status, additional_charges: 'Travel beyond Porirua $80', chat_room_id: 44 }) } }),
      'GET /api/service-provider/event-requests/21': { status: 404, body: { success: false, error: 'Event request not found' } },
    });
    const view = renderPortal('/quotes/301');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer wedding at Oriental Bay' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Quote' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    for (const text of ['$7,250', 'Catering & Food: Wedding catering', '31 Jan 2030', '6 hours', 'Travel beyond Porirua $80', 'Long-table dinner with three courses.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View the request' })).toHaveAttribute('href', '/requests/21');
    expect(screen.getByRole('link', { name: 'Message the organiser' })).toHaveAttribute('href', '/messages?room=44');
    view.unmount();

    status = 'rejected';
    renderPortal('/quotes/301');
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });
});
