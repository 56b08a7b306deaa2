import { Button } from '@app/ui/button.tsx';
import { Dialog } from '@app/ui/dialog.tsx';
import type { TQuoteDecisionState } from '../hooks/use-quote-decision.ts';
import { formatQuoteAmount } from '../quote-display.ts';

export const DECISION_TEXT = {
  accept: {
    title: 'Accept this quote?',
    body: (provider: string, amount: string, event: string) =>
      `You are booking ${provider} for ${amount} for “${event}”. The provider will be notified, and the other quotes for this event will be closed.`,
    keep: 'Not Yet',
    confirm: 'Accept Quote',
    busy: 'Accepting…',
  },
  reject: {
    title: 'Decline this quote?',
    body: (provider: string, amount: string, event: string) =>
      `${provider} will be told you declined their quote of ${amount} for “${event}”. This cannot be undone.`,
    keep: 'Keep Quote',
    confirm: 'Decline Quote',
    busy: 'Declining…',
  },
} as const;

/** The confirm step of Accept and Decline: what is decided, for whom and how much, then the decision. */
export const QuoteDecisionDialog = ({ decision }: { decision: TQuoteDecisionState }) => {
  const { pending, confirm, cancel, isDeciding } = decision;
  const text = DECISION_TEXT[pending?.action ?? 'accept'];
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) cancel();
      }}
      size="sm"
      title={text.title}
      isDismissible={!isDeciding}
      description={
        pending
          ? text.body(pending.quote.provider.business_name, formatQuoteAmount(pending.quote.quote_amount, pending.quote.currency), pending.quote.event_title || 'Untitled event')
          : undefined
      }
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={cancel} disabled={isDeciding}>
          {text.keep}
        </Button>
        <Button variant={pending?.action === 'reject' ? 'danger' : 'primary'} onClick={confirm} isBusy={isDeciding} busyText={text.busy}>
          {text.confirm}
        </Button>
      </div>
    </Dialog>
  );
};
