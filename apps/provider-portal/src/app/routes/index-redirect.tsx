import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { PageSpinner } from '@app/ui/spinner.tsx';

/**
 * /: a signed-in provider goes to the inbox, anyone else to /sign-in. The organiser site sends
 * providers here with `?email=`, which the sign-in form fills in; a page the person was sent away
 * from (state.from) goes along too.
 */
export const IndexRedirect = () => {
  const { status } = useAuth();
  const { search, state } = useLocation();
  if (status === 'loading') return <PageSpinner label="Loading your account" />;
  if (status === 'signed-in') return <Navigate to="/requests" replace />;
  return <Navigate to={{ pathname: '/sign-in', search }} replace state={state} />;
};
