import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

type TTabIntroProps = {
  id: string;
  title: string;
  lead: string;
  icon: LucideIcon;
  /** What will be listed here, said plainly. */
  emptyTitle: string;
  emptyBody: string;
  action?: ReactNode;
  children?: ReactNode;
};

/** A tab's heading and an honest empty state saying what will appear there. */
export const TabIntro = ({ id, title, lead, icon: Icon, emptyTitle, emptyBody, action, children }: TTabIntroProps) => (
  <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
    <h1 id={id} className="text-3xl font-extrabold tracking-tight text-brand-950">
      {title}
    </h1>
    <p className="mt-1 text-stone-700">{lead}</p>
    {children}
    <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-brand-950">{emptyTitle}</h2>
      <p className="mt-1 max-w-lg text-stone-600">{emptyBody}</p>
      {action && <div className="mt-5">{action}</div>}
    </div>
  </section>
);
