// GET /api/event-organiser/service-providers/categories: the category filter, with provider counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProviderCategoriesResponse, type TProviderCategoryOption } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { PROVIDERS_PATH } from './get-service-providers.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Falls back to an empty list (dashboard.md §8 Load fallbacks). */
export const getProviderCategories = async (signal?: AbortSignal): Promise<TProviderCategoryOption[]> => {
  try {
    const body = await api.get(`${PROVIDERS_PATH}/categories`, { schema: ZProviderCategoriesResponse, signal });
    return body.data;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return [];
  }
};

export const providerCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.providerCategories, queryFn: ({ signal }) => getProviderCategories(signal), staleTime: 5 * 60_000 });

export const useProviderCategories = () => useQuery(providerCategoriesQueryOptions());
