import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEventRequestResponse, type TEventRequestInput, type TEventRequestResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { withEventRequestErrors } from './event-request-errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /event-organiser/event-requests/{id}: a draft stays a draft, a submitted request stays submitted. */
export const updateEventRequest = ({ id, input }: { id: number; input: TEventRequestInput }): Promise<TEventRequestResponse> =>
  withEventRequestErrors('update', () => api.put(`/event-organiser/event-requests/${id}`, input, { schema: ZEventRequestResponse }));

export const useUpdateEventRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEventRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.eventRequests }),
  });
};
