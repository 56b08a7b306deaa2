import { useRef, useState } from 'react';
import { QUOTE_ACCEPTED_NOTE_DELAY_MS, QUOTE_MSG, type TQuote } from '@app/contract';
import { ApiError, SessionExpiredError } from '@app/web-core/api-client.ts';
import { notify, type TNotificationType } from '@app/web-core/notify.ts';
import { useDecideQuote, type TQuoteDecision } from '../api/decide-quote.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';

export type TPendingDecision = { quote: TQuote; action: TQuoteDecision };

type TQuoteDecisionOptions = {
  /** Whether the event already has an accepted quote, as far as the screen knows: a second Accept is then refused here. */
  isEventBooked(eventRequestId: number): boolean;
  /** The quote as the API answered after the decision (the detail modal shows its new status). */
  onDecided?(quote: TQuote): void;
};

/**
 * What a failed decision says (dashboard.md §8): the server's own reason for a refusal (4xx), the
 * one-event-one-acceptance rule as a warning, else the plain 'Failed to accept quote' text.
 */
export const decisionFailureToast = (error: unknown, action: TQuoteDecision): { text: string; type: TNotificationType } => {
  const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverError : undefined;
  if (reason === QUOTE_MSG.alreadyAcceptedForEvent) return { text: reason, type: 'warning' };
  if (reason) return { text: QUOTE_MSG.decisionFailed(action, reason), type: 'error' };
  return { text: action === 'accept' ? QUOTE_MSG.acceptFailed : QUOTE_MSG.rejectFailed, type: 'error' };
};

/**
 * Accept and Decline, for the Quotes page and the quote detail modal alike: `ask` opens the confirm
 * dialog (or refuses a second acceptance for an event with the spec's warning, without calling the
 * API); `confirm` sends the decision, says how it went, and QUOTE_ACCEPTED_NOTE_DELAY_MS after an
 * acceptance notes that the event's other quotes are closed.
 */
export const useQuoteDecision = ({ isEventBooked, onDecided }: TQuoteDecisionOptions) => {
  const mutation = useDecideQuote();
  const [pending, setPending] = useState<TPendingDecision | null>(null);
  // Events accepted from this screen, before the refreshed lists say so.
  const bookedHere = useRef(new Set<number>());
  const rememberOpener = useFocusReturn(pending !== null);

  const ask = (quote: TQuote, action: TQuoteDecision) => {
    if (action === 'accept' && (bookedHere.current.has(quote.event_request_id) || isEventBooked(quote.event_request_id))) {
      notify(QUOTE_MSG.alreadyAcceptedForEvent, 'warning');
      return;
    }
    rememberOpener();
    setPending({ quote, action });
  };

  const confirm = () => {
    if (!pending || mutation.isPending) return;
    const { action } = pending;
    mutation.mutate(pending, {
      onSuccess: ({ data }) => {
        setPending(null);
        onDecided?.(data);
        if (action === 'reject') {
          notify(QUOTE_MSG.rejected, 'success');
          return;
        }
        bookedHere.current.add(data.event_request_id);
        notify(QUOTE_MSG.accepted, 'success');
        // A toast of its own, so it outlives the screen (or modal) the acceptance was made on.
        setTimeout(() => notify(QUOTE_MSG.otherQuotesClosed, 'info'), QUOTE_ACCEPTED_NOTE_DELAY_MS);
      },
      onError: (error) => {
        setPending(null);
        // An expired session has said so already, and is on its way out.
        if (error instanceof SessionExpiredError) return;
        const { text, type } = decisionFailureToast(error, action);
        notify(text, type);
      },
    });
  };

  const cancel = () => {
    if (!mutation.isPending) setPending(null);
  };

  return { ask, pending, confirm, cancel, isDeciding: mutation.isPending };
};

export type TQuoteDecisionState = ReturnType<typeof useQuoteDecision>;
