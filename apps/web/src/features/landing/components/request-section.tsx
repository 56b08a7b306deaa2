import type { ReactNode } from 'react';
import { CalendarDays, MapPin, Sparkles, Wallet } from 'lucide-react';
import { PROVIDER_RESPONSE_HOURS, REQUEST_ACTIVE_DAYS, SECTION_IDS } from '@app/contract';
import { cx } from '@app/ui/cx.ts';

const WHAT_YOU_NEED = [
  { icon: Sparkles, text: 'The services you need, such as catering, a band or a photographer' },
  { icon: CalendarDays, text: 'Your event date and a short description of the occasion' },
  { icon: MapPin, text: 'Where it is happening, anywhere in New Zealand' },
  { icon: Wallet, text: 'A budget range in NZ dollars, even a rough one' },
] as const;

/** The request section (anchor registration-form); the request wizard renders inside it when provided. */
export function RequestSection({ requestForm }: { requestForm?: ReactNode }) {
  return (
    <section
      id={SECTION_IDS.requestForm}
      aria-labelledby={requestForm ? undefined : 'request-heading'}
      aria-label={requestForm ? 'Event request' : undefined}
      className={cx('below-fold scroll-mt-24 bg-gradient-to-b from-white to-[#f3ede2] py-20 sm:py-28', requestForm ? 'request-form-height' : null)}
    >
      <div className="mx-auto max-w-5xl px-5 sm:px-8">
        {requestForm ?? (
          <div className="rounded-[28px] bg-white p-8 shadow-xl shadow-stone-900/5 ring-1 ring-stone-200 sm:p-12">
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Start planning</p>
            <h2 id="request-heading" className="mt-3 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
              Tell us about your event
            </h2>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed text-stone-600">
              Your request goes to verified local providers, who usually review it within {PROVIDER_RESPONSE_HOURS} hours.
              It is free, there is no obligation, and your request stays active for {REQUEST_ACTIVE_DAYS} days.
            </p>
            <h3 className="mt-8 text-sm font-semibold uppercase tracking-widest text-stone-600">Have these handy</h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {WHAT_YOU_NEED.map(({ icon: Icon, text }) => (
                <li key={text} className="flex gap-3 rounded-2xl bg-[#faf7f2] p-4 text-stone-700">
                  <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
