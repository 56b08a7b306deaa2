import { ExternalLink } from 'lucide-react';
import { MSG, PROVIDER_REDIRECT_COUNTDOWN_SECONDS } from '@app/contract';
import { browser } from '@app/web-core/browser.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

/** The service-provider message and a countdown from 5 to 0, then off to the provider portal. */
export const ProviderRedirectNotice = ({ url }: { url: string }) => {
  const remaining = useCountdown(PROVIDER_REDIRECT_COUNTDOWN_SECONDS, () => browser.assign(url));
  return (
    <div className="text-center">
      <p role="alert" className="rounded-xl bg-accent-50 px-4 py-3 text-[0.95rem] font-medium text-accent-700">
        {MSG.providerRedirect}
      </p>
      <div className="mx-auto mt-6 flex size-20 items-center justify-center rounded-full border-4 border-brand-100 text-3xl font-bold text-brand-800" aria-hidden="true">
        <span data-testid="redirect-countdown">{remaining}</span>
      </div>
      <p className="mt-3 text-sm text-stone-600">
        Redirecting in {remaining} {remaining === 1 ? 'second' : 'seconds'}.
      </p>
      <a href={url} className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
        Go to the provider portal now
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </div>
  );
};
