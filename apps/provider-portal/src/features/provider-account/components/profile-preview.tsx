import { Briefcase, Clock, Eye, ImageIcon, MapPin, Star, Tag } from 'lucide-react';
import { formatPriceRange, replyTimeText, type TProviderAccount } from '@app/contract';
import { ProviderAvatar } from '@app/ui/provider-avatar.tsx';

const yearsText = (years: number | null) => (years === null ? null : `${years} ${years === 1 ? 'year' : 'years'} in business`);

/** 'See how organisers see you': the card organisers' search shows, from the saved profile. */
export const ProfilePreview = ({ account }: { account: TProviderAccount }) => {
  const cover = account.images.find((image) => image.kind === 'service_image');
  const picture = account.images.find((image) => image.kind === 'profile_picture');
  const years = yearsText(account.years_in_operation);
  const replyTime = replyTimeText(account.median_reply_minutes);
  return (
    <section aria-labelledby="preview-title" className="rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5">
      <h2 id="preview-title" className="flex items-center gap-2 text-base font-bold text-brand-950">
        <Eye className="size-5 text-brand-700" aria-hidden="true" />
        See how organisers see you
      </h2>
      <p className="mt-1 text-sm leading-6 text-stone-700">
        {account.can_quote
          ? 'Organisers find this card when they search for providers, and open your full profile from it: description, services, photos and contact details.'
          : 'Once your business is verified, organisers find this card when they search for providers and open your full profile from it.'}
      </p>
      <div aria-hidden="true" className="mt-4 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <div className="flex aspect-[16/9] items-center justify-center bg-brand-50 text-brand-300">
          {cover ? <img src={cover.file_url} alt="" className="size-full object-cover" /> : <ImageIcon className="size-10" />}
        </div>
        <div className="space-y-3 p-4">
          <div className="flex items-start gap-3">
            <ProviderAvatar name={account.business_name} url={picture?.file_url} className="size-12 text-base ring-1 ring-stone-200" />
            <div className="min-w-0">
              <p className="truncate text-lg font-bold text-brand-950">{account.business_name}</p>
              <p className="flex items-center gap-1.5 text-sm">
                <Star className={account.review_count > 0 ? 'size-4 fill-accent-300 text-accent-400' : 'size-4 text-stone-400'} />
                <span className="font-semibold text-stone-900">{account.avg_rating.toFixed(1)}</span>
                <span className="text-stone-600">({account.review_count} {account.review_count === 1 ? 'review' : 'reviews'})</span>
              </p>
              {replyTime && (
                <p className="mt-0.5 flex items-center gap-1.5 text-sm text-stone-700">
                  <Clock className="size-4 text-brand-700" />
                  {replyTime}
                </p>
              )}
            </div>
          </div>
          {account.description && <p className="line-clamp-2 text-sm leading-6 text-stone-700">{account.description}</p>}
          <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-stone-700">
            {account.city && (
              <li className="flex items-center gap-1.5">
                <MapPin className="size-4 text-brand-600" />
                {account.city}
              </li>
            )}
            {years && (
              <li className="flex items-center gap-1.5">
                <Briefcase className="size-4 text-brand-600" />
                {years}
              </li>
            )}
            <li className="flex items-center gap-1.5">
              <Tag className="size-4 text-brand-600" />
              {formatPriceRange(account.price_range)}
            </li>
          </ul>
          {account.categories.length > 0 && (
            <ul className="flex flex-wrap gap-1.5">
              {account.categories.slice(0, 2).map((category) => (
                <li key={category.id} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
                  {category.name}
                </li>
              ))}
              {account.categories.length > 2 && <li className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-700">+{account.categories.length - 2}</li>}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
};
