import { useFormContext, useWatch } from 'react-hook-form';
import { Package, Store, Truck } from 'lucide-react';
import { DELIVERY_METHODS, EVENT_TEXT_LIMITS, type TDeliveryMethod } from '@app/contract';
import { FieldError } from '@app/ui/input.tsx';
import { cx } from '@app/ui/cx.ts';
import { choiceCardClasses, describedBy, fieldIds, WizardTextField } from '../field-parts.tsx';
import { useWizardData } from '../../wizard/wizard-context.ts';
import type { TWizardValues } from '../../wizard/wizard-values.ts';

const ICONS: Record<TDeliveryMethod, typeof Truck> = { on_site: Store, pickup: Package, delivery: Truck };

/** on_site, pickup or delivery; the delivery address only for delivery. */
export const DeliveryStep = () => {
  const { register, control, formState: { errors } } = useFormContext<TWizardValues>();
  const { idPrefix } = useWizardData();
  const method = useWatch({ control, name: 'delivery_method' });
  const methodIds = fieldIds(idPrefix, 'delivery_method');

  return (
    <div className="space-y-6">
      <fieldset aria-describedby={describedBy(errors.delivery_method && methodIds.errorId)}>
        <legend className="mb-3 text-base font-semibold text-stone-900">Delivery method</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {DELIVERY_METHODS.map((option) => {
            const Icon = ICONS[option.value];
            return (
              <label key={option.value} className={cx(choiceCardClasses, 'flex-col gap-2')}>
                <input type="radio" value={option.value} className="sr-only" {...register('delivery_method')} />
                <Icon className="size-6 text-brand-700" aria-hidden="true" />
                <span className="font-semibold text-stone-900">{option.label}</span>
                <span className="text-sm leading-snug text-stone-600">{option.description}</span>
              </label>
            );
          })}
        </div>
        <FieldError id={methodIds.errorId}>{errors.delivery_method?.message}</FieldError>
      </fieldset>
      {method === 'delivery' && (
        <WizardTextField
          name="delivery_address"
          label={<>Delivery address <span className="font-normal text-stone-600">(optional)</span></>}
          autoComplete="street-address"
          placeholder="Street, suburb and town"
          maxLength={EVENT_TEXT_LIMITS.deliveryAddress}
        />
      )}
    </div>
  );
};
