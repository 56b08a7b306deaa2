// How the messages of one conversation are kept on screen: one list, oldest first, whatever way a
// message arrives (a page from the API, a send's answer, new_message, joined_room's catch-up).
import { CHAT_DUPLICATE_WINDOW_MS, type TChatMessage } from '@app/contract';

/** A message shown before the server has stored it has a negative id (see pendingMessage). */
export const isPending = (message: TChatMessage): boolean => message.id < 0;

const timeOf = (message: TChatMessage): number => Date.parse(message.created_at) || 0;

/**
 * dashboard.md §4: a message matching one already shown replaces it instead of being duplicated.
 * It matches on the same id, on the same client_message_id from the same sender, or (for a message
 * still waiting for the server) on the same content and sender within CHAT_DUPLICATE_WINDOW_MS.
 * Two stored messages with different ids are two messages, even with the same text.
 */
export const isSameMessage = (shown: TChatMessage, incoming: TChatMessage): boolean => {
  if (shown.id === incoming.id) return true;
  if (shown.sender_user_id !== incoming.sender_user_id) return false;
  if (shown.client_message_id && shown.client_message_id === incoming.client_message_id) return true;
  if (!isPending(shown) && !isPending(incoming)) return false;
  return shown.message_content === incoming.message_content && Math.abs(timeOf(shown) - timeOf(incoming)) <= CHAT_DUPLICATE_WINDOW_MS;
};

const byOrder = (a: TChatMessage, b: TChatMessage): number => {
  const aPending = isPending(a);
  const bPending = isPending(b);
  if (aPending !== bPending) return aPending ? 1 : -1;
  return aPending ? timeOf(a) - timeOf(b) || b.id - a.id : a.id - b.id;
};

/** `shown` with `incoming` merged in: each incoming message replaces its match or is added; oldest first, waiting ones last. */
export const mergeMessages = (shown: readonly TChatMessage[], incoming: readonly TChatMessage[]): TChatMessage[] => {
  let merged = [...shown];
  for (const message of incoming) {
    const matches = merged.filter((existing) => isSameMessage(existing, message));
    // A stored message never gives way to a waiting copy of itself.
    if (isPending(message) && matches.some((existing) => !isPending(existing))) continue;
    merged = [...merged.filter((existing) => !matches.includes(existing)), message];
  }
  return merged.sort(byOrder);
};

/** The newest stored message id in a list (0 when none): what a rejoin asks to catch up from. */
export const lastStoredId = (messages: readonly TChatMessage[]): number =>
  messages.reduce((last, message) => (message.id > last ? message.id : last), 0);

let pendingSeq = 0;

/** A message as shown the moment it is sent, before the server answers (a negative id). */
export const pendingMessage = (options: { roomId: number; senderId: number; content: string; clientMessageId: string; now?: Date }): TChatMessage => ({
  id: -++pendingSeq,
  chat_room_id: options.roomId,
  sender_user_id: options.senderId,
  message_content: options.content,
  message_type: 'text',
  created_at: (options.now ?? new Date()).toISOString(),
  client_message_id: options.clientMessageId,
});

/** The id of my newest stored message the other party has read: where "Seen" goes (null: none). */
export const seenMessageId = (messages: readonly TChatMessage[], myUserId: number, otherLastReadId: number): number | null => {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.sender_user_id !== myUserId || isPending(message)) continue;
    return message.id <= otherLastReadId ? message.id : null;
  }
  return null;
};
