// POST /api/event-organiser/event-requests/{id}/quotes/{quoteId}/accept and .../reject: the
// organiser's decision on a pending quote (dashboard.md §4 Quote status, §7 Quotes).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZQuoteDecisionResponse, type TQuote } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type TQuoteDecision = 'accept' | 'reject';

export type TQuoteDecisionInput = { quote: Pick<TQuote, 'id' | 'event_request_id'>; action: TQuoteDecision };

export const decideQuote = ({ quote, action }: TQuoteDecisionInput) =>
  api.post(`/event-organiser/event-requests/${quote.event_request_id}/quotes/${quote.id}/${action}`, undefined, { schema: ZQuoteDecisionResponse });

/**
 * Accepts or declines a quote. Whatever the answer (a 409 also means the quote or its event moved on),
 * every list a decision changes is refreshed: the quotes, the events and History (under eventRequests),
 * the bell's notifications and the chat rooms with their unread counts.
 */
export const useDecideQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideQuote,
    onSettled: () => {
      for (const queryKey of [queryKeys.quotes, queryKeys.eventRequests, queryKeys.eventHistory, queryKeys.notifications, queryKeys.chat]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
};
