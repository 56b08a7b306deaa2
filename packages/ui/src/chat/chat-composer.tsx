import { useId, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { CHAT_MSG, type ZChatComposerForm } from '@app/contract';
import { useOneMessageForm, type TResolverOf } from '@app/web-core/use-one-message-form.ts';
import { cx } from '../cx.ts';
import { FieldError } from '../input.tsx';

export type TChatComposerResolver = TResolverOf<typeof ZChatComposerForm>;

type TChatComposerProps = {
  /** `zodResolver(ZChatComposerForm)`. */
  resolver: TChatComposerResolver;
  /** The text field's name, for screen readers ('Message Harbourside Catering'). */
  label: string;
  /** Sends the trimmed text; false when it failed, and the text comes back to the field. */
  onSend(text: string): Promise<boolean>;
  onType(): void;
};

/**
 * The message field (dashboard.md §5): Enter sends, Shift+Enter breaks the line; blank text is not
 * sent (and says nothing); text over CHAT_MESSAGE_MAX says so under the field until it is edited.
 */
export const ChatComposer = ({ resolver, label, onSend, onType }: TChatComposerProps) => {
  const id = useId();
  const { form, message } = useOneMessageForm({ resolver, defaultValues: { message_content: '' }, order: ['message_content'], onEdit: onType });
  const errorId = `${id}-error`;

  const submit = form.handleSubmit(
    async ({ message_content }) => {
      const typed = form.getValues('message_content');
      form.setValue('message_content', '');
      if (!(await onSend(message_content)) && !form.getValues('message_content')) form.setValue('message_content', typed);
    },
    // Enter on an empty field does nothing, as in any chat: only the length has something to say.
    (errors) => {
      if (errors.message_content?.message === CHAT_MSG.messageRequired) form.clearErrors();
    },
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form noValidate className="border-t border-stone-200 bg-white p-3" onSubmit={(event) => void submit(event)}>
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <textarea
          id={id}
          rows={1}
          placeholder="Type a message"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${errorId} ${id}-hint` : `${id}-hint`}
          {...form.register('message_content')}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-stone-300 bg-white px-3 py-2.5 text-[0.95rem] text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-invalid:border-clay-600 aria-invalid:focus:ring-clay-100 [field-sizing:content]"
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
      </div>
      {/* Announced when it appears: the focus stays in the field, which now describes it too. */}
      <div aria-live="polite">
        <FieldError id={errorId}>{message}</FieldError>
      </div>
    </form>
  );
};
