import { useFormContext, useWatch } from 'react-hook-form';
import { BUDGET_PRESETS, BUDGET_SLIDER_MAX, BUDGET_SLIDER_MIN, BUDGET_SLIDER_STEP } from '@app/contract';
import { formatCurrency } from '@app/web-core/format.ts';
import { cx } from '@app/ui/cx.ts';
import { fieldIds } from '../field-parts.tsx';
import { useWizardData } from '../../wizard/wizard-context.ts';
import type { TWizardValues } from '../../wizard/wizard-values.ts';

const sliderClasses = 'h-2 w-full cursor-pointer appearance-none rounded-full bg-stone-200 accent-brand-700';

/** One labelled budget slider with its amount beside the label. */
const BudgetSlider = ({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (value: number) => void }) => (
  <div>
    <div className="mb-2 flex items-baseline justify-between">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">{label}</label>
      <span className="text-sm font-semibold text-brand-800">{formatCurrency(value)}</span>
    </div>
    <input
      id={id}
      type="range"
      min={BUDGET_SLIDER_MIN}
      max={BUDGET_SLIDER_MAX}
      step={BUDGET_SLIDER_STEP}
      value={value}
      aria-valuetext={formatCurrency(value)}
      onChange={(e) => onChange(Number(e.target.value))}
      className={sliderClasses}
    />
  </div>
);

/** Two linked sliders (each pushes the other) and the six presets. No validation. */
export const BudgetStep = () => {
  const { control, setValue } = useFormContext<TWizardValues>();
  const { idPrefix } = useWizardData();
  const min = useWatch({ control, name: 'budget_min' });
  const max = useWatch({ control, name: 'budget_max' });
  const minIds = fieldIds(idPrefix, 'budget_min');
  const maxIds = fieldIds(idPrefix, 'budget_max');

  const setMin = (value: number) => {
    setValue('budget_min', value, { shouldDirty: true });
    if (value > max) setValue('budget_max', value, { shouldDirty: true });
  };
  const setMax = (value: number) => {
    setValue('budget_max', value, { shouldDirty: true });
    if (value < min) setValue('budget_min', value, { shouldDirty: true });
  };

  return (
    <div className="space-y-8">
      <div className="rounded-2xl bg-brand-50 px-5 py-4 text-center" aria-live="polite">
        <p className="text-sm font-medium text-brand-800">Your budget range</p>
        <p className="mt-1 text-3xl font-bold tracking-tight text-brand-950">
          {formatCurrency(min)} – {formatCurrency(max)}
        </p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <BudgetSlider id={minIds.id} label="Minimum budget" value={min} onChange={setMin} />
        <BudgetSlider id={maxIds.id} label="Maximum budget" value={max} onChange={setMax} />
      </div>
      <div>
        <p id={`${idPrefix}-presets`} className="mb-3 text-sm font-semibold text-stone-800">Quick presets</p>
        <div role="group" aria-labelledby={`${idPrefix}-presets`} className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
          {BUDGET_PRESETS.map((preset) => {
            const isActive = preset.min === min && preset.max === max;
            return (
              <button
                key={preset.label}
                type="button"
                aria-pressed={isActive}
                onClick={() => {
                  setValue('budget_min', preset.min, { shouldDirty: true });
                  setValue('budget_max', preset.max, { shouldDirty: true });
                }}
                className={cx(
                  'rounded-xl border px-3 py-2.5 text-sm font-semibold transition-colors',
                  isActive ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600',
                )}
              >
                {preset.label}
              </button>
            );
          })}
        </div>
      </div>
    </div>
  );
};
