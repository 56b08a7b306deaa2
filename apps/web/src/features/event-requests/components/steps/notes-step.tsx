import { useFormContext, useWatch } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { EVENT_TEXT_LIMITS, formatCount } from '@app/contract';
import { FieldError, Label } from '@app/ui/input.tsx';
import { describedBy, fieldIds, textareaClasses } from '../field-parts.tsx';
import { appendSuggestion, NOTES_SUGGESTIONS } from '../../notes-suggestions.ts';
import { useWizardData } from '../../wizard/wizard-context.ts';
import type { TWizardValues } from '../../wizard/wizard-values.ts';

/** Free text with a character counter, and ten chips that each append a bulleted line. */
export const NotesStep = () => {
  const { register, control, setValue, getValues, formState: { errors } } = useFormContext<TWizardValues>();
  const { idPrefix } = useWizardData();
  const notes = useWatch({ control, name: 'additional_notes' });
  const ids = fieldIds(idPrefix, 'additional_notes');
  const max = EVENT_TEXT_LIMITS.additionalNotes;

  return (
    <div className="space-y-6">
      <div>
        <Label htmlFor={ids.id}>Additional notes <span className="font-normal text-stone-600">(optional)</span></Label>
        <textarea
          id={ids.id}
          rows={6}
          maxLength={max}
          placeholder="Timings, access, theme, dietary needs, anything providers should plan for"
          aria-invalid={errors.additional_notes ? true : undefined}
          aria-describedby={describedBy(ids.hintId, errors.additional_notes && ids.errorId)}
          className={textareaClasses}
          {...register('additional_notes')}
        />
        <p id={ids.hintId} className="mt-1.5 text-right text-xs text-stone-600">
          {formatCount(notes.length)} / {formatCount(max)} characters
        </p>
        <FieldError id={ids.errorId}>{errors.additional_notes?.message}</FieldError>
      </div>
      <div>
        <p id={`${idPrefix}-suggestions`} className="mb-3 text-sm font-semibold text-stone-800">Suggestions</p>
        <ul aria-labelledby={`${idPrefix}-suggestions`} className="flex flex-wrap gap-2">
          {NOTES_SUGGESTIONS.map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                onClick={() => setValue('additional_notes', appendSuggestion(getValues('additional_notes'), suggestion).slice(0, max), { shouldDirty: true })}
                className="inline-flex items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-800 transition-colors hover:border-brand-600 hover:text-brand-800"
              >
                <Plus className="size-3.5" aria-hidden="true" />
                <span className="sr-only">Add: </span>
                {suggestion}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
};
