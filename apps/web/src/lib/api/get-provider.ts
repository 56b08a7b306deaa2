// GET /api/event-organiser/service-providers/{id} (dashboard.md §7 Providers): one provider's details.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZProviderDetailResponse, type TProviderDetail } from '@app/contract';
import { api, ApiError } from '@app/web-core/api-client.ts';
import { queryKeys } from '../query-keys.ts';

export const PROVIDER_DETAIL_TEXT = {
  loadFailed: 'Failed to load provider details',
  notFound: 'Provider not found',
} as const;

/** A route's :providerId as an id, or null when it cannot be one. */
export const parseProviderId = (value: string | undefined): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

export const getProvider = async (providerId: number, signal?: AbortSignal): Promise<TProviderDetail> => {
  const body = await api.get(`/event-organiser/service-providers/${providerId}`, { schema: ZProviderDetailResponse, signal });
  return body.data;
};

export const providerQueryOptions = (providerId: number | null) =>
  queryOptions({
    queryKey: queryKeys.providerDetail(providerId),
    queryFn: ({ signal }) => getProvider(providerId!, signal),
    enabled: providerId !== null,
  });

export const useProvider = (providerId: number | null) => useQuery(providerQueryOptions(providerId));

/** True when the failure means there is no such provider (404, or an id that cannot exist). */
export const isProviderNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);
