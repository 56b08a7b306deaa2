import { Link } from 'react-router';
import { ArrowRight, Calculator, ClipboardCheck, MapPinned, type LucideIcon } from 'lucide-react';

type TResource = {
  title: string;
  text: string;
  icon: LucideIcon;
  /** Where the same advice already lives on the blog. */
  relatedTo: string;
  relatedLabel: string;
};

const RESOURCES: readonly TResource[] = [
  {
    title: 'Event Planning Checklist (PDF)',
    text: 'A printable month-by-month checklist, from choosing a date to the emergency kit for the day.',
    icon: ClipboardCheck,
    relatedTo: '/blog/ultimate-guide-planning-events-new-zealand#checklist',
    relatedLabel: 'Read the checklist in our guide',
  },
  {
    title: 'NZ Venue Directory',
    text: 'Venues around the country by region, capacity and style, from marae and halls to vineyards and lodges.',
    icon: MapPinned,
    relatedTo: '/blog/how-to-choose-perfect-venue-new-zealand#types',
    relatedLabel: 'Compare venue types',
  },
  {
    title: 'Event Budget Calculator',
    text: 'Split your total budget across venue, catering, entertainment and the rest, in NZ dollars and with GST.',
    icon: Calculator,
    relatedTo: '/blog/ultimate-guide-planning-events-new-zealand#budget',
    relatedLabel: 'Read our budgeting advice',
  },
];

/** Downloadable resources that are still being prepared, each pointing at the advice already published. */
export function ResourceCards() {
  return (
    <section aria-labelledby="resources-heading">
      <h2 id="resources-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
        Planning resources
      </h2>
      <p className="mt-2 text-stone-600">Free tools we are preparing for organisers. Until they are ready, the same advice is in our articles.</p>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {RESOURCES.map(({ title, text, icon: Icon, relatedTo, relatedLabel }) => (
          <li key={title} className="flex flex-col rounded-3xl border border-stone-200 bg-white p-6">
            <div className="flex items-start justify-between gap-4">
              <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <span className="rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-600">Coming soon</span>
            </div>
            <h3 className="mt-5 text-lg font-semibold text-stone-900">{title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-stone-600">{text}</p>
            <Link to={relatedTo} className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 hover:text-brand-900 hover:underline">
              {relatedLabel}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
