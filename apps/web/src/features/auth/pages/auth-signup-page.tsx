import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_TEXT, MSG, QUERY_FLAGS, type TOrganiserType } from '@app/contract';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Field, FormError, Input } from '../../../components/ui/input.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { errorText } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { cx } from '../../../lib/cx.ts';
import { useCompleteGoogleSignup } from '../api/complete-google-signup.ts';
import { clearGoogleSignup, googleDetailsProblem, readGoogleSignup, type TGoogleDetails } from '../google-signup-rules.ts';

/** /auth/signup: finishes a Google sign-up with the organiser's details. */
const AuthSignupPage = () => {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [stored] = useState(readGoogleSignup);
  const [details, setDetails] = useState<TGoogleDetails>(() => ({
    organiserType: null,
    firstName: stored?.userInfo.given_name ?? '',
    lastName: stored?.userInfo.family_name ?? '',
    businessName: '',
    phone: '',
  }));
  const [error, setError] = useState<string | null>(null);
  const complete = useCompleteGoogleSignup();

  const edit = (patch: Partial<TGoogleDetails>) => {
    setDetails((current) => ({ ...current, ...patch }));
    setError(null);
  };

  if (!stored) {
    return (
      <section className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950">Complete your sign-up</h1>
        <p className="mt-4 text-stone-700">
          We could not find your Google sign-in details in this browser tab. Start again with Google, or create an account with your e-mail address.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={`/?${QUERY_FLAGS.signup}=true`} className={buttonClasses()}>
            {AUTH_TEXT.useRegularSignup}
          </Link>
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            {AUTH_TEXT.backToHome}
          </Link>
        </div>
      </section>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (complete.isPending) return;
    const issue = googleDetailsProblem(details);
    if (issue || !details.organiserType) {
      setError(issue);
      return;
    }
    const organiserType: TOrganiserType = details.organiserType;
    complete.mutate(
      {
        tempAccessToken: stored.tempAccessToken,
        organiserType,
        phoneNumber: details.phone.trim() || null,
        firstName: details.firstName.trim(),
        lastName: details.lastName.trim(),
        businessName: organiserType === 'business' ? details.businessName.trim() : null,
      },
      {
        onSuccess: ({ token, user }) => {
          clearGoogleSignup();
          signIn(token, user);
          navigate('/dashboard', { replace: true });
        },
        onError: (failure) => {
          setError(errorText(failure, MSG.googleCompleteFailed));
          notify(AUTH_TEXT.completeSignupFailed, 'error');
        },
      },
    );
  };

  return (
    <section className="mx-auto max-w-xl px-4 py-14">
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950">Complete your sign-up</h1>
        <p className="mt-2 text-stone-700">{stored.userInfo.email ? `Signed in with Google as ${stored.userInfo.email}.` : 'Signed in with Google.'} A few details and you are ready.</p>
        <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-stone-800">Account type</legend>
            <div className="grid grid-cols-2 gap-3">
              {(['individual', 'business'] as const).map((type) => (
                <label
                  key={type}
                  className={cx(
                    'flex cursor-pointer items-center gap-2 rounded-xl border-2 px-4 py-3 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-400',
                    details.organiserType === type ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-stone-200 text-stone-800',
                  )}
                >
                  <input type="radio" name="organiser-type" value={type} checked={details.organiserType === type} onChange={() => edit({ organiserType: type })} className="accent-brand-700" />
                  {type === 'individual' ? 'Individual' : 'Business'}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" htmlFor="google-first-name">
              <Input id="google-first-name" autoComplete="given-name" value={details.firstName} onChange={(event) => edit({ firstName: event.target.value })} />
            </Field>
            <Field label="Last name" htmlFor="google-last-name">
              <Input id="google-last-name" autoComplete="family-name" value={details.lastName} onChange={(event) => edit({ lastName: event.target.value })} />
            </Field>
          </div>
          {details.organiserType === 'business' && (
            <Field label="Business name" htmlFor="google-business-name">
              <Input id="google-business-name" autoComplete="organization" value={details.businessName} onChange={(event) => edit({ businessName: event.target.value })} />
            </Field>
          )}
          <Field label="Phone number (optional)" htmlFor="google-phone">
            <Input id="google-phone" type="tel" autoComplete="tel" value={details.phone} onChange={(event) => edit({ phone: event.target.value })} />
          </Field>
          <FormError>{error}</FormError>
          <div className="flex gap-3">
            <Button
              variant="outline"
              onClick={() => {
                clearGoogleSignup();
                navigate('/');
              }}
            >
              Cancel
            </Button>
            <Button type="submit" className="flex-1" isBusy={complete.isPending} busyText="Creating Account...">
              Create Account
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
};

export default AuthSignupPage;
