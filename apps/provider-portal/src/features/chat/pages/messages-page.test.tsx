import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CHAT_MSG, type TChatRoom } from '@app/contract';
import { mockPortalApi, PROVIDER_USER, renderPortal, signInAsProvider } from '../../../test/render-portal.tsx';

const ROOM: TChatRoom = {
  id: 12, chat_room_id: 12, event_request_id: 3, event_title: 'Walker Whānau Picnic', event_date: '2027-01-09',
  other_party_name: 'Sophie', other_party_user_id: 5, other_party_role: 'event_organiser',
  expires_at: new Date(Date.now() + 40 * 86_400_000).toISOString(), is_expired: false,
  last_message_at: '2026-11-20T01:00:00.000Z',
  last_message: { id: 8, sender_user_id: 5, message_content: 'Could you do a gluten-free option?', message_type: 'text', created_at: '2026-11-20T01:00:00.000Z' },
  unread_count: 1, other_last_read_message_id: 7,
};

describe('portal messages', () => {
  it('Messages is in the navigation with the unread badge; the page shows the same rooms and opens one, marking it read', async () => {
    signInAsProvider();
    const { calls } = mockPortalApi({
      'GET /api/chat/rooms': { body: { success: true, data: { data: [ROOM] } } },
      'GET /api/chat/unread-count': { body: { success: true, data: { unread_count: 3 } } },
      'GET /api/chat/unread-counts-per-room': { body: { success: true, data: { unread_rooms: [{ room_id: 12, unread_count: 1 }] } } },
      'GET /api/chat/rooms/12/messages': {
        body: {
          success: true,
          data: {
            data: [
              { id: 7, chat_room_id: 12, sender_user_id: PROVIDER_USER.id, message_content: 'Kia ora Sophie!', message_type: 'text', created_at: '2026-11-19T01:00:00.000Z', client_message_id: null },
              { id: 8, chat_room_id: 12, sender_user_id: 5, message_content: 'Could you do a gluten-free option?', message_type: 'text', created_at: '2026-11-20T01:00:00.000Z', client_message_id: null },
            ],
            has_more: false,
            next_before: null,
          },
        },
      },
      'PATCH /api/chat/rooms/12/read': { body: { success: true, data: { room_id: 12, last_read_message_id: 8, unread_count: 0 } } },
    });
    const { user, location } = renderPortal('/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const messagesLink = within(nav).getByRole('link', { name: /Messages/ });
    await waitFor(() => expect(within(messagesLink).getByTestId('unread-badge')).toHaveTextContent('3'));
    expect(within(nav).getAllByRole('link').map((link) => link.textContent?.replace(/\d+ unread/, '').trim())).toEqual(['Requests', 'Quotes', 'Messages', 'Reviews', 'Profile']);

    await user.click(await screen.findByRole('button', { name: /Sophie/ }));
    expect(location()).toBe('/messages?room=12');
    const log = await screen.findByRole('log', { name: 'Messages with Sophie' });
    expect(await within(log).findByText('Could you do a gluten-free option?')).toBeInTheDocument();
    expect(within(within(log).getByText('Kia ora Sophie!').closest('li')!).getByText('Seen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message Sophie' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH' && call.path === '/api/chat/rooms/12/read')).toBe(true));
    await waitFor(() => expect(within(messagesLink).getByTestId('unread-badge')).toHaveTextContent('2'));
    expect(screen.queryByText(CHAT_MSG.loadRoomsFailed)).not.toBeInTheDocument();
  });
});
