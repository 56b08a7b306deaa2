import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CHAT_MESSAGE_MAX, CHAT_MSG, type TChatMessage, type TChatRoom } from '@app/contract';
import { mockApi, type TMockCall } from '@app/web-core/testing/mock-api.ts';
import { ORGANISER, renderDashboard } from '../../../test/render-dashboard.tsx';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const PROVIDER_USER = 40;

const room = (overrides: Partial<TChatRoom> = {}): TChatRoom => ({
  id: 31,
  chat_room_id: 31,
  event_request_id: 5,
  event_title: 'Team lunch at the wharf',
  event_date: '2026-12-12',
  other_party_name: 'Harbourside Catering Co.',
  other_party_user_id: PROVIDER_USER,
  other_party_role: 'service_provider',
  expires_at: inHours(24 * 10),
  is_expired: false,
  last_message_at: inHours(-1),
  last_message: null,
  unread_count: 0,
  other_last_read_message_id: 0,
  ...overrides,
});

const message = (id: number, overrides: Partial<TChatMessage> = {}): TChatMessage => ({
  id,
  chat_room_id: 31,
  sender_user_id: ORGANISER.id,
  message_content: `message ${id}`,
  message_type: 'text',
  created_at: inHours(-2 + id / 100),
  client_message_id: null,
  ...overrides,
});

const page = (messages: TChatMessage[]) => ({ body: { success: true, data: { data: messages, has_more: false, next_before: null } } });

const ROOMS = [
  room({ unread_count: 2, other_last_read_message_id: 2 }),
  room({ id: 32, chat_room_id: 32, other_party_name: 'Kōwhai Florals', other_party_user_id: 41, expires_at: inHours(5.5), event_title: 'Whānau picnic' }),
  room({ id: 33, chat_room_id: 33, other_party_name: 'Southern Sounds DJ', other_party_user_id: 42, expires_at: inHours(-3), is_expired: true }),
];

const chatApi = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /api/chat/rooms': { body: { success: true, data: { data: ROOMS } } },
    'GET /api/chat/unread-count': { body: { success: true, data: { unread_count: 2 } } },
    'GET /api/chat/unread-counts-per-room': { body: { success: true, data: { unread_rooms: [{ room_id: 31, unread_count: 2 }] } } },
    'GET /api/chat/rooms/31/messages': page([
      message(1, { sender_user_id: null, message_type: 'system', message_content: 'Chat opened for Team lunch at the wharf' }),
      message(2, { message_content: 'Kia ora, can you cater for 40?' }),
      message(3, { sender_user_id: PROVIDER_USER, message_content: 'Yes, happily.' }),
      message(4, { sender_user_id: PROVIDER_USER, message_content: 'Vegetarian options too?' }),
    ]),
    'GET /api/chat/rooms/32/messages': page([]),
    'GET /api/chat/rooms/33/messages': page([message(9, { chat_room_id: 33, message_content: 'Too late now' })]),
    'PATCH /api/chat/rooms/31/read': { body: { success: true, data: { room_id: 31, last_read_message_id: 4, unread_count: 0 } } },
    ...extra,
  });

const conversations = () => screen.getByRole('list', { name: 'Conversations' });
const badge = () => within(screen.getByRole('navigation', { name: 'Dashboard' })).queryByTestId('unread-badge');

afterEach(() => {
  vi.useRealTimers();
});

describe('Messages tab', () => {
  it('lists the conversations with their count, event, expiry and unread count', async () => {
    chatApi();
    renderDashboard('/dashboard?tab=messages');
    await screen.findByRole('list', { name: 'Conversations' });
    expect(screen.getByTestId('conversation-count')).toHaveTextContent('3');
    const items = within(conversations()).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Harbourside Catering Co\., 2 unread.*Team lunch at the wharf · 12 Dec 2026.*No messages yet.*10 days left$/),
      expect.stringMatching(/Kōwhai Florals.*6 hours left$/),
      expect.stringMatching(/Southern Sounds DJ.*Expired$/),
    ]);
    expect(within(items[1]!).getByText('6 hours left').closest('[data-expiry]')).toHaveAttribute('data-expiry', 'urgent');
    expect(within(items[2]!).getByText('Expired').closest('[data-expiry]')).toHaveAttribute('data-expiry', 'expired');
    expect(screen.getByText('Select a conversation')).toBeInTheDocument();
  });

  it('opens a conversation: system lines centred, bubbles, Seen under my last read message; its unread messages are marked read', async () => {
    const { calls } = chatApi();
    const { user, router } = renderDashboard('/dashboard?tab=messages');
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    await user.click(await screen.findByRole('button', { name: /Harbourside Catering Co\./ }));
    expect(router.state.location.search).toBe('?tab=messages&room=31');
    const log = await screen.findByRole('log', { name: 'Messages with Harbourside Catering Co.' });
    expect(await within(log).findByText('Vegetarian options too?')).toBeInTheDocument();
    expect(within(log).getByText('Chat opened for Team lunch at the wharf').closest('li')).toHaveClass('justify-center');
    const mine = within(log).getByText('Kia ora, can you cater for 40?').closest('li')!;
    expect(mine).toHaveClass('items-end');
    expect(within(mine).getByText('Seen')).toBeInTheDocument();
    expect(within(log).getAllByText('Seen')).toHaveLength(1);
    await waitFor(() => expect(calls.some((call: TMockCall) => call.method === 'PATCH' && call.path === '/api/chat/rooms/31/read')).toBe(true));
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 2, name: /Harbourside Catering Co\./ })).toBeInTheDocument();
  });

  it('Enter sends the trimmed text with a client_message_id; Shift+Enter breaks the line; blank text is not sent', async () => {
    const { calls } = chatApi({
      'POST /api/chat/rooms/32/messages': (call) => {
        const body = call.body as { message_content: string; client_message_id: string };
        return { status: 201, body: { success: true, duplicate: false, data: message(20, { chat_room_id: 32, message_content: body.message_content.trim(), client_message_id: body.client_message_id }) } };
      },
    });
    const { user } = renderDashboard('/dashboard?tab=messages&room=32');
    const pane = await screen.findByRole('region', { name: /Kōwhai Florals/ });
    expect(await within(pane).findByText(CHAT_MSG.noMessages)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Message Kōwhai Florals' });
    await user.type(field, '   {Enter}');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(screen.queryByText(CHAT_MSG.messageRequired)).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.clear(field);
    await user.type(field, '  Kia ora{Shift>}{Enter}{/Shift}Can you do natives?  ');
    expect(field).toHaveValue('  Kia ora\nCan you do natives?  ');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('');
    const log = screen.getByRole('log', { name: 'Messages with Kōwhai Florals' });
    await waitFor(() => expect(within(log).getByText(/Kia ora\s+Can you do natives\?/)).toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ message_content: 'Kia ora\nCan you do natives?', client_message_id: expect.any(String) });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(1));
    expect(within(pane).queryByText(CHAT_MSG.noMessages)).not.toBeInTheDocument();
  });

  it('text over the limit is not sent: the field says why (described by the message) until it is edited', async () => {
    const { calls } = chatApi();
    const { user } = renderDashboard('/dashboard?tab=messages&room=32');
    const field = await screen.findByRole('textbox', { name: 'Message Kōwhai Florals' });
    const tooLong = 'x'.repeat(CHAT_MESSAGE_MAX + 1);
    await user.click(field);
    await user.paste(tooLong);
    await user.keyboard('{Enter}');
    const error = await screen.findByText(CHAT_MSG.messageTooLong);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(CHAT_MSG.messageTooLong));
    expect(field).toHaveAttribute('aria-describedby', expect.stringContaining(error.id));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(tooLong);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(screen.queryByText(CHAT_MSG.messageTooLong)).not.toBeInTheDocument());
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it("a failed send says 'Failed to send message' and puts the text back", async () => {
    chatApi({ 'POST /api/chat/rooms/32/messages': { status: 500, body: { success: false, error: 'Internal Server Error' } } });
    const { user } = renderDashboard('/dashboard?tab=messages&room=32');
    const field = await screen.findByRole('textbox', { name: 'Message Kōwhai Florals' });
    await user.type(field, 'Are you free that day?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CHAT_MSG.sendFailed)).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue('Are you free that day?'));
    expect(within(screen.getByRole('log')).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('an expired room has no composer, only the notice; Back returns to the list', async () => {
    const { user, router } = renderDashboard('/dashboard?tab=messages&room=33', {});
    chatApi();
    await screen.findByText('Too late now');
    expect(screen.getByText(CHAT_MSG.expired)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(router.state.location.search).toBe('?tab=messages');
  });
});
