import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { CalendarCheck, MessageSquareQuote, Smartphone } from 'lucide-react';
import { BrandLogo } from '@app/ui/brand-logo.tsx';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { APP_URL } from '../../lib/site-urls.ts';

const POINTS = [
  { icon: CalendarCheck, text: 'Event requests from organisers near you that match what you offer.' },
  { icon: MessageSquareQuote, text: 'Send a priced quote in a couple of minutes, and see when it is accepted.' },
  { icon: Smartphone, text: 'Made for your phone, between jobs.' },
] as const;

/** Sign-in, sign-up and password pages: the brand and what the portal is for beside (or above) the form. */
export const AuthLayout = () => (
  <div className="min-h-dvh bg-cream lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
    <header className="bg-brand-900 text-white lg:flex lg:flex-col lg:justify-between lg:px-12 lg:py-12">
      <div className="flex items-center justify-between gap-3 px-4 py-4 sm:px-6 lg:block lg:p-0">
        <Link to="/" className="inline-flex items-center gap-2 whitespace-nowrap rounded-lg" aria-label="Hui Events for Providers">
          <BrandLogo isInverted />
          <span className="rounded-full bg-accent-300 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-brand-950">Providers</span>
        </Link>
        <a href={APP_URL} className="hidden text-sm font-semibold text-brand-100 underline underline-offset-4 hover:text-white sm:inline lg:hidden">
          Organiser site
        </a>
      </div>
      <div className="hidden lg:block">
        <p className="max-w-md text-3xl font-bold leading-tight tracking-tight">Grow your events business across Aotearoa.</p>
        <ul className="mt-8 max-w-md space-y-5">
          {POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex gap-3 text-brand-50">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10">
                <Icon className="size-5 text-accent-300" aria-hidden="true" />
              </span>
              <span className="pt-2 leading-6">{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="hidden text-sm text-brand-100 lg:block">
        Planning an event instead?{' '}
        <a href={APP_URL} className="font-semibold text-white underline underline-offset-4">
          Go to the organiser site
        </a>
      </p>
    </header>
    <main className="flex justify-center px-4 py-8 sm:px-6 sm:py-12 lg:items-center lg:py-16">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  </div>
);
