// GET /api/event-organiser/event-requests/{id}/quotes: every quote on one of the organiser's events
// (the quotes section of the event details modal).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEventQuotesResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const eventQuotesPath = (eventRequestId: number) => `/event-organiser/event-requests/${eventRequestId}/quotes`;

export const getEventQuotes = (eventRequestId: number, signal?: AbortSignal) =>
  api.get(eventQuotesPath(eventRequestId), { schema: ZEventQuotesResponse, signal });

export const eventQuotesQueryOptions = (eventRequestId: number) =>
  queryOptions({
    queryKey: queryKeys.eventQuotes(eventRequestId),
    queryFn: ({ signal }) => getEventQuotes(eventRequestId, signal),
    select: (body) => body.data,
  });

export const useEventQuotes = (eventRequestId: number) => useQuery(eventQuotesQueryOptions(eventRequestId));
