import { useId, useState } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { Button } from '@app/ui/button.tsx';
import { cx } from '@app/ui/cx.ts';
import { FieldError, inputClasses, Label } from '@app/ui/input.tsx';
import { activeFilterCount, dateRangeProblem, NO_FILTERS, withFilter, type TRequestFilters } from '../request-filters.ts';

type TRequestFiltersBarProps = {
  filters: TRequestFilters;
  /** The provider's own categories: the only ones worth filtering by. */
  categories: readonly { id: number; name: string }[];
  onChange(next: TRequestFilters): void;
};

/** Service, event dates and invitations; on a phone behind a Filters button that shows how many are on. */
export const RequestFiltersBar = ({ filters, categories, onChange }: TRequestFiltersBarProps) => {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const ids = { category: useId(), from: useId(), to: useId(), invited: useId(), dates: useId() };
  const count = activeFilterCount(filters);
  const problem = dateRangeProblem(filters);

  return (
    <section aria-label="Filters" className="mb-5">
      <div className="flex items-center justify-between gap-3 md:hidden">
        <Button variant="outline" size="sm" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setIsOpen((isNowOpen) => !isNowOpen)}>
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filters{count > 0 ? ` (${count})` : ''}
        </Button>
        {count > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </div>
      <div
        id={panelId}
        className={cx(
          'mt-3 grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:mt-0 md:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end',
          !isOpen && 'max-md:hidden',
        )}
      >
        <div>
          <Label htmlFor={ids.category}>Service</Label>
          <select
            id={ids.category}
            className={cx(inputClasses, 'appearance-auto')}
            value={filters.categoryId === null ? '' : String(filters.categoryId)}
            onChange={(event) => onChange(withFilter(filters, { categoryId: event.target.value ? Number(event.target.value) : null }))}
          >
            <option value="">All my services</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={ids.from}>Event from</Label>
          <input
            id={ids.from}
            type="date"
            className={inputClasses}
            value={filters.dateFrom ?? ''}
            max={filters.dateTo ?? undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.dates : undefined}
            onChange={(event) => onChange(withFilter(filters, { dateFrom: event.target.value || null }))}
          />
        </div>
        <div>
          <Label htmlFor={ids.to}>Event to</Label>
          <input
            id={ids.to}
            type="date"
            className={inputClasses}
            value={filters.dateTo ?? ''}
            min={filters.dateFrom ?? undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? ids.dates : undefined}
            onChange={(event) => onChange(withFilter(filters, { dateTo: event.target.value || null }))}
          />
        </div>
        <div className="flex items-center justify-between gap-3 md:h-[2.875rem]">
          <label htmlFor={ids.invited} className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-semibold text-stone-800">
            <input
              id={ids.invited}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={filters.isInvitedOnly}
              onChange={(event) => onChange(withFilter(filters, { isInvitedOnly: event.target.checked }))}
            />
            Invited only
          </label>
          {count > 0 && (
            <Button variant="ghost" size="sm" className="max-md:hidden" onClick={() => onChange(NO_FILTERS)} aria-label="Clear filters">
              <X className="size-4" aria-hidden="true" />
              Clear
            </Button>
          )}
        </div>
        {problem && (
          <div className="md:col-span-4">
            <FieldError id={ids.dates}>{problem}</FieldError>
          </div>
        )}
      </div>
    </section>
  );
};
