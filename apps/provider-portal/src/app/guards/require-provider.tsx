import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ArrowUpRight, LogOut, ShieldAlert, TriangleAlert } from 'lucide-react';
import { PROVIDER_ACCOUNT_MSG } from '@app/contract';
import { Button, buttonClasses } from '@app/ui/button.tsx';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { PageProblem } from '@app/ui/state-panels.tsx';
import { ApiError, errorText } from '@app/web-core/api-client.ts';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { failedQueryProps } from '../../lib/failed-query.ts';
import { useProviderAccountQuery } from '../../lib/api/get-provider-account.ts';
import type { TReturnState } from '../../lib/return-path.ts';
import { APP_URL } from '../../lib/site-urls.ts';

/**
 * The portal's own pages need a signed-in provider: a spinner while the session and the business
 * load, /sign-in for a visitor (the page remembered), and a plain explanation when the account is
 * not a provider's or cannot be loaded.
 */
export const RequireProvider = ({ children }: { children: ReactNode }) => {
  const { status, signOut } = useAuth();
  const location = useLocation();
  // Loaded while the stored session is being confirmed, so the two requests overlap.
  const account = useProviderAccountQuery(status !== 'signed-out');

  if (status === 'signed-out') {
    const state: TReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  if (status === 'loading' || account.isPending) return <PageSpinner label="Loading your business" />;
  if (account.isError) {
    const signOutButton = (
      <Button variant="outline" onClick={() => void signOut()}>
        <LogOut className="size-4" aria-hidden="true" />
        Sign Out
      </Button>
    );
    const isRefused = account.error instanceof ApiError && account.error.status === 403;
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        {isRefused ? (
          <PageProblem icon={ShieldAlert} title="This portal is for service providers" body={errorText(account.error, PROVIDER_ACCOUNT_MSG.providersOnly)}>
            <a href={APP_URL} className={buttonClasses()}>
              Go to the organiser site
              <ArrowUpRight className="size-4" aria-hidden="true" />
            </a>
            {signOutButton}
          </PageProblem>
        ) : (
          <PageProblem
            icon={TriangleAlert}
            title="We could not load your business"
            {...failedQueryProps(account)}
          >
            {signOutButton}
          </PageProblem>
        )}
      </div>
    );
  }
  return children;
};
