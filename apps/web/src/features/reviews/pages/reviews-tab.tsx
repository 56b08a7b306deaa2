import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Star } from 'lucide-react';
import { REVIEW_FILTER_LABELS, REVIEW_FILTERS, REVIEW_MSG, type TReviewFilter, type TReviewItem } from '@app/contract';
import { buttonClasses } from '@app/ui/button.tsx';
import { ListSpinner } from '@app/ui/spinner.tsx';
import { EmptyState, LoadError } from '@app/ui/state-panels.tsx';
import { Tabs } from '@app/ui/tabs.tsx';
import { dashboardTabPath, REVIEWS_TAB_PARAMS } from '../../../lib/dashboard-tabs.ts';
import { useFocusReturn } from '../../../lib/use-focus-return.ts';
import { useReviews } from '../api/get-reviews.ts';
import type { TReviewTarget } from '../api/save-review.ts';
import { DeleteReviewDialog } from '../components/delete-review-dialog.tsx';
import { ReviewCard } from '../components/review-card.tsx';
import { ReviewDialog } from '../components/review-dialog.tsx';
import { REVIEW_FILTER_TESTS, reviewCounts } from '../review-filters.ts';

/** The dialog's target for one booked service (its review, to edit it). */
export const reviewTargetOf = (item: TReviewItem): TReviewTarget => ({
  event_request_id: item.event_request_id,
  provider_id: item.provider_id,
  business_name: item.provider.business_name,
  event_title: item.event_title,
  review: item.id !== null && item.rating !== null ? { id: item.id, rating: item.rating, review_text: item.review_text } : null,
});

/**
 * The Reviews tab (dashboard.md §2): every service the organiser booked, filtered All Services,
 * Reviewed or Pending Review (each with its count); a card per booking in one of three states (Ready
 * for Review, Service Not Completed, reviewed with its rating); writing, editing and deleting a review.
 * Opened on one event (?event=12, from History's details), it opens the write dialog for that
 * event's first service still to review, once, and takes the event out of the address.
 */
export const ReviewsTab = () => {
  const { data, isPending, isError, isFetching, refetch } = useReviews();
  const [filter, setFilter] = useState<TReviewFilter>('all');
  const [writing, setWriting] = useState<TReviewTarget | null>(null);
  const [deleting, setDeleting] = useState<TReviewItem | null>(null);
  const rememberOpener = useFocusReturn(writing !== null || deleting !== null);

  const [searchParams, setSearchParams] = useSearchParams();
  const eventParam = searchParams.get(REVIEWS_TAB_PARAMS.event);
  useEffect(() => {
    if (!eventParam || !data) return;
    const ready = data.data.find((item) => String(item.event_request_id) === eventParam && item.can_review);
    if (ready) setWriting(reviewTargetOf(ready));
    const next = new URLSearchParams(searchParams);
    next.delete(REVIEWS_TAB_PARAMS.event);
    setSearchParams(next, { replace: true });
  }, [eventParam, data, searchParams, setSearchParams]);

  const items = data?.data ?? [];
  const counts = reviewCounts(items);
  const shown = items.filter(REVIEW_FILTER_TESTS[filter]);

  return (
    <section aria-labelledby="reviews-title" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 id="reviews-title" className="text-3xl font-extrabold tracking-tight text-brand-950">
        Reviews
      </h1>
      <p className="mt-1 text-stone-700">Rate the providers you worked with and help other organisers choose.</p>

      <div className="mt-6">
        {isPending ? (
          <ListSpinner label="Loading your reviews" />
        ) : isError && !data ? (
          <LoadError title="Unable to load reviews" body={REVIEW_MSG.loadFailed} onRetry={() => void refetch()} isRetrying={isFetching} busyText="Trying again…" />
        ) : (
          <Tabs
            idPrefix="reviews"
            label="Review status"
            tabs={REVIEW_FILTERS.map((id) => ({ id, label: REVIEW_FILTER_LABELS[id], count: counts[id] }))}
            selected={filter}
            onSelect={setFilter}
            isFitted
            panelClassName="pt-6"
          >
            {shown.length === 0 ? (
              <EmptyState
                icon={Star}
                title={REVIEW_MSG.empty}
                body={
                  filter === 'reviewed'
                    ? 'Reviews you write will appear here.'
                    : 'Once you accept a quote, the service appears here, ready for your review after the event.'
                }
                action={
                  <Link to={dashboardTabPath('history')} replace className={buttonClasses({ variant: 'outline' })}>
                    See History
                  </Link>
                }
              />
            ) : (
              <ul aria-label="Booked services" className="grid gap-4 md:grid-cols-2">
                {shown.map((item) => (
                  <li key={item.quote_id}>
                    <ReviewCard
                      item={item}
                      onWrite={(chosen) => {
                        rememberOpener();
                        setWriting(reviewTargetOf(chosen));
                      }}
                      onDelete={(chosen) => {
                        rememberOpener();
                        setDeleting(chosen);
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </Tabs>
        )}
      </div>

      <ReviewDialog target={writing} onClose={() => setWriting(null)} />
      <DeleteReviewDialog item={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
};
