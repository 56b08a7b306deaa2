import { CalendarCheck2 } from 'lucide-react';
import { BRAND_NAME, LEGAL_LAST_UPDATED } from '@app/contract';
import type { TLegalSection } from '../content/legal-types.ts';
import { KeyPoints } from './key-points.tsx';

type TLegalDocumentProps = {
  title: string;
  intro: string;
  /** The plain-language summary shown above the sections. */
  keyPoints: readonly string[];
  sections: readonly TLegalSection[];
};

/** The shared layout of the Privacy Policy and the Terms of Service. */
export function LegalDocument({ title, intro, keyPoints, sections }: TLegalDocumentProps) {
  return (
    <div className="bg-[#faf7f2]">
      <title>{`${title} – ${BRAND_NAME}`}</title>
      <header className="border-b border-stone-200 bg-gradient-to-b from-[#fbefe1] to-[#faf7f2]">
        <div className="mx-auto max-w-6xl px-5 pb-10 pt-12 sm:px-8 lg:pb-14 lg:pt-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Legal</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">{title}</h1>
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-stone-700 ring-1 ring-stone-200">
            <CalendarCheck2 className="h-4 w-4 text-brand-700" aria-hidden="true" />
            Last updated {LEGAL_LAST_UPDATED}
          </p>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-stone-600">{intro}</p>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-12 px-5 pb-20 pt-12 sm:px-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <nav aria-label="Sections" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-xs font-semibold uppercase tracking-widest text-stone-600">On this page</p>
            <ol className="mt-4 space-y-2 border-l border-stone-200">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="-ml-px block border-l-2 border-transparent pl-4 text-sm leading-snug text-stone-600 hover:border-brand-600 hover:text-brand-800">
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <div className="min-w-0">
          <KeyPoints points={keyPoints} />
          <div className="rounded-[28px] bg-white p-6 ring-1 ring-stone-200 sm:p-10">
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24 border-b border-stone-100 pb-8 pt-8 first:pt-0 last:border-b-0 last:pb-0">
                <h2 id={`${section.id}-heading`} className="text-xl font-bold tracking-tight text-stone-900 sm:text-2xl">
                  <span className="mr-2 text-brand-700">{index + 1}.</span>
                  {section.title}
                </h2>
                <div className="mt-4 space-y-4 leading-7 text-stone-700">
                  {section.blocks.map((block, blockIndex) =>
                    typeof block === 'string' ? (
                      <p key={blockIndex}>{block}</p>
                    ) : (
                      <ul key={blockIndex} className="list-disc space-y-2 pl-6 marker:text-brand-700">
                        {block.list.map((item) => (
                          <li key={item} className="pl-1">
                            {item}
                          </li>
                        ))}
                      </ul>
                    ),
                  )}
                </div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
