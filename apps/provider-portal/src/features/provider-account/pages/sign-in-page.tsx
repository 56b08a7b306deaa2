import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ArrowUpRight } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, PROVIDER_ACCOUNT_MSG, ZForgotPasswordRequest, ZProviderLoginRequest } from '@app/contract';
import { Field, Input } from '@app/ui/input.tsx';
import { PasswordInput } from '@app/ui/password-input.tsx';
import { ForgotPasswordDialogOnDemand } from '@app/ui/forgot-password-dialog-on-demand.tsx';
import { FormSubmit } from '@app/ui/form-submit.tsx';
import { textLinkClasses } from '@app/ui/text-link.ts';
import { ApiError, errorText } from '@app/web-core/api-client.ts';
import { useOneMessageForm } from '@app/web-core/use-one-message-form.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { returnPath } from '../../../lib/return-path.ts';
import { APP_URL } from '../../../lib/site-urls.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';

export const SIGN_IN_TEXT = {
  title: 'Sign in to your business',
  description: 'See event requests that match your services, send quotes and keep your profile up to date.',
  organiserSite: 'Go to the organiser site',
} as const;

const ORGANISER_REFUSALS: readonly string[] = [PROVIDER_ACCOUNT_MSG.notAProvider, PROVIDER_ACCOUNT_MSG.providersOnly];

/** An organiser's account signing in here: the API refuses it (403) with words that name the organiser site. */
const isOrganiserRefusal = (failure: unknown): failure is ApiError =>
  failure instanceof ApiError && failure.status === 403 && ORGANISER_REFUSALS.includes(errorText(failure, ''));

/**
 * /sign-in. `?email=` (the organiser site sends a provider here with it) fills the e-mail. An
 * organiser's account is told plainly where to go instead.
 */
const SignInPage = () => {
  useDocumentTitle('Sign in');
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const signIn = useSignIn();
  const finishSignIn = useFinishSignIn();
  const initialEmail = searchParams.get('email')?.trim() ?? '';
  const { form, message, showServerMessage } = useOneMessageForm({
    resolver: zodResolver(ZProviderLoginRequest),
    defaultValues: { email: initialEmail, password: '' },
    order: ['email', 'password'],
    onEdit: () => setRefusal(null),
  });

  const onSubmit = form.handleSubmit((values) => {
    if (signIn.isPending) return;
    setRefusal(null);
    signIn.mutate(values, {
      onSuccess: (answer) => finishSignIn(answer, returnPath(location.state)),
      onError: (failure) => {
        if (isOrganiserRefusal(failure)) setRefusal(errorText(failure, PROVIDER_ACCOUNT_MSG.notAProvider));
        else showServerMessage(errorText(failure, MSG.loginFailed));
      },
    });
  });

  const shown = refusal ? (
    <>
      <span className="block">{refusal}</span>
      <a href={APP_URL} className="mt-1 inline-flex items-center gap-1 font-semibold text-clay-700 underline underline-offset-4 hover:text-clay-600">
        {SIGN_IN_TEXT.organiserSite}
        <ArrowUpRight className="size-4" aria-hidden="true" />
      </a>
    </>
  ) : (
    message
  );

  return (
    <AuthCard
      title={SIGN_IN_TEXT.title}
      description={SIGN_IN_TEXT.description}
      footer={
        <>
          <p>
            New to Hui Events?{' '}
            <Link to="/sign-up" className={textLinkClasses}>
              Create a provider account
            </Link>
          </p>
          <p className="mt-3 text-stone-600">
            Planning an event?{' '}
            <a href={APP_URL} className={textLinkClasses}>
              Organisers sign in here
            </a>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <Field label="Email" htmlFor="sign-in-email">
          <Input
            id="sign-in-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@yourbusiness.co.nz"
            autoFocus={!initialEmail}
            {...form.register('email')}
          />
        </Field>
        <Field label="Password" htmlFor="sign-in-password">
          <PasswordInput
            id="sign-in-password"
            autoComplete="current-password"
            placeholder="Your password"
            autoFocus={!!initialEmail}
            isShown={isPasswordShown}
            onToggleShown={() => setIsPasswordShown((isShown) => !isShown)}
            {...form.register('password')}
          />
          <div className="mt-1.5 flex justify-end">
            <button type="button" onClick={() => setIsForgotOpen(true)} className="rounded text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
              Forgot password?
            </button>
          </div>
        </Field>
        <FormSubmit message={shown} isBusy={signIn.isPending} busyText="Signing In...">
          Sign In
        </FormSubmit>
      </form>
      <ForgotPasswordDialogOnDemand
        isOpen={isForgotOpen}
        resolver={zodResolver(ZForgotPasswordRequest)}
        initialEmail={form.getValues('email')}
        onClose={() => setIsForgotOpen(false)}
      />
    </AuthCard>
  );
};

export default SignInPage;
