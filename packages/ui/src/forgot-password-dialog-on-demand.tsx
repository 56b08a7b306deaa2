import { lazy, Suspense, useEffect } from 'react';
import { whenPageIdle } from '@app/web-core/when-page-idle.ts';
import type { TForgotPasswordDialogProps } from './forgot-password-dialog.tsx';

const loadDialog = () => import('./forgot-password-dialog.tsx');
const LazyDialog = lazy(() => loadDialog().then((module) => ({ default: module.ForgotPasswordDialog })));

/**
 * 'Forgot password?' (forgot-password-dialog.tsx) for pages that show it only when asked: the sign-in
 * and reset-password pages. Its dialog library (Radix, about 90 KB of script a phone evaluated before
 * the page answered a tap) loads once the page is idle, and the dialog is drawn while `isOpen`.
 */
export const ForgotPasswordDialogOnDemand = ({ isOpen, ...props }: TForgotPasswordDialogProps & { isOpen: boolean }) => {
  useEffect(() => whenPageIdle(() => void loadDialog()), []);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
};
