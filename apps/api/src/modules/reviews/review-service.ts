import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { nzToday, REVIEW_MSG, type TReview, type TReviewItem, type ZReviewCreate, type ZReviewInput } from '@app/contract';
import type { TDb } from '../../db/client.ts';
import type { TDbOrTx } from '../../db/db-types.ts';
import { reviews } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { refreshProviderRating } from '../providers/provider-refresh.ts';
import { selectBooking, selectReviewItems } from './review-queries.ts';

// The organiser's reviews (dashboard.md §4 Review, §5): a review is written for a booking (an
// accepted quote of the organiser's event) once the event has taken place; one per event and
// provider; only its author changes or removes it (anyone else: 404). Every write recomputes the
// provider's avg_rating and review_count in its own transaction (refreshProviderRating), which moves
// the provider listing version with the commit (listing-cache.ts): the directory follows at once.

type TOrganiserOptions = { db: TDb; organiserId: number; now?: Date };

const toIso = (value: Date | string) => new Date(value).toISOString();

const reviewOf = (row: typeof reviews.$inferSelect): TReview => ({
  id: row.id,
  event_request_id: row.event_request_id,
  provider_id: row.provider_id,
  rating: row.rating,
  review_text: row.review_text,
  created_at: toIso(row.created_at),
  updated_at: toIso(row.updated_at),
});

const notify = (db: TDbOrTx, userId: number, type: 'info' | 'success', message: string, link: string) =>
  db.execute(sql`INSERT INTO notifications (user_id, type, message, link) VALUES (${userId}, ${type}::notification_type, ${message}, ${link})`);

const stars = (rating: number) => `${rating} star${rating === 1 ? '' : 's'}`;

/** GET /event-organiser/reviews: every service the organiser booked, reviewed or not. */
export const listReviewItems = (options: TOrganiserOptions): Promise<TReviewItem[]> =>
  selectReviewItems(options.db, { organiserId: options.organiserId, today: nzToday(options.now) });

/**
 * POST /event-organiser/reviews. 404 without an accepted quote of this provider on one of the
 * organiser's events (someone else's event reads as none); 409 when the event was cancelled or has
 * not taken place yet, or a review for the pair exists (reviews_event_provider settles two at once).
 * The provider is notified on its portal's bell.
 */
export const createReview = async (options: TOrganiserOptions & { input: z.output<typeof ZReviewCreate> }): Promise<TReview> => {
  const { db, organiserId, input } = options;
  const today = nzToday(options.now);
  try {
    return await db.transaction(async (tx) => {
      const booking = await selectBooking(tx, { organiserId, eventRequestId: input.event_request_id, providerId: input.provider_id, today });
      if (!booking) throw new AppError('NOT_FOUND', REVIEW_MSG.notBooked);
      if (booking.is_cancelled) throw new AppError('CONFLICT', REVIEW_MSG.eventCancelled);
      if (!booking.is_completed) throw new AppError('CONFLICT', REVIEW_MSG.notCompleted);
      const [row] = await tx.insert(reviews).values({
        event_request_id: input.event_request_id, provider_id: input.provider_id, organiser_id: organiserId, quote_id: booking.quote_id,
        rating: input.rating, review_text: input.review_text,
      }).onConflictDoNothing().returning();
      if (!row) throw new AppError('CONFLICT', REVIEW_MSG.alreadyReviewed);
      await refreshProviderRating({ db: tx, providerId: input.provider_id });
      await notify(tx, booking.provider_user_id, 'success', `You have a new ${stars(input.rating)} review for "${booking.event_title}"`, '/reviews');
      return reviewOf(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_event_provider')) throw new AppError('CONFLICT', REVIEW_MSG.alreadyReviewed);
    throw error;
  }
};

/** PUT /event-organiser/reviews/{id}: the author's new rating and text (anyone else: 404). */
export const updateReview = async (options: TOrganiserOptions & { id: number; input: z.output<typeof ZReviewInput> }): Promise<TReview> => {
  const { db, organiserId, id, input } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx.update(reviews)
      .set({ rating: input.rating, review_text: input.review_text, updated_at: sql`now()` })
      .where(and(eq(reviews.id, id), eq(reviews.organiser_id, organiserId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', REVIEW_MSG.notFound);
    await refreshProviderRating({ db: tx, providerId: row.provider_id });
    return reviewOf(row);
  });
};

/** DELETE /event-organiser/reviews/{id}: the author's alone (anyone else: 404); its reply goes with it. */
export const deleteReview = async (options: TOrganiserOptions & { id: number }): Promise<void> => {
  const { db, organiserId, id } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(reviews).where(and(eq(reviews.id, id), eq(reviews.organiser_id, organiserId))).returning({ provider_id: reviews.provider_id });
    if (!row) throw new AppError('NOT_FOUND', REVIEW_MSG.notFound);
    await refreshProviderRating({ db: tx, providerId: row.provider_id });
  });
};
