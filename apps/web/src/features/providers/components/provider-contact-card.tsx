import { Globe, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TProviderDetail } from '@app/contract';

/** A website as a link target: bare domains get https://. */
export const websiteHref = (website: string): string => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

const Row = ({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) => (
  <div className="flex items-start gap-3">
    <dt className="mt-0.5 text-brand-600">
      {icon}
      <span className="sr-only">{label}</span>
    </dt>
    <dd className="min-w-0 text-stone-800 [overflow-wrap:anywhere]">{children}</dd>
  </div>
);

/** Contact person, phone, e-mail, website and the address, each only when known. */
export const ProviderContactDetails = ({ provider }: { provider: TProviderDetail }) => {
  const place = [provider.address, provider.city, provider.region, provider.postal_code].filter(Boolean).join(', ');
  const hasAny = provider.contact_name || provider.phone || provider.email || provider.website || place;
  if (!hasAny) return <p className="text-stone-600">Contact details are shared once you request a quote.</p>;
  return (
    <dl className="space-y-3 text-[0.95rem]">
      {provider.contact_name && (
        <Row icon={<UserRound className="size-5" aria-hidden="true" />} label="Contact person">
          {provider.contact_name}
        </Row>
      )}
      {provider.phone && (
        <Row icon={<Phone className="size-5" aria-hidden="true" />} label="Phone">
          <a href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {provider.phone}
          </a>
        </Row>
      )}
      {provider.email && (
        <Row icon={<Mail className="size-5" aria-hidden="true" />} label="E-mail">
          <a href={`mailto:${provider.email}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {provider.email}
          </a>
        </Row>
      )}
      {provider.website && (
        <Row icon={<Globe className="size-5" aria-hidden="true" />} label="Website">
          <a href={websiteHref(provider.website)} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {provider.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Row>
      )}
      {place && (
        <Row icon={<MapPin className="size-5" aria-hidden="true" />} label="Location">
          {place}
        </Row>
      )}
    </dl>
  );
};
