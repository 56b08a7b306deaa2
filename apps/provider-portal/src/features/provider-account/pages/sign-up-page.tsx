import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import {
  MSG, PROVIDER_ACCOUNT_MSG, ZProviderSignupBusinessForm, ZProviderSignupServicesForm, ZSignupCredentialsForm,
  type TProviderSignupBusinessForm, type TProviderSignupServicesForm, type TSignupCredentials,
} from '@app/contract';
import type { z } from 'zod';
import { Button } from '@app/ui/button.tsx';
import { Field, FormError, Input } from '@app/ui/input.tsx';
import { NewPasswordFields } from '@app/ui/new-password-fields.tsx';
import { StepProgress } from '@app/ui/stepper.tsx';
import { textLinkClasses } from '@app/ui/text-link.ts';
import { errorText } from '@app/web-core/api-client.ts';
import { notify } from '@app/web-core/notify.ts';
import { useOneMessageForm } from '@app/web-core/use-one-message-form.ts';
import { fieldMessage, TextField } from '../../../components/form-fields.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { CitySelect, DescriptionField, PriceRangeSelect, YearsInOperationField } from '../components/business-choices.tsx';
import { CategoryPickerField } from '../components/category-picker.tsx';
import { useFinishSignIn } from '../hooks/use-finish-sign-in.ts';

export const SIGN_UP_STEPS = ['Account', 'Business', 'Services'] as const;
const STEP_HEADINGS = ['Your sign-in', 'Your business', 'What you offer'] as const;

type TBusiness = z.output<typeof ZProviderSignupBusinessForm>;
const EMAIL_TAKEN: readonly string[] = [PROVIDER_ACCOUNT_MSG.emailTaken, MSG.emailTaken];

/**
 * /sign-up: three short steps (sign-in details, the business, its services), each checked before the
 * next. The account is created pending: the person lands on the inbox, where the banner explains.
 */
const SignUpPage = () => {
  useDocumentTitle('Join as a provider');
  const [step, setStep] = useState(0);
  const [credentials, setCredentials] = useState<TSignupCredentials | null>(null);
  const [business, setBusiness] = useState<TBusiness | null>(null);
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  const signUp = useSignUp();
  const finishSignIn = useFinishSignIn();

  const account = useOneMessageForm({
    resolver: zodResolver(ZSignupCredentialsForm),
    defaultValues: { email: '', password: '', confirmPassword: '' },
    order: ['email', 'password', 'confirmPassword'],
  });
  const [password, confirmPassword] = account.form.watch(['password', 'confirmPassword']);

  const businessForm = useForm<TProviderSignupBusinessForm, unknown, TBusiness>({
    resolver: zodResolver(ZProviderSignupBusinessForm),
    defaultValues: { business_name: '', contact_name: '', phone: '', location_id: '', website: '' },
    mode: 'onTouched',
  });
  const servicesForm = useForm<TProviderSignupServicesForm, unknown, z.output<typeof ZProviderSignupServicesForm>>({
    resolver: zodResolver(ZProviderSignupServicesForm),
    defaultValues: { category_ids: [], subcategory_ids: [], price_range: '', years_in_operation: '', description: '' },
    mode: 'onTouched',
  });
  const categoryIds = useController({ control: servicesForm.control, name: 'category_ids' });
  const subcategoryIds = useController({ control: servicesForm.control, name: 'subcategory_ids' });
  const description = servicesForm.watch('description');
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  // Each step's heading takes focus, so a screen reader starts reading the new step.
  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [step]);
  const goTo = (next: number) => {
    hasMoved.current = true;
    setServerMessage(null);
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const onAccount = account.form.handleSubmit((values) => {
    setCredentials(values);
    goTo(1);
  });
  const onBusiness = businessForm.handleSubmit((values) => {
    setBusiness(values);
    goTo(2);
  });
  const onServices = servicesForm.handleSubmit((services) => {
    if (!credentials || !business || signUp.isPending) return;
    setServerMessage(null);
    signUp.mutate(
      { ...credentials, ...business, ...services },
      {
        onSuccess: (answer) => {
          notify(answer.message ?? PROVIDER_ACCOUNT_MSG.accountCreated, 'success');
          finishSignIn(answer, '/requests');
        },
        onError: (failure) => {
          const text = errorText(failure, MSG.signupFailed);
          if (EMAIL_TAKEN.includes(text)) {
            goTo(0);
            account.showServerMessage(text);
            return;
          }
          setServerMessage(text);
        },
      },
    );
  });

  const businessErrors = businessForm.formState.errors;
  const servicesErrors = servicesForm.formState.errors;
  const backButton = (
    <Button variant="outline" onClick={() => goTo(step - 1)} className="sm:w-auto">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back
    </Button>
  );

  return (
    <AuthCard
      isWide
      title="Join Hui Events as a provider"
      description="Tell organisers who you are and what you offer. It takes about three minutes; you can add photos once you are in."
      footer={
        <p>
          Already have an account?{' '}
          <Link to="/sign-in" className={textLinkClasses}>
            Sign in
          </Link>
        </p>
      }
    >
      <StepProgress current={step + 1} total={SIGN_UP_STEPS.length} stepName={SIGN_UP_STEPS[step]} />
      <h2 ref={headingRef} tabIndex={-1} className="mt-6 text-lg font-bold text-brand-950 focus:outline-none">
        {STEP_HEADINGS[step]}
      </h2>

      {step === 0 && (
        <form noValidate onSubmit={onAccount} className="mt-4 space-y-4" aria-label="Your sign-in">
          <Field label="Email" htmlFor="sign-up-email">
            <Input id="sign-up-email" type="email" autoComplete="email" inputMode="email" placeholder="you@yourbusiness.co.nz" {...account.form.register('email')} />
          </Field>
          <NewPasswordFields
            idPrefix="sign-up"
            passwordLabel="Password"
            confirmLabel="Confirm password"
            password={password}
            confirmPassword={confirmPassword}
            passwordField={account.form.register('password')}
            confirmField={account.form.register('confirmPassword')}
            isShown={isPasswordShown}
            onToggleShown={() => setIsPasswordShown((isShown) => !isShown)}
          />
          <FormError>{account.message}</FormError>
          <Button type="submit" isFullWidth>
            Continue
          </Button>
        </form>
      )}

      {step === 1 && (
        <form noValidate onSubmit={onBusiness} className="mt-4 space-y-4" aria-label="Your business">
          <TextField id="business-name" label="Business name" autoComplete="organization" error={fieldMessage(businessErrors.business_name?.message)} {...businessForm.register('business_name')} />
          <TextField
            id="contact-name"
            label="Contact name"
            autoComplete="name"
            hint="The person organisers will deal with."
            error={fieldMessage(businessErrors.contact_name?.message)}
            {...businessForm.register('contact_name')}
          />
          <TextField id="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="021 123 4567" error={fieldMessage(businessErrors.phone?.message)} {...businessForm.register('phone')} />
          <CitySelect id="city" error={fieldMessage(businessErrors.location_id?.message)} {...businessForm.register('location_id')} />
          <TextField
            id="website"
            label="Website"
            isOptional
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            error={fieldMessage(businessErrors.website?.message)}
            {...businessForm.register('website')}
          />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
            {backButton}
            <Button type="submit" className="sm:w-auto">
              Continue
            </Button>
          </div>
        </form>
      )}

      {step === 2 && (
        <form noValidate onSubmit={onServices} className="mt-4 space-y-5" aria-label="What you offer">
          <CategoryPickerField
            categoryIds={categoryIds.field}
            subcategoryIds={subcategoryIds.field}
            error={fieldMessage(servicesErrors.category_ids?.message) ?? fieldMessage(servicesErrors.subcategory_ids?.message)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <PriceRangeSelect id="price-range" error={fieldMessage(servicesErrors.price_range?.message)} {...servicesForm.register('price_range')} />
            <YearsInOperationField id="years" error={fieldMessage(servicesErrors.years_in_operation?.message)} {...servicesForm.register('years_in_operation')} />
          </div>
          <DescriptionField
            id="description"
            label="About your business"
            hint="What you do, for whom, and what makes you the right choice. Organisers read this on your profile."
            error={fieldMessage(servicesErrors.description?.message)}
            text={description}
            {...servicesForm.register('description')}
          />
          <FormError>{serverMessage}</FormError>
          <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-between">
            {backButton}
            <Button type="submit" isBusy={signUp.isPending} busyText="Creating..." className="sm:w-auto">
              Create Account
            </Button>
          </div>
        </form>
      )}
    </AuthCard>
  );
};

export default SignUpPage;
