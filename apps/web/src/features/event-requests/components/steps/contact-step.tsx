import { useFormContext } from 'react-hook-form';
import { Building2, User } from 'lucide-react';
import { EVENT_TEXT_LIMITS, RESPONSE_DEADLINE_OPTIONS } from '@app/contract';
import { FieldError } from '@app/ui/input.tsx';
import { formatDate } from '@app/web-core/format.ts';
import { cx } from '@app/ui/cx.ts';
import { choiceCardClasses, describedBy, fieldIds, WizardTextField } from '../field-parts.tsx';
import { useWizardData } from '../../wizard/wizard-context.ts';
import { deadlineDate, type TWizardValues } from '../../wizard/wizard-values.ts';

const ORGANISER_TYPES = [
  { value: 'individual', label: 'Individual', description: 'Weddings, parties and celebrations', icon: User },
  { value: 'business', label: 'Business', description: 'Corporate events, conferences and functions', icon: Building2 },
] as const;

/** Organiser type, name, e-mail and the response deadline (visitors only). */
export const ContactStep = () => {
  const { register, formState: { errors } } = useFormContext<TWizardValues>();
  const { idPrefix } = useWizardData();
  const type = fieldIds(idPrefix, 'organiser_type');
  const deadline = fieldIds(idPrefix, 'response_deadline');

  return (
    <div className="space-y-7">
      <fieldset aria-describedby={describedBy(errors.organiser_type && type.errorId)}>
        <legend className="mb-3 text-base font-semibold text-stone-900">I am organising as</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {ORGANISER_TYPES.map((option) => (
            <label key={option.value} className={cx(choiceCardClasses, 'items-center gap-3')}>
              <input type="radio" value={option.value} className="sr-only" {...register('organiser_type')} />
              <option.icon className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-stone-900">{option.label}</span>
                <span className="block text-sm text-stone-600">{option.description}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={type.errorId}>{errors.organiser_type?.message}</FieldError>
      </fieldset>
      <div className="grid gap-6 sm:grid-cols-2">
        <WizardTextField name="organiser_name" label="Name" autoComplete="name" maxLength={EVENT_TEXT_LIMITS.organiserName} />
        <WizardTextField name="organiser_email" label="Email" type="email" autoComplete="email" maxLength={EVENT_TEXT_LIMITS.organiserEmail} />
      </div>
      <fieldset aria-describedby={describedBy(errors.response_deadline && deadline.errorId)}>
        <legend className="mb-1 text-base font-semibold text-stone-900">When do you need quotes by?</legend>
        <p className="mb-3 text-sm text-stone-600">Providers see your response deadline.</p>
        <div className="grid gap-2.5 sm:grid-cols-5">
          {RESPONSE_DEADLINE_OPTIONS.map((option) => (
            <label key={option.value} className={cx(choiceCardClasses, 'flex-col items-start gap-0.5 p-3 sm:items-center sm:text-center')}>
              <input type="radio" value={option.value} className="sr-only" {...register('response_deadline')} />
              <span className="font-semibold text-stone-900">{option.label}</span>
              <span className="text-xs text-stone-600">{formatDate(deadlineDate(option.value))}</span>
              {option.isUrgent && <span className="mt-1 rounded-full bg-clay-100 px-2 py-0.5 text-xs font-semibold text-clay-700">Urgent</span>}
            </label>
          ))}
        </div>
        <FieldError id={deadline.errorId}>{errors.response_deadline?.message}</FieldError>
      </fieldset>
    </div>
  );
};
