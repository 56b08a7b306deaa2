// GET /api/event-organiser/quotes: every quote on the organiser's events, one status tab and page at
// a time, with every tab's count (the Quotes & Proposals page).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuoteListResponse, type TOrganiserQuoteListQuery } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const ORGANISER_QUOTES_PATH = '/event-organiser/quotes';

export const getQuotes = (query: TOrganiserQuoteListQuery, signal?: AbortSignal) =>
  api.get(ORGANISER_QUOTES_PATH, { query, schema: ZQuoteListResponse, signal });

export const quotesQueryOptions = (query: TOrganiserQuoteListQuery) =>
  queryOptions({
    queryKey: queryKeys.organiserQuotes(query),
    queryFn: ({ signal }) => getQuotes(query, signal),
    // Switching tab, event or page keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useQuotes = (query: TOrganiserQuoteListQuery) => useQuery(quotesQueryOptions(query));
