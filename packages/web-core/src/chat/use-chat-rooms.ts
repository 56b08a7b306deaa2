// GET /api/chat/rooms (dashboard.md §7): my rooms, the newest activity first, kept live by the socket.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context.ts';
import { chatKeys } from '../query-keys.ts';
import { getChatRooms } from './chat-api.ts';

export const chatRoomsQueryOptions = (isSignedIn: boolean) =>
  queryOptions({ queryKey: chatKeys.chatRooms, queryFn: ({ signal }) => getChatRooms({ signal }), enabled: isSignedIn, refetchOnWindowFocus: false });

export const useChatRooms = () => {
  const { token } = useAuth();
  return useQuery(chatRoomsQueryOptions(!!token));
};
