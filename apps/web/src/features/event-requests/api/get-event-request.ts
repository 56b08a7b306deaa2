// GET /api/event-organiser/event-requests/{id}: one event, fresh, for its details modal.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEventRequestResponse, type TEventRequest } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getEventRequest = async (id: number, signal?: AbortSignal): Promise<TEventRequest> =>
  (await api.get(`/event-organiser/event-requests/${id}`, { schema: ZEventRequestResponse, signal })).data;

/** `shown`: the event as the list has it, on screen while the fresh copy loads. */
export const eventRequestQueryOptions = (id: number, shown?: TEventRequest) =>
  queryOptions({
    queryKey: queryKeys.eventRequestDetail(id),
    queryFn: ({ signal }) => getEventRequest(id, signal),
    placeholderData: shown,
  });

export const useEventRequest = (id: number, shown?: TEventRequest) => useQuery(eventRequestQueryOptions(id, shown));
