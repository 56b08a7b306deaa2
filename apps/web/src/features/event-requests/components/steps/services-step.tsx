import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Check, Minus, Plus } from 'lucide-react';
import { EVENT_REQUEST_MSG, EVENT_TEXT_LIMITS, iconToEmoji, ITEM_QUANTITY_MAX, type TCategory, type TSubcategory } from '@app/contract';
import { FieldError, Input, Label } from '@app/ui/input.tsx';
import { Spinner } from '@app/ui/spinner.tsx';
import { cx } from '@app/ui/cx.ts';
import { choiceCardClasses, describedBy, fieldIds, textareaClasses } from '../field-parts.tsx';
import { useWizardData } from '../../wizard/wizard-context.ts';
import type { TServiceEntry, TWizardValues } from '../../wizard/wizard-values.ts';

const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const entryFor = (category: TCategory, sub: TSubcategory | null): TServiceEntry => ({
  category_id: category.category_id,
  category_name: category.name,
  subcategory_id: sub?.subcategory_id ?? null,
  subcategory_name: sub?.name ?? null,
  name: '',
  quantity: 1,
  notes: '',
});

/** Category grid, specific services with a summary, and the details of each chosen service. */
export const ServicesStep = () => {
  const { control, setValue, getValues } = useFormContext<TWizardValues>();
  const { categories, isLoadingCategories, idPrefix, variant } = useWizardData();
  const categoryId = useWatch({ control, name: 'category_id' });
  const services = useWatch({ control, name: 'services' });
  const subcategoriesRef = useRef<HTMLFieldSetElement>(null);
  const category = categories.find((c) => c.category_id === categoryId) ?? null;

  const chooseCategory = (next: TCategory) => {
    if (next.category_id === categoryId) return;
    // A new main category starts its specific services afresh.
    setValue('category_id', next.category_id, { shouldDirty: true });
    setValue('services', next.subcategories.length > 0 ? [] : [entryFor(next, null)], { shouldDirty: true });
    window.requestAnimationFrame(() =>
      subcategoriesRef.current?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'nearest' }),
    );
  };

  const toggleSubcategory = (owner: TCategory, sub: TSubcategory) => {
    const list = getValues('services');
    const isChosen = list.some((s) => s.subcategory_id === sub.subcategory_id);
    setValue('services', isChosen ? list.filter((s) => s.subcategory_id !== sub.subcategory_id) : [...list, entryFor(owner, sub)], { shouldDirty: true });
  };

  if (isLoadingCategories) {
    return (
      <p className="flex items-center gap-2 text-stone-700" role="status">
        <Spinner /> {EVENT_REQUEST_MSG.loadingCategories}
      </p>
    );
  }

  const chosenNames = services.map((s) => s.subcategory_name ?? s.category_name);

  return (
    <div className="space-y-8">
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-stone-900">Main service category</legend>
        <div className={cx('grid gap-3 sm:grid-cols-2', variant === 'landing' && 'lg:grid-cols-3')}>
          {categories.map((c) => (
            <label key={c.category_id} className={cx(choiceCardClasses, 'flex-col gap-1')}>
              <input
                type="radio"
                name={`${idPrefix}-category`}
                value={c.category_id}
                checked={c.category_id === categoryId}
                onChange={() => chooseCategory(c)}
                className="sr-only"
              />
              <span className="flex items-center gap-2.5 pr-6">
                <span className="text-2xl" aria-hidden="true">{iconToEmoji(c.icon)}</span>
                <span className="font-semibold text-stone-900">{c.name}</span>
              </span>
              {c.description && <span className="text-sm leading-snug text-stone-600">{c.description}</span>}
              {c.category_id === categoryId && <Check className="absolute right-3 top-3 size-5 text-brand-700" aria-hidden="true" />}
            </label>
          ))}
        </div>
      </fieldset>

      {category && category.subcategories.length > 0 && (
        <fieldset ref={subcategoriesRef} className="scroll-mt-28">
          <legend className="mb-1 text-base font-semibold text-stone-900">Specific services for {category.name}</legend>
          <p className="mb-3 text-sm text-stone-600">Choose one or more.</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {category.subcategories.map((sub) => {
              const isChosen = services.some((s) => s.subcategory_id === sub.subcategory_id);
              return (
                <label key={sub.subcategory_id} className={cx(choiceCardClasses, 'items-start gap-3')}>
                  <input type="checkbox" checked={isChosen} onChange={() => toggleSubcategory(category, sub)} className="peer sr-only" />
                  <span
                    aria-hidden="true"
                    className={cx(
                      'mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-md border',
                      isChosen ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-400 bg-white',
                    )}
                  >
                    {isChosen && <Check className="size-3.5" />}
                  </span>
                  <span>
                    <span className="block font-semibold text-stone-900">{sub.name}</span>
                    {sub.description && <span className="block text-sm text-stone-600">{sub.description}</span>}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      <p aria-live="polite" className={cx('rounded-xl px-4 py-3 text-sm', services.length ? 'bg-brand-50 text-brand-900' : 'bg-stone-100 text-stone-700')}>
        {services.length === 0
          ? category
            ? `No specific services selected yet for ${category.name}.`
            : 'No service category selected yet.'
          : `${services.length} ${services.length === 1 ? 'service' : 'services'} selected: ${chosenNames.join(', ')}`}
      </p>

      {services.length > 0 && (
        <section aria-labelledby={`${idPrefix}-service-details`} className="space-y-4">
          <h4 id={`${idPrefix}-service-details`} className="text-base font-semibold text-stone-900">
            Service details <span className="font-normal text-stone-600">(optional)</span>
          </h4>
          {services.map((service, index) => (
            <ServiceDetails key={`${service.category_id}-${service.subcategory_id ?? 'all'}`} index={index} service={service} />
          ))}
        </section>
      )}
    </div>
  );
};

const ServiceDetails = ({ index, service }: { index: number; service: TServiceEntry }) => {
  const { setValue, trigger, formState } = useFormContext<TWizardValues>();
  const { idPrefix } = useWizardData();
  const name = fieldIds(idPrefix, `services.${index}.name`);
  const quantity = fieldIds(idPrefix, `services.${index}.quantity`);
  const notes = fieldIds(idPrefix, `services.${index}.notes`);
  const errors = formState.errors.services?.[index];
  const label = service.subcategory_name ?? service.category_name;
  const update = <K extends 'name' | 'quantity' | 'notes'>(key: K, value: TServiceEntry[K]) => {
    setValue(`services.${index}`, { ...service, [key]: value }, { shouldDirty: true });
    if (errors?.[key]) void trigger(`services.${index}.${key}`);
  };
  const step = (delta: number) => update('quantity', Math.min(ITEM_QUANTITY_MAX, Math.max(1, (Number.isNaN(service.quantity) ? 0 : service.quantity) + delta)));

  return (
    <div role="group" aria-labelledby={`${name.id}-title`} className="rounded-2xl border border-stone-200 bg-stone-50/60 p-4">
      <p id={`${name.id}-title`} className="mb-3 font-semibold text-stone-900">
        {label}
        {service.subcategory_name && <span className="font-normal text-stone-600"> · {service.category_name}</span>}
      </p>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <div>
          <Label htmlFor={name.id}>Specific service <span className="font-normal text-stone-600">(optional)</span></Label>
          <Input
            id={name.id}
            value={service.name}
            maxLength={EVENT_TEXT_LIMITS.itemName}
            placeholder={`e.g. ${label} for 80 guests`}
            onChange={(e) => update('name', e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={quantity.id}>Quantity</Label>
          <div className="flex items-center gap-1.5">
            <button type="button" onClick={() => step(-1)} disabled={service.quantity <= 1} aria-label={`Decrease quantity of ${label}`} className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-stone-300 bg-white text-stone-700 hover:border-brand-600 disabled:opacity-50">
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <Input
              id={quantity.id}
              type="number"
              inputMode="numeric"
              min={1}
              max={ITEM_QUANTITY_MAX}
              step={1}
              value={Number.isNaN(service.quantity) ? '' : service.quantity}
              onChange={(e) => update('quantity', e.target.value === '' ? Number.NaN : Number(e.target.value))}
              aria-invalid={errors?.quantity ? true : undefined}
              aria-describedby={describedBy(errors?.quantity && quantity.errorId)}
              className="text-center"
            />
            <button type="button" onClick={() => step(1)} aria-label={`Increase quantity of ${label}`} className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl border border-stone-300 bg-white text-stone-700 hover:border-brand-600">
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <FieldError id={quantity.errorId}>{errors?.quantity?.message}</FieldError>
        </div>
      </div>
      <div className="mt-4">
        <Label htmlFor={notes.id}>Notes <span className="font-normal text-stone-600">(optional)</span></Label>
        <textarea
          id={notes.id}
          value={service.notes}
          maxLength={EVENT_TEXT_LIMITS.itemNotes}
          rows={2}
          placeholder="Anything specific about this service"
          onChange={(e) => update('notes', e.target.value)}
          className={textareaClasses}
        />
      </div>
    </div>
  );
};
