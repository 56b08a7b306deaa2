import { useId } from 'react';
import { Check } from 'lucide-react';
import { iconToEmoji, type TCategory } from '@app/contract';
import { cx } from '@app/ui/cx.ts';
import { FieldError } from '@app/ui/input.tsx';
import { Spinner } from '@app/ui/spinner.tsx';
import { Button } from '@app/ui/button.tsx';
import { useCategories } from '../../../lib/api/get-reference-data.ts';

export type TServiceChoice = { categoryIds: number[]; subcategoryIds: number[] };

/** Ticks or unticks a category; unticking it drops its specialities too. */
export const toggleCategory = (choice: TServiceChoice, category: TCategory): TServiceChoice => {
  if (!choice.categoryIds.includes(category.id)) return { ...choice, categoryIds: [...choice.categoryIds, category.id] };
  const dropped = new Set(category.subcategories.map((sub) => sub.id));
  return {
    categoryIds: choice.categoryIds.filter((id) => id !== category.id),
    subcategoryIds: choice.subcategoryIds.filter((id) => !dropped.has(id)),
  };
};

const toggleSubcategory = (choice: TServiceChoice, subcategoryId: number): TServiceChoice => ({
  ...choice,
  subcategoryIds: choice.subcategoryIds.includes(subcategoryId)
    ? choice.subcategoryIds.filter((id) => id !== subcategoryId)
    : [...choice.subcategoryIds, subcategoryId],
});

type TCategoryPickerProps = {
  value: TServiceChoice;
  onChange(next: TServiceChoice): void;
  error?: string;
};

/** 'Services you offer': a card per category to tick, and under each ticked one its specialities. */
export const CategoryPicker = ({ value, onChange, error }: TCategoryPickerProps) => {
  const categories = useCategories();
  const hintId = useId();
  const errorId = useId();

  return (
    <fieldset aria-describedby={cx(hintId, error && errorId) || undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-stone-800">Services you offer</legend>
      <p id={hintId} className="mt-1 text-xs leading-5 text-stone-600">
        Tick every kind of service you provide, then the specialities you are known for: requests that ask for them reach you.
      </p>
      <FieldError id={errorId}>{error}</FieldError>
      {categories.isPending ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-stone-700">
          <Spinner /> Loading services…
        </p>
      ) : categories.isError ? (
        <div role="alert" className="mt-3 rounded-xl border border-clay-100 bg-clay-50 px-4 py-3 text-sm text-clay-700">
          <p className="font-medium">The list of services could not be loaded.</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void categories.refetch()} isBusy={categories.isFetching}>
            Try Again
          </Button>
        </div>
      ) : (
        <ul className="mt-3 grid items-start gap-2.5 sm:grid-cols-2">
          {categories.data.map((category) => {
            const isChosen = value.categoryIds.includes(category.id);
            const inputId = `category-${category.id}`;
            return (
              <li key={category.id} className={cx('rounded-xl border bg-white transition-colors', isChosen ? 'border-brand-600 ring-1 ring-brand-600' : 'border-stone-300')}>
                <label htmlFor={inputId} className="flex min-h-14 cursor-pointer items-center gap-3 px-3.5 py-3">
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={isChosen}
                    onChange={() => onChange(toggleCategory(value, category))}
                    className="size-5 shrink-0 accent-brand-700"
                  />
                  <span aria-hidden="true" className="text-xl leading-none">
                    {iconToEmoji(category.icon)}
                  </span>
                  <span className="min-w-0 text-[0.95rem] font-semibold text-stone-900">{category.name}</span>
                </label>
                {isChosen && category.subcategories.length > 0 && (
                  <fieldset className="border-t border-stone-100 px-3.5 pb-3 pt-2.5">
                    <legend className="sr-only">{category.name} specialities</legend>
                    <p aria-hidden="true" className="mb-2 text-xs font-semibold uppercase tracking-wide text-stone-600">
                      Specialities (optional)
                    </p>
                    <ul className="flex flex-wrap gap-2">
                      {category.subcategories.map((sub) => {
                        const isSubChosen = value.subcategoryIds.includes(sub.id);
                        return (
                          <li key={sub.id}>
                            <label
                              className={cx(
                                'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-400',
                                isSubChosen ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600',
                              )}
                            >
                              <input type="checkbox" className="sr-only" checked={isSubChosen} onChange={() => onChange(toggleSubcategory(value, sub.id))} />
                              {isSubChosen && <Check className="size-4" aria-hidden="true" />}
                              {sub.name}
                            </label>
                          </li>
                        );
                      })}
                    </ul>
                  </fieldset>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
};

/** One of the form's two lists as useController hands it over (category_ids, subcategory_ids). */
type TListField = { value: unknown; onChange(value: number[]): void };

/** The picker bound to a form's category_ids and subcategory_ids, the way the sign-up and profile forms hold them. */
export const CategoryPickerField = ({ categoryIds, subcategoryIds, error }: { categoryIds: TListField; subcategoryIds: TListField; error?: string }) => (
  <CategoryPicker
    value={{ categoryIds: (categoryIds.value ?? []) as number[], subcategoryIds: (subcategoryIds.value ?? []) as number[] }}
    onChange={(next) => {
      categoryIds.onChange(next.categoryIds);
      subcategoryIds.onChange(next.subcategoryIds);
    }}
    error={error}
  />
);
