import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, LifeBuoy, RefreshCw, UserPlus } from 'lucide-react';
import { AUTH_ERROR_QUERY_CLEAR_MS, AUTH_TEXT, QUERY_FLAGS } from '@app/contract';
import { buttonClasses } from '@app/ui/button.tsx';

/** /auth/error: the same help for every error code; the code is read, then the query cleared. */
const AuthErrorPage = () => {
  const [params, setParams] = useSearchParams();
  const errorCode = useRef(params.get(QUERY_FLAGS.error));

  // Once, on arrival. setParams changes with every address change: depending on it scheduled a
  // second clear that could land after the person had moved on and strip the next page's query
  // (/?signup=true from Use Regular Sign-Up Instead).
  const setParamsRef = useRef(setParams);
  useEffect(() => {
    const timer = setTimeout(() => setParamsRef.current({}, { replace: true }), AUTH_ERROR_QUERY_CLEAR_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:py-24" data-error-code={errorCode.current ?? undefined}>
      <div className="rounded-3xl border border-stone-200 bg-white p-8 text-center shadow-sm sm:p-12">
        <svg viewBox="0 0 96 96" className="mx-auto size-24" aria-hidden="true">
          <circle cx="48" cy="48" r="46" fill="#fff8eb" />
          <circle cx="48" cy="48" r="30" fill="none" stroke="#f2b544" strokeWidth="6" />
          <path d="M48 33v18" stroke="#8f460f" strokeWidth="6" strokeLinecap="round" />
          <circle cx="48" cy="62" r="4" fill="#8f460f" />
        </svg>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-950">{AUTH_TEXT.googleUnavailableTitle}</h1>
        <p className="mx-auto mt-4 max-w-lg text-stone-700">
          We couldn&apos;t finish signing you in with Google just now. You can try again, or create your account with your e-mail address instead. Your event details
          are safe.
        </p>
        <div className="mx-auto mt-8 grid max-w-2xl gap-3 sm:grid-cols-2 [&>a]:h-auto [&>a]:min-h-11 [&>a]:py-2.5 [&>a]:text-center">
          <Link to="/" className={buttonClasses()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {AUTH_TEXT.tryGoogleAgain}
          </Link>
          <Link to={`/?${QUERY_FLAGS.signup}=true`} className={buttonClasses({ variant: 'secondary' })}>
            <UserPlus className="size-4" aria-hidden="true" />
            {AUTH_TEXT.useRegularSignup}
          </Link>
          <Link to="/contact" className={buttonClasses({ variant: 'outline' })}>
            <LifeBuoy className="size-4" aria-hidden="true" />
            {AUTH_TEXT.contactSupport}
          </Link>
          <Link to="/" className={buttonClasses({ variant: 'ghost' })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {AUTH_TEXT.backToHome}
          </Link>
        </div>
      </div>
    </section>
  );
};

export default AuthErrorPage;
