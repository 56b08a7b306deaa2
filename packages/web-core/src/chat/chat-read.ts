// Marking a room read (PATCH /chat/rooms/{id}/read): the counts drop at once; a failed mark asks the
// server for the counts again rather than keep a guess.
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '../query-keys.ts';
import { patchChatRoomRead } from './chat-api.ts';
import { clearUnread } from './chat-cache.ts';

export const markRoomRead = async (queryClient: QueryClient, token: string | null, roomId: number): Promise<void> => {
  clearUnread(queryClient, token, roomId);
  try {
    await patchChatRoomRead(roomId);
  } catch {
    await queryClient.invalidateQueries({ queryKey: chatKeys.chat });
  }
};
