import type { ReactNode } from 'react';
import { cx } from '@app/ui/cx.ts';

type TAuthCardProps = {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Under the card: the way to the other form. */
  footer?: ReactNode;
  isWide?: boolean;
};

/** The white card the sign-in, sign-up and password pages sit in, with the page's h1. */
export const AuthCard = ({ title, description, children, footer, isWide = false }: TAuthCardProps) => (
  <div className={cx('w-full', isWide ? 'max-w-2xl' : 'max-w-md')}>
    <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-brand-950 sm:text-[1.75rem]">{title}</h1>
      {description && <p className="mt-1.5 text-[0.95rem] leading-6 text-stone-700">{description}</p>}
      <div className="mt-6">{children}</div>
    </div>
    {footer && <div className="mt-5 text-center text-sm text-stone-700">{footer}</div>}
  </div>
);
