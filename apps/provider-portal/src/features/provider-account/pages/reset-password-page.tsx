import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowUpRight } from 'lucide-react';
import { MSG, PROVIDER_ACCOUNT_MSG, RESET_TOKEN_PATTERN, ZResetPasswordForm } from '@app/contract';
import { NewPasswordFields } from '@app/ui/new-password-fields.tsx';
import { ApiError, errorText } from '@app/web-core/api-client.ts';
import { notify } from '@app/web-core/notify.ts';
import { useOneMessageForm } from '../../../components/use-one-message-form.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { APP_URL } from '../../../lib/site-urls.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard, authLinkClasses } from '../components/auth-card.tsx';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog.tsx';
import { FormSubmit } from '../components/form-submit.tsx';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';

export const RESET_TEXT = {
  title: 'Choose a new password',
  intro: 'Your new password signs you in here. Every other device signed in to your account will be signed out.',
} as const;

/** The e-mailed link's token: `#token=...` (the fragment never reaches a server) or `?token=...`; null when absent or malformed. */
export const resetToken = (hash: string, search: string): string | null => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token');
  return token && RESET_TOKEN_PATTERN.test(token) ? token : null;
};

const LINK_PROBLEMS: readonly string[] = [MSG.resetLinkInvalid, MSG.resetLinkExpired, MSG.resetLinkUsed];

/**
 * /reset-password#token=...: the page the reset e-mail opens. The new password follows the sign-up
 * rules, with the same live checklist; then the provider is signed in and taken to the inbox.
 */
const ResetPasswordPage = () => {
  useDocumentTitle('Choose a new password');
  const { hash, search } = useLocation();
  const token = resetToken(hash, search);
  const [isShown, setIsShown] = useState(false);
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const [isLinkSpent, setIsLinkSpent] = useState(false);
  const [isOrganiser, setIsOrganiser] = useState(false);
  const reset = useResetPassword();
  const finishSignIn = useFinishSignIn();
  const { form, message, showServerMessage } = useOneMessageForm({
    schema: ZResetPasswordForm,
    defaultValues: { new_password: '', confirm_password: '' },
    order: ['new_password', 'confirm_password'],
  });
  const [password, confirmPassword] = form.watch(['new_password', 'confirm_password']);

  const onSubmit = form.handleSubmit(({ new_password }) => {
    if (reset.isPending || !token) return;
    reset.mutate(
      { token, new_password },
      {
        onSuccess: (answer) => {
          notify(answer.message ?? PROVIDER_ACCOUNT_MSG.passwordChanged, 'success');
          finishSignIn(answer, '/requests');
        },
        onError: (failure) => {
          const text = errorText(failure, MSG.resetPasswordFailed);
          setIsLinkSpent(LINK_PROBLEMS.includes(text));
          // An organiser's link: their site has its own reset page.
          setIsOrganiser(failure instanceof ApiError && failure.status === 403 && text === PROVIDER_ACCOUNT_MSG.notAProvider);
          showServerMessage(text);
        },
      },
    );
  });

  const requestNewLink = (
    <p className="mt-6 text-center text-sm text-stone-700">
      {isLinkSpent || !token ? 'Need a new link?' : 'Link expired?'}{' '}
      <button type="button" onClick={() => setIsForgotOpen(true)} className={authLinkClasses}>
        Request a new one
      </button>
    </p>
  );

  return (
    <AuthCard title={RESET_TEXT.title} footer={<Link to="/sign-in" className={authLinkClasses}>Back to sign in</Link>}>
      {token ? (
        <>
          <p className="-mt-3 mb-5 text-[0.95rem] text-stone-700">{RESET_TEXT.intro}</p>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <NewPasswordFields
              idPrefix="reset"
              passwordLabel="New password"
              confirmLabel="Confirm new password"
              password={password}
              confirmPassword={confirmPassword}
              passwordField={form.register('new_password')}
              confirmField={form.register('confirm_password')}
              isShown={isShown}
              onToggleShown={() => setIsShown((shown) => !shown)}
              autoFocus
            />
            <FormSubmit
              message={
                isOrganiser && message ? (
                  <>
                    <span className="block">{message}</span>
                    <a href={APP_URL} className="mt-1 inline-flex items-center gap-1 font-semibold text-clay-700 underline underline-offset-4">
                      Go to the organiser site
                      <ArrowUpRight className="size-4" aria-hidden="true" />
                    </a>
                  </>
                ) : (
                  message
                )
              }
              isBusy={reset.isPending}
              busyText="Saving..."
            >
              Set New Password
            </FormSubmit>
          </form>
          {requestNewLink}
        </>
      ) : (
        <>
          <p role="alert" className="rounded-xl border border-clay-100 bg-clay-50 px-4 py-3 text-sm font-medium text-clay-700">
            {MSG.resetLinkInvalid}
          </p>
          <p className="mt-3 text-sm text-stone-600">Open the link from your most recent reset email, or ask for a new one.</p>
          {requestNewLink}
        </>
      )}
      {isForgotOpen && <ForgotPasswordDialog onClose={() => setIsForgotOpen(false)} />}
    </AuthCard>
  );
};

export default ResetPasswordPage;
