// Star ratings on the 1-5 scale (dashboard.md §9: shown with 1 decimal): five stars filled to a
// rating, read out as one image; both sites show reviews with them.
import { Star } from 'lucide-react';
import { cx } from './cx.ts';

/** A rating with 1 decimal ('4.0'); 0 for none. */
export const formatStarRating = (rating: number | null | undefined): string => (Number.isFinite(rating) ? (rating as number) : 0).toFixed(1);

/** Five stars filled to a 1-5 rating. */
export const Stars = ({ rating, className, label }: { rating: number; className?: string; label?: string }) => (
  <span className={cx('inline-flex items-center gap-0.5', className)} role="img" aria-label={label ?? `${formatStarRating(rating)} out of 5 stars`}>
    {[1, 2, 3, 4, 5].map((star) => (
      <Star
        key={star}
        className={cx('size-4', rating >= star - 0.25 ? 'fill-accent-300 text-accent-400' : rating >= star - 0.75 ? 'fill-accent-100 text-accent-400' : 'text-stone-300')}
        aria-hidden="true"
      />
    ))}
  </span>
);
