import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AUTH_TEXT, MSG, QUERY_FLAGS, ROUTE_TOAST_DURATION_MS, type TOrganiserType } from '@app/contract';
import { Button, buttonClasses } from '@app/ui/button.tsx';
import { Field, FormError, Input } from '@app/ui/input.tsx';
import { PageSpinner } from '@app/ui/spinner.tsx';
import { useIsHydrated } from '@app/web-core/hydration.tsx';
import { notify } from '@app/web-core/notify.ts';
import { cx } from '@app/ui/cx.ts';
import { PROCESSING_FAILED_DESTINATION } from '../auth-success.ts';
import { clearGoogleSignup, readGoogleSignup, type TGoogleSignup } from '../google-signup-rules.ts';
import { takeGoogleSignupData } from '../google-signup-data.ts';
import { useFinishGoogleSignup } from '../hooks/use-finish-google-signup.ts';
import { GoogleIdentity } from '../components/google-identity.tsx';

const SignupForm = ({ stored }: { stored: TGoogleSignup }) => {
  const navigate = useNavigate();
  const { form, onSubmit, message, isPending, failure } = useFinishGoogleSignup({ stored, fallback: MSG.googleSignupFailed });
  // Null (no radio checked) until chosen.
  const organiserType: TOrganiserType | null | undefined = form.watch('organiserType');

  return (
    <section className="mx-auto max-w-xl px-4 py-14">
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950">Complete your sign-up</h1>
        <p className="mt-2 text-stone-700">You are signed in with Google. A few details and your account is ready.</p>
        <div className="mt-6">
          <GoogleIdentity userInfo={stored.userInfo} />
        </div>
        <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-stone-800">Account type</legend>
            <div className="grid grid-cols-2 gap-3">
              {(['individual', 'business'] as const).map((type) => (
                <label
                  key={type}
                  className={cx(
                    'flex cursor-pointer items-center gap-2 rounded-xl border-2 px-4 py-3 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-400',
                    organiserType === type ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-stone-200 text-stone-800',
                  )}
                >
                  <input type="radio" value={type} className="accent-brand-700" {...form.register('organiserType')} />
                  {type === 'individual' ? 'Individual' : 'Business'}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" htmlFor="google-first-name">
              <Input id="google-first-name" autoComplete="given-name" {...form.register('firstName')} />
            </Field>
            <Field label="Last name" htmlFor="google-last-name">
              <Input id="google-last-name" autoComplete="family-name" {...form.register('lastName')} />
            </Field>
          </div>
          {organiserType === 'business' && (
            <Field label="Business name" htmlFor="google-business-name">
              <Input id="google-business-name" autoComplete="organization" {...form.register('businessName')} />
            </Field>
          )}
          <Field label="Phone number (optional)" htmlFor="google-phone">
            <Input id="google-phone" type="tel" autoComplete="tel" placeholder="021 123 4567" {...form.register('phone')} />
          </Field>
          <FormError>{message}</FormError>
          {failure?.isExpired && (
            <Link to="/" className={buttonClasses({ variant: 'outline', isFullWidth: true })} onClick={clearGoogleSignup}>
              {AUTH_TEXT.tryGoogleAgain}
            </Link>
          )}
          <div className="flex gap-3">
            <Button
              variant="outline"
              disabled={isPending}
              onClick={() => {
                clearGoogleSignup();
                navigate('/');
              }}
            >
              Cancel
            </Button>
            <Button type="submit" className="flex-1" isBusy={isPending} busyText="Creating Account..." disabled={failure?.isExpired}>
              Create Account
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
};

/**
 * /auth/signup: finishes a Google sign-up with the organiser's details. The Google details come
 * from session storage, or from a `data` query value (kept in session storage, then cleared from
 * the address); undecodable data goes to /auth/error?error=processing_failed.
 */
const AuthSignupPage = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const [handover] = useState(() => takeGoogleSignupData(location.search));
  // Session storage is the browser's: a prerendered page (and its hydration) render without it.
  const isHydrated = useIsHydrated();
  const stored = useMemo(() => (handover.kind === 'invalid' || !isHydrated ? null : readGoogleSignup()), [handover, isHydrated]);

  useEffect(() => {
    if (handover.kind === 'invalid') {
      notify(AUTH_TEXT.invalidAuthData, 'error', ROUTE_TOAST_DURATION_MS);
      navigate(PROCESSING_FAILED_DESTINATION, { replace: true });
    } else if (handover.kind === 'stored') {
      navigate(location.pathname, { replace: true });
    }
  }, [handover, navigate, location.pathname]);

  if (handover.kind === 'invalid') return <PageSpinner label={AUTH_TEXT.signingIn} />;
  if (stored) return <SignupForm stored={stored} />;
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
};

export default AuthSignupPage;
