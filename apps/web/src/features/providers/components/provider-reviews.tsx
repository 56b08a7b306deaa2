import { MessageSquareReply, Star } from 'lucide-react';
import type { TProviderReview, TReviewStatistics } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { ListSpinner } from '@app/ui/spinner.tsx';
import { EmptyState, LoadError } from '@app/ui/state-panels.tsx';
import { errorText } from '@app/web-core/api-client.ts';
import { formatDate } from '@app/web-core/format.ts';
import { Stars } from '../../../components/provider-bits.tsx';
import { formatRating, formatReviewCount } from '../../../lib/provider-display.ts';
import { useProviderReviews } from '../api/get-provider-reviews.ts';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** The average, the total and the 1-5 distribution bars. */
export const ReviewStatistics = ({ statistics }: { statistics: TReviewStatistics }) => {
  const total = statistics.total_reviews;
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm" data-testid="review-statistics">
      <h3 className="text-base font-bold text-brand-950">Rating overview</h3>
      <div className="mt-3 flex items-center gap-4">
        <p className="text-5xl font-extrabold tracking-tight text-brand-950">{formatRating(statistics.average_rating)}</p>
        <div>
          <Stars rating={statistics.average_rating} />
          <p className="mt-1 text-sm text-stone-600">Based on {formatReviewCount(total)}</p>
        </div>
      </div>
      <ul className="mt-5 space-y-2" aria-label="Rating distribution">
        {RATINGS.map((rating) => {
          const count = statistics.rating_distribution[rating];
          const percent = total > 0 ? Math.round((count / total) * 100) : 0;
          return (
            <li key={rating} className="flex items-center gap-2.5 text-sm">
              <span className="flex w-8 shrink-0 items-center gap-0.5 font-semibold text-stone-800" aria-hidden="true">
                {rating}
                <Star className="size-3.5 fill-accent-300 text-accent-400" />
              </span>
              <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                <span className="block h-full rounded-full bg-accent-300" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right tabular-nums text-stone-600" aria-hidden="true">
                {count}
              </span>
              <span className="sr-only">
                {rating} {rating === 1 ? 'star' : 'stars'}: {formatReviewCount(count)}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
};

export const ReviewCard = ({ review, businessName }: { review: TProviderReview; businessName: string }) => (
  <article className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Stars rating={review.rating} label={`Rated ${review.rating} out of 5`} />
      <time dateTime={review.created_at} className="text-sm text-stone-600">
        {formatDate(review.created_at)}
      </time>
    </div>
    {review.title && <h3 className="mt-2 font-bold text-stone-900">{review.title}</h3>}
    {review.comment && <p className="mt-1.5 whitespace-pre-line leading-7 text-stone-700">{review.comment}</p>}
    <p className="mt-3 text-sm font-semibold text-stone-800">{review.is_anonymous ? 'Anonymous organiser' : review.organiser_name}</p>
    {review.response && (
      <div className="mt-4 rounded-xl border-l-4 border-brand-300 bg-brand-50/60 px-4 py-3">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-900">
          <MessageSquareReply className="size-4" aria-hidden="true" />
          Response from {businessName}
        </p>
        <p className="mt-1 whitespace-pre-line text-sm leading-6 text-stone-700">{review.response.response_text}</p>
        <p className="mt-1 text-xs text-stone-500">{formatDate(review.response.created_at)}</p>
      </div>
    )}
  </article>
);

/** The Reviews tab: statistics, the reviews, and Load more for the next page (appended). */
export const ProviderReviews = ({ providerId, businessName }: { providerId: number; businessName: string }) => {
  const { data, isPending, isError, error, refetch, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useProviderReviews(providerId);

  if (isPending) {
    return <ListSpinner label="Loading reviews" />;
  }
  if (isError && !data) {
    return (
      <LoadError title="Failed to load reviews" titleAs="p" body={errorText(error, 'Please try again.')} onRetry={() => void refetch()} isRetrying={isFetching} />
    );
  }

  const statistics = data.pages[0]!.statistics;
  const reviews = data.pages.flatMap((page) => page.reviews);
  const total = data.pages[data.pages.length - 1]!.pagination.total;

  if (reviews.length === 0) {
    return (
      <EmptyState
        icon={Star}
        iconClassName="bg-accent-50 text-accent-600"
        title="No reviews yet"
        titleAs="p"
        body={`Organisers who book ${businessName} can review them after their event.`}
      />
    );
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="lg:sticky lg:top-36">
        <ReviewStatistics statistics={statistics} />
      </div>
      <div>
        <p className="text-sm text-stone-600" aria-live="polite">
          Showing {reviews.length} of {formatReviewCount(total)}
        </p>
        <ul className="mt-3 space-y-4" aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review.review_id}>
              <ReviewCard review={review} businessName={businessName} />
            </li>
          ))}
        </ul>
        {isFetchNextPageError && (
          <p role="alert" className="mt-4 text-sm font-medium text-clay-700">
            Failed to load more reviews. Please try again.
          </p>
        )}
        {hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" onClick={() => void fetchNextPage()} isBusy={isFetchingNextPage} busyText="Loading…">
              Load more reviews
            </Button>
          </div>
        )}
      </div>
    </div>
  );
};
