import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { returnPath } from '../../lib/return-path.ts';

/** Sign-in and sign-up are for visitors: a signed-in provider goes on to where they were headed. */
export const SignedOutOnly = ({ children }: { children: ReactNode }) => {
  const { status } = useAuth();
  const { state } = useLocation();
  if (status === 'loading') return <PageSpinner label="Loading your account" />;
  if (status === 'signed-in') return <Navigate to={returnPath(state)} replace />;
  return children;
};
