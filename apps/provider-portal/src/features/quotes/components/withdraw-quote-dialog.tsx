import { QUOTE_MSG } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { Dialog } from '@app/ui/dialog.tsx';
import { FormError } from '@app/ui/input.tsx';
import { errorText } from '@app/web-core/api-client.ts';
import { notify } from '@app/web-core/notify.ts';
import { useWithdrawQuote } from '../api/save-quote.ts';

type TWithdrawQuoteDialogProps = { quoteId: number; eventTitle: string; onClose(): void };

/** 'Withdraw this quote?': the organiser stops seeing it; a new one can be sent while the request is open. */
export const WithdrawQuoteDialog = ({ quoteId, eventTitle, onClose }: TWithdrawQuoteDialogProps) => {
  const withdraw = useWithdrawQuote();
  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => !open && !withdraw.isPending && onClose()}
      title="Withdraw this quote?"
      description={`The organiser of ${eventTitle} will no longer be able to accept it. While the request is open you can send a new quote.`}
    >
      <FormError className="mb-4">{withdraw.isError ? errorText(withdraw.error, 'The quote could not be withdrawn. Please try again.') : null}</FormError>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={withdraw.isPending}>
          Keep Quote
        </Button>
        <Button
          variant="danger"
          isBusy={withdraw.isPending}
          busyText="Withdrawing..."
          onClick={() =>
            withdraw.mutate(quoteId, {
              onSuccess: (answer) => {
                notify(answer.message ?? QUOTE_MSG.withdrawn, 'success');
                onClose();
              },
            })
          }
        >
          Withdraw Quote
        </Button>
      </div>
    </Dialog>
  );
};
