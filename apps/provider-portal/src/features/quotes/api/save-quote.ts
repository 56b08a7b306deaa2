// Sending, editing and withdrawing a quote: POST /service-provider/quotes, PUT /{id}, POST /{id}/withdraw.
// Each answers the quote as it now stands; the quotes lists and the requests inbox (which shows
// "Quoted") are refreshed.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZQuoteResponse, type TQuoteCreate, type TQuoteInput, type TQuoteResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const createQuote = (body: TQuoteCreate) => api.post('/service-provider/quotes', body, { schema: ZQuoteResponse });
export const updateQuote = ({ id, input }: { id: number; input: TQuoteInput }) => api.put(`/service-provider/quotes/${id}`, input, { schema: ZQuoteResponse });
export const withdrawQuote = (id: number) => api.post(`/service-provider/quotes/${id}/withdraw`, undefined, { schema: ZQuoteResponse });

const settle = (queryClient: QueryClient, answer: TQuoteResponse) => {
  queryClient.setQueryData(queryKeys.quote(answer.data.id), answer.data);
  void queryClient.invalidateQueries({ queryKey: queryKeys.quoteLists });
  void queryClient.invalidateQueries({ queryKey: queryKeys.providerRequests });
};

export const useCreateQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createQuote, onSuccess: (answer) => settle(queryClient, answer) });
};

export const useUpdateQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateQuote, onSuccess: (answer) => settle(queryClient, answer) });
};

export const useWithdrawQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawQuote, onSuccess: (answer) => settle(queryClient, answer) });
};
