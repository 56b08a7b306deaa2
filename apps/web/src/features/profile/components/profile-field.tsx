import type { ReactNode } from 'react';

/** One label and value of a section in view mode; an empty value reads 'Not provided'. */
export const ProfileValue = ({ label, value }: { label: string; value: ReactNode }) => (
  <div className="bg-white px-5 py-4">
    <dt className="text-xs font-semibold uppercase tracking-wider text-stone-600">{label}</dt>
    <dd className="mt-1 break-words font-medium text-stone-900">{value || <span className="font-normal text-stone-600">Not provided</span>}</dd>
  </div>
);

/** A section of the Profile tab: a card with its heading (h2), an optional action beside it, and its content. */
export const ProfileSection = ({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) => (
  <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-lg font-bold text-brand-950">
        {title}
      </h2>
      {action}
    </div>
    <div className="mt-4">{children}</div>
  </section>
);
