// GET /api/event-organiser/quote-requests?event_request_id= : the providers invited to quote for one
// event, each with when they replied and whether they were reminded.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuoteRequestListResponse, type TQuoteRequest } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { QUOTE_REQUESTS_PATH } from './get-quote-requests.ts';

export const getEventInvitations = async (eventRequestId: number, signal?: AbortSignal): Promise<TQuoteRequest[]> => {
  const body = await api.get(QUOTE_REQUESTS_PATH, { query: { event_request_id: eventRequestId }, schema: ZQuoteRequestListResponse, signal });
  return body.data;
};

export const useEventInvitations = (eventRequestId: number) =>
  useQuery(queryOptions({ queryKey: queryKeys.eventInvitations(eventRequestId), queryFn: ({ signal }) => getEventInvitations(eventRequestId, signal) }));
