import { useState, type FormEvent } from 'react';
import { ArrowLeft } from 'lucide-react';
import { MSG, SIGNUP_WIZARD_STEPS, type TOrganiserType } from '@app/contract';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormError, Input } from '../../../components/ui/input.tsx';
import { StepProgress } from '../../../components/ui/stepper.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { cx } from '../../../lib/cx.ts';
import { useSignup } from '../api/signup.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { credentialsProblem, detailsProblem, toSignupRequest, type TCredentials, type TDetails } from '../signup-rules.ts';
import { AccountTypeChoice } from './account-type-choice.tsx';
import { GoogleButton } from './google-button.tsx';
import { OrDivider } from './or-divider.tsx';
import { PasswordInput } from './password-input.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

type TStep = 1 | 2 | 3;

const STEP_TEXT: Record<TStep, string> = {
  1: 'How will you be planning events?',
  2: 'Set up your sign-in details.',
  3: 'Tell us who is planning.',
};

type TSignupDialogProps = { onClose(): void; onSwitchToLogin(): void };

/** The 3-step 'Create Account' dialog. Unmounted when closed, so closing resets it. */
const SignupDialog = ({ onClose, onSwitchToLogin }: TSignupDialogProps) => {
  const [step, setStep] = useState<TStep>(1);
  const [chosenType, setChosenType] = useState<TOrganiserType | null>(null);
  const organiserType: TOrganiserType = chosenType ?? 'individual';
  const [credentials, setCredentials] = useState<TCredentials>({ email: '', password: '', confirmPassword: '' });
  const [details, setDetails] = useState<TDetails>({ firstName: '', lastName: '', businessName: '', phone: '' });
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signup = useSignup();
  const finishSignIn = useFinishSignIn();

  const editCredentials = (patch: Partial<TCredentials>) => {
    setCredentials((current) => ({ ...current, ...patch }));
    setError(null);
  };
  const editDetails = (patch: Partial<TDetails>) => {
    setDetails((current) => ({ ...current, ...patch }));
    setError(null);
  };
  const goTo = (next: TStep) => {
    setError(null);
    setStep(next);
  };

  const credentialsIssue = credentialsProblem(credentials);

  const onContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (credentialsIssue) {
      setError(credentialsIssue);
      return;
    }
    goTo(3);
  };

  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signup.isPending) return;
    const issue = detailsProblem(organiserType, details);
    if (issue) {
      setError(issue);
      return;
    }
    setError(null);
    signup.mutate(toSignupRequest(organiserType, credentials, details), {
      onSuccess: ({ token, user }) => finishSignIn(token, user),
      onError: (failure) => setError(errorText(failure, MSG.signupFailed)),
    });
  };

  const { password, confirmPassword } = credentials;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Create Account"
      description={STEP_TEXT[step]}
      header={<StepProgress current={step} total={SIGNUP_WIZARD_STEPS} className="mb-5 pr-8" />}
    >
      {step === 1 && (
        <div>
          <AccountTypeChoice
            chosen={chosenType}
            onChoose={(type) => {
              setChosenType(type);
              goTo(2);
            }}
          />
          <OrDivider>or</OrDivider>
          <GoogleButton onError={setError} onStart={() => setError(null)} />
          <FormError className="mt-4">{error}</FormError>
        </div>
      )}

      {step === 2 && (
        <form noValidate onSubmit={onContinue} className="space-y-4">
          <Field label="Email" htmlFor="signup-email">
            <Input
              id="signup-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.co.nz"
              value={credentials.email}
              onChange={(event) => editCredentials({ email: event.target.value })}
              autoFocus
            />
          </Field>
          <Field label="Password" htmlFor="signup-password">
            <PasswordInput
              id="signup-password"
              autoComplete="new-password"
              value={password}
              isShown={isPasswordShown}
              onToggleShown={() => setIsPasswordShown((shown) => !shown)}
              onChange={(event) => editCredentials({ password: event.target.value })}
              aria-describedby="signup-password-checklist"
            />
            <PasswordChecklist id="signup-password-checklist" password={password} />
          </Field>
          <Field label="Confirm password" htmlFor="signup-confirm-password">
            <PasswordInput
              id="signup-confirm-password"
              autoComplete="new-password"
              value={confirmPassword}
              isShown={isPasswordShown}
              onToggleShown={() => setIsPasswordShown((shown) => !shown)}
              onChange={(event) => editCredentials({ confirmPassword: event.target.value })}
              aria-describedby="signup-password-match"
            />
            <p id="signup-password-match" aria-live="polite" className={cx('mt-1.5 min-h-5 text-sm font-medium', password === confirmPassword ? 'text-brand-700' : 'text-clay-700')}>
              {confirmPassword ? (password === confirmPassword ? MSG.passwordsMatch : MSG.passwordsDontMatch) : ''}
            </p>
          </Field>
          <FormError>{error}</FormError>
          <div className="flex gap-3 pt-1">
            <Button variant="outline" onClick={() => goTo(1)}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back
            </Button>
            {/* Disabled until valid, yet still focusable: activating it says what is missing. */}
            <Button type="submit" className="flex-1" aria-disabled={credentialsIssue ? true : undefined}>
              Continue
            </Button>
          </div>
        </form>
      )}

      {step === 3 && (
        <form noValidate onSubmit={onCreate} className="space-y-4">
          {organiserType === 'individual' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="First name" htmlFor="signup-first-name">
                <Input id="signup-first-name" autoComplete="given-name" value={details.firstName} onChange={(event) => editDetails({ firstName: event.target.value })} autoFocus />
              </Field>
              <Field label="Last name" htmlFor="signup-last-name">
                <Input id="signup-last-name" autoComplete="family-name" value={details.lastName} onChange={(event) => editDetails({ lastName: event.target.value })} />
              </Field>
            </div>
          ) : (
            <Field label="Business name" htmlFor="signup-business-name">
              <Input id="signup-business-name" autoComplete="organization" value={details.businessName} onChange={(event) => editDetails({ businessName: event.target.value })} autoFocus />
            </Field>
          )}
          <Field label="Phone number (optional)" htmlFor="signup-phone">
            <Input id="signup-phone" type="tel" autoComplete="tel" placeholder="021 123 4567" value={details.phone} onChange={(event) => editDetails({ phone: event.target.value })} />
          </Field>
          <FormError>{error}</FormError>
          <div className="flex gap-3 pt-1">
            <Button variant="outline" onClick={() => goTo(2)} disabled={signup.isPending}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back
            </Button>
            <Button type="submit" className="flex-1" isBusy={signup.isPending} busyText="Creating...">
              Create Account
            </Button>
          </div>
        </form>
      )}

      <p className="mt-6 text-center text-sm text-stone-700">
        Already have an account?{' '}
        <button type="button" onClick={onSwitchToLogin} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          Sign in here
        </button>
      </p>
    </Dialog>
  );
};

export default SignupDialog;
