// GET /service-provider/event-requests/{id}/run-sheet: the run sheet of an event this provider is booked for (read-only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRunSheetResponse, type TRunSheet } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getRunSheet = async (eventRequestId: number, signal?: AbortSignal): Promise<TRunSheet> =>
  (await api.get(`/service-provider/event-requests/${eventRequestId}/run-sheet`, { schema: ZRunSheetResponse, signal })).data;

export const runSheetQueryOptions = (eventRequestId: number | null) =>
  queryOptions({
    queryKey: queryKeys.runSheet(eventRequestId ?? 0),
    queryFn: ({ signal }) => getRunSheet(eventRequestId ?? 0, signal),
    enabled: eventRequestId !== null,
  });

export const useRunSheet = (eventRequestId: number | null) => useQuery(runSheetQueryOptions(eventRequestId));
