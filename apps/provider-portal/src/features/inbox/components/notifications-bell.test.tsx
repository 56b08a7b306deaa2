import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockPortalApi, pagination, quote, quoteCounts, renderPortal, signInAsProvider } from '../../../test/render-portal.tsx';

describe('notifications bell', () => {
  it('shows the unread count; a notification with a link opens it and is marked read', async () => {
    signInAsProvider();
    let isRead = false;
    const { calls } = mockPortalApi({
      'GET /api/notifications': () => ({
        body: {
          success: true,
          data: {
            notifications: [
              { id: 5, type: 'success', message: 'Aroha accepted your quote for Summer wedding', link: '/quotes/301', is_read: isRead, created_at: '2029-12-03T01:00:00.000Z' },
              { id: 4, type: 'info', message: 'Welcome to Hui Events', link: null, is_read: true, created_at: '2029-12-01T01:00:00.000Z' },
            ],
            unread_count: isRead ? 0 : 1,
          },
        },
      }),
      'PATCH /api/notifications/5/read': () => {
        isRead = true;
        return { body: { success: true } };
      },
      'GET /api/service-provider/quotes/301': { body: { success: true, data: quote({ status: 'accepted' }) } },
      'GET /api/service-provider/quotes': { body: { success: true, data: [], counts: quoteCounts(), pagination: pagination(1, 0) } },
    });
    const { user, location } = renderPortal('/quotes');
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(within(bell).getByTestId('bell-count')).toHaveTextContent('1');
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('(unread)')).toBeInTheDocument();
    await user.click(within(panel).getByRole('link', { name: 'Aroha accepted your quote for Summer wedding' }));
    await waitFor(() => expect(location()).toBe('/quotes/301'));
    expect(calls.some((c) => c.method === 'PATCH' && c.path === '/api/notifications/5/read')).toBe(true);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
