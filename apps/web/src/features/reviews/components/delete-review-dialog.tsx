import { REVIEW_MSG, type TReviewItem } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { Dialog } from '@app/ui/dialog.tsx';
import { SessionExpiredError } from '@app/web-core/api-client.ts';
import { notify } from '@app/web-core/notify.ts';
import { useDeleteReview } from '../api/save-review.ts';

/** Confirms removing a review: the provider's rating changes at once, and the reply goes with it. */
export const DeleteReviewDialog = ({ item, onClose }: { item: TReviewItem | null; onClose(): void }) => {
  const remove = useDeleteReview();
  const confirm = () => {
    if (!item?.id) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        notify(REVIEW_MSG.deleted, 'success');
        onClose();
      },
      onError: (error) => {
        if (!(error instanceof SessionExpiredError)) notify(REVIEW_MSG.deleteFailed, 'error');
      },
    });
  };
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen && !remove.isPending) onClose();
      }}
      size="sm"
      title="Delete this review?"
      description={item ? `Your review of ${item.provider.business_name} for “${item.event_title}” will be removed. This cannot be undone.` : undefined}
      isDismissible={!remove.isPending}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
          Keep Review
        </Button>
        <Button variant="danger" onClick={confirm} isBusy={remove.isPending} busyText="Deleting…">
          Delete Review
        </Button>
      </div>
    </Dialog>
  );
};
