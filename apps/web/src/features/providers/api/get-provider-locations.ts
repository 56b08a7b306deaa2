// GET /api/event-organiser/service-providers/locations: the location filter, with provider counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProviderLocationsResponse, type TProviderLocationOption } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { PROVIDERS_PATH } from './get-service-providers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Falls back to an empty list (dashboard.md §8 Load fallbacks). */
export const getProviderLocations = async (signal?: AbortSignal): Promise<TProviderLocationOption[]> => {
  try {
    const body = await api.get(`${PROVIDERS_PATH}/locations`, { schema: ZProviderLocationsResponse, signal });
    return body.data;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return [];
  }
};

export const providerLocationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.providerLocations, queryFn: ({ signal }) => getProviderLocations(signal), staleTime: 5 * 60_000 });

export const useProviderLocations = () => useQuery(providerLocationsQueryOptions());
