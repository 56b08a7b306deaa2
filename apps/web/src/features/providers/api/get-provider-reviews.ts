// GET /api/event-organiser/service-providers/{id}/reviews?page&limit (dashboard.md §7): pages of
// reviews with the statistics. Page 1 replaces the list; each later page appends to it.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PROVIDER_REVIEWS_PAGE_SIZE, ZProviderReviewsResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const getProviderReviews = async (providerId: number, page: number, signal?: AbortSignal) => {
  const body = await api.get(`/event-organiser/service-providers/${providerId}/reviews`, {
    query: { page, limit: PROVIDER_REVIEWS_PAGE_SIZE },
    schema: ZProviderReviewsResponse,
    signal,
  });
  return body.data;
};

export const providerReviewsQueryOptions = (providerId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.providerReviews(providerId),
    queryFn: ({ pageParam, signal }) => getProviderReviews(providerId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined),
  });

export const useProviderReviews = (providerId: number, isEnabled = true) =>
  useInfiniteQuery({ ...providerReviewsQueryOptions(providerId), enabled: isEnabled });
