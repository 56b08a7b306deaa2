import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { REVIEW_MSG, REVIEW_TEXT_MAX, ZReviewInput, type TReviewInput } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { Dialog } from '@app/ui/dialog.tsx';
import { FieldError, inputClasses, Label } from '@app/ui/input.tsx';
import { cx } from '@app/ui/cx.ts';
import { SessionExpiredError } from '@app/web-core/api-client.ts';
import { notify } from '@app/web-core/notify.ts';
import { useSaveReview, type TReviewTarget } from '../api/save-review.ts';
import { StarRatingInput } from './star-rating-input.tsx';

type TReviewDialogProps = {
  /** The booking to review (with its review, to edit it); null keeps the dialog closed. */
  target: TReviewTarget | null;
  onClose(): void;
};

const emptyValues = (target: TReviewTarget | null): TReviewInput => ({
  rating: target?.review?.rating ?? 0,
  review_text: target?.review?.review_text ?? '',
});

/**
 * The write/edit review dialog (dashboard.md §2, §4 Review, §5): stars 1-5 ('Rating *', required:
 * submit stays disabled at 0) and optional text. Writing creates the review, an existing one is
 * updated; 'Review submitted successfully!' or 'Failed to submit review. Please try again.'.
 */
export const ReviewDialog = ({ target, onClose }: TReviewDialogProps) => {
  const id = useId();
  const save = useSaveReview();
  const form = useForm<TReviewInput>({ resolver: zodResolver(ZReviewInput), defaultValues: emptyValues(target) });
  const { control, register, handleSubmit, reset, watch, formState } = form;

  useEffect(() => {
    reset(emptyValues(target));
  }, [target, reset]);

  const rating = watch('rating');
  const text = String(watch('review_text') ?? '');
  const isEditing = Boolean(target?.review);

  const onSubmit = handleSubmit((values) => {
    if (!target) return;
    save.mutate(
      { target, values: ZReviewInput.parse(values) },
      {
        onSuccess: () => {
          notify(REVIEW_MSG.created, 'success');
          onClose();
        },
        onError: (error) => {
          if (error instanceof SessionExpiredError) return;
          notify(REVIEW_MSG.submitFailed, 'error');
        },
      },
    );
  });

  return (
    <Dialog
      open={target !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen && !save.isPending) onClose();
      }}
      title={isEditing ? 'Edit Your Review' : 'Write a Review'}
      description={target ? `${target.business_name} for “${target.event_title}”` : undefined}
      isDismissible={!save.isPending}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              name={`${id}-rating`}
              legend={REVIEW_MSG.ratingLabel}
              value={Number(field.value) || 0}
              onChange={field.onChange}
              describedBy={formState.errors.rating ? `${id}-rating-error` : undefined}
            />
          )}
        />
        <FieldError id={`${id}-rating-error`}>{formState.errors.rating?.message}</FieldError>
        <div>
          <Label htmlFor={`${id}-text`}>Your review (optional)</Label>
          <textarea
            id={`${id}-text`}
            rows={5}
            maxLength={REVIEW_TEXT_MAX}
            placeholder="What went well? Would you book them again?"
            aria-describedby={`${id}-count${formState.errors.review_text ? ` ${id}-text-error` : ''}`}
            aria-invalid={formState.errors.review_text ? true : undefined}
            className={cx(inputClasses, 'h-auto min-h-28 py-2.5')}
            {...register('review_text')}
          />
          <p id={`${id}-count`} className="mt-1 text-right text-xs text-stone-600">
            {text.length}/{REVIEW_TEXT_MAX}
          </p>
          <FieldError id={`${id}-text-error`}>{formState.errors.review_text?.message}</FieldError>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={!rating} isBusy={save.isPending} busyText="Submitting…">
            {isEditing ? 'Update Review' : 'Submit Review'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
