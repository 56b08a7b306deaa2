// GET /api/event-organiser/quote-requests?provider_id= : the organiser's invitations to one provider.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZQuoteRequestListResponse, type TQuoteRequest } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const QUOTE_REQUESTS_PATH = '/event-organiser/quote-requests';

export const getQuoteRequests = async (providerId: number, signal?: AbortSignal): Promise<TQuoteRequest[]> => {
  const body = await api.get(QUOTE_REQUESTS_PATH, { query: { provider_id: providerId }, schema: ZQuoteRequestListResponse, signal });
  return body.data;
};

export const quoteRequestsQueryOptions = (providerId: number) =>
  queryOptions({ queryKey: queryKeys.quoteRequestsFor(providerId), queryFn: ({ signal }) => getQuoteRequests(providerId, signal) });

export const useQuoteRequests = (providerId: number) => useQuery(quoteRequestsQueryOptions(providerId));
