import { Check } from 'lucide-react';
import type { TQuote } from '@app/contract';
import { cx } from '@app/ui/cx.ts';

/** 'Setup included' and 'Cleanup included', for the quotes that include them. */
export const QuoteBadges = ({ quote, className }: { quote: Pick<TQuote, 'includes_setup' | 'includes_cleanup'>; className?: string }) => {
  const badges = [quote.includes_setup && 'Setup included', quote.includes_cleanup && 'Cleanup included'].filter((badge): badge is string => !!badge);
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Included" className={cx('flex flex-wrap gap-2', className)}>
      {badges.map((badge) => (
        <li key={badge} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          <Check className="size-3.5" aria-hidden="true" />
          {badge}
        </li>
      ))}
    </ul>
  );
};
