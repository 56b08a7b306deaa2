import { useEffect, useRef, useState } from 'react';
import { MessageSquareReply, PencilLine, Star } from 'lucide-react';
import { REVIEW_MSG, type TPortalReview } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { ListSpinner } from '@app/ui/spinner.tsx';
import { EmptyState, LoadError } from '@app/ui/state-panels.tsx';
import { formatStarRating, Stars } from '@app/ui/stars.tsx';
import { formatDate } from '@app/web-core/format.ts';
import { PageHeading } from '../../../components/page-heading.tsx';
import { failedQueryProps } from '../../../lib/failed-query.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useReviews } from '../api/get-reviews.ts';
import { ReplyForm } from '../components/reply-form.tsx';

export const REVIEWS_TEXT = { title: 'Reviews' } as const;

const ReviewCard = ({ review }: { review: TPortalReview }) => {
  const [isReplying, setIsReplying] = useState(false);
  // Closing the form (posted or cancelled) gives focus back to the card's Reply or Edit Reply.
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasReplying = useRef(false);
  useEffect(() => {
    if (wasReplying.current && !isReplying) buttonRef.current?.focus();
    wasReplying.current = isReplying;
  }, [isReplying]);
  const headingId = `review-${review.review_id}-title`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-bold text-brand-950 sm:text-lg">
            {review.organiser_name}
          </h2>
          <p className="text-sm text-stone-700">
            {review.event_title}
            {review.event_date && <> · {formatDate(review.event_date)}</>}
          </p>
        </div>
        <p className="flex items-center gap-2">
          <Stars rating={review.rating} label={`Rated ${review.rating} out of 5`} />
          <span className="text-xs text-stone-600">{formatDate(review.created_at)}</span>
        </p>
      </div>
      {review.comment ? (
        <p className="mt-3 whitespace-pre-line break-words text-[0.95rem] text-stone-800">{review.comment}</p>
      ) : (
        <p className="mt-3 text-sm italic text-stone-600">A rating without a written review.</p>
      )}
      {review.response && !isReplying && (
        <div className="mt-4 border-l-4 border-brand-200 pl-3">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-900">
            <MessageSquareReply className="size-4" aria-hidden="true" />
            Your reply · {formatDate(review.response.created_at)}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-stone-800">{review.response.response_text}</p>
        </div>
      )}
      {isReplying ? (
        <ReplyForm
          reviewId={review.review_id}
          initialText={review.response?.response_text ?? null}
          organiserName={review.organiser_name}
          onDone={() => setIsReplying(false)}
        />
      ) : (
        <div className="mt-4 flex justify-end">
          <Button ref={buttonRef} size="sm" variant={review.response ? 'outline' : 'primary'} onClick={() => setIsReplying(true)}>
            {review.response ? <PencilLine className="size-4" aria-hidden="true" /> : <MessageSquareReply className="size-4" aria-hidden="true" />}
            {review.response ? 'Edit Reply' : 'Reply'}
            <span className="sr-only"> to {review.organiser_name}’s review</span>
          </Button>
        </div>
      )}
    </article>
  );
};

/** /reviews: what organisers said about the business, newest first, each with one public reply. */
const ReviewsPage = () => {
  useDocumentTitle(REVIEWS_TEXT.title);
  const reviews = useReviews();
  const data = reviews.data;
  return (
    <>
      <PageHeading
        title={REVIEWS_TEXT.title}
        description="What organisers said after their events. Your reply shows under the review on your public page."
        actions={
          data && data.total_reviews > 0 ? (
            <p className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm shadow-sm ring-1 ring-stone-200">
              <Stars rating={data.average_rating} />
              <span className="font-semibold text-stone-900">{formatStarRating(data.average_rating)}</span>
              <span className="text-stone-600">
                ({data.total_reviews} {data.total_reviews === 1 ? 'review' : 'reviews'})
              </span>
            </p>
          ) : undefined
        }
      />
      {reviews.isPending ? (
        <ListSpinner label="Loading reviews" />
      ) : reviews.isError ? (
        <LoadError title={REVIEW_MSG.portalLoadFailed} {...failedQueryProps(reviews)} />
      ) : data && data.data.length === 0 ? (
        <EmptyState icon={Star} title={REVIEW_MSG.portalEmpty} body="Organisers can review you after an event you were booked for. Their reviews will appear here." />
      ) : data ? (
        <ul aria-label="Reviews" className="grid gap-3 sm:gap-4 lg:grid-cols-2">
          {data.data.map((review) => (
            <li key={review.review_id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
};

export default ReviewsPage;
