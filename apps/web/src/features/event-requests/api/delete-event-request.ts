import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEventRequestDeleteResponse } from '@app/contract';
import type { z } from 'zod';
import { api } from '@app/web-core/api-client.ts';
import { withEventRequestErrors } from './event-request-errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** DELETE /event-organiser/event-requests/{id}: drafts only. */
export const deleteEventRequest = (id: number): Promise<z.infer<typeof ZEventRequestDeleteResponse>> =>
  withEventRequestErrors('delete', () => api.delete(`/event-organiser/event-requests/${id}`, { schema: ZEventRequestDeleteResponse }));

export const useDeleteEventRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEventRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.eventRequests }),
  });
};
