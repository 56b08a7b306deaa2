import { sql } from 'drizzle-orm';
import { REVIEW_MSG, type TPortalReview } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TQuotingProvider } from '../provider-account/quoting-provider.ts';
import { reviewerName } from '../providers/provider-detail-service.ts';
import { portalReviewOf, selectPortalReviews, type TPortalReviewRow } from './review-queries.ts';

// A provider's reviews in the portal and its one public reply to each (stored in review_responses,
// read by the organisers' provider page as the review's `response`). A review of another provider
// reads as missing (404).

type TProviderOptions = { db: TDb; provider: TQuotingProvider };

const shown = (row: TPortalReviewRow) => portalReviewOf(row, reviewerName(row));

/** GET /service-provider/reviews: the provider's reviews, newest first, with their average and count. */
export const listPortalReviews = async (options: TProviderOptions) => {
  const rows = await selectPortalReviews(options.db, { providerId: options.provider.id });
  const total = rows.length;
  const average = total === 0 ? 0 : Math.round((rows.reduce((sum, row) => sum + row.rating, 0) / total) * 100) / 100;
  return { data: rows.map(shown), average_rating: average, total_reviews: total };
};

/**
 * POST /service-provider/reviews/{id}/response (409 when the review already has a reply: edit it)
 * and PUT (404 when it has none yet). The organiser who wrote the review is notified either way.
 */
export const saveReviewReply = async (options: TProviderOptions & { id: number; text: string; mode: 'create' | 'update' }): Promise<TPortalReview> => {
  const { db, provider, id, text, mode } = options;
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ organiser_id: number; event_request_id: number; has_reply: boolean }>(sql`
      SELECT r.organiser_id, r.event_request_id, EXISTS (SELECT 1 FROM review_responses rr WHERE rr.review_id = r.id) AS has_reply
      FROM reviews r WHERE r.id = ${id} AND r.provider_id = ${provider.id} FOR UPDATE`);
    const review = rows[0];
    if (!review) throw new AppError('NOT_FOUND', REVIEW_MSG.notFound);
    if (mode === 'create') {
      const { rows: inserted } = await tx.execute<{ review_id: number }>(sql`
        INSERT INTO review_responses (review_id, response_text) VALUES (${id}, ${text}) ON CONFLICT (review_id) DO NOTHING RETURNING review_id`);
      if (inserted.length === 0) throw new AppError('CONFLICT', REVIEW_MSG.replyExists);
    } else {
      const { rows: updated } = await tx.execute<{ review_id: number }>(sql`
        UPDATE review_responses SET response_text = ${text} WHERE review_id = ${id} RETURNING review_id`);
      if (updated.length === 0) throw new AppError('NOT_FOUND', REVIEW_MSG.replyNotFound);
    }
    const verb = mode === 'create' ? 'replied to' : 'updated their reply to';
    await tx.execute(sql`
      INSERT INTO notifications (user_id, type, message, link)
      VALUES (${Number(review.organiser_id)}, 'info'::notification_type, ${`${provider.businessName} ${verb} your review`},
        ${`/dashboard/provider/${provider.id}`})`);
  });
  const [row] = await selectPortalReviews(db, { providerId: provider.id, reviewId: id });
  return shown(row!);
};
