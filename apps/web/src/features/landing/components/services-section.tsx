import { Building2, Camera, ClipboardList, Flower2, Music, Sparkles, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { SECTION_IDS, type TCategory } from '@app/contract';
import { useServiceCategories } from '../../../lib/api/get-service-categories.ts';
import { FALLBACK_CATEGORIES_SHARED } from '../../../lib/fallback-data.ts';
import { ServiceArt, type TServiceArtKind } from '../illustrations/illustrations.tsx';

const ART_BY_ICON: Readonly<Record<string, TServiceArtKind>> = {
  utensils: 'catering',
  cake: 'catering',
  music: 'music',
  microphone: 'music',
  camera: 'photo',
  video: 'photo',
  building: 'venue',
  palette: 'decor',
  flower: 'decor',
  balloon: 'decor',
  lightbulb: 'decor',
  calendar: 'staff',
  tools: 'staff',
  shield: 'staff',
};

const ART_BY_NAME: readonly [RegExp, TServiceArtKind][] = [
  [/cater|food|drink|cake/i, 'catering'],
  [/music|entertain|dj|band/i, 'music'],
  [/photo|video|film/i, 'photo'],
  [/venue|hall|marquee/i, 'venue'],
  [/decor|styl|flor|light/i, 'decor'],
  [/staff|plan|coordinat|security/i, 'staff'],
];

const artFor = (category: TCategory): TServiceArtKind =>
  (category.icon ? ART_BY_ICON[category.icon] : undefined) ??
  ART_BY_NAME.find(([pattern]) => pattern.test(category.name))?.[1] ??
  'other';

const ICON_BY_ART: Record<TServiceArtKind, LucideIcon> = {
  catering: UtensilsCrossed,
  music: Music,
  photo: Camera,
  venue: Building2,
  decor: Flower2,
  staff: ClipboardList,
  other: Sparkles,
};

const MAX_CHIPS = 4;

function ServiceCard({ category }: { category: TCategory }) {
  const extra = category.subcategories.length - MAX_CHIPS;
  const art = artFor(category);
  const Icon = ICON_BY_ART[art];
  return (
    <li className="group flex flex-col overflow-hidden rounded-3xl border border-stone-200 bg-white transition hover:-translate-y-1 hover:shadow-xl hover:shadow-stone-900/5">
      <div className="relative">
        <ServiceArt kind={art} className="block h-auto w-full" />
        <span aria-hidden="true" className="absolute -bottom-5 left-6 flex h-11 w-11 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-md ring-1 ring-stone-900/5">
          <Icon className="h-5 w-5" />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6 pt-8">
        <h3 className="text-lg font-semibold text-stone-900">{category.name}</h3>
        {category.description ? <p className="mt-2 leading-relaxed text-stone-600">{category.description}</p> : null}
        {category.subcategories.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${category.name} services`}>
            {category.subcategories.slice(0, MAX_CHIPS).map((subcategory) => (
              <li key={subcategory.id} className="rounded-full bg-stone-100 px-3 py-1 text-xs font-medium text-stone-700">
                {subcategory.name}
              </li>
            ))}
            {extra > 0 ? <li className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">+{extra} more</li> : null}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

function ServiceCardSkeleton() {
  return (
    <li aria-hidden="true" className="overflow-hidden rounded-3xl border border-stone-200 bg-white">
      <div className="aspect-[12/7] animate-pulse bg-stone-100" />
      <div className="space-y-3 p-6">
        <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-stone-100" />
      </div>
    </li>
  );
}

export function ServicesSection() {
  const { categories, isLoading: isPending } = useServiceCategories(FALLBACK_CATEGORIES_SHARED);
  return (
    <section id={SECTION_IDS.services} aria-labelledby="services-heading" className="below-fold scroll-mt-24 bg-[#faf7f2] py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="flex flex-col justify-between gap-6 lg:flex-row lg:items-end">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Services</p>
            <h2 id="services-heading" className="mt-3 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
              Everything your event needs, from local hands
            </h2>
          </div>
          <p className="max-w-md text-lg leading-relaxed text-stone-600">
            Choose a category in your request and the specific services inside it. One event can include as many as
            you need.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy={isPending}>
          {isPending
            ? Array.from({ length: 6 }, (_, index) => <ServiceCardSkeleton key={index} />)
            : categories?.map((category) => <ServiceCard key={category.id} category={category} />)}
        </ul>
      </div>
    </section>
  );
}
