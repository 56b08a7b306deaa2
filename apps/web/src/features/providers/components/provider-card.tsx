import { memo } from 'react';
import { Link } from 'react-router';
import { Briefcase, ImageIcon, MapPin, Tag } from 'lucide-react';
import type { TProviderSummary } from '@app/contract';
import { cx } from '@app/ui/cx.ts';
import { ProviderAvatar } from '@app/ui/provider-avatar.tsx';
import { ProviderFact, RatingSummary, ReplyTime, ServiceChips } from '../../../components/provider-bits.tsx';
import { formatPriceRange, formatYears, visibleCategories } from '../../../lib/provider-display.ts';
import type { TProviderView } from '../provider-list-params.ts';

type TProviderCardProps = {
  provider: TProviderSummary;
  view: TProviderView;
  /** The providers list's address, so the detail page's Back returns to the same filters. */
  fromSearch: string;
  /** The list's first card: its picture is the largest thing a phone paints first, so it is fetched at once, ahead of the rest. */
  isFirst?: boolean;
};

const CategoryChips = ({ categories, view }: { categories: string[]; view: TProviderView }) => {
  const { shown, extra } = visibleCategories(categories, view);
  if (shown.length === 0) return null;
  return (
    <ServiceChips services={shown} label="Services" variant="sm">
      {extra > 0 && (
        <li className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-700">
          <span aria-hidden="true">+{extra}</span>
          <span className="sr-only">and {extra} more</span>
        </li>
      )}
    </ServiceChips>
  );
};

/** The card's first service picture, or a picture icon where it has none; the first card's is fetched at once. */
const Cover = ({ url, className, isFirst = false }: { url: string | undefined; className?: string; isFirst?: boolean }) =>
  url ? (
    <img src={url} alt="" loading={isFirst ? 'eager' : 'lazy'} fetchPriority={isFirst ? 'high' : 'auto'} className={cx('size-full object-cover', className)} />
  ) : (
    <span className="flex size-full items-center justify-center text-brand-300">
      <ImageIcon className="size-10" aria-hidden="true" />
    </span>
  );

const Facts = ({ provider }: { provider: TProviderSummary }) => {
  const years = formatYears(provider.years_in_operation);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-stone-700">
      {provider.city && <ProviderFact icon={MapPin}>{provider.city}</ProviderFact>}
      {years && <ProviderFact icon={Briefcase}>{years}</ProviderFact>}
      <ProviderFact icon={Tag}>{formatPriceRange(provider.price_range)}</ProviderFact>
    </ul>
  );
};

const ProviderCardView = ({ provider, view, fromSearch, isFirst = false }: TProviderCardProps) => {
  const cover = provider.service_images[0]?.file_url;
  const link = (
    <Link
      to={`/dashboard/provider/${provider.provider_id}`}
      state={{ from: fromSearch }}
      className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-400"
    >
      {provider.business_name}
    </Link>
  );

  if (view === 'list') {
    const thumbs = provider.service_images.slice(0, 3);
    return (
      <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md sm:flex-row">
        <div className="relative aspect-[16/9] shrink-0 bg-brand-50 sm:aspect-auto sm:w-56">
          <Cover url={cover} isFirst={isFirst} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
          <div className="flex items-start gap-3">
            <ProviderAvatar name={provider.business_name} url={provider.profile_picture?.file_url} className="size-12 text-base ring-1 ring-stone-200" />
            <div className="min-w-0">
              <h3 className="text-lg font-bold leading-snug text-brand-950 group-hover:text-brand-800">{link}</h3>
              <RatingSummary rating={provider.avg_rating} count={provider.review_count} />
              <ReplyTime medianMinutes={provider.median_reply_minutes} className="mt-0.5" />
            </div>
          </div>
          {provider.description && <p className="line-clamp-2 text-[0.95rem] leading-6 text-stone-700">{provider.description}</p>}
          <CategoryChips categories={provider.categories} view="list" />
          <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
            <Facts provider={provider} />
            {thumbs.length > 1 && (
              <div className="flex gap-1.5" aria-hidden="true">
                {thumbs.map((image) => (
                  <img key={image.file_url} src={image.file_url} alt="" loading="lazy" className="size-12 rounded-lg object-cover ring-1 ring-stone-200" />
                ))}
              </div>
            )}
          </div>
        </div>
      </article>
    );
  }

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md">
      <div className="relative aspect-[16/9] bg-brand-50">
        <Cover url={cover} isFirst={isFirst} className="transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none" />
        {provider.service_images.length > 1 && (
          <span className="absolute bottom-2.5 right-2.5 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white">
            {provider.service_images.length} photos
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 pt-0">
        <ProviderAvatar
          name={provider.business_name}
          url={provider.profile_picture?.file_url}
          className="relative -mt-8 size-16 text-lg shadow-sm ring-4 ring-white"
        />
        <div>
          <h3 className="text-lg font-bold leading-snug text-brand-950 group-hover:text-brand-800">{link}</h3>
          <RatingSummary rating={provider.avg_rating} count={provider.review_count} className="mt-1" />
          <ReplyTime medianMinutes={provider.median_reply_minutes} className="mt-0.5" />
        </div>
        {provider.description && <p className="line-clamp-3 text-[0.95rem] leading-6 text-stone-700">{provider.description}</p>}
        <CategoryChips categories={provider.categories} view="grid" />
        <div className="mt-auto border-t border-stone-100 pt-3">
          <Facts provider={provider} />
        </div>
      </div>
    </article>
  );
};

/**
 * One provider in the list; the whole card opens the provider's page. Rendered again only when its
 * props change: the tab renders again on every key typed in its search and every answer that
 * arrives (the filters' lists, the counts), and answers from the query cache render at once, not in
 * a transition; twenty cards each time were a long task on a phone.
 */
export const ProviderCard = memo(ProviderCardView);
