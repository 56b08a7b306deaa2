import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldError, Input, inputClasses, Label } from '@app/ui/input.tsx';
import { cx } from '@app/ui/cx.ts';
import { useWizardData } from '../wizard/wizard-context.ts';
import type { TWizardValues } from '../wizard/wizard-values.ts';

export const textareaClasses = cx(inputClasses, 'resize-y leading-relaxed');

/** Ids of a field, its error and its hint, unique within one wizard. */
export const fieldIds = (prefix: string, name: string) => ({
  id: `${prefix}-${name.replaceAll('.', '-')}`,
  errorId: `${prefix}-${name.replaceAll('.', '-')}-error`,
  hintId: `${prefix}-${name.replaceAll('.', '-')}-hint`,
});

/** aria-describedby from the ids that are present. */
export const describedBy = (...ids: (string | false | null | undefined)[]): string | undefined => {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
};

/** A card-like choice: a visually hidden radio or checkbox inside its label. */
export const choiceCardClasses = cx(
  'relative flex cursor-pointer rounded-2xl border border-stone-300 bg-white p-4 transition-colors',
  'hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600',
  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-400',
);

export const SectionTitle = ({ children, id }: { children: ReactNode; id?: string }) => (
  <h4 id={id} className="text-base font-semibold text-stone-900">
    {children}
  </h4>
);

type TWizardTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  name: 'title' | 'delivery_address' | 'organiser_name' | 'organiser_email';
  label: ReactNode;
  className?: string;
};

/** A labelled one-line text field of the wizard with its error, registered with the form by name. */
export const WizardTextField = ({ name, label, className, ...inputProps }: TWizardTextFieldProps) => {
  const { register, formState: { errors } } = useFormContext<TWizardValues>();
  const { idPrefix } = useWizardData();
  const ids = fieldIds(idPrefix, name);
  const error = errors[name];
  return (
    <div className={className}>
      <Label htmlFor={ids.id}>{label}</Label>
      <Input id={ids.id} {...inputProps} aria-invalid={error ? true : undefined} aria-describedby={describedBy(error && ids.errorId)} {...register(name)} />
      <FieldError id={ids.errorId}>{error?.message}</FieldError>
    </div>
  );
};
