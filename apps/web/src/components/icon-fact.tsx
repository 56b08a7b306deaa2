import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cx } from '@app/ui/cx.ts';

/** One fact of a card's <dl>: an icon and a small capitalised label, the value under it (quote cards, History's events). */
export const IconFact = ({ icon: Icon, label, children, className }: { icon: LucideIcon; label: string; children: ReactNode; className?: string }) => (
  <div className={cx('min-w-0', className)}>
    <dt className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wider text-stone-600">
      <Icon className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      {label}
    </dt>
    <dd className="mt-0.5 break-words pl-[1.375rem] text-stone-800">{children}</dd>
  </div>
);
