import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, ZForgotPasswordRequest, ZLoginForm } from '@app/contract';
import { Dialog } from '@app/ui/dialog.tsx';
import { Field } from '@app/ui/input.tsx';
import { ForgotPasswordDialog } from '@app/ui/forgot-password-dialog.tsx';
import { FormSubmit } from '@app/ui/form-submit.tsx';
import { PasswordInput } from '@app/ui/password-input.tsx';
import { errorText } from '@app/web-core/api-client.ts';
import { useOneMessageForm } from '@app/web-core/use-one-message-form.ts';
import { useLogin } from '../api/login.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { EMAIL_PLACEHOLDER, EmailField } from './email-field.tsx';
import { GoogleButton } from './google-button.tsx';
import { OrDivider } from './or-divider.tsx';
import { ProviderRedirectNotice } from './provider-redirect-notice.tsx';

type TLoginDialogProps = { onClose(): void; onSwitchToSignup(): void };

/** The 'Welcome Back' sign-in dialog. Unmounted when closed, so it always opens empty. */
const LoginDialog = ({ onClose, onSwitchToSignup }: TLoginDialogProps) => {
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const [providerUrl, setProviderUrl] = useState<string | null>(null);
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const login = useLogin();
  const finishSignIn = useFinishSignIn();
  const { form, message, showServerMessage } = useOneMessageForm({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: '', password: '' },
    order: ['email', 'password'],
  });

  const onSubmit = form.handleSubmit((values) => {
    if (login.isPending) return;
    login.mutate(values, {
      onSuccess: (answer) => {
        if ('redirect' in answer) setProviderUrl(answer.redirectUrl);
        else finishSignIn(answer.token, answer.user);
      },
      onError: (failure) => showServerMessage(errorText(failure, MSG.loginFailed)),
    });
  });

  if (providerUrl) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title="Redirecting to the provider portal" isDismissible={false}>
        <ProviderRedirectNotice url={providerUrl} />
      </Dialog>
    );
  }

  if (isForgotOpen) {
    return (
      <ForgotPasswordDialog
        resolver={zodResolver(ZForgotPasswordRequest)}
        initialEmail={form.getValues('email')}
        emailPlaceholder={EMAIL_PLACEHOLDER}
        onBack={() => setIsForgotOpen(false)}
        onClose={onClose}
      />
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Welcome Back" description="Sign in to manage your event requests and quotes.">
      <GoogleButton onError={showServerMessage} onStart={() => form.clearErrors()} />
      <OrDivider>Or continue with email</OrDivider>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <EmailField id="login-email" {...form.register('email')} />
        <Field label="Password" htmlFor="login-password">
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            placeholder="Your password"
            isShown={isPasswordShown}
            onToggleShown={() => setIsPasswordShown((shown) => !shown)}
            {...form.register('password')}
          />
          <div className="mt-1.5 flex justify-end">
            <button type="button" onClick={() => setIsForgotOpen(true)} className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              Forgot password?
            </button>
          </div>
        </Field>
        <FormSubmit message={message} isBusy={login.isPending} busyText="Signing In...">
          Sign In
        </FormSubmit>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Don&apos;t have an account?{' '}
        <button type="button" onClick={onSwitchToSignup} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          Sign up here
        </button>
      </p>
    </Dialog>
  );
};

export default LoginDialog;
