// PUT /api/event-organiser/event-requests/{id}/run-sheet: the whole sheet, with the version it was read at.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRunSheetSaveResponse, type TRunSheetSaveResponse, type ZRunSheetInput } from '@app/contract';
import type { z } from 'zod';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type TSaveRunSheet = { eventRequestId: number; input: z.output<typeof ZRunSheetInput> };

export const saveRunSheet = ({ eventRequestId, input }: TSaveRunSheet): Promise<TRunSheetSaveResponse> =>
  api.put(`/event-organiser/event-requests/${eventRequestId}/run-sheet`, input, { schema: ZRunSheetSaveResponse });

/** A save puts the saved sheet (its new version) in the cache. */
export const useSaveRunSheet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRunSheet,
    onSuccess: (response, { eventRequestId }) => queryClient.setQueryData(queryKeys.runSheet(eventRequestId), response.data),
  });
};
