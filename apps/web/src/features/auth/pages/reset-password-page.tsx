import { useState } from 'react';
import { useLocation } from 'react-router';
import { KeyRound } from 'lucide-react';
import { MSG, RESET_TOKEN_PATTERN, ZResetPasswordForm } from '@app/contract';
import { errorText } from '@app/web-core/api-client.ts';
import { useAuthDialogs } from '@app/web-core/auth/auth-context.ts';
import { notify } from '@app/web-core/notify.ts';
import { useOneMessageForm } from '../../../components/use-one-message-form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import ForgotPasswordDialog from '../components/forgot-password-dialog.tsx';
import { FormSubmit } from '../components/form-submit.tsx';
import { NewPasswordFields } from '@app/ui/new-password-fields.tsx';
import { ProviderRedirectNotice } from '../components/provider-redirect-notice.tsx';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';

/** The link's token, from `#token=...` (the fragment never reaches a server), or null. */
export const tokenFromHash = (hash: string): string | null => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && RESET_TOKEN_PATTERN.test(token) ? token : null;
};

const LINK_PROBLEMS: readonly string[] = [MSG.resetLinkInvalid, MSG.resetLinkExpired, MSG.resetLinkUsed];

/**
 * /reset-password#token=...: the page an e-mailed reset link opens. The new password is chosen under
 * the sign-up rules, with the same live checklist; then the person is signed in (every other session
 * was signed out by the reset). A provider's link works here too until the provider portal has its
 * own page: the reset answers with the portal address and the page counts down to it.
 */
const ResetPasswordPage = () => {
  const { hash } = useLocation();
  const token = tokenFromHash(hash);
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const [isLinkSpent, setIsLinkSpent] = useState(false);
  const [providerUrl, setProviderUrl] = useState<string | null>(null);
  const { openLogin } = useAuthDialogs();
  const finishSignIn = useFinishSignIn();
  const reset = useResetPassword();
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
          if ('redirect' in answer) {
            setProviderUrl(answer.redirectUrl);
            return;
          }
          notify(MSG.passwordResetDone, 'success');
          finishSignIn(answer.token, answer.user);
        },
        onError: (failure) => {
          const text = errorText(failure, MSG.resetPasswordFailed);
          setIsLinkSpent(LINK_PROBLEMS.includes(text));
          showServerMessage(text);
        },
      },
    );
  });

  const requestNewLink = (
    <p className="mt-6 text-center text-sm text-stone-700">
      {isLinkSpent || !token ? 'Need a new link?' : 'Link expired?'}{' '}
      <button type="button" onClick={() => setIsForgotOpen(true)} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
        Request a new one
      </button>
    </p>
  );

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
        ) : token ? (
          <>
            <p className="mt-3 text-center text-stone-700">Your new password signs you in here. Every other device signed in to your account will be signed out.</p>
            <form noValidate onSubmit={onSubmit} className="mt-8 space-y-4">
              <NewPasswordFields
                idPrefix="reset"
                passwordLabel="New password"
                confirmLabel="Confirm new password"
                password={password}
                confirmPassword={confirmPassword}
                passwordField={form.register('new_password')}
                confirmField={form.register('confirm_password')}
                isShown={isPasswordShown}
                onToggleShown={() => setIsPasswordShown((shown) => !shown)}
                autoFocus
              />
              <FormSubmit message={message} isBusy={reset.isPending} busyText="Saving...">
                Set New Password
              </FormSubmit>
            </form>
            {requestNewLink}
          </>
        ) : (
          <>
            <p role="alert" className="mt-6 rounded-xl border border-clay-100 bg-clay-50 px-4 py-3 text-center text-sm font-medium text-clay-700">
              {MSG.resetLinkInvalid}
            </p>
            <p className="mt-3 text-center text-sm text-stone-600">Open the link from your most recent reset email, or ask for a new one.</p>
            {requestNewLink}
          </>
        )}
      </div>
      {isForgotOpen && (
        <ForgotPasswordDialog
          onClose={() => setIsForgotOpen(false)}
          onBack={() => {
            setIsForgotOpen(false);
            openLogin();
          }}
        />
      )}
    </section>
  );
};

export default ResetPasswordPage;
