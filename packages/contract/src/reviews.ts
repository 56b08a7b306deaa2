import { z } from 'zod';
import { ZProviderReview } from './providers.ts';
import { positiveInt } from './query-values.ts';

// Reviews (dashboard.md §2 Reviews tab, §3 Review item, §4 Review, §5, §7, §8): an organiser rates a
// provider they booked (an accepted quote) once the event has taken place, one review per event and
// provider (API under /api/event-organiser/reviews). The provider answers each review once, in
// public, from the portal (API under /api/service-provider/reviews); the reply is the review's
// `response` on the organiser's provider page.

export const REVIEW_MSG = {
  notFound: 'Review not found',
  invalidId: 'Review id must be a positive whole number',
  invalidEventId: 'event_request_id must be a positive whole number',
  invalidProviderId: 'provider_id must be a positive whole number',
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  textTooLong: 'Review text must be 2,000 characters or fewer',
  notBooked: 'You can only review a provider whose quote you accepted for this event',
  notCompleted: 'You can review this service once the event has taken place',
  eventCancelled: 'This event was cancelled: its services cannot be reviewed',
  alreadyReviewed: 'You have already reviewed this provider for this event: edit your review instead',
  created: 'Review submitted successfully!',
  updated: 'Review submitted successfully!',
  deleted: 'Review deleted',
  // The Reviews tab (§2, §8).
  loadFailed: 'Failed to load reviews. Please check your authentication and try again.',
  submitFailed: 'Failed to submit review. Please try again.',
  deleteFailed: 'Failed to delete review. Please try again.',
  empty: 'No reviews found',
  ratingLabel: 'Rating *',
  readyForReview: 'Ready for Review',
  serviceNotCompleted: 'Service Not Completed',
  reviewed: 'Reviewed',
  // Replies (the portal).
  replyRequired: 'Please write your reply',
  replyTooLong: 'Reply must be 2,000 characters or fewer',
  replySaved: 'Your reply has been published',
  replyExists: 'You have already replied to this review: edit your reply instead',
  replyNotFound: 'This review has no reply yet',
  replyFailed: 'Failed to save your reply. Please try again.',
  portalLoadFailed: 'Failed to load your reviews. Please try again.',
  portalEmpty: 'No reviews yet',
} as const;

/** dashboard.md §9: the star scale. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MAX = 2_000;
export const REVIEW_REPLY_MAX = 2_000;

/** The Reviews tab's filters (§2) in order, with their labels. */
export const REVIEW_FILTERS = ['all', 'reviewed', 'pending'] as const;
export type TReviewFilter = (typeof REVIEW_FILTERS)[number];
export const REVIEW_FILTER_LABELS: Readonly<Record<TReviewFilter, string>> = {
  all: 'All Services', reviewed: 'Reviewed', pending: 'Pending Review',
};

const ZRating = z.number({ error: REVIEW_MSG.ratingRequired })
  .int(REVIEW_MSG.ratingRequired).min(REVIEW_RATING_MIN, REVIEW_MSG.ratingRequired).max(REVIEW_RATING_MAX, REVIEW_MSG.ratingRequired);

/** Optional text: blank is no text. */
const ZReviewText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string({ error: REVIEW_MSG.textTooLong }).trim().max(REVIEW_TEXT_MAX, REVIEW_MSG.textTooLong).nullish(),
).transform((v) => v ?? null);

/** PUT /api/event-organiser/reviews/{id}, and the write/edit dialog's form. */
export const ZReviewInput = z.object({ rating: ZRating, review_text: ZReviewText });
export type TReviewInput = z.input<typeof ZReviewInput>;

/** POST /api/event-organiser/reviews */
export const ZReviewCreate = ZReviewInput.extend({
  event_request_id: positiveInt(REVIEW_MSG.invalidEventId),
  provider_id: positiveInt(REVIEW_MSG.invalidProviderId),
});
export type TReviewCreate = z.input<typeof ZReviewCreate>;

export const ZReviewIdParams = z.object({ id: positiveInt(REVIEW_MSG.invalidId) });
export const ZReviewProviderParams = z.object({ providerId: positiveInt(REVIEW_MSG.invalidProviderId) });

/**
 * §3 Review item: one service the organiser booked (an accepted quote) and, once written, its review.
 * `id` is the review's id, null until it is written; `quote_id` names the booking.
 */
export const ZReviewItem = z.object({
  id: z.number().int().nullable(),
  quote_id: z.number().int(),
  event_request_id: z.number().int(),
  event_title: z.string(),
  provider: z.object({ business_name: z.string(), email: z.string().nullable() }),
  provider_id: z.number().int(),
  category_name: z.string().nullable(),
  subcategory_name: z.string().nullable(),
  event_date: z.string().nullable(),
  rating: z.number().int().min(1).max(5).nullable(),
  review_text: z.string().nullable(),
  created_at: z.string().nullable(),
  /** The event has taken place (its date is before today in New Zealand) and was not cancelled. */
  service_completed: z.boolean(),
  /** Completed and not yet reviewed. */
  can_review: z.boolean(),
  /** The provider's public reply, once written. */
  response: z.object({ response_text: z.string(), created_at: z.string() }).nullable(),
});
export type TReviewItem = z.infer<typeof ZReviewItem>;

export const ZReviewListResponse = z.object({ success: z.literal(true), data: z.array(ZReviewItem) });
export type TReviewListResponse = z.infer<typeof ZReviewListResponse>;

/** A review as it is after a create or an edit. */
export const ZReview = z.object({
  id: z.number().int(),
  event_request_id: z.number().int(),
  provider_id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  review_text: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TReview = z.infer<typeof ZReview>;
export const ZReviewResponse = z.object({ success: z.literal(true), message: z.string(), data: ZReview });
export type TReviewResponse = z.infer<typeof ZReviewResponse>;
export const ZReviewDeleteResponse = z.object({ success: z.literal(true), message: z.string() });

// GET /api/event-organiser/reviews/provider/{providerId} answers as the provider page's reviews
// (ZProviderReviewsQuery, ZProviderReviewsResponse in providers.ts).

// ---- The portal: a provider's reviews and its replies ----

/** A review of the signed-in provider, as the portal lists it. */
export const ZPortalReview = ZProviderReview.extend({
  event_title: z.string(),
  event_date: z.string().nullable(),
});
export type TPortalReview = z.infer<typeof ZPortalReview>;
export const ZPortalReviewListResponse = z.object({
  success: z.literal(true),
  data: z.array(ZPortalReview),
  average_rating: z.number(),
  total_reviews: z.number().int(),
});
export type TPortalReviewListResponse = z.infer<typeof ZPortalReviewListResponse>;

/** PUT /api/service-provider/reviews/{id}/response: the one public reply, written or rewritten. */
export const ZReviewReplyInput = z.object({
  response_text: z.string({ error: REVIEW_MSG.replyRequired }).trim().min(1, REVIEW_MSG.replyRequired).max(REVIEW_REPLY_MAX, REVIEW_MSG.replyTooLong),
});
export type TReviewReplyInput = z.input<typeof ZReviewReplyInput>;
export const ZReviewReplyResponse = z.object({ success: z.literal(true), message: z.string(), data: ZPortalReview });
export type TReviewReplyResponse = z.infer<typeof ZReviewReplyResponse>;
