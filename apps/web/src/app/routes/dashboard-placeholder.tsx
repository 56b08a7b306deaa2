import { Link } from 'react-router';
import { CalendarPlus, LogOut, Mail, UserRound } from 'lucide-react';
import { displayName, SECTION_IDS, userInitial } from '@app/contract';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';

/** The signed-in shell: who is signed in, a way to plan an event, and Sign Out. */
const DashboardPlaceholder = () => {
  const { user, signOut } = useAuth();
  if (!user) return null;
  const name = displayName(user);
  const type = user.profile.organiser_type === 'business' ? 'Business organiser' : 'Individual organiser';
  return (
    <div className="min-h-dvh bg-cream">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" aria-label="Hui Events home" className="rounded-lg">
            <BrandLogo />
          </Link>
          <div className="flex items-center gap-3">
            <div className="hidden text-right sm:block">
              <p className="text-sm font-semibold text-stone-900">{name}</p>
              <p className="text-xs text-stone-600">{user.email}</p>
            </div>
            <Button variant="outline" size="sm" onClick={() => void signOut()}>
              <LogOut className="size-4" aria-hidden="true" />
              Sign Out
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950">Kia ora, {name}</h1>
        <p className="mt-2 text-stone-700">Welcome to your Hui Events dashboard.</p>
        <section aria-labelledby="account-title" className="mt-8 max-w-xl rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 id="account-title" className="sr-only">
            Your account
          </h2>
          <div className="flex items-center gap-4">
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white" aria-hidden="true">
              {userInitial(user)}
            </span>
            <dl className="space-y-1 text-sm">
              <div className="flex items-center gap-2">
                <dt>
                  <UserRound className="size-4 text-brand-700" aria-label="Name" />
                </dt>
                <dd className="font-semibold text-stone-900">{name}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>
                  <Mail className="size-4 text-brand-700" aria-label="E-mail" />
                </dt>
                <dd className="text-stone-700">{user.email}</dd>
              </div>
              <div className="text-stone-600">{type}</div>
            </dl>
          </div>
          <Link to={`/#${SECTION_IDS.requestForm}`} className={`${buttonClasses()} mt-6`}>
            <CalendarPlus className="size-4" aria-hidden="true" />
            Plan New Event
          </Link>
        </section>
      </main>
    </div>
  );
};

export default DashboardPlaceholder;
