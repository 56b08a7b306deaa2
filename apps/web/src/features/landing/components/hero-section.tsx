import { Link } from 'react-router';
import { ArrowRight, CalendarPlus, Clock, LayoutDashboard, MessageCircle, ShieldCheck, Sparkles } from 'lucide-react';
import { ORGANISER_COUNT_CLAIM, PROVIDER_RESPONSE_HOURS, SECTION_IDS } from '@app/contract';
import { useAuth, useAuthDialogs } from '@app/web-core/auth/auth-context.ts';
import { buttonClasses } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { HeroLandscape } from '../illustrations/illustrations.tsx';
import { scrollToSection } from '../../../lib/scroll.ts';

const primaryButton = cx(buttonClasses({ variant: 'primary', size: 'lg' }), 'shadow-lg shadow-brand-900/20');
const secondaryButton = cx(buttonClasses({ variant: 'outline', size: 'lg' }));

export function HeroSection() {
  const { status } = useAuth();
  const { openLogin, openSignup } = useAuthDialogs();
  const isSignedIn = status === 'signed-in';

  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-b from-[#fbefe1] via-[#fdf7ef] to-[#faf7f2]">
      <div aria-hidden="true" className="pointer-events-none absolute -left-32 -top-32 h-96 w-96 rounded-full bg-brand-200/40 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -right-24 top-40 h-80 w-80 rounded-full bg-accent-200/50 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-5 pb-16 pt-10 sm:px-8 lg:grid-cols-[1.05fr_1fr] lg:gap-10 lg:pb-24 lg:pt-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-700/15 bg-white/70 px-3.5 py-1.5 text-sm font-medium text-brand-800">
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            Kia ora! Event planning made easy across Aotearoa
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold leading-[1.08] tracking-tight text-stone-900 sm:text-5xl lg:text-6xl">
            Plan your next event with <span className="text-brand-700">trusted local</span> Kiwi providers
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-stone-600">
            Post one free request for your wedding, birthday, hui or company function. Verified caterers, musicians,
            photographers and venues near you send quotes, you chat with them directly, and you book the ones you love.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {isSignedIn ? (
              <>
                <Link to="/dashboard" className={primaryButton}>
                  <LayoutDashboard className="h-5 w-5" aria-hidden="true" />
                  Go to Dashboard
                </Link>
                <button type="button" className={secondaryButton} onClick={() => void scrollToSection(SECTION_IDS.requestForm)}>
                  <CalendarPlus className="h-5 w-5" aria-hidden="true" />
                  Plan New Event
                </button>
              </>
            ) : (
              <>
                <button type="button" className={primaryButton} onClick={openSignup}>
                  Get Started – It's Free
                  <ArrowRight className="h-5 w-5" aria-hidden="true" />
                </button>
                <button type="button" className={secondaryButton} onClick={openLogin}>
                  Sign In
                </button>
              </>
            )}
          </div>
          <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-stone-200 pt-6">
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">Organisers</dt>
              <dd className="mt-1 text-2xl font-bold text-stone-900">{ORGANISER_COUNT_CLAIM}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">First review</dt>
              <dd className="mt-1 text-2xl font-bold text-stone-900">{PROVIDER_RESPONSE_HOURS} h</dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">To post</dt>
              <dd className="mt-1 text-2xl font-bold text-stone-900">Free</dd>
            </div>
          </dl>
        </div>

        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          <div className="overflow-hidden rounded-[28px] shadow-2xl shadow-stone-900/15 ring-1 ring-stone-900/5">
            <HeroLandscape className="block h-auto w-full" />
          </div>
          <div aria-hidden="true" className="absolute -left-3 top-6 hidden w-60 rounded-2xl bg-white/95 p-4 shadow-xl ring-1 ring-stone-900/5 sm:-left-8 sm:block">
            <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">Your request</p>
            <p className="mt-1 font-semibold text-stone-900">Ana's 30th, Queenstown</p>
            <p className="text-sm text-stone-600">60 guests · Catering · Live band</p>
            <div className="mt-3 flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800">
              <MessageCircle className="h-4 w-4" />3 new quotes
            </div>
          </div>
          <div aria-hidden="true" className="absolute -bottom-5 right-3 flex items-center gap-3 rounded-2xl bg-white/95 px-4 py-3 shadow-xl ring-1 ring-stone-900/5 sm:-right-4">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-clay-100 text-clay-700">
              <Clock className="h-5 w-5" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-stone-900">Reviewed within {PROVIDER_RESPONSE_HOURS} hours</span>
              <span className="flex items-center gap-1 text-xs text-stone-600">
                <ShieldCheck className="h-3.5 w-3.5 text-brand-700" /> Verified local providers
              </span>
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
