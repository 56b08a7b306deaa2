import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, SIGNUP_WIZARD_STEPS, toSignupRequest, ZSignupCredentialsForm, ZSignupDetailsForm, type TOrganiserType, type TSignupCredentials } from '@app/contract';
import { Dialog } from '@app/ui/dialog.tsx';
import { Button } from '@app/ui/button.tsx';
import { Field, FormError, Input } from '@app/ui/input.tsx';
import { StepProgress } from '@app/ui/stepper.tsx';
import { NewPasswordFields } from '@app/ui/new-password-fields.tsx';
import { errorText } from '@app/web-core/api-client.ts';
import { useOneMessageForm } from '@app/web-core/use-one-message-form.ts';
import { useSignup } from '../api/signup.ts';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';
import { AccountTypeChoice } from './account-type-choice.tsx';
import { EmailField } from './email-field.tsx';
import { GoogleButton } from './google-button.tsx';
import { OrDivider } from './or-divider.tsx';

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
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const [googleError, setGoogleError] = useState<string | null>(null);
  // Step 2's e-mail and password as the request takes them, kept once the step is passed.
  const [credentials, setCredentials] = useState<TSignupCredentials | null>(null);
  const signup = useSignup();
  const finishSignIn = useFinishSignIn();
  const credentialsStep = useOneMessageForm({
    resolver: zodResolver(ZSignupCredentialsForm),
    defaultValues: { email: '', password: '', confirmPassword: '' },
    order: ['email', 'password', 'confirmPassword'],
  });
  // Step 1 chooses the type into step 3's form, whose fields depend on it.
  const detailsStep = useOneMessageForm({
    resolver: zodResolver(ZSignupDetailsForm),
    defaultValues: { firstName: '', lastName: '', businessName: '', phone: '' },
    order: ['organiserType', 'firstName', 'lastName', 'businessName', 'phone'],
  });

  const goTo = (next: TStep) => {
    setGoogleError(null);
    credentialsStep.form.clearErrors();
    detailsStep.form.clearErrors();
    setStep(next);
  };

  const onContinue = credentialsStep.form.handleSubmit((values) => {
    setCredentials(values);
    goTo(3);
  });

  const onCreate = detailsStep.form.handleSubmit((details) => {
    if (signup.isPending || !credentials) return;
    signup.mutate(toSignupRequest(credentials, details), {
      onSuccess: ({ token, user }) => finishSignIn(token, user),
      onError: (failure) => detailsStep.showServerMessage(errorText(failure, MSG.signupFailed)),
    });
  });

  // Not chosen until step 1 is passed.
  const organiserType: TOrganiserType | undefined = detailsStep.form.watch('organiserType');
  const [password, confirmPassword] = credentialsStep.form.watch(['password', 'confirmPassword']);
  const isCredentialsValid = credentialsStep.form.formState.isValid;

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
            chosen={organiserType ?? null}
            onChoose={(type) => {
              detailsStep.form.setValue('organiserType', type);
              goTo(2);
            }}
          />
          <OrDivider>or</OrDivider>
          <GoogleButton onError={setGoogleError} onStart={() => setGoogleError(null)} />
          <FormError className="mt-4">{googleError}</FormError>
        </div>
      )}

      {step === 2 && (
        <form noValidate onSubmit={onContinue} className="space-y-4">
          <EmailField id="signup-email" {...credentialsStep.form.register('email')} />
          <NewPasswordFields
            idPrefix="signup"
            passwordLabel="Password"
            confirmLabel="Confirm password"
            password={password}
            confirmPassword={confirmPassword}
            passwordField={credentialsStep.form.register('password')}
            confirmField={credentialsStep.form.register('confirmPassword')}
            isShown={isPasswordShown}
            onToggleShown={() => setIsPasswordShown((shown) => !shown)}
          />
          <FormError>{credentialsStep.message}</FormError>
          <div className="flex gap-3 pt-1">
            <Button variant="outline" onClick={() => goTo(1)}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back
            </Button>
            {/* Disabled until valid, yet still focusable: activating it says what is missing. */}
            <Button type="submit" className="flex-1" aria-disabled={isCredentialsValid ? undefined : true}>
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
                <Input id="signup-first-name" autoComplete="given-name" autoFocus {...detailsStep.form.register('firstName')} />
              </Field>
              <Field label="Last name" htmlFor="signup-last-name">
                <Input id="signup-last-name" autoComplete="family-name" {...detailsStep.form.register('lastName')} />
              </Field>
            </div>
          ) : (
            <Field label="Business name" htmlFor="signup-business-name">
              <Input id="signup-business-name" autoComplete="organization" autoFocus {...detailsStep.form.register('businessName')} />
            </Field>
          )}
          <Field label="Phone number (optional)" htmlFor="signup-phone">
            <Input id="signup-phone" type="tel" autoComplete="tel" placeholder="021 123 4567" {...detailsStep.form.register('phone')} />
          </Field>
          <FormError>{detailsStep.message}</FormError>
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
