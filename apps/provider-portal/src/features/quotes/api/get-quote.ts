// GET /service-provider/quotes/{id}: one of this provider's quotes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuoteResponse, type TQuote } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getQuote = async (id: number, { signal }: { signal?: AbortSignal } = {}): Promise<TQuote> =>
  (await api.get(`/service-provider/quotes/${id}`, { schema: ZQuoteResponse, signal })).data;

export const quoteQueryOptions = (id: number, isEnabled = true) =>
  queryOptions({
    queryKey: queryKeys.quote(id),
    queryFn: ({ signal }) => getQuote(id, { signal }),
    enabled: isEnabled && id > 0,
  });

export const useQuote = (id: number, isEnabled = true) => useQuery(quoteQueryOptions(id, isEnabled));
