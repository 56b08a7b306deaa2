import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZLocationsResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /public/locations: the location names, sorted; null when the server cannot answer. */
export const getLocations = async (signal?: AbortSignal): Promise<readonly string[] | null> => {
  try {
    const response = await api.get('/public/locations', { schema: ZLocationsResponse, signal, isAuthenticated: false });
    return response.data.map((location) => location.name);
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
};

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.locations, queryFn: ({ signal }) => getLocations(signal), staleTime: 10 * 60_000 });

/** The locations to choose from; the given built-in list when the call fails. */
export const useLocations = (fallback: readonly string[]) => {
  const query = useQuery(locationsQueryOptions());
  return { locations: query.data === null ? fallback : (query.data ?? []), isLoading: query.isPending };
};
