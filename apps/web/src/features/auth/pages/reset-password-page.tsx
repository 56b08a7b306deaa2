import { useState } from 'react';
import { useLocation } from 'react-router';
import { KeyRound } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, RESET_TOKEN_PATTERN, ZForgotPasswordRequest, ZResetPasswordForm } from '@app/contract';
import { ForgotPasswordDialogOnDemand } from '@app/ui/forgot-password-dialog-on-demand.tsx';
import { ResetPasswordForm } from '@app/ui/reset-password-form.tsx';
import { useAuthDialogs } from '@app/web-core/auth/auth-context.ts';
import { useIsHydrated } from '@app/web-core/hydration.tsx';
import { notify } from '@app/web-core/notify.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { EMAIL_PLACEHOLDER } from '../components/email-field.tsx';
import { ProviderRedirectNotice } from '../components/provider-redirect-notice.tsx';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';

/** The link's token, from `#token=...` (the fragment never reaches a server), or null. */
export const tokenFromHash = (hash: string): string | null => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && RESET_TOKEN_PATTERN.test(token) ? token : null;
};

/**
 * /reset-password#token=...: the page an e-mailed reset link opens. The new password is chosen under
 * the sign-up rules, with the same live checklist; then the person is signed in (every other session
 * was signed out by the reset). A provider's link works here too until the provider portal has its
 * own page: the reset answers with the portal address and the page counts down to it.
 */
const ResetPasswordPage = () => {
  const { hash } = useLocation();
  // The fragment never reaches the server: the prerendered page waits for it (ResetPasswordForm's 'undefined').
  const isHydrated = useIsHydrated();
  const token = isHydrated ? tokenFromHash(hash) : undefined;
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const [providerUrl, setProviderUrl] = useState<string | null>(null);
  const { openLogin } = useAuthDialogs();
  const finishSignIn = useFinishSignIn();
  const reset = useResetPassword();

  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <KeyRound className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-center text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">Choose a new password</h1>
        {providerUrl ? (
          <div className="mt-6">
            <ProviderRedirectNotice url={providerUrl} />
          </div>
        ) : (
          <ResetPasswordForm
            resolver={zodResolver(ZResetPasswordForm)}
            token={token}
            reset={reset}
            onSuccess={(answer) => {
              if ('redirect' in answer) {
                setProviderUrl(answer.redirectUrl);
                return;
              }
              notify(MSG.passwordResetDone, 'success');
              finishSignIn(answer.token, answer.user);
            }}
            onRequestNewLink={() => setIsForgotOpen(true)}
            isCentered
          />
        )}
      </div>
      <ForgotPasswordDialogOnDemand
        isOpen={isForgotOpen}
        resolver={zodResolver(ZForgotPasswordRequest)}
        emailPlaceholder={EMAIL_PLACEHOLDER}
        onClose={() => setIsForgotOpen(false)}
        onBack={() => {
          setIsForgotOpen(false);
          openLogin();
        }}
      />
    </section>
  );
};

export default ResetPasswordPage;
