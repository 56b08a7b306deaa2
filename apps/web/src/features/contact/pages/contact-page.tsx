import { BRAND_NAME } from '@app/contract';
import { ContactForm } from '../components/contact-form.tsx';
import { SupportDetails } from '../components/support-details.tsx';

/** Envelope with a koru flourish, for the page header. */
function EnvelopeArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 220 160" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="110" cy="146" rx="80" ry="8" fill="#0b3c38" opacity="0.08" />
      <rect x="30" y="34" width="160" height="104" rx="12" fill="#ffffff" stroke="#e5dccd" strokeWidth="2" />
      <path d="M34 40 L110 96 L186 40" fill="none" stroke="#d5eeea" strokeWidth="10" strokeLinejoin="round" />
      <path d="M34 40 L110 96 L186 40" fill="none" stroke="#1f7168" strokeWidth="3" strokeLinejoin="round" />
      <path d="M34 134 L90 84 M186 134 L130 84" stroke="#e5dccd" strokeWidth="2" />
      <circle cx="176" cy="38" r="18" fill="#c2573a" />
      <path d="M169 38 l5 5 l9 -10" stroke="#ffffff" strokeWidth="3" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M24 30 C10 22 8 6 20 4 C30 2 34 12 28 16 C24 19 19 16 21 12" fill="none" stroke="#e99a1f" strokeWidth="3" strokeLinecap="round" />
      <g fill="#e99a1f">
        <circle cx="200" cy="100" r="3" />
        <circle cx="14" cy="90" r="2.5" />
      </g>
    </svg>
  );
}

export default function ContactPage() {
  return (
    <div className="bg-[#faf7f2]">
      <title>{`Contact us – ${BRAND_NAME}`}</title>
      <header className="bg-gradient-to-b from-[#fbefe1] to-[#faf7f2]">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-8 px-5 pb-10 pt-12 sm:px-8 lg:pb-14 lg:pt-16">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">Contact us</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">Kia ora, how can we help?</h1>
            <p className="mt-5 text-lg leading-relaxed text-stone-600">
              Questions about posting a request, a quote you have received, your account or working with us: send a
              message and our Aotearoa-based team will get back to you.
            </p>
          </div>
          <EnvelopeArt className="hidden w-56 shrink-0 md:block lg:w-64" />
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-8 px-5 pb-20 sm:px-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="self-start rounded-[28px] bg-white p-6 shadow-xl shadow-stone-900/5 ring-1 ring-stone-200 sm:p-10">
          <ContactForm />
        </div>
        <SupportDetails />
      </div>
    </div>
  );
}
