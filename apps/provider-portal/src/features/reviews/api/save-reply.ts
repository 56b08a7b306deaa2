// POST /service-provider/reviews/{id}/response (the first reply) and PUT (an edit): one public reply per review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZReviewReplyResponse, type TReviewReplyInput } from '@app/contract';
import { api } from '@app/web-core/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { PORTAL_REVIEWS_PATH } from './get-reviews.ts';

export type TSaveReplyInput = { reviewId: number; isEdit: boolean; values: TReviewReplyInput };

export const saveReply = ({ reviewId, isEdit, values }: TSaveReplyInput) =>
  (isEdit ? api.put : api.post)(`${PORTAL_REVIEWS_PATH}/${reviewId}/response`, values, { schema: ZReviewReplyResponse });

export const useSaveReply = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveReply, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews }) });
};
