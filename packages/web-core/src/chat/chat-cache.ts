// The chat's TanStack Query cache, changed in place as the socket reports: a room's messages, the
// room list (last message, order, unread count, the other party's read position) and the two unread
// counts. One module owns these writes, so the socket, a send and a read mark change them alike.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { TChatMessage, TChatRoom } from '@app/contract';
import { chatKeys } from '../query-keys.ts';
import type { TChatMessagesPage } from './chat-api.ts';
import { isPending, mergeMessages } from './chat-messages.ts';
import { addUnread, changeTotal, removeUnreadRoom, unreadIn, type TUnreadRoom } from './unread-counts.ts';

type TMessagePages = InfiniteData<TChatMessagesPage, number | null>;

/** Every message of a room in the cache, oldest first (empty when the room was never opened). */
export const cachedMessages = (queryClient: QueryClient, roomId: number): TChatMessage[] => {
  const data = queryClient.getQueryData<TMessagePages>(chatKeys.chatMessages(roomId));
  if (!data) return [];
  return mergeMessages([], [...data.pages].reverse().flatMap((page) => page.data));
};

/** Whether the room's messages were loaded (an empty room too): a rejoin then asks for what came after them. */
export const areMessagesCached = (queryClient: QueryClient, roomId: number): boolean =>
  queryClient.getQueryData<TMessagePages>(chatKeys.chatMessages(roomId)) !== undefined;

/** Merges messages into the room's newest page, when the room's messages are cached. */
export const addMessages = (queryClient: QueryClient, roomId: number, messages: readonly TChatMessage[]): void => {
  if (messages.length === 0) return;
  queryClient.setQueryData<TMessagePages>(chatKeys.chatMessages(roomId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest!, data: mergeMessages(newest!.data, messages) }, ...older] };
  });
};

/** Takes a waiting message away again (its send failed). */
export const dropPending = (queryClient: QueryClient, roomId: number, clientMessageId: string): void => {
  queryClient.setQueryData<TMessagePages>(chatKeys.chatMessages(roomId), (data) =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, data: page.data.filter((m) => !(isPending(m) && m.client_message_id === clientMessageId)) })),
    },
  );
};

const updateRooms = (queryClient: QueryClient, update: (rooms: TChatRoom[]) => TChatRoom[]): void => {
  queryClient.setQueryData<TChatRoom[]>(chatKeys.chatRooms, (rooms) => rooms && update(rooms));
};

export const cachedRoom = (queryClient: QueryClient, roomId: number): TChatRoom | undefined =>
  queryClient.getQueryData<TChatRoom[]>(chatKeys.chatRooms)?.find((room) => room.id === roomId);

const activity = (room: TChatRoom) => Date.parse(room.last_message_at ?? '') || 0;

/** A stored message moves its room to the top of the list with the message as its preview. */
export const noteLastMessage = (queryClient: QueryClient, message: TChatMessage): void =>
  void updateRooms(queryClient, (rooms) =>
    rooms
      .map((room) =>
        room.id === message.chat_room_id && (room.last_message?.id ?? 0) < message.id
          ? { ...room, last_message_at: message.created_at, last_message: { ...message } }
          : room,
      )
      .sort((a, b) => activity(b) - activity(a)),
  );

/** The other party read my messages up to this id ("Seen"). */
export const noteOtherRead = (queryClient: QueryClient, roomId: number, lastReadMessageId: number): void =>
  void updateRooms(queryClient, (rooms) =>
    rooms.map((room) => (room.id === roomId ? { ...room, other_last_read_message_id: Math.max(room.other_last_read_message_id, lastReadMessageId) } : room)),
  );

/** One more unread message in a room: the badge, the room's count in the per-room list and in the room list. */
export const addUnreadMessage = (queryClient: QueryClient, token: string | null, roomId: number): void => {
  queryClient.setQueryData<number>(chatKeys.unreadCount(token), (total) => changeTotal(total, 1));
  queryClient.setQueryData<TUnreadRoom[]>(chatKeys.unreadRooms(token), (rooms) => addUnread(rooms ?? [], roomId));
  updateRooms(queryClient, (rooms) => rooms.map((room) => (room.id === roomId ? { ...room, unread_count: room.unread_count + 1 } : room)));
};

/** A room read: its count leaves the badge, the per-room list and the room list. */
export const clearUnread = (queryClient: QueryClient, token: string | null, roomId: number): void => {
  const perRoom = queryClient.getQueryData<TUnreadRoom[]>(chatKeys.unreadRooms(token));
  const count = perRoom ? unreadIn(perRoom, roomId) : (cachedRoom(queryClient, roomId)?.unread_count ?? 0);
  if (count > 0) queryClient.setQueryData<number>(chatKeys.unreadCount(token), (total) => total === undefined ? total : changeTotal(total, -count));
  queryClient.setQueryData<TUnreadRoom[]>(chatKeys.unreadRooms(token), (rooms) => rooms && removeUnreadRoom(rooms, roomId));
  updateRooms(queryClient, (rooms) => rooms.map((room) => (room.id === roomId ? { ...room, unread_count: 0 } : room)));
};
