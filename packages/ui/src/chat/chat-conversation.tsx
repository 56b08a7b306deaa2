import { useLayoutEffect, useRef } from 'react';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { CHAT_MSG, type TChatRoom } from '@app/contract';
import type { TChatRoomState } from '@app/web-core/chat/use-chat-room.ts';
import { formatDate } from '@app/web-core/format.ts';
import { Button } from '../button.tsx';
import { Spinner } from '../spinner.tsx';
import { ChatBubble } from './chat-bubble.tsx';
import { ChatComposer, type TChatComposerResolver } from './chat-composer.tsx';
import { ChatExpiryLabel } from './chat-expiry-label.tsx';
import { OnlineDot } from './online-dot.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import { chatExpiry } from '@app/web-core/chat/chat-expiry.ts';

/** Keeps the newest message in view as messages come, and the place in the conversation when older ones load above. */
const useStickToEnd = (firstId: number | undefined, lastId: number | undefined, isLastMine: boolean) => {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef({ firstId, lastId, height: 0 });
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const before = previous.current;
    const wasAtEnd = before.height === 0 || before.height - box.clientHeight - box.scrollTop < 120;
    if (lastId !== before.lastId && (wasAtEnd || isLastMine)) box.scrollTop = box.scrollHeight;
    else if (firstId !== before.firstId && lastId === before.lastId) box.scrollTop += box.scrollHeight - before.height;
    previous.current = { firstId, lastId, height: box.scrollHeight };
  }, [firstId, lastId, isLastMine]);
  return ref;
};

type TChatConversationProps = { room: TChatRoom; chat: TChatRoomState; composerResolver: TChatComposerResolver; onBack(): void };

/** The conversation pane: who and what it is about, the messages (a live log), who is typing, and the composer or the expiry notice. */
export const ChatConversation = ({ room, chat, composerResolver, onBack }: TChatConversationProps) => {
  const { messages, myUserId } = chat;
  const last = messages.at(-1);
  const scroller = useStickToEnd(messages[0]?.id, last?.id, last?.sender_user_id === myUserId);
  const isExpired = room.is_expired || chatExpiry(room.expires_at).status === 'expired';
  const date = formatDate(room.event_date);
  const titleId = `chat-room-${room.id}-title`;

  return (
    <section aria-labelledby={titleId} className="flex min-h-0 min-w-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-stone-200 bg-white px-3 py-3 sm:px-4">
        <button
          type="button"
          onClick={onBack}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100 md:hidden"
          aria-label="Back to conversations"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="flex min-w-0 items-center gap-2 font-bold text-brand-950">
            <span className="truncate">{room.other_party_name}</span>
            <OnlineDot isOnline={chat.isOtherOnline} name={room.other_party_name} />
            <span className="hidden text-xs font-medium text-stone-600 sm:inline" aria-hidden="true">
              {chat.isOtherOnline ? 'Online' : 'Offline'}
            </span>
          </h2>
          <p className="truncate text-sm text-stone-700">
            {room.event_title}
            {date && <span className="text-stone-600"> · {date}</span>}
          </p>
        </div>
        <ChatExpiryLabel expiresAt={room.expires_at} />
      </header>

      {/* The scrolling log is focusable, so the keyboard can scroll it too. */}
      <div
        ref={scroller}
        role="log"
        aria-live="polite"
        aria-label={`Messages with ${room.other_party_name}`}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto bg-stone-50/60 px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-4"
      >
        {chat.hasOlder && (
          <div className="mb-3 flex justify-center">
            <Button variant="outline" size="sm" onClick={chat.loadOlder} isBusy={chat.isLoadingOlder} busyText="Loading earlier messages">
              Load earlier messages
            </Button>
          </div>
        )}
        {chat.isLoading && <Spinner label="Loading messages" className="mx-auto my-8" />}
        {chat.isError && (
          <div role="alert" className="my-8 text-center text-sm text-clay-700">
            <p>{CHAT_MSG.loadMessagesFailed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={chat.retry}>
              Try Again
            </Button>
          </div>
        )}
        {!chat.isLoading && !chat.isError && messages.length === 0 && (
          <div className="my-10 flex flex-col items-center text-center text-stone-600">
            <MessagesSquare className="size-8 text-brand-600" aria-hidden="true" />
            <p className="mt-2 font-semibold text-stone-800">{CHAT_MSG.noMessages}</p>
          </div>
        )}
        <ol className="flex flex-col gap-2">
          {messages.map((message) => (
            <ChatBubble key={message.client_message_id ? `${message.sender_user_id}-${message.client_message_id}` : message.id} message={message} isMine={message.sender_user_id === myUserId} isSeen={message.id === chat.seenMessageId} />
          ))}
        </ol>
      </div>

      <TypingIndicator name={room.other_party_name} isTyping={chat.isOtherTyping && !isExpired} />
      {isExpired ? (
        <p className="border-t border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{CHAT_MSG.expired}</p>
      ) : (
        <ChatComposer resolver={composerResolver} label={`Message ${room.other_party_name}`} onSend={chat.send} onType={chat.onType} />
      )}
    </section>
  );
};
