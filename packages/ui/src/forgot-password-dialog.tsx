import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { MSG, type ZForgotPasswordRequest } from '@app/contract';
import { errorText } from '@app/web-core/api-client.ts';
import { useRequestPasswordReset } from '@app/web-core/auth/request-password-reset.ts';
import { useOneMessageForm, type TResolverOf } from '@app/web-core/use-one-message-form.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { FormSubmit } from './form-submit.tsx';
import { Field, Input } from './input.tsx';
import { textLinkClasses } from './text-link.ts';

export type TForgotPasswordDialogProps = {
  /** `zodResolver(ZForgotPasswordRequest)`. */
  resolver: TResolverOf<typeof ZForgotPasswordRequest>;
  /** What the sign-in form held, so the person need not type it again. */
  initialEmail?: string;
  emailPlaceholder?: string;
  /** 'Back to sign in' (and after the answer 'Back to Sign In'); closes the dialog when not given. */
  onBack?(): void;
  onClose(): void;
};

/**
 * 'Forgot password?' on either site: one e-mail field. The answer is the server's, the same whether or
 * not the e-mail has an account, so it is shown as given; the e-mailed link opens the site the account
 * belongs to.
 */
export const ForgotPasswordDialog = ({ resolver, initialEmail = '', emailPlaceholder, onBack, onClose }: TForgotPasswordDialogProps) => {
  const [answer, setAnswer] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const { form, message, showServerMessage } = useOneMessageForm({
    resolver,
    defaultValues: { email: initialEmail },
    order: ['email'],
  });
  const back = onBack ?? onClose;

  const onSubmit = form.handleSubmit((values) => {
    if (request.isPending) return;
    request.mutate(values, {
      onSuccess: (result) => setAnswer(result.message),
      onError: (failure) => showServerMessage(errorText(failure, MSG.forgotPasswordFailed)),
    });
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
    >
      {answer ? (
        <div className="space-y-5">
          <p role="status" className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
            <MailCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>{answer}</span>
          </p>
          <Button isFullWidth onClick={back}>
            Back to Sign In
          </Button>
        </div>
      ) : (
        <>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <Field label="Email" htmlFor="forgot-email">
              <Input id="forgot-email" type="email" autoComplete="email" inputMode="email" placeholder={emailPlaceholder} autoFocus {...form.register('email')} />
            </Field>
            <FormSubmit message={message} isBusy={request.isPending} busyText="Sending...">
              Send Reset Link
            </FormSubmit>
          </form>
          <p className="mt-6 text-center text-sm text-stone-700">
            Remembered it?{' '}
            <button type="button" onClick={back} className={textLinkClasses}>
              Back to sign in
            </button>
          </p>
        </>
      )}
    </Dialog>
  );
};
