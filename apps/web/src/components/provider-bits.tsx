// Small pieces every provider screen shares: the star rating, the usual reply time, the verified badge, the icon-led facts
// (city, years, price) and the service chips; the picture (or a monogram) is @app/ui/provider-avatar.tsx.
import type { ReactNode } from 'react';
import { BadgeCheck, Clock, Star, type LucideIcon } from 'lucide-react';
import { replyTimeText } from '@app/contract';
import { cx } from '@app/ui/cx.ts';
import { formatRating, formatReviewCount } from '../lib/provider-display.ts';

/** ★ 4.8 (23 reviews), read out as 'Rated 4.8 out of 5 from 23 reviews'. */
export const RatingSummary = ({ rating, count, className, isCompact = false }: { rating: number; count: number; className?: string; isCompact?: boolean }) => (
  <p className={cx('flex items-center gap-1.5 text-sm', className)}>
    <Star className={cx('size-4 shrink-0', count > 0 ? 'fill-accent-300 text-accent-400' : 'text-stone-400')} aria-hidden="true" />
    <span aria-hidden="true" className="font-semibold text-stone-900">
      {formatRating(rating)}
    </span>
    <span aria-hidden="true" className="text-stone-600">
      ({isCompact ? count : formatReviewCount(count)})
    </span>
    <span className="sr-only">
      Rated {formatRating(rating)} out of 5 from {formatReviewCount(count)}
    </span>
  </p>
);

/** "Usually replies within 3 hours" (the median over 90 days), or nothing when there are too few invitations to tell. */
export const ReplyTime = ({ medianMinutes, className }: { medianMinutes: number | null; className?: string }) => {
  const text = replyTimeText(medianMinutes);
  if (!text) return null;
  return (
    <p className={cx('flex items-center gap-1.5 text-sm text-stone-700', className)}>
      <Clock className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      {text}
    </p>
  );
};

/** Five stars filled to a 1-5 rating (shared with the portal). */
export { Stars } from '@app/ui/stars.tsx';

/** The 'Verified' pill beside a provider's name. */
export const VerifiedBadge = () => (
  <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
    <BadgeCheck className="size-4" aria-hidden="true" />
    Verified
  </span>
);

/** One fact in a provider's fact list: an icon and its text. */
export const ProviderFact = ({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) => (
  <li className="flex items-center gap-1.5">
    <Icon className="size-4 text-brand-600" aria-hidden="true" />
    {children}
  </li>
);

const CHIP_CLASSES = {
  md: 'rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800',
  sm: 'rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800',
  outline: 'rounded-full border border-stone-200 px-3 py-1 text-sm text-stone-700',
} as const;

type TServiceChipsProps = {
  services: readonly string[];
  /** The list's accessible name ('Services', 'Categories', ...). */
  label?: string;
  /** md: a provider's page; sm: cards and side panels; outline: specific services under the categories. */
  variant?: keyof typeof CHIP_CLASSES;
  className?: string;
  /** Chips after the services (such as '+2 more'). */
  children?: ReactNode;
};

/** A provider's services (categories or specific services) as a wrapping row of chips. */
export const ServiceChips = ({ services, label, variant = 'md', className, children }: TServiceChipsProps) => (
  <ul className={cx('flex flex-wrap', variant === 'sm' ? 'gap-1.5' : 'gap-2', className)} aria-label={label}>
    {services.map((service) => (
      <li key={service} className={CHIP_CLASSES[variant]}>
        {service}
      </li>
    ))}
    {children}
  </ul>
);
