// POST /api/event-organiser/reviews (a new review) and PUT /api/event-organiser/reviews/{id} (an
// edit), and DELETE /api/event-organiser/reviews/{id} (dashboard.md §4 Review, §7 Reviews).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZReviewDeleteResponse, ZReviewResponse, type ZReviewInput } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { REVIEWS_PATH } from './get-reviews.ts';

/** What a review is written for: a booked provider on one event, and the review when there is one. */
export type TReviewTarget = {
  event_request_id: number;
  provider_id: number;
  business_name: string;
  event_title: string;
  review: { id: number; rating: number; review_text: string | null } | null;
};

export type TSaveReviewInput = { target: TReviewTarget; values: z.output<typeof ZReviewInput> };

export const saveReview = ({ target, values }: TSaveReviewInput) =>
  target.review
    ? api.put(`${REVIEWS_PATH}/${target.review.id}`, values, { schema: ZReviewResponse })
    : api.post(REVIEWS_PATH, { ...values, event_request_id: target.event_request_id, provider_id: target.provider_id }, { schema: ZReviewResponse });

export const deleteReview = (id: number) => api.delete(`${REVIEWS_PATH}/${id}`, { schema: ZReviewDeleteResponse });

/**
 * A write changes the review list, History (its ratings and Leave Review), and the provider's rating
 * on the directory and its page: all of them are refreshed, whatever the answer.
 */
const useRefreshAfterReview = () => {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [queryKeys.reviews, queryKeys.eventHistory, queryKeys.providers]) void queryClient.invalidateQueries({ queryKey });
  };
};

export const useSaveReview = () => useMutation({ mutationFn: saveReview, onSettled: useRefreshAfterReview() });

export const useDeleteReview = () => useMutation({ mutationFn: deleteReview, onSettled: useRefreshAfterReview() });
