// GET /service-provider/reviews: the provider's reviews, newest first, with its replies, average and count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPortalReviewListResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const PORTAL_REVIEWS_PATH = '/service-provider/reviews';

export const getReviews = ({ signal }: { signal?: AbortSignal } = {}) => api.get(PORTAL_REVIEWS_PATH, { schema: ZPortalReviewListResponse, signal });

export const reviewsQueryOptions = () => queryOptions({ queryKey: queryKeys.reviews, queryFn: ({ signal }) => getReviews({ signal }) });

export const useReviews = () => useQuery(reviewsQueryOptions());
