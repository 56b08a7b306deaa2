import type { InputHTMLAttributes, LabelHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.ts';

export const inputClasses = cx(
  'block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-[0.95rem] text-ink placeholder:text-stone-500',
  'transition-colors hover:border-stone-400 focus:border-brand-600 focus:outline-none focus-visible:outline-none focus:ring-3 focus:ring-brand-200',
  'aria-invalid:border-clay-600 aria-invalid:focus:ring-clay-100 disabled:bg-stone-100 disabled:text-stone-500',
);

export type TInputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

export const Input = ({ className, ...rest }: TInputProps) => <input className={cx(inputClasses, className)} {...rest} />;

export const Label = ({ className, children, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) => (
  <label className={cx('mb-1.5 block text-sm font-semibold text-stone-800', className)} {...rest}>
    {children}
  </label>
);

/** The error under one field; give its id to the field's aria-describedby. */
export const FieldError = ({ id, children }: { id: string; children?: ReactNode }) =>
  children ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-clay-700">
      {children}
    </p>
  ) : null;

/** A form-level error, announced when it appears. */
export const FormError = ({ children, className }: { children?: ReactNode; className?: string }) => (
  <div role="alert" aria-live="assertive" className={cx(children ? 'rounded-xl border border-clay-100 bg-clay-50 px-3.5 py-2.5 text-sm font-medium text-clay-700' : 'sr-only', className)}>
    {children}
  </div>
);

/** Label, control and optional hint in one block. */
export const Field = ({ label, htmlFor, hint, children, className }: { label: ReactNode; htmlFor: string; hint?: ReactNode; children: ReactNode; className?: string }) => (
  <div className={className}>
    <Label htmlFor={htmlFor}>{label}</Label>
    {children}
    {hint && <p className="mt-1.5 text-xs text-stone-600">{hint}</p>}
  </div>
);
