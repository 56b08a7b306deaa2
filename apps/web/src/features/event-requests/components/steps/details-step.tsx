import { Controller, useFormContext } from 'react-hook-form';
import { EVENT_TEXT_LIMITS, MIN_EVENT_LEAD_DAYS, minEventDate } from '@app/contract';
import { FieldError, Input, Label } from '@app/ui/input.tsx';
import { describedBy, fieldIds, textareaClasses, WizardTextField } from '../field-parts.tsx';
import { LocationCombobox } from '../location-combobox.tsx';
import { useWizardData } from '../../wizard/wizard-context.ts';
import type { TWizardValues } from '../../wizard/wizard-values.ts';

/** Title, description, date (at least 3 days ahead) and location. */
export const DetailsStep = () => {
  const { register, control, formState: { errors } } = useFormContext<TWizardValues>();
  const { idPrefix, locations, isLoadingLocations } = useWizardData();
  const description = fieldIds(idPrefix, 'description');
  const date = fieldIds(idPrefix, 'event_date');
  const location = fieldIds(idPrefix, 'location');

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <WizardTextField name="title" label="Event title" placeholder="e.g. Aroha and Tama's wedding reception" maxLength={EVENT_TEXT_LIMITS.title} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Label htmlFor={description.id}>Event description</Label>
        <textarea
          id={description.id}
          rows={4}
          placeholder="What is the occasion, how many guests are you expecting, and what matters most to you?"
          maxLength={EVENT_TEXT_LIMITS.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(errors.description && description.errorId)}
          className={textareaClasses}
          {...register('description')}
        />
        <FieldError id={description.errorId}>{errors.description?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor={date.id}>Event date</Label>
        <Input
          id={date.id}
          type="date"
          min={minEventDate()}
          aria-invalid={errors.event_date ? true : undefined}
          aria-describedby={describedBy(date.hintId, errors.event_date && date.errorId)}
          {...register('event_date')}
        />
        <p id={date.hintId} className="mt-1.5 text-xs text-stone-600">At least {MIN_EVENT_LEAD_DAYS} days from today.</p>
        <FieldError id={date.errorId}>{errors.event_date?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor={location.id}>Location</Label>
        <Controller
          control={control}
          name="location"
          render={({ field, fieldState }) => (
            <LocationCombobox
              id={location.id}
              inputRef={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              locations={locations}
              isLoading={isLoadingLocations}
              isInvalid={!!fieldState.error}
              describedBy={describedBy(fieldState.error && location.errorId)}
            />
          )}
        />
        <FieldError id={location.errorId}>{errors.location?.message}</FieldError>
      </div>
    </div>
  );
};
