import { useId, useState, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { Button } from '@app/ui/button.tsx';
import { Input } from '@app/ui/input.tsx';

export const NEWSLETTER_NOT_OPEN =
  'Our newsletter is not open yet, so we have not saved your e-mail address. Check back here soon for the first issue.';

/** The newsletter sign-up. The list is not open yet, and the box says so rather than pretending to subscribe. */
export function NewsletterBox() {
  const inputId = useId();
  const noteId = useId();
  const [isNoticeShown, setIsNoticeShown] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsNoticeShown(true);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="relative overflow-hidden rounded-[28px] bg-brand-800 px-6 py-10 text-white sm:px-10">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 200 200" className="pointer-events-none absolute -right-10 -top-10 h-56 w-56 text-white/10">
        <path d="M100 190 C100 140 60 120 60 84 C60 52 86 34 112 34 C142 34 160 56 160 82 C160 104 144 120 122 120 C104 120 92 108 92 92 C92 78 102 70 114 70 C124 70 132 77 132 86" fill="none" stroke="currentColor" strokeWidth="12" strokeLinecap="round" />
      </svg>
      <div className="relative grid gap-8 lg:grid-cols-[1.1fr_1fr] lg:items-center">
        <div>
          <span className="inline-flex items-center gap-2 rounded-full bg-accent-300 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-950">
            Coming soon
          </span>
          <h2 id={`${inputId}-heading`} className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
            Planning tips in your inbox
          </h2>
          <p className="mt-3 max-w-lg leading-relaxed text-brand-50/90">
            A short monthly e-mail with seasonal planning advice, new local providers and the occasional venue we have
            fallen for. We are putting the first issue together now.
          </p>
        </div>
        <form onSubmit={onSubmit} className="w-full" noValidate>
          <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-brand-50">
            E-mail address
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="relative flex-1">
              <Mail className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-400" aria-hidden="true" />
              <Input id={inputId} type="email" name="email" autoComplete="email" placeholder="you@example.co.nz" className="h-12 pl-11" aria-describedby={noteId} />
            </div>
            <Button type="submit" variant="accent" className="h-12">
              Subscribe
            </Button>
          </div>
          <p id={noteId} role="status" className="mt-3 min-h-6 text-sm text-brand-50/90">
            {isNoticeShown ? NEWSLETTER_NOT_OPEN : 'No spam, and you can unsubscribe at any time once it launches.'}
          </p>
        </form>
      </div>
    </section>
  );
}
