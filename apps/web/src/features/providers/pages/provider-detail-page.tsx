import { useDeferredValue, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { AlertTriangle, ArrowLeft, Briefcase, CalendarDays, MapPin, MessageSquarePlus, Tag } from 'lucide-react';
import { formatPriceRange, type TProviderDetail } from '@app/contract';
import { buttonClasses } from '@app/ui/button.tsx';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { PageProblem } from '@app/ui/state-panels.tsx';
import { ProviderAvatar } from '@app/ui/provider-avatar.tsx';
import { formatDate } from '@app/web-core/format.ts';
import { ProviderFact, RatingSummary, ReplyTime, ServiceChips, VerifiedBadge } from '../../../components/provider-bits.tsx';
import { formatYears } from '../../../lib/provider-display.ts';
import { isProviderNotFound, parseProviderId, PROVIDER_DETAIL_TEXT, useProvider } from '../../../lib/api/get-provider.ts';
import { DetailTabs } from '../components/detail-tabs.tsx';
import { galleryPhotos } from '../gallery-index.ts';
import { GalleryLightbox, type TLightboxPhoto } from '../components/gallery-lightbox.tsx';
import { PhotoGrid } from '../components/photo-grid.tsx';
import { ProviderContactDetails } from '../components/provider-contact-card.tsx';
import { ProviderReviews } from '../components/provider-reviews.tsx';

type TTab = 'overview' | 'gallery' | 'reviews';

/** Overview shows the first 6 service pictures (dashboard.md §2). */
export const OVERVIEW_PHOTO_COUNT = 6;

/** Where Back goes: the providers list as it was left (filters kept), else the Providers tab. */
const useBackTarget = (): string => {
  const { state } = useLocation() as { state: { from?: unknown } | null };
  const from = typeof state?.from === 'string' && state.from.startsWith('?tab=providers') ? state.from : '?tab=providers';
  return `/dashboard${from}`;
};

const BackLink = ({ to, children = 'Back to Providers' }: { to: string; children?: string }) => (
  <Link to={to} className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-900">
    <ArrowLeft className="size-4" aria-hidden="true" />
    {children}
  </Link>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
    <h2 className="text-lg font-bold text-brand-950">{title}</h2>
    <div className="mt-3">{children}</div>
  </section>
);

const Overview = ({ provider, onOpenPhoto }: { provider: TProviderDetail; onOpenPhoto(photos: TLightboxPhoto[], index: number): void }) => {
  const servicePhotos = provider.attachments.service_images.slice(0, OVERVIEW_PHOTO_COUNT);
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <Section title={`About ${provider.business_name}`}>
          <p className="whitespace-pre-line leading-7 text-stone-700">{provider.description || 'This provider has not written a description yet.'}</p>
        </Section>
        <Section title="Services">
          {provider.categories.length === 0 ? (
            <p className="text-stone-600">No services listed yet.</p>
          ) : (
            <>
              <ServiceChips services={provider.categories} label="Categories" />
              {provider.subcategories.length > 0 && (
                <ServiceChips services={provider.subcategories} label="Specific services" variant="outline" className="mt-3" />
              )}
            </>
          )}
        </Section>
        <Section title="Service photos">
          <PhotoGrid photos={servicePhotos} businessName={provider.business_name} onOpen={(index) => onOpenPhoto(servicePhotos, index)} />
        </Section>
      </div>
      <div className="space-y-6">
        <Section title="Contact">
          <ProviderContactDetails provider={provider} />
        </Section>
        <Section title="At a glance">
          <dl className="space-y-2 text-[0.95rem]">
            <div className="flex justify-between gap-3">
              <dt className="text-stone-600">Price range</dt>
              <dd className="font-semibold text-stone-900">{formatPriceRange(provider.price_range)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-stone-600">Experience</dt>
              <dd className="font-semibold text-stone-900">{formatYears(provider.years_in_operation) ?? 'Not stated'}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-stone-600">On Hui Events since</dt>
              <dd className="font-semibold text-stone-900">{formatDate(provider.created_at, { month: 'long', year: 'numeric' })}</dd>
            </div>
          </dl>
        </Section>
      </div>
    </div>
  );
};

/** /dashboard/provider/{providerId}: header, Overview, Gallery (with a lightbox) and Reviews; Request Quote. */
const ProviderDetailPage = () => {
  const { providerId: rawId } = useParams();
  const providerId = parseProviderId(rawId);
  const backTo = useBackTarget();
  const { data: latest, isError, error, refetch, isFetching } = useProvider(providerId);
  // The page renders in a transition that yields to the browser every few milliseconds (on a phone
  // it was one long task: Lighthouse's TBT); a provider still shown from before is never the new one.
  const deferred = useDeferredValue(latest);
  const provider = deferred?.provider_id === latest?.provider_id ? deferred : latest;
  const isPending = provider === undefined && !isError;
  const [tab, setTab] = useState<TTab>('overview');
  const [lightbox, setLightbox] = useState<{ photos: TLightboxPhoto[]; index: number | null }>({ photos: [], index: null });

  if (providerId !== null && isPending) return <PageSpinner label="Loading provider" />;

  if (providerId === null || isError || !provider) {
    const isNotFound = providerId === null || isProviderNotFound(error);
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <BackLink to={backTo} />
        <PageProblem
          icon={AlertTriangle}
          title={isNotFound ? PROVIDER_DETAIL_TEXT.notFound : PROVIDER_DETAIL_TEXT.loadFailed}
          body={isNotFound ? 'This provider may have left Hui Events, or the link is incomplete.' : 'Please check your connection and try again.'}
          onRetry={isNotFound ? undefined : () => void refetch()}
          isRetrying={isFetching}
          className="mt-6"
        >
          <Link to={backTo} className={buttonClasses()}>
            Back to Providers
          </Link>
        </PageProblem>
      </div>
    );
  }

  const photos = galleryPhotos(provider.attachments.gallery_images, provider.attachments.service_images);
  const cover = photos[0]?.file_url;
  const avatar = provider.attachments.profile_pictures[0]?.file_url;
  const years = formatYears(provider.years_in_operation);
  const requestQuote = (
    <Link to={`/dashboard/contact-provider/${provider.provider_id}`} className={buttonClasses({ size: 'lg' })}>
      <MessageSquarePlus className="size-5" aria-hidden="true" />
      Request Quote
    </Link>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
      <BackLink to={backTo} />
      <div className="mt-4 overflow-hidden rounded-3xl border border-stone-200 bg-white shadow-sm">
        <div className="relative h-40 bg-gradient-to-br from-brand-700 to-brand-500 sm:h-56">
          {cover && <img src={cover} alt="" className="size-full object-cover" />}
          <div className="absolute inset-0 bg-gradient-to-t from-black/35 to-transparent" aria-hidden="true" />
        </div>
        <div className="flex flex-col gap-5 px-5 pb-6 sm:px-8 lg:flex-row lg:items-end lg:justify-between">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <ProviderAvatar name={provider.business_name} url={avatar} className="relative -mt-12 size-24 text-3xl shadow-md ring-4 ring-white sm:-mt-14 sm:size-28" />
            <div className="min-w-0">
              {/* The heading is the business name alone; the Verified badge stands beside it. */}
              <div className="flex flex-wrap items-center gap-2">
                <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">{provider.business_name}</h1>
                {provider.verified && <VerifiedBadge />}
              </div>
              <RatingSummary rating={provider.avg_rating} count={provider.review_count} className="mt-1.5" />
              <ReplyTime medianMinutes={provider.median_reply_minutes} className="mt-1" />
              <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-stone-700">
                {provider.city && (
                  <ProviderFact icon={MapPin}>
                    {[provider.city, provider.region && provider.region !== provider.city ? provider.region : null].filter(Boolean).join(', ')}
                  </ProviderFact>
                )}
                {years && <ProviderFact icon={Briefcase}>{years}</ProviderFact>}
                <ProviderFact icon={Tag}>{formatPriceRange(provider.price_range)}</ProviderFact>
                <ProviderFact icon={CalendarDays}>Member since {formatDate(provider.created_at, { month: 'short', year: 'numeric' })}</ProviderFact>
              </ul>
            </div>
          </div>
          <div className="shrink-0">{requestQuote}</div>
        </div>
      </div>

      <div className="mt-8">
        <DetailTabs<TTab>
          label={`${provider.business_name} details`}
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'overview', label: 'Overview' },
            { id: 'gallery', label: 'Gallery', count: photos.length },
            { id: 'reviews', label: 'Reviews', count: provider.review_count },
          ]}
        >
          {tab === 'overview' && <Overview provider={provider} onOpenPhoto={(list, index) => setLightbox({ photos: list, index })} />}
          {tab === 'gallery' && (
            <PhotoGrid photos={photos} businessName={provider.business_name} onOpen={(index) => setLightbox({ photos, index })} className="lg:grid-cols-4" />
          )}
          {tab === 'reviews' && <ProviderReviews providerId={provider.provider_id} businessName={provider.business_name} />}
        </DetailTabs>
      </div>

      <GalleryLightbox
        photos={lightbox.photos}
        index={lightbox.index}
        onIndexChange={(index) => setLightbox((current) => ({ ...current, index }))}
        title={provider.business_name}
      />
    </div>
  );
};

export default ProviderDetailPage;
