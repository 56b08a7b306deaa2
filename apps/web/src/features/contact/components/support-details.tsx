import { Link } from 'react-router';
import { BookOpen, CalendarClock, ChevronRight, Clock, FileText, LifeBuoy, Mail, ShieldCheck } from 'lucide-react';
import { SUPPORT_EMAIL, SUPPORT_RESPONSE_HOURS } from '@app/contract';

const QUICK_LINKS = [
  { to: '/blog', label: 'Help Centre', text: 'Planning guides and answers to common questions', icon: BookOpen },
  { to: '/terms', label: 'Terms of Service', text: 'How the platform works and your responsibilities', icon: FileText },
  { to: '/privacy', label: 'Privacy Policy', text: 'What we collect and how we look after it', icon: ShieldCheck },
] as const;

/** E-mail support, response time, business hours and quick links beside the contact form. */
export function SupportDetails() {
  return (
    <div className="space-y-6">
      <section aria-labelledby="support-email-heading" className="rounded-3xl bg-brand-800 p-7 text-white">
        <span className="flex h-11 w-11 items-center justify-center rounded-2xl bg-white/15">
          <Mail className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 id="support-email-heading" className="mt-5 text-lg font-semibold">
          E-mail support
        </h2>
        <p className="mt-2 leading-relaxed text-brand-50/90">Prefer your own inbox? Write to us directly and a real person will reply.</p>
        <a href={`mailto:${SUPPORT_EMAIL}`} className="mt-4 inline-block break-all text-lg font-semibold text-accent-200 underline-offset-4 hover:underline">
          {SUPPORT_EMAIL}
        </a>
        <p className="mt-4 flex items-center gap-2 text-sm text-brand-50/90">
          <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
          We respond within {SUPPORT_RESPONSE_HOURS} hours on business days.
        </p>
      </section>

      <section aria-labelledby="support-hours-heading" className="rounded-3xl border border-stone-200 bg-white p-7">
        <span className="flex h-11 w-11 items-center justify-center rounded-2xl bg-accent-50 text-accent-600">
          <CalendarClock className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 id="support-hours-heading" className="mt-5 text-lg font-semibold text-stone-900">
          Business hours
        </h2>
        <dl className="mt-3 space-y-2 text-stone-700">
          <div className="flex justify-between gap-4">
            <dt>Monday to Friday</dt>
            <dd className="font-semibold text-stone-900">9:00–17:00</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>Saturday and Sunday</dt>
            <dd className="font-semibold text-stone-900">Urgent matters</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm leading-relaxed text-stone-600">
          All times are New Zealand time. At weekends we keep an eye out for urgent matters,
          such as a problem with an event happening that weekend: put <strong className="font-semibold">Urgent</strong> at the start of your message.
        </p>
      </section>

      <nav aria-labelledby="quick-links-heading" className="rounded-3xl border border-stone-200 bg-white p-7">
        <h2 id="quick-links-heading" className="flex items-center gap-2 text-lg font-semibold text-stone-900">
          <LifeBuoy className="h-5 w-5 text-brand-700" aria-hidden="true" />
          Quick links
        </h2>
        <ul className="mt-4 divide-y divide-stone-100">
          {QUICK_LINKS.map(({ to, label, text, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="group flex items-center gap-4 py-3.5">
                <Icon className="h-5 w-5 shrink-0 text-stone-600 group-hover:text-brand-700" aria-hidden="true" />
                <span className="flex-1">
                  <span className="block font-semibold text-stone-900 group-hover:text-brand-800">{label}</span>
                  <span className="block text-sm text-stone-600">{text}</span>
                </span>
                <ChevronRight className="h-5 w-5 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
