import { BadgeCheck, ExternalLink, MapPin, MessagesSquare, UsersRound } from 'lucide-react';
import { BENEFITS, PROVIDER_PORTAL_URL } from '../landing-content.ts';

const BENEFIT_ICONS = {
  local: MapPin,
  direct: MessagesSquare,
  quality: BadgeCheck,
  audience: UsersRound,
} as const;

export function ConnectSection() {
  return (
    <section aria-labelledby="connect-heading" className="relative overflow-hidden bg-brand-900 py-20 text-white sm:py-24">
      <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute inset-x-0 bottom-0 h-40 w-full text-brand-800/60" viewBox="0 0 1200 160" preserveAspectRatio="none">
        <path d="M0 120 L160 40 L260 100 L420 10 L560 110 L700 50 L860 120 L1000 30 L1200 110 V160 H0 Z" fill="currentColor" />
      </svg>
      <div className="relative mx-auto max-w-7xl px-5 sm:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">Organisers meet local talent</p>
          <h2 id="connect-heading" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            How We Connect You
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-50/90">
            One request reaches the right people in your region. You keep the conversation, the choice and the
            relationship.
          </p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit) => {
            const Icon = BENEFIT_ICONS[benefit.key];
            return (
              <li key={benefit.key} className="flex flex-col rounded-3xl bg-white/[0.07] p-6 ring-1 ring-white/10 backdrop-blur">
                <span className="flex h-11 w-11 items-center justify-center rounded-2xl bg-accent-300 text-brand-950">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{benefit.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-brand-50/85">{benefit.text}</p>
                {benefit.key === 'audience' ? (
                  <a
                    href={PROVIDER_PORTAL_URL}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-5 inline-flex items-center gap-2 self-start rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-900 transition hover:bg-accent-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                  >
                    Provider portal
                    <ExternalLink className="h-4 w-4" aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
