import { Star } from 'lucide-react';
import { REVIEW_RATING_MAX } from '@app/contract';
import { cx } from '@app/ui/cx.ts';

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1);

type TStarRatingInputProps = {
  name: string;
  legend: string;
  value: number;
  onChange(value: number): void;
  describedBy?: string;
};

/**
 * Stars 1-5 as a radio group: Tab reaches the group, the arrow keys choose a star, and each star is
 * read as '3 stars'. The stars up to the chosen (or hovered) one are filled.
 */
export const StarRatingInput = ({ name, legend, value, onChange, describedBy }: TStarRatingInputProps) => (
  <fieldset aria-describedby={describedBy}>
    <legend className="mb-1.5 block text-sm font-semibold text-stone-800">{legend}</legend>
    <div className="group/stars flex items-center gap-1">
      {STARS.map((star) => (
        <label key={star} className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
          <input
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            className="sr-only"
          />
          <Star
            aria-hidden="true"
            className={cx('size-8 transition-colors', star <= value ? 'fill-accent-300 text-accent-500' : 'text-stone-400')}
          />
          <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
        </label>
      ))}
      <span className="ml-2 text-sm font-medium text-stone-700" aria-hidden="true">
        {value > 0 ? `${value} of ${REVIEW_RATING_MAX}` : 'Choose a rating'}
      </span>
    </div>
  </fieldset>
);
