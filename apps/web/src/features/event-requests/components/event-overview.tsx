// The details modal's Overview tab (dashboard.md §2): the event, the organiser, the services
// requested, how they are delivered, and the additional notes.
import type { ReactNode } from 'react';
import type { TEventRequest, TEventRequestItem } from '@app/contract';
import { formatDate } from '@app/web-core/format.ts';
import { budgetText, EVENT_STATUS_LABELS, wordsOf } from '../event-display.ts';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="border-t border-stone-200 pt-5 first:border-t-0 first:pt-0">
    <h3 className="text-sm font-bold uppercase tracking-wider text-brand-800">{title}</h3>
    <div className="mt-3">{children}</div>
  </section>
);

const Facts = ({ rows }: { rows: [string, ReactNode][] }) => (
  <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
    {rows.map(([label, value]) => (
      <div key={label} className="min-w-0">
        <dt className="text-xs font-semibold text-stone-500">{label}</dt>
        <dd className="mt-0.5 break-words text-[0.95rem] text-stone-900">{value}</dd>
      </div>
    ))}
  </dl>
);

const notGiven = <span className="text-stone-500">Not provided</span>;

/** 'Catering & Food: Wedding catering' for each category link of the item. */
const servicesOf = (item: TEventRequestItem): string[] =>
  item.categories.map((link) => (link.subcategory_name ? `${link.category_name}: ${link.subcategory_name}` : link.category_name));

const ServiceItem = ({ item }: { item: TEventRequestItem }) => {
  const services = servicesOf(item);
  return (
    <li className="rounded-xl border border-stone-200 bg-stone-50 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-stone-900">{item.name || item.categories[0]?.subcategory_name || item.categories[0]?.category_name || 'Service'}</p>
        <p className="text-sm text-stone-600">Quantity: {item.quantity}</p>
      </div>
      {services.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Categories">
          {services.map((service) => (
            <li key={service} className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-100">
              {service}
            </li>
          ))}
        </ul>
      )}
      {item.notes && <p className="mt-2 whitespace-pre-line text-sm text-stone-700">{item.notes}</p>}
    </li>
  );
};

export const EventOverview = ({ event }: { event: TEventRequest }) => (
  <div className="grid gap-5">
    <Section title="Event Details">
      {event.description && <p className="mb-4 whitespace-pre-line text-[0.95rem] leading-7 text-stone-800">{event.description}</p>}
      <Facts
        rows={[
          ['Event date', formatDate(event.event_date) || 'Date to be confirmed'],
          ['Location', event.location || 'Location to be confirmed'],
          ['Budget', budgetText(event.budget_min, event.budget_max)],
          ['Status', EVENT_STATUS_LABELS[event.status]],
        ]}
      />
    </Section>
    <Section title="Organiser Information">
      <Facts
        rows={[
          ['Total quotes', event.quotes_count],
          ['Accepted quotes', event.accepted_quotes_count],
          ['Name', event.organiser_name || notGiven],
          ['E-mail', event.organiser_email || notGiven],
          ['Type', wordsOf(event.organiser_type)],
          ['Response deadline', formatDate(event.response_deadline) || 'Not set'],
        ]}
      />
    </Section>
    <Section title="Services Requested">
      {event.items.length > 0 ? (
        <ul className="grid gap-3">
          {event.items.map((item) => (
            <ServiceItem key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">No services chosen yet.</p>
      )}
    </Section>
    <Section title="Service Delivery">
      <Facts
        rows={[
          ['Delivery method', wordsOf(event.delivery_method)],
          // An address is asked for deliveries; for on-site service or pickup it shows only when one was given.
          ...(event.delivery_method === 'delivery' || event.delivery_address ? [['Delivery address', event.delivery_address || notGiven] as [string, ReactNode]] : []),
        ]}
      />
    </Section>
    <Section title="Additional Notes">
      {event.additional_notes ? (
        <p className="whitespace-pre-line text-[0.95rem] leading-7 text-stone-800">{event.additional_notes}</p>
      ) : (
        <p className="text-sm text-stone-600">No additional notes.</p>
      )}
    </Section>
  </div>
);
