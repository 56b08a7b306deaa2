import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_MSG, REVIEW_REPLY_MAX, ZReviewReplyInput, type TReviewReplyInput } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { FieldError, FormError, inputClasses, Label } from '@app/ui/input.tsx';
import { errorText, SessionExpiredError } from '@app/web-core/api-client.ts';
import { notify } from '@app/web-core/notify.ts';
import { useSaveReply } from '../api/save-reply.ts';

type TReplyFormProps = { reviewId: number; initialText: string | null; organiserName: string; onDone(): void };

/** The provider's public reply to one review: written once, then edited. */
export const ReplyForm = ({ reviewId, initialText, organiserName, onDone }: TReplyFormProps) => {
  const id = useId();
  const save = useSaveReply();
  const isEdit = initialText !== null;
  const form = useForm<TReviewReplyInput>({ resolver: zodResolver(ZReviewReplyInput), defaultValues: { response_text: initialText ?? '' } });
  const error = form.formState.errors.response_text?.message;
  // Opening the form puts the cursor in it.
  useEffect(() => form.setFocus('response_text'), [form]);
  const onSubmit = form.handleSubmit((values) => {
    save.mutate(
      { reviewId, isEdit, values },
      {
        onSuccess: () => {
          notify(REVIEW_MSG.replySaved, 'success');
          onDone();
        },
      },
    );
  });
  const failure = save.isError && !(save.error instanceof SessionExpiredError) ? errorText(save.error, REVIEW_MSG.replyFailed) : null;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-3 space-y-3">
      <div>
        <Label htmlFor={`${id}-reply`}>Your public reply to {organiserName}</Label>
        <textarea
          id={`${id}-reply`}
          rows={4}
          maxLength={REVIEW_REPLY_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cx(inputClasses, 'h-auto min-h-24')}
          {...form.register('response_text')}
        />
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <FormError>{failure}</FormError>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isBusy={save.isPending} busyText="Saving…">
          {isEdit ? 'Save Reply' : 'Post Reply'}
        </Button>
      </div>
    </form>
  );
};
