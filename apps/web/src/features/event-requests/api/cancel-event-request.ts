import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEventRequestResponse, type TEventRequestResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { withEventRequestErrors } from './event-request-errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /event-organiser/event-requests/{id}/cancel: draft, submitted or active to cancelled, for good. */
export const cancelEventRequest = (id: number): Promise<TEventRequestResponse> =>
  withEventRequestErrors('cancel', () => api.post(`/event-organiser/event-requests/${id}/cancel`, undefined, { schema: ZEventRequestResponse }));

export const useCancelEventRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEventRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.eventRequests }),
  });
};
