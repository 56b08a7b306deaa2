// One open conversation: its messages (the newest page first, older pages on demand), joined on the
// socket while shown, marked read when opened with unread messages and when the other party writes,
// the send, and the typing rule of dashboard.md §4 (typing_start once, typing_stop after
// CHAT_TYPING_STOP_MS without typing, or on send).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_TYPING_STOP_MS, ZChatMessageContent, type TChatRoom } from '@app/contract';
import { useAuth } from '../auth/auth-context.ts';
import { chatKeys } from '../query-keys.ts';
import { getChatMessages } from './chat-api.ts';
import { mergeMessages, seenMessageId } from './chat-messages.ts';
import { markRoomRead } from './chat-read.ts';
import { useChatConnection, useChatSnapshot } from './chat-socket-context.ts';
import { sendChatMessage } from './send-chat-message.ts';

export const chatMessagesQueryOptions = (roomId: number) => ({
  queryKey: chatKeys.chatMessages(roomId),
  queryFn: ({ pageParam, signal }: { pageParam: number | null; signal: AbortSignal }) => getChatMessages({ roomId, before: pageParam, signal }),
  initialPageParam: null as number | null,
  getNextPageParam: (page: { has_more: boolean; next_before: number | null }) => (page.has_more ? page.next_before : undefined),
  refetchOnWindowFocus: false,
});

export const useChatRoom = (room: TChatRoom | null) => {
  const roomId = room?.id ?? 0;
  const { user, token } = useAuth();
  const myId = user?.id ?? 0;
  const queryClient = useQueryClient();
  const connection = useChatConnection();
  const snapshot = useChatSnapshot();
  const query = useInfiniteQuery({ ...chatMessagesQueryOptions(roomId), enabled: roomId > 0 });

  const messages = useMemo(() => (query.data ? mergeMessages([], [...query.data.pages].reverse().flatMap((page) => page.data)) : []), [query.data]);

  useEffect(() => (connection && roomId > 0 ? connection.openRoom(roomId) : undefined), [connection, roomId]);

  const hasUnread = (room?.unread_count ?? 0) > 0;
  useEffect(() => {
    if (roomId > 0 && hasUnread) void markRoomRead(queryClient, token, roomId);
  }, [queryClient, token, roomId, hasUnread]);

  const typing = useRef<{ roomId: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const stopTyping = useCallback(() => {
    const current = typing.current;
    if (!current) return;
    clearTimeout(current.timer);
    typing.current = null;
    connection?.stopTyping(current.roomId);
  }, [connection]);
  useEffect(() => stopTyping, [stopTyping, roomId]);

  /** Call on every keystroke in the composer. */
  const onType = useCallback(() => {
    if (!connection || roomId === 0) return;
    if (typing.current) clearTimeout(typing.current.timer);
    else connection.startTyping(roomId);
    typing.current = { roomId, timer: setTimeout(stopTyping, CHAT_TYPING_STOP_MS) };
  }, [connection, roomId, stopTyping]);

  /** Trims and sends; blank text is not sent. False when the send failed (the text goes back to the composer). */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = ZChatMessageContent.safeParse(text);
      if (!content.success || roomId === 0) return false;
      stopTyping();
      return sendChatMessage({ queryClient, connection, roomId, senderId: myId, content: content.data });
    },
    [connection, myId, queryClient, roomId, stopTyping],
  );

  const otherId = room?.other_party_user_id ?? -1;
  return {
    messages,
    isLoading: query.isPending && roomId > 0,
    isError: query.isError,
    retry: () => void query.refetch(),
    hasOlder: query.hasNextPage,
    isLoadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
    send,
    onType,
    myUserId: myId,
    isOtherTyping: snapshot.typing.get(roomId)?.has(otherId) ?? false,
    isOtherOnline: snapshot.online.has(otherId),
    seenMessageId: room ? seenMessageId(messages, myId, room.other_last_read_message_id) : null,
  };
};

export type TChatRoomState = ReturnType<typeof useChatRoom>;
