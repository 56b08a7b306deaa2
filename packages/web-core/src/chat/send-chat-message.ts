// A send (dashboard.md §5 Chat send): shown at once as waiting, then over the socket (send_message,
// acknowledged) or, with no socket or no answer, over HTTP with the same client_message_id, so a
// retried send is stored once. A failure takes the waiting message away, says 'Failed to send
// message' and answers false so the composer puts the text back.
import type { QueryClient } from '@tanstack/react-query';
import { CHAT_MSG } from '@app/contract';
import { notify } from '../notify.ts';
import { postChatMessage } from './chat-api.ts';
import { addMessages, dropPending, noteLastMessage } from './chat-cache.ts';
import type { ChatConnection } from './chat-connection.ts';
import { pendingMessage } from './chat-messages.ts';

const newClientMessageId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export type TSendChatMessage = { queryClient: QueryClient; connection: ChatConnection | null; roomId: number; senderId: number; content: string };

export const sendChatMessage = async ({ queryClient, connection, roomId, senderId, content }: TSendChatMessage): Promise<boolean> => {
  const clientMessageId = newClientMessageId();
  addMessages(queryClient, roomId, [pendingMessage({ roomId, senderId, content, clientMessageId })]);
  try {
    const payload = { roomId, message_content: content, client_message_id: clientMessageId };
    const stored = (await connection?.send(payload)) ?? (await postChatMessage({ roomId, content, clientMessageId }));
    addMessages(queryClient, roomId, [stored]);
    noteLastMessage(queryClient, stored);
    return true;
  } catch {
    dropPending(queryClient, roomId, clientMessageId);
    notify(CHAT_MSG.sendFailed, 'error');
    return false;
  }
};
