// GET /api/event-organiser/event-requests (dashboard.md §7): one page of My Events, for one filter
// tab, with every tab's count.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZEventRequestListResponse, type TEventRequestListQuery } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getMyEventRequests = (query: TEventRequestListQuery, signal?: AbortSignal) =>
  api.get('/event-organiser/event-requests', { query, schema: ZEventRequestListResponse, signal });

export const myEventRequestsQueryOptions = (query: TEventRequestListQuery) =>
  queryOptions({
    queryKey: queryKeys.eventRequestList(query),
    queryFn: ({ signal }) => getMyEventRequests(query, signal),
    // Changing tab or page keeps the last list (and the counts) on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export const useMyEventRequests = (query: TEventRequestListQuery) => useQuery(myEventRequestsQueryOptions(query));
