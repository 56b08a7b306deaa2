import { CircleCheck, Info } from 'lucide-react';
import { LongTableEvening } from '../illustrations/illustrations.tsx';
import { WHY_POINTS, WHY_STATS } from '../landing-content.ts';

export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-heading" className="below-fold bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div className="order-2 lg:order-1">
            <div className="overflow-hidden rounded-[28px] shadow-2xl shadow-stone-900/15">
              <LongTableEvening className="block h-auto w-full" />
            </div>
          </div>
          <div className="order-1 lg:order-2">
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Why Hui Events</p>
            <h2 id="why-heading" className="mt-3 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
              Why Kiwi organisers plan with us
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-stone-600">
              Whether it is a whānau reunion in Rotorua or a product launch in Auckland, you get the same thing: real
              local providers, real quotes and a straight answer.
            </p>
            <ul className="mt-8 space-y-5">
              {WHY_POINTS.map((point) => (
                <li key={point.title} className="flex gap-4">
                  <CircleCheck className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
                  <div>
                    <p className="font-semibold text-stone-900">{point.title}</p>
                    <p className="mt-1 leading-relaxed text-stone-600">{point.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <dl className="mt-16 grid grid-cols-2 gap-px overflow-hidden rounded-3xl bg-stone-200 ring-1 ring-stone-200 lg:grid-cols-4">
          {WHY_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse justify-end bg-[#faf7f2] p-6 sm:p-8">
              <dt className="mt-1 text-sm leading-snug text-stone-600">{stat.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-8 flex gap-4 rounded-3xl border border-accent-200 bg-accent-50 p-6 text-stone-900">
          <Info className="mt-0.5 h-6 w-6 shrink-0 text-accent-600" aria-hidden="true" />
          <p className="leading-relaxed">
            <strong className="font-semibold">A connecting platform, on purpose.</strong> Hui Events introduces you to
            independent local providers. We do not run events, handle payments between you and your providers,
            guarantee the quality of their work or act as anyone's agent. You agree prices and details directly with the
            provider you choose.
          </p>
        </div>
      </div>
    </section>
  );
}
