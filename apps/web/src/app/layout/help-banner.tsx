import { Link } from 'react-router';
import { Mail, MessageCircle } from 'lucide-react';
import { AUTH_TEXT, SUPPORT_EMAIL } from '@app/contract';
import { buttonClasses } from '@app/ui/button.tsx';

/** 'Need Help Planning Your Event?' with the support e-mail and Contact Us. */
export const HelpBanner = () => (
  <section aria-labelledby="help-banner-title" className="relative overflow-hidden bg-brand-800 text-white">
    <svg className="pointer-events-none absolute -right-16 -top-20 h-72 w-72 text-brand-700" viewBox="0 0 200 200" aria-hidden="true">
      <circle cx="100" cy="100" r="96" fill="none" stroke="currentColor" strokeWidth="14" />
      <circle cx="100" cy="100" r="56" fill="none" stroke="currentColor" strokeWidth="10" />
    </svg>
    <div className="relative mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
      <div className="max-w-2xl">
        <h2 id="help-banner-title" className="text-2xl font-bold tracking-tight">
          {AUTH_TEXT.helpBanner}
        </h2>
        <p className="mt-2 text-brand-100">
          Our Kiwi team can help you describe what you need and find the right local providers. E-mail{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-white underline underline-offset-4 hover:text-accent-200">
            {SUPPORT_EMAIL}
          </a>{' '}
          or send us a message.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClasses({ variant: 'inverse' })}>
          <Mail className="size-4" aria-hidden="true" />
          Email Support
        </a>
        <Link to="/contact" className={buttonClasses({ variant: 'accent' })}>
          <MessageCircle className="size-4" aria-hidden="true" />
          Contact Us
        </Link>
      </div>
    </div>
  </section>
);
