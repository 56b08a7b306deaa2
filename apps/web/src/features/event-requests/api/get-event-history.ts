// GET /api/event-organiser/event-requests/history (dashboard.md §2 History page): a page of the
// organiser's past events with what each cost and its reviews, and the totals over all of them.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZEventHistoryResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const EVENT_HISTORY_PATH = '/event-organiser/event-requests/history';

export const getEventHistory = (page: number, signal?: AbortSignal) =>
  api.get(EVENT_HISTORY_PATH, { query: page > 1 ? { page } : {}, schema: ZEventHistoryResponse, signal });

export const eventHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.eventHistoryPage(page),
    queryFn: ({ signal }) => getEventHistory(page, signal),
    // Paging keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useEventHistory = (page: number) => useQuery(eventHistoryQueryOptions(page));
