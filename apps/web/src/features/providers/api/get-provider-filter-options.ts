// GET /api/event-organiser/service-providers/filter-options: price ranges and cities with counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProviderFilterOptionsResponse, type TProviderFilterOptions } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { PROVIDERS_PATH } from './get-service-providers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const EMPTY: TProviderFilterOptions = { price_ranges: [], cities: [], total_providers: 0 };

/** Falls back to no options (dashboard.md §8 Load fallbacks). */
export const getProviderFilterOptions = async (signal?: AbortSignal): Promise<TProviderFilterOptions> => {
  try {
    const body = await api.get(`${PROVIDERS_PATH}/filter-options`, { schema: ZProviderFilterOptionsResponse, signal });
    return body.data;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return EMPTY;
  }
};

export const providerFilterOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.providerFilterOptions, queryFn: ({ signal }) => getProviderFilterOptions(signal), staleTime: 5 * 60_000 });

export const useProviderFilterOptions = () => useQuery(providerFilterOptionsQueryOptions());
