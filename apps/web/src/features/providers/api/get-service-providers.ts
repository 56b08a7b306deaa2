// GET /api/event-organiser/service-providers (dashboard.md §7 Providers): one page of providers.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZProviderListResponse, type TProviderListQuery } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const PROVIDERS_PATH = '/event-organiser/service-providers';

export const getServiceProviders = (query: TProviderListQuery, signal?: AbortSignal) =>
  api.get(PROVIDERS_PATH, { query, schema: ZProviderListResponse, signal });

export const serviceProvidersQueryOptions = (query: TProviderListQuery) =>
  queryOptions({
    queryKey: queryKeys.providerList(query),
    queryFn: ({ signal }) => getServiceProviders(query, signal),
    placeholderData: keepPreviousData,
  });

export const useServiceProviders = (query: TProviderListQuery) => useQuery(serviceProvidersQueryOptions(query));
