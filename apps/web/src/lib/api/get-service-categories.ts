import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../query-keys.ts';

/**
 * GET /public/categories/with-subcategories; null when the server cannot answer or has none. The
 * schema (and zod with it) loads beside the request, not with the landing page.
 */
export const getServiceCategories = async (signal?: AbortSignal): Promise<readonly TCategory[] | null> => {
  try {
    const [body, { ZCategoriesResponse }] = await Promise.all([
      api.get('/public/categories/with-subcategories', { signal, isAuthenticated: false }),
      import('./categories-response.ts'),
    ]);
    const response = ZCategoriesResponse.parse(body);
    return response.data.length > 0 ? response.data : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
};

export const serviceCategoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.serviceCategories, queryFn: ({ signal }) => getServiceCategories(signal), staleTime: 10 * 60_000 });

/** The categories to choose from; the given built-in sample when the call fails. */
export const useServiceCategories = (fallback: readonly TCategory[]) => {
  const query = useQuery(serviceCategoriesQueryOptions());
  return { categories: query.data === null ? fallback : (query.data ?? []), isLoading: query.isPending };
};
