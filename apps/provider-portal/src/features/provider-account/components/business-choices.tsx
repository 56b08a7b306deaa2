// The business fields the sign-up and profile forms share: the city (from GET /public/locations),
// the price range, years in operation and the description with its count.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { formatPriceRange, PROVIDER_DESCRIPTION_MAX, PROVIDER_PRICE_RANGES } from '@app/contract';
import { CharacterCount, SelectField, TextAreaField, TextField } from '../../../components/form-fields.tsx';
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

/** 'Years in operation': optional, a whole number from 0 to 200. */
export const YearsInOperationField = ({ id, error, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; error?: string; ref?: React.Ref<HTMLInputElement> }) => (
  <TextField id={id} label="Years in operation" isOptional type="number" inputMode="numeric" min={0} max={200} step={1} error={error} {...input} />
);

type TDescriptionProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  hint: ReactNode;
  error?: string;
  /** What the field holds now, for the count under it. */
  text: unknown;
  ref?: React.Ref<HTMLTextAreaElement>;
};

/** The business's description (optional), with '1,234 / 5,000 characters' under it. */
export const DescriptionField = ({ text, ...textarea }: TDescriptionProps) => (
  <div>
    <TextAreaField isOptional {...textarea} />
    <CharacterCount length={typeof text === 'string' ? text.length : 0} max={PROVIDER_DESCRIPTION_MAX} />
  </div>
);
