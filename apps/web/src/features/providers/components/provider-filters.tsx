import { useId, type ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { PROVIDER_MIN_YEARS_OPTIONS } from '@app/contract';
import { inputClasses } from '@app/ui/input.tsx';
import { cx } from '@app/ui/cx.ts';
import { useProviderCategories } from '../api/get-provider-categories.ts';
import { useProviderFilterOptions } from '../api/get-provider-filter-options.ts';
import { useProviderLocations } from '../api/get-provider-locations.ts';
import { formatPriceRange } from '../../../lib/provider-display.ts';
import type { TProviderListState } from '../provider-list-params.ts';

export type TFilterKey = 'categoryId' | 'locationId' | 'priceRange' | 'minYears' | 'city';

type TProviderFiltersProps = {
  state: TProviderListState;
  onChange(key: TFilterKey, value: string): void;
  onClear(): void;
  hasActiveFilters: boolean;
};

export const selectClasses = cx(inputClasses, 'appearance-none bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat pr-9');
/** A chevron for native selects, drawn inline so no image is fetched. */
export const selectChevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2357534e' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
};

const FilterSelect = ({ label, value, onChange, children }: { label: string; value: string; onChange(value: string): void; children: ReactNode }) => {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClasses} style={selectChevron}>
        {children}
      </select>
    </div>
  );
};

/** Category, location, city, price range and minimum experience; each choice applies at once. */
export const ProviderFilters = ({ state, onChange, onClear, hasActiveFilters }: TProviderFiltersProps) => {
  const categories = useProviderCategories().data ?? [];
  const locations = useProviderLocations().data ?? [];
  const options = useProviderFilterOptions().data;
  const cities = options?.cities ?? [];
  const priceRanges = options?.price_ranges ?? [];

  return (
    <div className="space-y-4">
      <FilterSelect label="Category" value={state.categoryId} onChange={(value) => onChange('categoryId', value)}>
        <option value="">All categories</option>
        {categories.map((category) => (
          <option key={category.category_id} value={String(category.category_id)}>
            {category.name} ({category.provider_count})
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Location" value={state.locationId} onChange={(value) => onChange('locationId', value)}>
        <option value="">All locations</option>
        {locations.map((location) => (
          <option key={location.location_id} value={String(location.location_id)}>
            {location.name}
            {location.region && location.region !== location.name ? `, ${location.region}` : ''} ({location.provider_count})
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="City" value={state.city} onChange={(value) => onChange('city', value)}>
        <option value="">All cities</option>
        {state.city && !cities.some((c) => c.city === state.city) && <option value={state.city}>{state.city}</option>}
        {cities.map((city) => (
          <option key={city.city} value={city.city}>
            {city.city} ({city.count})
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Price range" value={state.priceRange} onChange={(value) => onChange('priceRange', value)}>
        <option value="">Any price</option>
        {priceRanges.map((range) => (
          <option key={range.price_range} value={range.price_range}>
            {formatPriceRange(range.price_range)} ({range.count})
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Minimum experience" value={state.minYears} onChange={(value) => onChange('minYears', value)}>
        <option value="">Any experience</option>
        {PROVIDER_MIN_YEARS_OPTIONS.map((years) => (
          <option key={years} value={String(years)}>
            {years}+ {years === 1 ? 'year' : 'years'}
          </option>
        ))}
      </FilterSelect>
      <button
        type="button"
        onClick={onClear}
        disabled={!hasActiveFilters}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900 disabled:cursor-not-allowed disabled:text-stone-400"
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Clear all filters
      </button>
    </div>
  );
};
