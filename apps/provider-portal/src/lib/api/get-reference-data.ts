// The categories (with their subcategories) and the cities: public reference data for the sign-up and
// profile forms. They change rarely, so they are kept for the whole visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCategoriesResponse, ZLocationsResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** GET /public/categories/with-subcategories */
export const getCategories = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get('/public/categories/with-subcategories', { schema: ZCategoriesResponse, signal, isAuthenticated: false })).data;

/** GET /public/locations */
export const getLocations = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get('/public/locations', { schema: ZLocationsResponse, signal, isAuthenticated: false })).data;

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.categories, queryFn: ({ signal }) => getCategories({ signal }), staleTime: Infinity });

export const locationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.locations, queryFn: ({ signal }) => getLocations({ signal }), staleTime: Infinity });

export const useCategories = () => useQuery(categoriesQueryOptions());
export const useLocations = () => useQuery(locationsQueryOptions());
