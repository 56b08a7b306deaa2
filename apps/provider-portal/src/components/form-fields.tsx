// Labelled form controls with a hint and their own error under them, wired for screen readers
// (aria-invalid, aria-describedby). For the longer forms: sign-up, profile, quote.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from '@app/ui/cx.ts';
import { FieldError, inputClasses, Label } from '@app/ui/input.tsx';
import { formatCount } from '@app/contract';

type TShellProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  isOptional?: boolean;
  className?: string;
  children: ReactNode;
};

/** A field's message from react-hook-form's errors (typed loosely for array fields), or undefined. */
export const fieldMessage = (message: unknown): string | undefined => (typeof message === 'string' ? message : undefined);

/** The ids a control names in aria-describedby: its hint and its error, when shown. */
export const describedBy = (id: string, { hint, error }: { hint?: ReactNode; error?: string }): string | undefined =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

export const FieldShell = ({ id, label, error, hint, isOptional = false, className, children }: TShellProps) => (
  <div className={className}>
    <Label htmlFor={id}>
      {label}
      {isOptional && <span className="font-normal text-stone-600"> (optional)</span>}
    </Label>
    {children}
    {hint && (
      <p id={`${id}-hint`} className="mt-1.5 text-xs leading-5 text-stone-600">
        {hint}
      </p>
    )}
    <FieldError id={`${id}-error`}>{error}</FieldError>
  </div>
);

type TCommon = { id: string; label: ReactNode; error?: string; hint?: ReactNode; isOptional?: boolean; className?: string };

export const TextField = ({ id, label, error, hint, isOptional, className, ...input }: TCommon & InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }) => (
  <FieldShell id={id} label={label} error={error} hint={hint} isOptional={isOptional} className={className}>
    <input id={id} className={inputClasses} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { hint, error })} {...input} />
  </FieldShell>
);

export const TextAreaField = ({
  id, label, error, hint, isOptional, className, ...textarea
}: TCommon & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> }) => (
  <FieldShell id={id} label={label} error={error} hint={hint} isOptional={isOptional} className={className}>
    <textarea id={id} rows={5} className={cx(inputClasses, 'min-h-28 resize-y leading-6')} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { hint, error })} {...textarea} />
  </FieldShell>
);

export const SelectField = ({
  id, label, error, hint, isOptional, className, children, ...select
}: TCommon & SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLSelectElement> }) => (
  <FieldShell id={id} label={label} error={error} hint={hint} isOptional={isOptional} className={className}>
    <select id={id} className={cx(inputClasses, 'appearance-auto pr-8')} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { hint, error })} {...select}>
      {children}
    </select>
  </FieldShell>
);

/** '1,234 / 5,000 characters' under a long text. */
export const CharacterCount = ({ length, max, id }: { length: number; max: number; id?: string }) => (
  <p id={id} className={cx('mt-1 text-right text-xs', length > max ? 'font-semibold text-clay-700' : 'text-stone-600')}>
    {formatCount(length)} / {formatCount(max)} characters
  </p>
);
