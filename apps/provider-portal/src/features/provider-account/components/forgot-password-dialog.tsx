import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { MSG, ZForgotPasswordRequest } from '@app/contract';
import { Button } from '@app/ui/button.tsx';
import { Dialog } from '@app/ui/dialog.tsx';
import { Field, Input } from '@app/ui/input.tsx';
import { errorText } from '@app/web-core/api-client.ts';
import { useOneMessageForm } from '../../../components/use-one-message-form.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { authLinkClasses } from './auth-card.tsx';
import { FormSubmit } from './form-submit.tsx';

type TForgotPasswordDialogProps = {
  /** What the sign-in form held, so it need not be typed again. */
  initialEmail?: string;
  onClose(): void;
};

/**
 * 'Forgot password?': one e-mail field. The server's answer is the same whether or not the e-mail
 * has an account, so it is shown as given. The link in the e-mail opens this portal's /reset-password.
 */
export const ForgotPasswordDialog = ({ initialEmail = '', onClose }: TForgotPasswordDialogProps) => {
  const [answer, setAnswer] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const { form, message, showServerMessage } = useOneMessageForm({
    schema: ZForgotPasswordRequest,
    defaultValues: { email: initialEmail },
    order: ['email'],
  });

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
          <Button isFullWidth onClick={onClose}>
            Back to Sign In
          </Button>
        </div>
      ) : (
        <>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <Field label="Email" htmlFor="forgot-email">
              <Input id="forgot-email" type="email" autoComplete="email" inputMode="email" autoFocus {...form.register('email')} />
            </Field>
            <FormSubmit message={message} isBusy={request.isPending} busyText="Sending...">
              Send Reset Link
            </FormSubmit>
          </form>
          <p className="mt-6 text-center text-sm text-stone-700">
            Remembered it?{' '}
            <button type="button" onClick={onClose} className={authLinkClasses}>
              Back to sign in
            </button>
          </p>
        </>
      )}
    </Dialog>
  );
};
