import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ArrowLeft, Building2, ExternalLink, MapPin, MessagesSquare, SearchX } from 'lucide-react';
import { formatPriceRange } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { Spinner } from '@app/ui/spinner.tsx';
import { PageProblem } from '@app/ui/state-panels.tsx';
import { ProviderAvatar } from '@app/ui/provider-avatar.tsx';
import { RatingSummary, ReplyTime, ServiceChips, VerifiedBadge } from '../../../components/provider-bits.tsx';
import { formatYears } from '../../../lib/provider-display.ts';
import { dashboardTabPath } from '../../../lib/dashboard-tabs.ts';
import { isProviderNotFound, PROVIDER_DETAIL_TEXT, useProvider } from '../../../lib/api/get-provider.ts';
import { galleryPhotos } from '../gallery-index.ts';
import { GalleryLightbox } from './gallery-lightbox.tsx';
import { PhotoGrid } from './photo-grid.tsx';
import { ProviderContactDetails, websiteHref } from './provider-contact-card.tsx';

export const PROVIDER_VIEW_TEXT = {
  notFoundTitle: 'Provider Not Found',
  notFoundBody: 'The provider details could not be found. They may have left Hui Events.',
  backToQuotes: 'Back to Quotes',
} as const;

type TProviderProfileViewProps = {
  providerId: number | null;
  /** Back to Quotes; by default opens the Quotes tab. */
  onBack?(): void;
};

const Card = ({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) => (
  <section className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
    <h2 className="flex items-center gap-2 text-lg font-bold text-brand-950">
      {icon}
      {title}
    </h2>
    <div className="mt-3">{children}</div>
  </section>
);

/**
 * The provider as seen from the Quotes tab (dashboard.md §2 Alternate provider detail view):
 * Back to Quotes, Start Chat, Visit Website, About, Services, Portfolio, contact and location.
 */
export const ProviderProfileView = ({ providerId, onBack }: TProviderProfileViewProps) => {
  const navigate = useNavigate();
  const { data: provider, isPending, isError, error, refetch, isFetching } = useProvider(providerId);
  const [photoIndex, setPhotoIndex] = useState<number | null>(null);
  const back = onBack ?? (() => navigate(dashboardTabPath('quotes')));

  const backButton = (
    <Button variant="ghost" size="sm" onClick={back} className="-ml-3">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {PROVIDER_VIEW_TEXT.backToQuotes}
    </Button>
  );

  if (providerId !== null && isPending) {
    return (
      <div className="flex justify-center py-20 text-3xl text-brand-700">
        <Spinner label="Loading provider" />
      </div>
    );
  }

  if (providerId === null || isError || !provider) {
    const isNotFound = providerId === null || isProviderNotFound(error);
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {backButton}
        <PageProblem
          icon={SearchX}
          title={isNotFound ? PROVIDER_VIEW_TEXT.notFoundTitle : PROVIDER_DETAIL_TEXT.loadFailed}
          body={isNotFound ? PROVIDER_VIEW_TEXT.notFoundBody : 'Please check your connection and try again.'}
          onRetry={isNotFound ? undefined : () => void refetch()}
          isRetrying={isFetching}
          className="mt-4"
        >
          <Button onClick={back}>{PROVIDER_VIEW_TEXT.backToQuotes}</Button>
        </PageProblem>
      </div>
    );
  }

  const portfolio = galleryPhotos(provider.attachments.gallery_images, provider.attachments.service_images);
  const place = [provider.address, provider.city, provider.region, provider.postal_code].filter(Boolean).join(', ');
  const years = formatYears(provider.years_in_operation);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      {backButton}
      <header className="mt-3 flex flex-col gap-5 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-4">
          <ProviderAvatar name={provider.business_name} url={provider.attachments.profile_pictures[0]?.file_url} className="size-20 text-2xl" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">{provider.business_name}</h1>
              {provider.verified && <VerifiedBadge />}
            </div>
            <RatingSummary rating={provider.avg_rating} count={provider.review_count} className="mt-1" />
            <ReplyTime medianMinutes={provider.median_reply_minutes} className="mt-0.5" />
            <p className="mt-1 text-sm text-stone-600">{[provider.city, years, formatPriceRange(provider.price_range)].filter(Boolean).join(' · ')}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => navigate(dashboardTabPath('messages'))}>
            <MessagesSquare className="size-4" aria-hidden="true" />
            Start Chat
          </Button>
          {provider.website && (
            <a
              href={websiteHref(provider.website)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-5 font-semibold text-stone-800 hover:border-brand-600 hover:text-brand-800"
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Visit Website
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </header>

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <Card title="About">
            <p className="whitespace-pre-line leading-7 text-stone-700">{provider.description || 'This provider has not written a description yet.'}</p>
          </Card>
          <Card title="Services">
            {provider.categories.length + provider.subcategories.length === 0 ? (
              <p className="text-stone-600">No services listed yet.</p>
            ) : (
              <ServiceChips services={[...provider.categories, ...provider.subcategories]} />
            )}
          </Card>
          <Card title="Portfolio">
            <PhotoGrid photos={portfolio} businessName={provider.business_name} onOpen={setPhotoIndex} />
          </Card>
        </div>
        <div className="space-y-6">
          <Card title="Contact" icon={<Building2 className="size-5 text-brand-600" aria-hidden="true" />}>
            <ProviderContactDetails provider={{ ...provider, address: null, city: null, region: null, postal_code: null }} />
          </Card>
          <Card title="Location" icon={<MapPin className="size-5 text-brand-600" aria-hidden="true" />}>
            <p className="text-stone-800">{place || 'Location not listed'}</p>
          </Card>
        </div>
      </div>

      <GalleryLightbox photos={portfolio} index={photoIndex} onIndexChange={setPhotoIndex} title={provider.business_name} />
    </div>
  );
};
