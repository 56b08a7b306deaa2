// GET /service-provider/event-requests: the inbox, newest first, one page at a time.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZProviderRequestListResponse, type TProviderRequestListQuery } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getProviderRequests = (query: TProviderRequestListQuery, { signal }: { signal?: AbortSignal } = {}) =>
  api.get('/service-provider/event-requests', { schema: ZProviderRequestListResponse, query, signal });

export const providerRequestsQueryOptions = (query: TProviderRequestListQuery, isEnabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.providerRequestList(query),
    queryFn: ({ signal }) => getProviderRequests(query, { signal }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });

export const useProviderRequests = (query: TProviderRequestListQuery, isEnabled: boolean) => useQuery(providerRequestsQueryOptions(query, isEnabled));
