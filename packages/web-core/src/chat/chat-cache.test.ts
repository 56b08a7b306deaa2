import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { TChatMessage, TChatRoom } from '@app/contract';
import { chatKeys } from '../query-keys.ts';
import { addMessages, addUnreadMessage, areMessagesCached, cachedMessages, clearUnread, dropPending, noteLastMessage, noteOtherRead } from './chat-cache.ts';
import { pendingMessage } from './chat-messages.ts';

const TOKEN = 'token-1';
const message = (id: number, roomId = 1, overrides: Partial<TChatMessage> = {}): TChatMessage => ({
  id, chat_room_id: roomId, sender_user_id: 2, message_content: `m${id}`, message_type: 'text',
  created_at: new Date(Date.UTC(2026, 10, 25, 10, id)).toISOString(), client_message_id: null, ...overrides,
});
const room = (id: number, lastAt: string | null, overrides: Partial<TChatRoom> = {}): TChatRoom => ({
  id, chat_room_id: id, event_request_id: 1, event_title: 'Picnic', event_date: null, other_party_name: 'Sophie', other_party_user_id: 2,
  other_party_role: 'event_organiser', expires_at: '2030-01-01T00:00:00.000Z', is_expired: false, last_message_at: lastAt, last_message: null,
  unread_count: 0, other_last_read_message_id: 0, ...overrides,
});

const seeded = () => {
  const client = new QueryClient();
  client.setQueryData(chatKeys.chatMessages(1), { pages: [{ data: [message(3), message(4)], has_more: true, next_before: 3 }, { data: [message(1), message(2)], has_more: false, next_before: null }], pageParams: [null, 3] });
  client.setQueryData(chatKeys.chatRooms, [room(2, '2026-11-25T11:00:00.000Z'), room(1, '2026-11-25T09:00:00.000Z')]);
  client.setQueryData(chatKeys.unreadCount(TOKEN), 4);
  client.setQueryData(chatKeys.unreadRooms(TOKEN), [{ room_id: 2, unread_count: 4 }]);
  return client;
};

describe('the chat cache', () => {
  it('knows a loaded room, an empty one too, from one never opened (a rejoin asks for what came after lastSeenId 0)', () => {
    const client = seeded();
    client.setQueryData(chatKeys.chatMessages(5), { pages: [{ data: [], has_more: false, next_before: null }], pageParams: [null] });
    expect(areMessagesCached(client, 1)).toBe(true);
    expect(areMessagesCached(client, 5)).toBe(true);
    expect(areMessagesCached(client, 6)).toBe(false);
  });

  it('merges into the newest page once, and a failed send leaves no trace', () => {
    const client = seeded();
    addMessages(client, 1, [message(5), message(4)]);
    addMessages(client, 1, [message(5)]);
    expect(cachedMessages(client, 1).map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    const waiting = pendingMessage({ roomId: 1, senderId: 9, content: 'hi', clientMessageId: 'c1' });
    addMessages(client, 1, [waiting]);
    expect(cachedMessages(client, 1).at(-1)).toBe(waiting);
    dropPending(client, 1, 'c1');
    expect(cachedMessages(client, 1)).toHaveLength(5);
    addMessages(client, 7, [message(1, 7)]);
    expect(cachedMessages(client, 7)).toEqual([]);
  });

  it('a new message moves its room to the top with its preview; Seen only moves forward', () => {
    const client = seeded();
    noteLastMessage(client, message(9, 1, { created_at: '2026-11-25T12:00:00.000Z' }));
    const rooms = client.getQueryData<TChatRoom[]>(chatKeys.chatRooms)!;
    expect(rooms.map((r) => r.id)).toEqual([1, 2]);
    expect(rooms[0]!.last_message?.message_content).toBe('m9');
    noteOtherRead(client, 1, 5);
    noteOtherRead(client, 1, 3);
    expect(client.getQueryData<TChatRoom[]>(chatKeys.chatRooms)![0]!.other_last_read_message_id).toBe(5);
  });

  it('unread counts move together: the badge, the per-room list and the room; reading a room takes its count off', () => {
    const client = seeded();
    addUnreadMessage(client, TOKEN, 1);
    addUnreadMessage(client, TOKEN, 1);
    expect(client.getQueryData(chatKeys.unreadCount(TOKEN))).toBe(6);
    expect(client.getQueryData(chatKeys.unreadRooms(TOKEN))).toEqual([{ room_id: 2, unread_count: 4 }, { room_id: 1, unread_count: 2 }]);
    expect(client.getQueryData<TChatRoom[]>(chatKeys.chatRooms)!.find((r) => r.id === 1)!.unread_count).toBe(2);
    clearUnread(client, TOKEN, 2);
    expect(client.getQueryData(chatKeys.unreadCount(TOKEN))).toBe(2);
    expect(client.getQueryData(chatKeys.unreadRooms(TOKEN))).toEqual([{ room_id: 1, unread_count: 2 }]);
    clearUnread(client, TOKEN, 2);
    expect(client.getQueryData(chatKeys.unreadCount(TOKEN))).toBe(2);
  });
});
