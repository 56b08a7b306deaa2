import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCategoriesResponse, type TCategory } from '@app/contract';
import { FALLBACK_CATEGORIES } from '../landing-content.ts';

const CATEGORIES_URL = '/api/public/categories/with-subcategories';

/** The service categories with their subcategories; the built-in six when the server cannot answer. */
export async function getServiceCategories(signal?: AbortSignal): Promise<readonly TCategory[]> {
  try {
    const response = await fetch(CATEGORIES_URL, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return FALLBACK_CATEGORIES;
    const parsed = ZCategoriesResponse.safeParse(await response.json());
    return parsed.success && parsed.data.data.length > 0 ? parsed.data.data : FALLBACK_CATEGORIES;
  } catch (error) {
    if (signal?.aborted) throw error;
    return FALLBACK_CATEGORIES;
  }
}

export const serviceCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['landing', 'service-categories'],
    queryFn: ({ signal }) => getServiceCategories(signal),
    staleTime: 10 * 60_000,
  });

export const useServiceCategories = () => useQuery(serviceCategoriesQueryOptions());
