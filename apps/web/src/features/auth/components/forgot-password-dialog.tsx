import { useState } from 'react';
import { MailCheck } from 'lucide-react';
import { MSG, ZForgotPasswordRequest } from '@app/contract';
import { Dialog } from '@app/ui/dialog.tsx';
import { Button } from '@app/ui/button.tsx';
import { errorText } from '@app/web-core/api-client.ts';
import { useOneMessageForm } from '../../../components/use-one-message-form.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { EmailField } from './email-field.tsx';
import { FormSubmit } from './form-submit.tsx';

type TForgotPasswordDialogProps = {
  /** What the sign-in form held, so the person need not type it again. */
  initialEmail?: string;
  onBack(): void;
  onClose(): void;
};

/**
 * 'Forgot password?' from the sign-in dialog: one e-mail field. The answer is the server's, the same
 * whether or not the e-mail has an account, so it is shown as given.
 */
const ForgotPasswordDialog = ({ initialEmail = '', onBack, onClose }: TForgotPasswordDialogProps) => {
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
          <Button isFullWidth onClick={onBack}>
            Back to Sign In
          </Button>
        </div>
      ) : (
        <>
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            <EmailField id="forgot-email" {...form.register('email')} />
            <FormSubmit message={message} isBusy={request.isPending} busyText="Sending...">
              Send Reset Link
            </FormSubmit>
          </form>
          <p className="mt-6 text-center text-sm text-stone-700">
            Remembered it?{' '}
            <button type="button" onClick={onBack} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              Back to sign in
            </button>
          </p>
        </>
      )}
    </Dialog>
  );
};

export default ForgotPasswordDialog;
