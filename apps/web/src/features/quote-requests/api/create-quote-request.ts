// POST /api/event-organiser/quote-requests: invites a provider to quote for one of the organiser's
// open events and opens a chat room with them. Answering again for the same pair returns the
// existing invitation (created: false).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZQuoteRequestResponse, type TQuoteRequestCreate } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { QUOTE_REQUESTS_PATH } from './get-quote-requests.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const createQuoteRequest = (input: TQuoteRequestCreate) => api.post(QUOTE_REQUESTS_PATH, input, { schema: ZQuoteRequestResponse });

export const useCreateQuoteRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuoteRequest,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.quoteRequests });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat });
    },
  });
};
