import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowUpRight } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, PROVIDER_ACCOUNT_MSG, RESET_TOKEN_PATTERN, ZForgotPasswordRequest, ZResetPasswordForm } from '@app/contract';
import { ForgotPasswordDialogOnDemand } from '@app/ui/forgot-password-dialog-on-demand.tsx';
import { ResetPasswordForm } from '@app/ui/reset-password-form.tsx';
import { textLinkClasses } from '@app/ui/text-link.ts';
import { ApiError, errorText } from '@app/web-core/api-client.ts';
import { useIsHydrated } from '@app/web-core/hydration.tsx';
import { notify } from '@app/web-core/notify.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { APP_URL } from '../../../lib/site-urls.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';

export const RESET_TEXT = {
  title: 'Choose a new password',
} as const;

/** The e-mailed link's token: `#token=...` (the fragment never reaches a server) or `?token=...`; null when absent or malformed. */
export const resetToken = (hash: string, search: string): string | null => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token');
  return token && RESET_TOKEN_PATTERN.test(token) ? token : null;
};

/** An organiser's link: their site has its own reset page. */
const isOrganiserRefusal = (failure: unknown) =>
  failure instanceof ApiError && failure.status === 403 && errorText(failure, MSG.resetPasswordFailed) === PROVIDER_ACCOUNT_MSG.notAProvider;

/**
 * /reset-password#token=...: the page the reset e-mail opens. The new password follows the sign-up
 * rules, with the same live checklist; then the provider is signed in and taken to the inbox.
 */
const ResetPasswordPage = () => {
  useDocumentTitle(RESET_TEXT.title);
  const { hash, search } = useLocation();
  // The fragment never reaches the server: the prerendered page waits for it (ResetPasswordForm's 'undefined').
  const isHydrated = useIsHydrated();
  const token = isHydrated ? resetToken(hash, search) : undefined;
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const [isOrganiser, setIsOrganiser] = useState(false);
  const reset = useResetPassword();
  const finishSignIn = useFinishSignIn();

  return (
    <AuthCard title={RESET_TEXT.title} footer={<Link to="/sign-in" className={textLinkClasses}>Back to sign in</Link>}>
      <ResetPasswordForm
        resolver={zodResolver(ZResetPasswordForm)}
        token={token}
        reset={reset}
        onSuccess={(answer) => {
          notify(answer.message ?? PROVIDER_ACCOUNT_MSG.passwordChanged, 'success');
          finishSignIn(answer, '/requests');
        }}
        onFailure={(failure) => setIsOrganiser(isOrganiserRefusal(failure))}
        messageExtra={
          isOrganiser && (
            <a href={APP_URL} className="mt-1 inline-flex items-center gap-1 font-semibold text-clay-700 underline underline-offset-4">
              Go to the organiser site
              <ArrowUpRight className="size-4" aria-hidden="true" />
            </a>
          )
        }
        onRequestNewLink={() => setIsForgotOpen(true)}
      />
      <ForgotPasswordDialogOnDemand isOpen={isForgotOpen} resolver={zodResolver(ZForgotPasswordRequest)} onClose={() => setIsForgotOpen(false)} />
    </AuthCard>
  );
};

export default ResetPasswordPage;
