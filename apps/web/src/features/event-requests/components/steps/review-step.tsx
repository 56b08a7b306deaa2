import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CalendarClock, Pencil } from 'lucide-react';
import { DELIVERY_METHODS, EVENT_REQUEST_MSG } from '@app/contract';
import { formatCurrency, formatDate } from '@app/web-core/format.ts';
import { useWizardData } from '../../wizard/wizard-context.ts';
import type { TStepId } from '../../wizard/wizard-steps.ts';
import { deadlineDate, deadlineOption, type TWizardValues } from '../../wizard/wizard-values.ts';

const NOT_GIVEN = <span className="text-stone-500">Not provided</span>;

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid gap-0.5 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4">
    <dt className="text-sm font-medium text-stone-600">{label}</dt>
    <dd className="min-w-0 break-words text-[0.95rem] text-stone-900">{children}</dd>
  </div>
);

const Section = ({ title, step, children }: { title: string; step: TStepId; children: ReactNode }) => {
  const { goTo, idPrefix } = useWizardData();
  const headingId = `${idPrefix}-review-${step}-${title.replaceAll(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="mb-1 flex items-center justify-between gap-3">
        <h4 id={headingId} className="text-base font-semibold text-stone-900">{title}</h4>
        <button
          type="button"
          onClick={() => goTo(step)}
          className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900"
        >
          <Pencil className="size-3.5" aria-hidden="true" />
          Edit<span className="sr-only"> {title}</span>
        </button>
      </div>
      <dl className="divide-y divide-stone-100">{children}</dl>
    </section>
  );
};

/** Every section with an Edit button that jumps back to its step, and the 30-day statement. */
export const ReviewStep = () => {
  const { control } = useFormContext<TWizardValues>();
  const values = useWatch({ control }) as TWizardValues;
  const { stepIds } = useWizardData();
  const stepFor = (preferred: TStepId): TStepId => (stepIds.includes(preferred) ? preferred : 'overview');
  const delivery = DELIVERY_METHODS.find((m) => m.value === values.delivery_method);
  const deadline = deadlineOption(values.response_deadline);

  return (
    <div className="space-y-4">
      <Section title="Services" step={stepFor('services')}>
        {values.services.length === 0 ? (
          <Row label="Services">{NOT_GIVEN}</Row>
        ) : (
          values.services.map((service) => (
            <Row key={`${service.category_id}-${service.subcategory_id ?? 'all'}`} label={service.category_name}>
              <span className="font-semibold">{service.subcategory_name ?? service.category_name}</span>
              {service.name && <span> · {service.name}</span>}
              <span className="text-stone-600"> · Quantity {Number.isNaN(service.quantity) ? '' : service.quantity}</span>
              {service.notes && <span className="block text-sm text-stone-600">{service.notes}</span>}
            </Row>
          ))
        )}
      </Section>
      <Section title="Event details" step={stepFor('details')}>
        <Row label="Title">{values.title || NOT_GIVEN}</Row>
        <Row label="Description"><span className="whitespace-pre-line">{values.description || NOT_GIVEN}</span></Row>
        <Row label="Date">{values.event_date ? formatDate(values.event_date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) : NOT_GIVEN}</Row>
        <Row label="Location">{values.location || NOT_GIVEN}</Row>
      </Section>
      <Section title="Budget" step="budget">
        <Row label="Budget range">{formatCurrency(values.budget_min)} – {formatCurrency(values.budget_max)}</Row>
      </Section>
      <Section title="Service delivery" step="delivery">
        <Row label="Delivery method">{delivery?.label ?? NOT_GIVEN}</Row>
        {values.delivery_method === 'delivery' && <Row label="Delivery address">{values.delivery_address || NOT_GIVEN}</Row>}
      </Section>
      <Section title="Additional notes" step="notes">
        <Row label="Notes"><span className="whitespace-pre-line">{values.additional_notes || NOT_GIVEN}</span></Row>
      </Section>
      {stepIds.includes('contact') && (
        <Section title="Your information" step="contact">
          <Row label="Organiser type">{values.organiser_type === 'business' ? 'Business' : values.organiser_type === 'individual' ? 'Individual' : NOT_GIVEN}</Row>
          <Row label="Name">{values.organiser_name || NOT_GIVEN}</Row>
          <Row label="Email">{values.organiser_email || NOT_GIVEN}</Row>
          <Row label="Response deadline">{deadline ? `${deadline.label} (${formatDate(deadlineDate(deadline.value))})` : NOT_GIVEN}</Row>
        </Section>
      )}
      <p className="flex items-start gap-2.5 rounded-2xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
        <CalendarClock className="mt-0.5 size-4.5 shrink-0" aria-hidden="true" />
        <span>{EVENT_REQUEST_MSG.activeFor} Verified local providers review new requests and send their quotes by e-mail.</span>
      </p>
    </div>
  );
};
