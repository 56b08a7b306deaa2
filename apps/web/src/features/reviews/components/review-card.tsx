import { CalendarDays, CheckCircle2, Clock, MessageSquareReply, PencilLine, Star, Trash2 } from 'lucide-react';
import { REVIEW_MSG, type TReviewItem } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { formatStarRating, Stars } from '@app/ui/stars.tsx';
import { formatDate } from '@app/web-core/format.ts';
import { reviewState, type TReviewState } from '../review-filters.ts';

const STATE_PILL: Readonly<Record<TReviewState, { label: string; icon: typeof Star; className: string }>> = {
  ready: { label: REVIEW_MSG.readyForReview, icon: Star, className: 'bg-accent-100 text-accent-900' },
  'not-completed': { label: REVIEW_MSG.serviceNotCompleted, icon: Clock, className: 'bg-stone-100 text-stone-700' },
  reviewed: { label: REVIEW_MSG.reviewed, icon: CheckCircle2, className: 'bg-brand-50 text-brand-800' },
};

type TReviewCardProps = {
  item: TReviewItem;
  onWrite(item: TReviewItem): void;
  onDelete(item: TReviewItem): void;
};

/** One booked service: the event, the provider, its state and, once written, the review and the provider's reply. */
export const ReviewCard = ({ item, onWrite, onDelete }: TReviewCardProps) => {
  const state = reviewState(item);
  const pill = STATE_PILL[state];
  const service = [item.category_name, item.subcategory_name].filter(Boolean).join(' · ');
  return (
    <article aria-labelledby={`review-${item.quote_id}-title`} className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`review-${item.quote_id}-title`} className="text-lg font-bold text-brand-950">
            {item.provider.business_name}
          </h2>
          <p className="mt-0.5 text-sm font-medium text-stone-700">{item.event_title}</p>
          {service && <p className="text-sm text-stone-600">{service}</p>}
        </div>
        <span className={cx('inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold', pill.className)}>
          <pill.icon className="size-3.5" aria-hidden="true" />
          {pill.label}
        </span>
      </div>
      <p className="mt-3 flex items-center gap-1.5 text-sm text-stone-700">
        <CalendarDays className="size-4 text-stone-500" aria-hidden="true" />
        <span className="sr-only">Event date: </span>
        {item.event_date ? formatDate(item.event_date) : 'Date not set'}
      </p>

      {state === 'reviewed' && item.rating !== null && (
        <div className="mt-4 rounded-xl bg-stone-50 p-4">
          <p className="flex items-center gap-2">
            <Stars rating={item.rating} label={`Rated ${item.rating} out of 5`} />
            <span className="text-sm font-semibold text-stone-900" aria-hidden="true">
              {formatStarRating(item.rating)}
            </span>
          </p>
          {item.review_text && <p className="mt-2 whitespace-pre-line break-words text-[0.95rem] text-stone-800">{item.review_text}</p>}
          {item.created_at && <p className="mt-2 text-xs text-stone-600">Reviewed on {formatDate(item.created_at)}</p>}
          {item.response && (
            <div className="mt-3 border-l-4 border-brand-200 pl-3">
              <p className="flex items-center gap-1.5 text-sm font-semibold text-brand-900">
                <MessageSquareReply className="size-4" aria-hidden="true" />
                Reply from {item.provider.business_name}
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-sm text-stone-800">{item.response.response_text}</p>
            </div>
          )}
        </div>
      )}
      {state === 'not-completed' && (
        <p className="mt-4 text-sm text-stone-600">You can review this service once the event has taken place.</p>
      )}

      <div className="mt-auto flex flex-wrap justify-end gap-2 pt-4">
        {state === 'ready' && (
          <Button size="sm" variant="accent" onClick={() => onWrite(item)}>
            <Star className="size-4" aria-hidden="true" />
            Write Review<span className="sr-only"> for {item.provider.business_name}</span>
          </Button>
        )}
        {state === 'reviewed' && (
          <>
            <Button size="sm" variant="outline" onClick={() => onDelete(item)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Delete<span className="sr-only"> your review of {item.provider.business_name}</span>
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onWrite(item)}>
              <PencilLine className="size-4" aria-hidden="true" />
              Edit Review<span className="sr-only"> of {item.provider.business_name}</span>
            </Button>
          </>
        )}
      </div>
    </article>
  );
};
