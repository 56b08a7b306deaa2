import { Star } from 'lucide-react';
import { cx } from '@app/ui/cx.ts';

const ONE_DECIMAL = new Intl.NumberFormat('en-NZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A rating with one decimal, as History shows it: 4 is '4.0', 4.25 is '4.3'. */
export const ratingText = (rating: number): string => ONE_DECIMAL.format(rating);

/** Five stars filled to the rating (to the nearest half) and the rating with one decimal; 'Not rated yet' without one. */
export const HistoryRating = ({ rating, className }: { rating: number | null; className?: string }) => {
  if (rating === null) return <span className={cx('text-stone-600', className)}>Not rated yet</span>;
  const halves = Math.round(rating * 2);
  return (
    <span className={cx('inline-flex items-center gap-1.5', className)}>
      <span className="sr-only">{`Rated ${ratingText(rating)} out of 5`}</span>
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => {
          const fill = halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty';
          return (
            <span key={star} className="relative inline-flex size-4">
              <Star className="size-4 text-stone-300" />
              {fill !== 'empty' && (
                <span className={cx('absolute inset-y-0 left-0 overflow-hidden', fill === 'full' ? 'w-full' : 'w-1/2')}>
                  <Star className="size-4 fill-accent-400 text-accent-500" />
                </span>
              )}
            </span>
          );
        })}
      </span>
      <span className="font-semibold text-stone-900" aria-hidden="true">
        {ratingText(rating)}
      </span>
    </span>
  );
};
