import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@app/web-core/auth/auth-context.ts';
import { PageSpinner } from '@app/ui/spinner.tsx';

/** The state a protected route leaves on / so the path can be restored after sign-in. */
export type TReturnState = { from: string };

/** Spinner while auth loads; a visitor goes to / with the original path remembered. */
export const ProtectedRoute = ({ children }: { children: ReactNode }) => {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Loading your account" />;
  if (status === 'signed-out') {
    const state: TReturnState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/" replace state={state} />;
  }
  return children;
};
