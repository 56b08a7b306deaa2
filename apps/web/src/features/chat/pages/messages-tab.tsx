import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { QUERY_FLAGS, ZChatComposerForm } from '@app/contract';
import { ChatScreen } from '@app/ui/chat/chat-screen.tsx';
import { roomFromParam } from '@app/web-core/chat/room-param.ts';

/**
 * The dashboard's Messages tab (dashboard.md §2): my conversations with providers and the open one.
 * The open room is in the address (?tab=messages&room=ID), so other screens can link to it and
 * Back on a phone returns to the list.
 */
export const MessagesTab = ({ emptyAction }: { emptyAction?: ReactNode }) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedRoomId = roomFromParam(searchParams.get(QUERY_FLAGS.room));
  const selectRoom = (roomId: number | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(QUERY_FLAGS.tab, 'messages');
        if (roomId === null) next.delete(QUERY_FLAGS.room);
        else next.set(QUERY_FLAGS.room, String(roomId));
        return next;
      },
      { replace: true },
    );
  return (
    <ChatScreen
      className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8"
      selectedRoomId={selectedRoomId}
      onSelectRoom={selectRoom}
      composerResolver={zodResolver(ZChatComposerForm)}
      lead="Talk to providers directly."
      emptyAction={emptyAction}
      emptyBody="A chat with a provider opens when you invite them to quote for one of your events. Your conversations will appear here."
    />
  );
};
