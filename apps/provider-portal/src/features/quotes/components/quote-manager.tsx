import { useState } from 'react';
import { Pencil, Undo2 } from 'lucide-react';
import { QUOTE_MSG, type TQuote } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { notify } from '@app/web-core/notify.ts';
import { useUpdateQuote } from '../api/save-quote.ts';
import { quoteValues, type TServiceOption } from '../quote-form-values.ts';
import { QuoteDetails } from './quote-details.tsx';
import { QuoteForm } from './quote-form.tsx';
import { WithdrawQuoteDialog } from './withdraw-quote-dialog.tsx';

type TQuoteManagerProps = {
  quote: TQuote;
  /** The services the quote may cover (from its request); the quote's own when the request is out of reach. */
  options: readonly TServiceOption[];
};

/** A quote as sent, and while it is pending (submitted) Edit and Withdraw. */
export const QuoteManager = ({ quote, options }: TQuoteManagerProps) => {
  const [isEditing, setIsEditing] = useState(false);
  const [isWithdrawing, setIsWithdrawing] = useState(false);
  const update = useUpdateQuote();
  const isPending = quote.status === 'submitted';
  const choices =
    options.length > 0 || quote.category_id === null
      ? options
      : [{ categoryId: quote.category_id, name: quote.category_name ?? 'Service', subcategories: quote.subcategory_id ? [{ id: quote.subcategory_id, name: quote.subcategory_name ?? 'Speciality' }] : [] }];

  if (isEditing && isPending) {
    return (
      <QuoteForm
        mode="save"
        defaultValues={quoteValues(quote)}
        options={choices}
        isBusy={update.isPending}
        onCancel={() => setIsEditing(false)}
        onSubmit={async (input) => {
          const answer = await update.mutateAsync({ id: quote.id, input });
          notify(answer.message ?? QUOTE_MSG.updated, 'success');
          setIsEditing(false);
        }}
      />
    );
  }

  return (
    <div>
      <QuoteDetails quote={quote} />
      {quote.status === 'accepted' && (
        <p className="mt-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
          The organiser accepted this quote. Their contact details are on the request.
        </p>
      )}
      {isPending && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit Quote
          </Button>
          <Button variant="outline" onClick={() => setIsWithdrawing(true)}>
            <Undo2 className="size-4" aria-hidden="true" />
            Withdraw
          </Button>
        </div>
      )}
      {isWithdrawing && <WithdrawQuoteDialog quoteId={quote.id} eventTitle={quote.event_title} onClose={() => setIsWithdrawing(false)} />}
    </div>
  );
};
