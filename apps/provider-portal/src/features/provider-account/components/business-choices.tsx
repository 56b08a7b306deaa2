// The business form's choices: the city (from GET /public/locations) and the price range.
import type { SelectHTMLAttributes } from 'react';
import { formatPriceRange, PROVIDER_PRICE_RANGES } from '@app/contract';
import { SelectField } from '../../../components/form-fields.tsx';
import { useLocations } from '../../../lib/api/get-reference-data.ts';

type TChoiceProps = SelectHTMLAttributes<HTMLSelectElement> & { id: string; error?: string; ref?: React.Ref<HTMLSelectElement> };

/** 'City': the city the business works from. */
export const CitySelect = ({ id, error, ...select }: TChoiceProps) => {
  const locations = useLocations();
  const loadProblem = locations.isError ? 'The list of cities could not be loaded. Please reload the page.' : undefined;
  return (
    <SelectField id={id} label="City" error={error ?? loadProblem} hint="Requests for events in and around your city reach you." disabled={locations.isPending} {...select}>
      <option value="">{locations.isPending ? 'Loading cities…' : 'Choose your city'}</option>
      {locations.data?.map((location) => (
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
