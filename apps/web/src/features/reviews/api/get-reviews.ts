// GET /api/event-organiser/reviews: every service the organiser booked, with its review once written
// (dashboard.md §3 Review item, §7 Reviews).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZReviewListResponse } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const REVIEWS_PATH = '/event-organiser/reviews';

export const getReviews = (signal?: AbortSignal) => api.get(REVIEWS_PATH, { schema: ZReviewListResponse, signal });

export const reviewsQueryOptions = () => queryOptions({ queryKey: queryKeys.reviewList, queryFn: ({ signal }) => getReviews(signal) });

export const useReviews = () => useQuery(reviewsQueryOptions());
