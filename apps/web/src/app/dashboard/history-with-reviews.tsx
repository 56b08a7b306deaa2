import { useState } from 'react';
import type { TPastEvent } from '@app/contract';
import { HistoryTab } from '../../features/event-requests/pages/history-tab.tsx';
import type { TReviewTarget } from '../../features/reviews/api/save-review.ts';
import { ReviewDialog } from '../../features/reviews/components/review-dialog.tsx';
import { useFocusReturn } from '../../lib/use-focus-return.ts';

/** The first booked provider of a past event still without a review, as the review dialog's target. */
export const firstReviewTarget = (event: TPastEvent): TReviewTarget | null => {
  const booking = event.accepted_quotes.find((quote) => quote.review_id === null);
  return booking
    ? { event_request_id: event.id, provider_id: booking.provider_id, business_name: booking.business_name, event_title: event.title || 'Untitled event', review: null }
    : null;
};

/** History, whose Leave Review opens the Reviews feature's write dialog for that event. */
export const HistoryWithReviews = () => {
  const [target, setTarget] = useState<TReviewTarget | null>(null);
  const rememberOpener = useFocusReturn(target !== null);
  return (
    <>
      <HistoryTab
        onLeaveReview={(event) => {
          rememberOpener();
          setTarget(firstReviewTarget(event));
        }}
      />
      <ReviewDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
};
