// /dashboard's provider list, fetched as the app starts (app/router.tsx): the Providers tab then
// reads the same cache entry instead of asking once its code has loaded and rendered.
import type { QueryClient } from '@tanstack/react-query';
import { serviceProvidersQueryOptions } from './api/get-service-providers.ts';
import { readListState, toProviderQuery } from './provider-list-params.ts';

/** Starts the query the Providers tab makes for this address's search, filters, sort and page. */
export const prefetchProviderList = (queryClient: QueryClient, search: string): Promise<void> =>
  queryClient.prefetchQuery(serviceProvidersQueryOptions(toProviderQuery(readListState(new URLSearchParams(search)))));
