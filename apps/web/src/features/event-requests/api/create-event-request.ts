import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZEventRequestResponse, type TEventRequestInput, type TEventRequestResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { withEventRequestErrors } from './event-request-errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /event-organiser/event-requests: a draft when `is_draft`, else a submitted request. */
export const createEventRequest = (input: TEventRequestInput): Promise<TEventRequestResponse> =>
  withEventRequestErrors(input.is_draft ? 'save-draft' : 'create', () =>
    api.post('/event-organiser/event-requests', input, { schema: ZEventRequestResponse }));

export const useCreateEventRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEventRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.eventRequests }),
  });
};
