import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEventRequestResponse, type TEventRequestResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { withEventRequestErrors } from './event-request-errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /event-organiser/event-requests/{id}/cancel: draft, submitted or active to cancelled, for good. */
export const cancelEventRequest = (id: number): Promise<TEventRequestResponse> =>
  withEventRequestErrors('cancel', () => api.post(`/event-organiser/event-requests/${id}/cancel`, undefined, { schema: ZEventRequestResponse }));

/** A cancel refreshes every list of events (their counts and the details modal with them) and the quotes, which close with the event. */
export const useCancelEventRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEventRequest,
    onSuccess: () => Promise.all([queryKeys.eventRequests, queryKeys.quotes].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
