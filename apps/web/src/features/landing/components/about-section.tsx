import { SECTION_IDS } from '@app/contract';
import { Award, Compass, Leaf, ShieldCheck, Target } from 'lucide-react';
import { MISSION, VALUES, VISION } from '../landing-content.ts';

const VALUE_ICONS = [Leaf, ShieldCheck, Award] as const;

export function AboutSection() {
  return (
    <section id={SECTION_IDS.about} aria-labelledby="about-heading" className="below-fold scroll-mt-24 bg-[#faf7f2] py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">About us</p>
            <h2 id="about-heading" className="mt-3 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
              Event planning, the Kiwi way
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-stone-600">
              Planning an event in New Zealand usually means a lot of phone calls, a spreadsheet and plenty of
              guesswork. We started Hui Events so that organisers can describe their event once and hear back from the
              local people who do it best. A hui is a gathering, and that is what we are here for.
            </p>
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <article className="rounded-3xl bg-brand-800 p-7 text-white shadow-lg shadow-brand-900/10">
              <span className="flex h-11 w-11 items-center justify-center rounded-2xl bg-white/15">
                <Target className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">Our Mission</h3>
              <p className="mt-3 leading-relaxed text-brand-50">{MISSION}</p>
            </article>
            <article className="rounded-3xl bg-white p-7 shadow-sm ring-1 ring-stone-200">
              <span className="flex h-11 w-11 items-center justify-center rounded-2xl bg-clay-100 text-clay-700">
                <Compass className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-stone-900">Our Vision</h3>
              <p className="mt-3 leading-relaxed text-stone-600">{VISION}</p>
            </article>
          </div>
        </div>

        <div className="mt-16">
          <h3 className="text-center text-sm font-semibold uppercase tracking-widest text-stone-600">Our values</h3>
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {VALUES.map((value, index) => {
              const Icon = VALUE_ICONS[index] ?? Leaf;
              return (
                <li key={value.title} className="rounded-3xl border border-stone-200 bg-white p-7 transition hover:-translate-y-0.5 hover:shadow-md">
                  <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon className="h-5 w-5" aria-hidden="true" />
                  </span>
                  <p className="mt-4 text-lg font-semibold text-stone-900">{value.title}</p>
                  <p className="mt-2 leading-relaxed text-stone-600">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
