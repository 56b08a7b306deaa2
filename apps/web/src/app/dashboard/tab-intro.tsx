import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { EmptyState } from '@app/ui/state-panels.tsx';

export type TTabIntroProps = {
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
export const TabIntro = ({ id, title, lead, icon, emptyTitle, emptyBody, action, children }: TTabIntroProps) => (
  <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
    <h1 id={id} className="text-3xl font-extrabold tracking-tight text-brand-950">
      {title}
    </h1>
    <p className="mt-1 text-stone-700">{lead}</p>
    {children}
    <EmptyState icon={icon} title={emptyTitle} body={emptyBody} action={action} className="mt-6" />
  </section>
);
