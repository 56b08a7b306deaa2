import type { ReactNode } from 'react';
import { MessagesSquare } from 'lucide-react';
import { CHAT_MSG, type TChatRoom } from '@app/contract';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { useChatSnapshot } from '@app/web-core/chat/chat-socket-context.ts';
import { unreadIn } from '@app/web-core/chat/unread-counts.ts';
import { useChatRoom } from '@app/web-core/chat/use-chat-room.ts';
import { useChatRooms } from '@app/web-core/chat/use-chat-rooms.ts';
import { useUnreadRooms } from '@app/web-core/chat/use-unread-counts.ts';
import { cx } from '../cx.ts';
import { ListSpinner } from '../spinner.tsx';
import { EmptyState, LoadError } from '../state-panels.tsx';
import type { TChatComposerResolver } from './chat-composer.tsx';
import { ChatConversation } from './chat-conversation.tsx';
import { ConversationList } from './conversation-list.tsx';

type TChatScreenProps = {
  /** The open room (from the page's address), or null for the list alone. */
  selectedRoomId: number | null;
  onSelectRoom(roomId: number | null): void;
  /** `zodResolver(ZChatComposerForm)`: the message field's form. */
  composerResolver: TChatComposerResolver;
  /** Under the title: what the page is for. */
  lead: string;
  /** The empty list's text and next step: how a conversation starts on this site. */
  emptyBody: string;
  emptyAction?: ReactNode;
  /** The screen's frame (width and padding) where the site's layout does not give one. */
  className?: string;
};

/**
 * The Messages screen both sites show (dashboard.md §2 Messages tab): the conversations with their
 * count beside the open conversation; below 768 px the list and the conversation are two screens.
 */
export const ChatScreen = ({ selectedRoomId, onSelectRoom, composerResolver, lead, emptyBody, emptyAction, className }: TChatScreenProps) => {
  const { user, token } = useAuth();
  const rooms = useChatRooms();
  const unreadRooms = useUnreadRooms(token);
  const { online } = useChatSnapshot();
  const list = rooms.data ?? [];
  const selected = list.find((room) => room.id === selectedRoomId) ?? null;
  const chat = useChatRoom(selected);
  const unreadFor = (room: TChatRoom) => (room.id === selected?.id ? 0 : Math.max(unreadIn(unreadRooms, room.id), room.unread_count));

  return (
    <section aria-labelledby="messages-title" className={className}>
      <div className={cx('mb-5', selected && 'max-md:sr-only')}>
        <h1 id="messages-title" className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
          Messages
        </h1>
        <p className="mt-1 text-stone-700">{lead}</p>
      </div>
      {rooms.isPending && <ListSpinner label="Loading conversations" />}
      {rooms.isError && <LoadError title={CHAT_MSG.loadRoomsFailed} body="Check your connection and try again." onRetry={() => void rooms.refetch()} isRetrying={rooms.isFetching} />}
      {rooms.isSuccess && list.length === 0 && <EmptyState icon={MessagesSquare} title="No conversations yet" body={emptyBody} action={emptyAction} />}
      {rooms.isSuccess && list.length > 0 && (
        <div className="flex h-[calc(100dvh-16rem)] min-h-[28rem] overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm max-md:h-[calc(100dvh-9rem)] md:grid md:grid-cols-[20rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]">
          <div className={cx('min-h-0 min-w-0 flex-1 flex-col border-stone-200 md:flex md:border-r', selected ? 'hidden' : 'flex')}>
            <h2 className="flex items-center gap-2 border-b border-stone-200 px-4 py-3 font-bold text-brand-950">
              Conversations
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800" data-testid="conversation-count">
                {list.length}
              </span>
            </h2>
            <ConversationList
              rooms={list}
              selectedRoomId={selected?.id ?? null}
              myUserId={user?.id ?? 0}
              unreadFor={unreadFor}
              isOnline={(userId) => online.has(userId)}
              onSelect={onSelectRoom}
            />
          </div>
          <div className={cx('min-h-0 min-w-0 flex-1 flex-col md:flex', selected ? 'flex' : 'hidden')}>
            {selected ? (
              <ChatConversation key={selected.id} room={selected} chat={chat} composerResolver={composerResolver} onBack={() => onSelectRoom(null)} />
            ) : (
              <div className="m-auto flex flex-col items-center p-8 text-center text-stone-600">
                <MessagesSquare className="size-10 text-brand-600" aria-hidden="true" />
                <p className="mt-3 font-semibold text-stone-800">Select a conversation</p>
                <p className="mt-1 text-sm">Choose a conversation from the list to read and reply.</p>
              </div>
            )}
          </div>
        </div>
      )}
    </section>
  );
};
