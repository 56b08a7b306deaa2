import type { TReviewFilter, TReviewItem } from '@app/contract';

// The Reviews tab's filters (dashboard.md §2): every booked service, those reviewed, and those still
// without a review (ready for one, or waiting for the event to take place).

export const isReviewed = (item: TReviewItem) => item.rating !== null;

export const REVIEW_FILTER_TESTS: Readonly<Record<TReviewFilter, (item: TReviewItem) => boolean>> = {
  all: () => true,
  reviewed: isReviewed,
  pending: (item) => !isReviewed(item),
};

export const reviewCounts = (items: readonly TReviewItem[]): Record<TReviewFilter, number> => ({
  all: items.length,
  reviewed: items.filter(REVIEW_FILTER_TESTS.reviewed).length,
  pending: items.filter(REVIEW_FILTER_TESTS.pending).length,
});

/** §4 Review: which of the three states a card shows. */
export type TReviewState = 'ready' | 'not-completed' | 'reviewed';
export const reviewState = (item: TReviewItem): TReviewState =>
  isReviewed(item) ? 'reviewed' : item.can_review ? 'ready' : 'not-completed';
