import { useState, type ReactNode } from 'react';
import { MSG, type TResetPasswordRequest, type ZResetPasswordForm } from '@app/contract';
import { errorText } from '@app/web-core/api-client.ts';
import { useOneMessageForm, type TResolverOf } from '@app/web-core/use-one-message-form.ts';
import { cx } from './cx.ts';
import { Spinner } from './spinner.tsx';
import { FormSubmit } from './form-submit.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { textLinkClasses } from './text-link.ts';

const LINK_PROBLEMS: readonly string[] = [MSG.resetLinkInvalid, MSG.resetLinkExpired, MSG.resetLinkUsed];

export const RESET_PASSWORD_INTRO = 'Your new password signs you in here. Every other device signed in to your account will be signed out.';

type TResetPasswordFormProps<TAnswer> = {
  /** `zodResolver(ZResetPasswordForm)`. */
  resolver: TResolverOf<typeof ZResetPasswordForm>;
  /** The e-mailed link's token, or null when the address has none (or a malformed one); undefined while not yet read (a prerendered page). */
  token: string | null | undefined;
  /** The site's reset call (its useMutation): the new password with the token. */
  reset: {
    isPending: boolean;
    mutate(request: TResetPasswordRequest, callbacks: { onSuccess(answer: TAnswer): void; onError(failure: unknown): void }): void;
  };
  /** The password is set: the page signs the person in and moves on. */
  onSuccess(answer: TAnswer): void;
  /** Told of a failure before its message shows (the portal checks for an organiser's link). */
  onFailure?(failure: unknown): void;
  /** Under the failure's message, while it shows (the portal's way to the organiser site). */
  messageExtra?: ReactNode;
  /** 'Request a new one': the page opens 'Forgot password?'. */
  onRequestNewLink(): void;
  /** Text centred under a centred heading (the organiser site's page), else left-aligned in a card. */
  isCentered?: boolean;
};

/**
 * The reset link's form on either site: the new password under the sign-up rules with the live
 * checklist, one message at a time, and a way to a new link when this one is missing, spent or expired.
 */
export const ResetPasswordForm = <TAnswer,>({
  resolver,
  token,
  reset,
  onSuccess,
  onFailure,
  messageExtra,
  onRequestNewLink,
  isCentered = false,
}: TResetPasswordFormProps<TAnswer>) => {
  const [isShown, setIsShown] = useState(false);
  const [isLinkSpent, setIsLinkSpent] = useState(false);
  const { form, message, showServerMessage } = useOneMessageForm({
    resolver,
    defaultValues: { new_password: '', confirm_password: '' },
    order: ['new_password', 'confirm_password'],
  });
  const [password, confirmPassword] = form.watch(['new_password', 'confirm_password']);

  const submit = form.handleSubmit(({ new_password }) => {
    if (reset.isPending || !token) return;
    reset.mutate(
      { token, new_password },
      {
        onSuccess,
        onError: (failure) => {
          onFailure?.(failure);
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
      <button type="button" onClick={onRequestNewLink} className={textLinkClasses}>
        Request a new one
      </button>
    </p>
  );

  if (token === undefined) {
    return (
      // As large as what replaces it (the form, or the word that the link is invalid): the page's
      // largest text is painted with the HTML, not after the JavaScript.
      <div role="status" className={cx('flex items-start gap-3 py-4 text-stone-700', isCentered && 'mt-6')}>
        <Spinner className="mt-1 shrink-0 text-xl text-brand-700" />
        <p>Checking the link from your email. The form to choose your new password appears in a moment.</p>
      </div>
    );
  }

  if (!token) {
    return (
      <>
        <p role="alert" className={cx('rounded-xl border border-clay-100 bg-clay-50 px-4 py-3 text-sm font-medium text-clay-700', isCentered && 'mt-6 text-center')}>
          {MSG.resetLinkInvalid}
        </p>
        <p className={cx('mt-3 text-sm text-stone-600', isCentered && 'text-center')}>Open the link from your most recent reset email, or ask for a new one.</p>
        {requestNewLink}
      </>
    );
  }

  return (
    <>
      <p className={isCentered ? 'mt-3 text-center text-stone-700' : '-mt-3 mb-5 text-[0.95rem] text-stone-700'}>{RESET_PASSWORD_INTRO}</p>
      <form noValidate onSubmit={submit} className={cx('space-y-4', isCentered && 'mt-8')}>
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
            messageExtra && message ? (
              <>
                <span className="block">{message}</span>
                {messageExtra}
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
  );
};
