import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type TMockCall } from '@app/web-core/testing/mock-api.ts';
import { eventList, eventRequest, providerListPagination, renderDashboard } from '../../test/render-dashboard.tsx';

const EMPTY_QUOTES = {
  success: true,
  data: [],
  counts: { all: 0, submitted: 0, accepted: 0, rejected: 0, expired: 0, withdrawn: 0 },
  pagination: { page: 1, limit: 20, total: 0, total_pages: 0 },
};

const quoteQuery = (calls: TMockCall[]) =>
  new URLSearchParams(calls.filter((call) => call.path.startsWith('/api/event-organiser/quotes')).at(-1)?.path.split('?')[1] ?? '');

describe('reaching the Quotes tab from elsewhere in the dashboard', () => {
  it('My Events shows how many quotes each event has, and View Quotes only where there are some, opening the quotes of that event', async () => {
    const { calls } = mockApi({
      'GET /api/event-organiser/event-requests': {
        body: eventList([eventRequest({ id: 11, quotes_count: 2 }), eventRequest({ id: 12, title: 'Office party', quotes_count: 0 }), eventRequest({ id: 13, title: 'Book launch', quotes_count: 1 })]),
      },
      'GET /api/event-organiser/quotes': { body: EMPTY_QUOTES },
    });
    const { user, router } = renderDashboard('/dashboard?tab=events');
    const list = await screen.findByRole('list', { name: 'Your events' });
    const cards = within(list).getAllByRole('listitem');
    expect(within(cards[0]!).getByText('2 quotes received')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('0 quotes received')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('1 quote received')).toBeInTheDocument();
    expect(within(cards[1]!).queryByRole('link', { name: /View Quotes/ })).not.toBeInTheDocument();
    expect(within(cards[2]!).getByRole('link', { name: 'View Quotes for Book launch' })).toHaveAttribute('href', '/dashboard?tab=quotes&event=13');

    await user.click(within(cards[0]!).getByRole('link', { name: /View Quotes/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotes & Proposals' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=quotes&event=11');
    await waitFor(() => expect(quoteQuery(calls).get('event_request_id')).toBe('11'));
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('11');
  });

  it('a notification with a link opens it and is marked read', async () => {
    const { calls } = mockApi({
      'GET /api/event-organiser/service-providers': { body: { success: true, data: [], pagination: providerListPagination(1, 20, 0) } },
      'GET /api/event-organiser/event-requests': { body: eventList([], { limit: 100 }) },
      'GET /api/event-organiser/quotes': { body: EMPTY_QUOTES },
      'GET /api/notifications': {
        body: {
          success: true,
          data: {
            notifications: [
              { id: 5, type: 'info', message: 'Kōwhai Kitchen sent you a quote for “Book launch”.', link: '/dashboard?tab=quotes&event=12', is_read: false, created_at: '2026-03-01T00:00:00.000Z' },
            ],
            unread_count: 1,
          },
        },
      },
      'PATCH /api/notifications/5/read': { body: { success: true } },
    });
    const { user, router } = renderDashboard('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('link', { name: /Kōwhai Kitchen sent you a quote/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quotes & Proposals' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=quotes&event=12');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH' && call.path === '/api/notifications/5/read')).toBe(true));
    await waitFor(() => expect(quoteQuery(calls).get('event_request_id')).toBe('12'));
  });
});
