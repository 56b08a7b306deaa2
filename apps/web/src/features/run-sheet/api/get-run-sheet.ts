// GET /api/event-organiser/event-requests/{id}/run-sheet: the event's run sheet and the providers booked for it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZRunSheetResponse, type TRunSheet } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getRunSheet = async (eventRequestId: number, signal?: AbortSignal): Promise<TRunSheet> =>
  (await api.get(`/event-organiser/event-requests/${eventRequestId}/run-sheet`, { schema: ZRunSheetResponse, signal })).data;

export const runSheetQueryOptions = (eventRequestId: number) =>
  queryOptions({ queryKey: queryKeys.runSheet(eventRequestId), queryFn: ({ signal }) => getRunSheet(eventRequestId, signal) });

export const useRunSheet = (eventRequestId: number) => useQuery(runSheetQueryOptions(eventRequestId));
