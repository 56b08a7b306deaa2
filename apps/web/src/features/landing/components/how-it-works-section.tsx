import { SECTION_IDS } from '@app/contract';
import { useRef, useState, type KeyboardEvent } from 'react';
import { ArrowRight, Check } from 'lucide-react';
import { buttonClasses } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { StepArt } from '../illustrations/illustrations.tsx';
import { STEPS } from '../landing-content.ts';
import { scrollToSection } from '../../../lib/scroll.ts';

const startButton = cx(buttonClasses({ variant: 'primary', size: 'lg' }), 'shadow-lg shadow-brand-900/20');

/** A step's details, each after a tick; compact in the small-screen list. */
const StepDetails = ({ details, isCompact = false }: { details: readonly string[]; isCompact?: boolean }) => (
  <ul className={isCompact ? 'mt-3 space-y-2' : 'mt-4 space-y-2.5'}>
    {details.map((detail) => (
      <li key={detail} className={cx('flex text-stone-700', isCompact ? 'gap-2.5 text-sm' : 'gap-3')}>
        <Check className={cx('mt-0.5 shrink-0 text-brand-700', isCompact ? 'h-4 w-4' : 'h-5 w-5')} aria-hidden="true" />
        {detail}
      </li>
    ))}
  </ul>
);

export function HowItWorksSection() {
  const [activeIndex, setActiveIndex] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = STEPS[activeIndex] ?? STEPS[0];

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (activeIndex + (moves[event.key] ?? 0) + STEPS.length) % STEPS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = STEPS.length - 1;
    if (next === null) return;
    event.preventDefault();
    setActiveIndex(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section id={SECTION_IDS.howItWorks} aria-labelledby="how-heading" className="below-fold scroll-mt-24 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">How it works</p>
          <h2 id="how-heading" className="mt-3 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
            From idea to celebration in four steps
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-stone-600">
            No phone tag, no chasing quotes. Tell us once, hear back from the right people, and choose with confidence.
          </p>
        </div>

        {/* Large screens: the steps are tabs and the chosen step shows its detail. */}
        <div className="mt-14 hidden gap-10 lg:grid lg:grid-cols-[0.9fr_1.1fr]">
          <div role="tablist" aria-label="How it works steps" aria-orientation="vertical" className="flex flex-col gap-3">
            {STEPS.map((step, index) => {
              const isActive = index === activeIndex;
              return (
                <button
                  key={step.number}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`how-step-tab-${step.number}`}
                  aria-selected={isActive}
                  aria-controls="how-step-panel"
                  tabIndex={isActive ? 0 : -1}
                  onClick={() => setActiveIndex(index)}
                  onKeyDown={onTabKeyDown}
                  className={`group flex items-start gap-4 rounded-2xl border p-5 text-left transition focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                    isActive ? 'border-brand-700 bg-brand-50 shadow-sm' : 'border-stone-200 bg-white hover:border-stone-300 hover:bg-stone-50'
                  }`}
                >
                  <span
                    className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-base font-bold ${
                      isActive ? 'bg-brand-700 text-white' : 'bg-stone-100 text-stone-700 group-hover:bg-stone-200'
                    }`}
                  >
                    {step.number}
                  </span>
                  <span>
                    <span className="block text-lg font-semibold text-stone-900">{step.title}</span>
                    <span className="mt-1 block text-sm leading-relaxed text-stone-600">{step.summary}</span>
                  </span>
                </button>
              );
            })}
          </div>
          <div
            role="tabpanel"
            id="how-step-panel"
            aria-labelledby={`how-step-tab-${active.number}`}
            className="rounded-[28px] bg-[#faf7f2] p-8 ring-1 ring-stone-200"
          >
            <StepArt step={active.number} className="h-auto w-full" />
            <p className="mt-7 text-sm font-semibold uppercase tracking-widest text-brand-700">Step {active.number} of 4</p>
            <h3 className="mt-2 text-2xl font-bold text-stone-900">{active.title}</h3>
            <StepDetails details={active.details} />
          </div>
        </div>

        {/* Small screens: every step with its detail, one after another. */}
        <ol className="mt-12 space-y-5 lg:hidden">
          {STEPS.map((step) => (
            <li key={step.number} className="rounded-3xl border border-stone-200 bg-[#faf7f2] p-5">
              <StepArt step={step.number} className="h-auto w-full" />
              <div className="mt-5 flex items-center gap-3">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {step.number}
                </span>
                <h3 className="text-lg font-semibold text-stone-900">{step.title}</h3>
              </div>
              <p className="mt-3 leading-relaxed text-stone-600">{step.summary}</p>
              <StepDetails details={step.details} isCompact />
            </li>
          ))}
        </ol>

        <div className="mt-12 flex justify-center">
          <button type="button" className={startButton} onClick={() => void scrollToSection(SECTION_IDS.requestForm)}>
            Start Your Event Request
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </section>
  );
}
