import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX } from '@app/contract';
import { cx } from '../cx.ts';

type TChatComposerProps = {
  /** The text field's name, for screen readers ('Message Harbourside Catering'). */
  label: string;
  /** Sends the text; false when it failed, and the text comes back to the field. */
  onSend(text: string): Promise<boolean>;
  onType(): void;
};

/** The message field (dashboard.md §5): Enter sends, Shift+Enter breaks the line; blank text is not sent. */
export const ChatComposer = ({ label, onSend, onType }: TChatComposerProps) => {
  const id = useId();
  const [text, setText] = useState('');

  const submit = async () => {
    if (!text.trim()) return;
    const sent = text;
    setText('');
    if (!(await onSend(sent))) setText((current) => current || sent);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-stone-200 bg-white p-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        placeholder="Type a message"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          onType();
        }}
        onKeyDown={onKeyDown}
        className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-[0.95rem] text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 [field-sizing:content]"
      />
      <span id={`${id}-hint`} className="sr-only">
        Enter sends, Shift and Enter start a new line.
      </span>
      <button
        type="submit"
        aria-label="Send message"
        className={cx(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white transition-colors hover:bg-brand-800',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        )}
      >
        <SendHorizontal className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
};
