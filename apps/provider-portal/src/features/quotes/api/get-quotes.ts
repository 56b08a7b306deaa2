// GET /service-provider/quotes: one status tab at a time, with every tab's count.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuoteListResponse, type TProviderQuoteListQuery } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getQuotes = (query: TProviderQuoteListQuery, { signal }: { signal?: AbortSignal } = {}) =>
  api.get('/service-provider/quotes', { schema: ZQuoteListResponse, query, signal });

export const quotesQueryOptions = (query: TProviderQuoteListQuery, isEnabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.quoteList(query),
    queryFn: ({ signal }) => getQuotes(query, { signal }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });

export const useQuotes = (query: TProviderQuoteListQuery, isEnabled: boolean) => useQuery(quotesQueryOptions(query, isEnabled));
