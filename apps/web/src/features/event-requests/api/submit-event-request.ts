import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEventRequestResponse, type TEventRequestResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { withEventRequestErrors } from './event-request-errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /event-organiser/event-requests/{id}/submit: a draft, checked in full, becomes submitted. */
export const submitEventRequest = (id: number): Promise<TEventRequestResponse> =>
  withEventRequestErrors('submit', () => api.post(`/event-organiser/event-requests/${id}/submit`, undefined, { schema: ZEventRequestResponse }));

export const useSubmitEventRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitEventRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.eventRequests }),
  });
};
