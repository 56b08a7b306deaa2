import { Check, X } from 'lucide-react';
import { passwordChecklist } from '@app/contract';
import { cx } from './cx.ts';

/** The live list of password requirements, each ticked when met. */
export const PasswordChecklist = ({ password, id }: { password: string; id?: string }) => (
  <ul id={id} aria-label="Password requirements" className="mt-2.5 grid gap-1 text-sm sm:grid-cols-2">
    {passwordChecklist(password).map((item) => (
      <li key={item.label} data-met={item.isMet} className={cx('flex items-center gap-1.5', item.isMet ? 'text-brand-700' : 'text-stone-600')}>
        {item.isMet ? <Check className="size-4 shrink-0" aria-hidden="true" /> : <X className="size-4 shrink-0 text-stone-500" aria-hidden="true" />}
        <span className="first-letter:uppercase">{item.label}</span>
        <span className="sr-only">{item.isMet ? '(met)' : '(not met)'}</span>
      </li>
    ))}
  </ul>
);
