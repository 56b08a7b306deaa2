// The business form's choices: the city (from GET /public/locations) and the price range.
import type { SelectHTMLAttributes } from 'react';
import { formatPriceRange, PROVIDER_PRICE_RANGES } from '@app/contract';
import { SelectField } from '../../../components/form-fields.tsx';
import { useLocations } from '../../../lib/api/get-reference-data.ts';

type TChoiceProps = SelectHTMLAttributes<HTMLSelectElement> & { id: string; error?: string; ref?: React.Ref<HTMLSelectElement> };

/**
 * 'City': the city the business works from. The registered select only appears with its options, so
 * the saved city shows as chosen (an uncontrolled select cannot hold a value it has no option for).
 */
export const CitySelect = ({ id, error, ...select }: TChoiceProps) => {
  const locations = useLocations();
  const hint = 'Requests for events in and around your city reach you.';
  if (!locations.data) {
    const problem = locations.isError ? 'The list of cities could not be loaded. Please reload the page.' : undefined;
    return (
      <SelectField id={id} label="City" error={error ?? problem} hint={hint} disabled>
        <option value="">{locations.isError ? 'Cities unavailable' : 'Loading cities…'}</option>
      </SelectField>
    );
  }
  return (
    <SelectField id={id} label="City" error={error} hint={hint} {...select}>
      <option value="">Choose your city</option>
      {locations.data.map((location) => (
        <option key={location.id} value={String(location.id)}>
          {location.name}
        </option>
      ))}
    </SelectField>
  );
};

/** 'Price range': how organisers see the business priced, or not said. */
export const PriceRangeSelect = ({ id, error, ...select }: TChoiceProps) => (
  <SelectField id={id} label="Price range" isOptional error={error} hint="Organisers can filter providers by price range." {...select}>
    <option value="">Not stated (price on request)</option>
    {PROVIDER_PRICE_RANGES.map((range) => (
      <option key={range} value={range}>
        {formatPriceRange(range)}
      </option>
    ))}
  </SelectField>
);
