import type { TChatRoom } from '@app/contract';
import { formatDate } from '@app/web-core/format.ts';
import { unreadBadgeText } from '@app/web-core/inbox/unread-badge.ts';
import { cx } from '../cx.ts';
import { ChatExpiryLabel } from './chat-expiry-label.tsx';
import { OnlineDot } from './online-dot.tsx';

type TConversationListItemProps = {
  room: TChatRoom;
  unreadCount: number;
  isOnline: boolean;
  isSelected: boolean;
  myUserId: number;
  onSelect(roomId: number): void;
};

const preview = (room: TChatRoom, myUserId: number): string => {
  if (!room.last_message) return 'No messages yet';
  return room.last_message.sender_user_id === myUserId ? `You: ${room.last_message.message_content}` : room.last_message.message_content;
};

/** One conversation in the list: the other party (and their presence), the event's title and date, the expiry, the last message and the unread count. */
export const ConversationListItem = ({ room, unreadCount, isOnline, isSelected, myUserId, onSelect }: TConversationListItemProps) => {
  const badge = unreadBadgeText(unreadCount);
  const date = formatDate(room.event_date);
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(room.id)}
        aria-current={isSelected ? 'true' : undefined}
        className={cx(
          'flex w-full gap-3 border-b border-stone-100 px-4 py-3 text-left transition-colors focus-visible:relative focus-visible:z-10',
          isSelected ? 'bg-brand-50' : 'hover:bg-stone-50',
        )}
      >
        <span className="relative mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800" aria-hidden="true">
          {room.other_party_name.charAt(0).toUpperCase()}
          <OnlineDot isOnline={isOnline} name={room.other_party_name} className="absolute -bottom-0.5 -right-0.5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-center justify-between gap-2">
            <span className={cx('truncate text-stone-900', badge ? 'font-bold' : 'font-semibold')}>{room.other_party_name}</span>
            {badge && (
              <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold text-white" data-testid="room-unread">
                <span className="sr-only">, </span>
                {badge}
                <span className="sr-only"> unread</span>
              </span>
            )}
          </span>
          <span className="sr-only">{isOnline ? ', online' : ''}</span>
          <span className="block truncate text-sm text-stone-700">
            {room.event_title}
            {date && <span className="text-stone-500"> · {date}</span>}
          </span>
          <span className="mt-1 flex items-center justify-between gap-2">
            <span className={cx('truncate text-sm', badge ? 'font-medium text-stone-900' : 'text-stone-500')}>{preview(room, myUserId)}</span>
            <ChatExpiryLabel expiresAt={room.expires_at} />
          </span>
        </span>
      </button>
    </li>
  );
};

type TConversationListProps = Omit<TConversationListItemProps, 'room' | 'unreadCount' | 'isOnline' | 'isSelected'> & {
  rooms: readonly TChatRoom[];
  selectedRoomId: number | null;
  unreadFor(room: TChatRoom): number;
  isOnline(userId: number): boolean;
};

export const ConversationList = ({ rooms, selectedRoomId, unreadFor, isOnline, ...rest }: TConversationListProps) => (
  <ul aria-label="Conversations" className="min-h-0 flex-1 overflow-y-auto">
    {rooms.map((room) => (
      <ConversationListItem
        key={room.id}
        room={room}
        unreadCount={unreadFor(room)}
        isOnline={isOnline(room.other_party_user_id)}
        isSelected={room.id === selectedRoomId}
        {...rest}
      />
    ))}
  </ul>
);
