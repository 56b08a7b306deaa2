// What a provider that may not quote yet is told: a banner on every screen, and a panel in place of
// the requests and quotes lists (which the API refuses until the business is verified).
import { Link } from 'react-router';
import { Clock3, ShieldAlert } from 'lucide-react';
import { PROVIDER_ACCOUNT_MSG } from '@app/contract';
import { buttonClasses } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import type { TAccountStanding } from '../lib/api/get-provider-account.ts';

export const VERIFICATION_TEXT = {
  pendingTitle: 'Your business is awaiting verification',
  pendingNow: 'Meanwhile, complete your profile and add photos of your work: they are what organisers see first.',
  pendingNext: 'Once verified, you will see event requests that match your services and can send quotes.',
  inactiveTitle: 'Your business is not active on Hui Events',
  requestsTitle: 'Matching requests appear once you are verified',
  quotesTitle: 'Quotes open once you are verified',
} as const;

type TBannerProps = { standing: Exclude<TAccountStanding, 'can-quote'>; isOnProfile: boolean };

/** The banner under the header while the business may not quote. */
export const VerificationBanner = ({ standing, isOnProfile }: TBannerProps) => {
  const isPending = standing === 'pending';
  const Icon = isPending ? Clock3 : ShieldAlert;
  return (
    <section
      aria-label="Account status"
      className={cx('border-b', isPending ? 'border-accent-200 bg-accent-50' : 'border-clay-100 bg-clay-50')}
      data-testid="verification-banner"
    >
      <div className="mx-auto flex max-w-6xl gap-3 px-4 py-3 sm:px-6 sm:py-4 lg:px-8">
        <Icon className={cx('mt-0.5 size-5 shrink-0', isPending ? 'text-accent-700' : 'text-clay-700')} aria-hidden="true" />
        <div className="min-w-0 flex-1 text-sm leading-6">
          <p className={cx('font-bold', isPending ? 'text-accent-700' : 'text-clay-700')}>{isPending ? VERIFICATION_TEXT.pendingTitle : VERIFICATION_TEXT.inactiveTitle}</p>
          {isPending ? (
            <>
              <p className="text-stone-800">{VERIFICATION_TEXT.pendingNow}</p>
              <p className="text-stone-800">{VERIFICATION_TEXT.pendingNext}</p>
            </>
          ) : (
            <p className="text-stone-800">{PROVIDER_ACCOUNT_MSG.accountInactive}</p>
          )}
          {isPending && !isOnProfile && (
            <Link to="/profile" className="mt-1 inline-block font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950">
              Complete your profile
            </Link>
          )}
        </div>
      </div>
    </section>
  );
};

type TPanelProps = { standing: Exclude<TAccountStanding, 'can-quote'>; screen: 'requests' | 'quotes' };

/** In place of the requests or quotes list: why it is not there yet and what to do meanwhile. */
export const VerificationPanel = ({ standing, screen }: TPanelProps) => {
  const isPending = standing === 'pending';
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <span className={cx('inline-flex size-14 items-center justify-center rounded-full', isPending ? 'bg-accent-50 text-accent-700' : 'bg-clay-50 text-clay-700')}>
        {isPending ? <Clock3 className="size-7" aria-hidden="true" /> : <ShieldAlert className="size-7" aria-hidden="true" />}
      </span>
      <h2 className="mt-4 text-lg font-bold text-brand-950">
        {isPending ? (screen === 'requests' ? VERIFICATION_TEXT.requestsTitle : VERIFICATION_TEXT.quotesTitle) : VERIFICATION_TEXT.inactiveTitle}
      </h2>
      <p className="mt-1 max-w-lg text-stone-700">{isPending ? PROVIDER_ACCOUNT_MSG.awaitingVerification : PROVIDER_ACCOUNT_MSG.accountInactive}</p>
      {isPending && (
        <Link to="/profile" className={cx(buttonClasses(), 'mt-5')}>
          Complete your profile
        </Link>
      )}
    </div>
  );
};
