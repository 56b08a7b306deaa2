import { useState, type FormEvent } from 'react';
import { MSG } from '@app/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormError, Input } from '../../../components/ui/input.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { GoogleButton } from './google-button.tsx';
import { OrDivider } from './or-divider.tsx';
import { PasswordInput } from './password-input.tsx';
import { ProviderRedirectNotice } from './provider-redirect-notice.tsx';

type TLoginDialogProps = { onClose(): void; onSwitchToSignup(): void };

/** The 'Welcome Back' sign-in dialog. Unmounted when closed, so it always opens empty. */
const LoginDialog = ({ onClose, onSwitchToSignup }: TLoginDialogProps) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [providerUrl, setProviderUrl] = useState<string | null>(null);
  const login = useLogin();
  const finishSignIn = useFinishSignIn();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    if (!email.trim() || !password) {
      setError(MSG.fillAll);
      return;
    }
    setError(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          if ('redirect' in answer) setProviderUrl(answer.redirectUrl);
          else finishSignIn(answer.token, answer.user);
        },
        onError: (failure) => setError(errorText(failure, MSG.loginFailed)),
      },
    );
  };

  if (providerUrl) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title="Redirecting to the provider portal" isDismissible={false}>
        <ProviderRedirectNotice url={providerUrl} />
      </Dialog>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Welcome Back" description="Sign in to manage your event requests and quotes.">
      <GoogleButton onError={setError} onStart={() => setError(null)} />
      <OrDivider>Or continue with email</OrDivider>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Email" htmlFor="login-email">
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.co.nz"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
            autoFocus
          />
        </Field>
        <Field label="Password" htmlFor="login-password">
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            placeholder="Your password"
            value={password}
            isShown={isPasswordShown}
            onToggleShown={() => setIsPasswordShown((shown) => !shown)}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
          />
        </Field>
        <FormError>{error}</FormError>
        <Button type="submit" isFullWidth isBusy={login.isPending} busyText="Signing In...">
          Sign In
        </Button>
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
