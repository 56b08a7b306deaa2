import { describe, expect, it } from 'vitest';
import { CHAT_DUPLICATE_WINDOW_MS, type TChatMessage } from '@app/contract';
import { lastStoredId, mergeMessages, pendingMessage, seenMessageId } from './chat-messages.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, seconds)).toISOString();
const message = (id: number, overrides: Partial<TChatMessage> = {}): TChatMessage => ({
  id,
  chat_room_id: 7,
  sender_user_id: 1,
  message_content: `message ${id}`,
  message_type: 'text',
  created_at: at(id),
  client_message_id: null,
  ...overrides,
});
const ids = (messages: TChatMessage[]) => messages.map((m) => m.id);

describe('merging messages', () => {
  it('keeps one copy of each id, oldest first, whatever order pages and events come in', () => {
    const merged = mergeMessages([message(3), message(4)], [message(1), message(4), message(2), message(5)]);
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5]);
  });

  it('a stored message replaces its waiting copy: by client_message_id, or same sender and text within the window', () => {
    const waiting = pendingMessage({ roomId: 7, senderId: 1, content: 'Kia ora', clientMessageId: 'c-1', now: new Date(at(10)) });
    const byClientId = mergeMessages([message(1), waiting], [message(9, { message_content: 'Kia ora', client_message_id: 'c-1', created_at: at(50) })]);
    expect(ids(byClientId)).toEqual([1, 9]);
    const byContent = mergeMessages([waiting], [message(9, { message_content: 'Kia ora', created_at: at(15) })]);
    expect(ids(byContent)).toEqual([9]);
  });

  it('the content rule stops at the window, at another sender, and between two stored messages', () => {
    const waiting = pendingMessage({ roomId: 7, senderId: 1, content: 'ok', clientMessageId: 'c-2', now: new Date(at(0)) });
    const late = message(9, { message_content: 'ok', created_at: new Date(Date.parse(at(0)) + CHAT_DUPLICATE_WINDOW_MS + 1).toISOString() });
    expect(mergeMessages([waiting], [late])).toHaveLength(2);
    expect(mergeMessages([waiting], [message(9, { message_content: 'ok', sender_user_id: 2, created_at: at(1) })])).toHaveLength(2);
    expect(mergeMessages([message(8, { message_content: 'ok' })], [message(9, { message_content: 'ok', created_at: at(8) })])).toHaveLength(2);
  });

  it('a waiting copy arriving after the stored message is dropped; waiting messages stay last', () => {
    const waiting = pendingMessage({ roomId: 7, senderId: 1, content: 'later', clientMessageId: 'c-3', now: new Date(at(1)) });
    expect(ids(mergeMessages([message(5, { client_message_id: 'c-3', message_content: 'later' })], [waiting]))).toEqual([5]);
    expect(ids(mergeMessages([waiting], [message(5)])).at(-1)).toBe(waiting.id);
  });

  it('the last stored id skips waiting messages; Seen sits under my newest stored message once read', () => {
    const waiting = pendingMessage({ roomId: 7, senderId: 1, content: 'x', clientMessageId: 'c-4' });
    const list = [message(1), message(2, { sender_user_id: 2 }), message(3), waiting];
    expect(lastStoredId(list)).toBe(3);
    expect(lastStoredId([])).toBe(0);
    expect(seenMessageId(list, 1, 3)).toBe(3);
    expect(seenMessageId(list, 1, 2)).toBeNull();
    expect(seenMessageId(list, 2, 2)).toBe(2);
  });
});
