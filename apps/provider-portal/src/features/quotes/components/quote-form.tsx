import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { nzToday, QUOTE_MESSAGE_MAX, ZQuoteInput, type TQuoteInput } from '@app/contract';
import type { z } from 'zod';
import { Button } from '@app/ui/button.tsx';
import { FormError, inputClasses } from '@app/ui/input.tsx';
import { cx } from '@app/ui/cx.ts';
import { errorText } from '@app/web-core/api-client.ts';
import { CharacterCount, describedBy, FieldShell, SelectField, TextAreaField, TextField } from '../../../components/form-fields.tsx';
import { amountText, type TQuoteFormValues, type TServiceOption } from '../quote-form-values.ts';

export type TQuoteFormOutput = z.output<typeof ZQuoteInput>;

type TQuoteFormProps = {
  /** 'send' for a new quote, 'save' to change one. */
  mode: 'send' | 'save';
  defaultValues: TQuoteFormValues;
  options: readonly TServiceOption[];
  isBusy: boolean;
  /** Sends the checked values; rejects with the API's failure, shown above the button. */
  onSubmit(input: TQuoteFormOutput): Promise<unknown>;
  onCancel?: () => void;
};

const idOf = (name: keyof TQuoteFormValues) => `quote-${name.replaceAll('_', '-')}`;

/** The quote: the service it covers, the amount in NZD, what is included, how long it stands, and a message. */
export const QuoteForm = ({ mode, defaultValues, options, isBusy, onSubmit, onCancel }: TQuoteFormProps) => {
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  // The form holds text; the contract's schema reads the amount and the choices from it.
  const form = useForm<TQuoteInput, unknown, TQuoteFormOutput>({
    resolver: zodResolver(ZQuoteInput),
    defaultValues,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const [categoryId, message] = form.watch(['category_id', 'message']);
  const chosen = options.find((option) => String(option.categoryId) === String(categoryId));
  const categoryField = form.register('category_id', { onChange: () => form.setValue('subcategory_id', '') });

  const submit = form.handleSubmit(async (input) => {
    if (isBusy) return;
    setServerMessage(null);
    try {
      await onSubmit(input);
    } catch (failure) {
      setServerMessage(errorText(failure, mode === 'send' ? 'Your quote could not be sent. Please try again.' : 'Your changes could not be saved. Please try again.'));
    }
  });

  const amountError = errors.quote_amount?.message;
  const amountId = idOf('quote_amount');
  return (
    <form noValidate onSubmit={submit} className="@container space-y-4" aria-label={mode === 'send' ? 'Send a quote' : 'Edit your quote'}>
      <SelectField id={idOf('category_id')} label="Service this quote covers" error={errors.category_id?.message} {...categoryField}>
        <option value="">Choose a service</option>
        {options.map((option) => (
          <option key={option.categoryId} value={String(option.categoryId)}>
            {option.name}
          </option>
        ))}
      </SelectField>
      {chosen && chosen.subcategories.length > 0 && (
        <SelectField id={idOf('subcategory_id')} label="Speciality" isOptional error={errors.subcategory_id?.message} {...form.register('subcategory_id')}>
          <option value="">{chosen.name} in general</option>
          {chosen.subcategories.map((sub) => (
            <option key={sub.id} value={String(sub.id)}>
              {sub.name}
            </option>
          ))}
        </SelectField>
      )}

      <FieldShell id={amountId} label="Amount (NZD)" error={amountError} hint="The total price including GST.">
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center font-semibold text-stone-600" aria-hidden="true">
            $
          </span>
          <input
            id={amountId}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            className={cx(inputClasses, 'pl-8 text-lg font-semibold')}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={describedBy(amountId, { hint: true, error: amountError })}
            {...form.register('quote_amount', { setValueAs: amountText })}
          />
        </div>
      </FieldShell>

      <div className="grid gap-4 @lg:grid-cols-2">
        <TextField id={idOf('valid_until')} label="Valid until" type="date" min={nzToday()} error={errors.valid_until?.message} {...form.register('valid_until')} />
        <TextField
          id={idOf('estimated_duration')}
          label="Estimated duration"
          isOptional
          placeholder="e.g. 5 hours"
          error={errors.estimated_duration?.message}
          {...form.register('estimated_duration')}
        />
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-stone-800">Included in the price</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-[0.95rem] text-stone-800">
            <input type="checkbox" className="size-5 accent-brand-700" {...form.register('includes_setup')} />
            Setup
          </label>
          <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-[0.95rem] text-stone-800">
            <input type="checkbox" className="size-5 accent-brand-700" {...form.register('includes_cleanup')} />
            Clean-up
          </label>
        </div>
      </fieldset>

      <TextAreaField
        id={idOf('additional_charges')}
        label="Additional charges"
        isOptional
        rows={3}
        hint="Travel, hire, after-hours rates: anything that may be added to the amount."
        error={errors.additional_charges?.message}
        {...form.register('additional_charges')}
      />

      <div>
        <TextAreaField
          id={idOf('message')}
          label="Message to the organiser"
          hint="What you will provide, what makes your offer right for this event, and any questions."
          error={errors.message?.message}
          {...form.register('message')}
        />
        <CharacterCount length={message?.length ?? 0} max={QUOTE_MESSAGE_MAX} />
      </div>

      <FormError>{serverMessage}</FormError>
      <div className="flex flex-col-reverse gap-3 @sm:flex-row @sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
        )}
        <Button type="submit" isBusy={isBusy} busyText={mode === 'send' ? 'Sending...' : 'Saving...'}>
          {mode === 'send' ? 'Send Quote' : 'Save Changes'}
        </Button>
      </div>
      {mode === 'send' && <p className="text-xs leading-5 text-stone-600">Your quote goes straight to the organiser. You can edit or withdraw it while it is pending.</p>}
    </form>
  );
};
