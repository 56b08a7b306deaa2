import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { GOOGLE_COMPLETION_STEPS, MSG, QUERY_FLAGS, type TOrganiserType } from '@app/contract';
import { Dialog } from '@app/ui/dialog.tsx';
import { Button } from '@app/ui/button.tsx';
import { Field, FormError, Input } from '@app/ui/input.tsx';
import { StepProgress } from '@app/ui/stepper.tsx';
import { clearGoogleSignup, readGoogleSignup, type TGoogleSignup } from '../google-signup-rules.ts';
import { useFinishGoogleSignup } from '../hooks/use-finish-google-signup.ts';
import { AccountTypeChoice } from './account-type-choice.tsx';
import { GoogleButton } from './google-button.tsx';
import { GoogleIdentity } from './google-identity.tsx';

const STEP_TEXT = { 1: 'How will you be planning events?', 2: 'A few details and your account is ready.' } as const;

const ProfileForm = ({ stored, onClose }: { stored: TGoogleSignup; onClose(): void }) => {
  const [step, setStep] = useState<1 | 2>(1);
  const { form, onSubmit, message, isPending, failure, clearFailure } = useFinishGoogleSignup({ stored, fallback: MSG.googleCompleteFailed });
  const [restartError, setRestartError] = useState<string | null>(null);

  // Not chosen until step 1 is passed.
  const organiserType: TOrganiserType | undefined = form.watch('organiserType');
  const choose = (type: TOrganiserType) => {
    form.setValue('organiserType', type);
    clearFailure();
    setStep(2);
  };
  const isBusiness = organiserType === 'business';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isPending && onClose()}
      title="Complete Your Profile"
      description={STEP_TEXT[step]}
      header={<StepProgress current={step} total={GOOGLE_COMPLETION_STEPS} className="mb-5 pr-8" />}
    >
      <GoogleIdentity userInfo={stored.userInfo} />
      <div className="mt-5">
        {step === 1 ? (
          <AccountTypeChoice chosen={organiserType ?? null} onChoose={choose} />
        ) : (
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            {isBusiness && (
              <Field label="Business name" htmlFor="google-business-name">
                <Input id="google-business-name" autoComplete="organization" autoFocus {...form.register('businessName')} />
              </Field>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={isBusiness ? 'Your first name' : 'First name'} htmlFor="google-first-name">
                <Input id="google-first-name" autoComplete="given-name" autoFocus={!isBusiness} {...form.register('firstName')} />
              </Field>
              <Field label={isBusiness ? 'Your last name' : 'Last name'} htmlFor="google-last-name">
                <Input id="google-last-name" autoComplete="family-name" {...form.register('lastName')} />
              </Field>
            </div>
            <Field label="Phone number (optional)" htmlFor="google-phone">
              <Input id="google-phone" type="tel" autoComplete="tel" placeholder="021 123 4567" {...form.register('phone')} />
            </Field>
            <FormError>{message || restartError}</FormError>
            {failure?.isExpired && <GoogleButton onError={setRestartError} onStart={() => setRestartError(null)} />}
            <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row">
              <Button
                variant="outline"
                onClick={() => {
                  clearFailure();
                  setStep(1);
                }}
                disabled={isPending}
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                Back
              </Button>
              <Button type="submit" className="whitespace-nowrap sm:flex-1" isBusy={isPending} busyText="Creating Account..." disabled={failure?.isExpired}>
                Complete Registration
              </Button>
            </div>
          </form>
        )}
      </div>
    </Dialog>
  );
};

/**
 * Complete Your Profile, opened by /?google_signup=true for a new Google user. Closing it forgets
 * the stored Google details; when they cannot be read they are cleared and the visitor goes to /.
 */
const CompleteProfileDialog = () => {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [stored] = useState(readGoogleSignup);

  useEffect(() => {
    if (stored) return;
    clearGoogleSignup();
    navigate('/', { replace: true });
  }, [stored, navigate]);

  if (!stored) return null;
  return (
    <ProfileForm
      stored={stored}
      onClose={() => {
        clearGoogleSignup();
        const next = new URLSearchParams(params);
        next.delete(QUERY_FLAGS.googleSignup);
        setParams(next, { replace: true, preventScrollReset: true });
      }}
    />
  );
};

export default CompleteProfileDialog;
