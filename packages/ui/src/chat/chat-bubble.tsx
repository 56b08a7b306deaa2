import type { TChatMessage } from '@app/contract';
import { formatDate, formatDateTime } from '@app/web-core/format.ts';
import { isPending } from '@app/web-core/chat/chat-messages.ts';
import { cx } from '../cx.ts';

const time = (message: TChatMessage) => formatDate(message.created_at, { hour: 'numeric', minute: '2-digit' });

/** One message: a system line centred; otherwise a bubble, mine on the right; "Seen" under my newest message the other party has read. */
export const ChatBubble = ({ message, isMine, isSeen }: { message: TChatMessage; isMine: boolean; isSeen: boolean }) => {
  if (message.message_type === 'system') {
    return (
      <li className="flex justify-center px-2">
        <p className="max-w-[85%] rounded-full bg-stone-100 px-3 py-1 text-center text-xs text-stone-700">{message.message_content}</p>
      </li>
    );
  }
  const isWaiting = isPending(message);
  return (
    <li className={cx('flex flex-col', isMine ? 'items-end' : 'items-start')} data-message-id={message.id}>
      <p className="sr-only">{isMine ? 'You:' : 'They:'}</p>
      <p
        className={cx(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-[0.95rem] shadow-sm sm:max-w-[70%]',
          isMine ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm border border-stone-200 bg-white text-stone-900',
          isWaiting && 'opacity-70',
        )}
      >
        {message.message_content}
      </p>
      <p className="mt-0.5 px-1 text-xs text-stone-600">
        <time dateTime={message.created_at} title={formatDateTime(message.created_at)}>
          {isWaiting ? 'Sending…' : time(message)}
        </time>
        {isSeen && <span className="ml-1.5 font-semibold text-brand-700">Seen</span>}
      </p>
    </li>
  );
};
