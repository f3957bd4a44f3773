import { useId } from 'react';
import type { SelectOption } from './search-form';

/**
 * The search's sort orders (the listing service's sortBy values), relevance first as the search's default. The
 * service also accepts mileageDESC; shoppers rarely want the most-driven car first, so it is not offered.
 */
export const DEFAULT_SORT_OPTIONS: readonly SelectOption[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'priceASC', label: 'Price: Low to High' },
  { value: 'priceDESC', label: 'Price: High to Low' },
  { value: 'mileageASC', label: 'Mileage: Lowest First' },
  { value: 'yearDESC', label: 'Year: Newest First' },
  { value: 'yearASC', label: 'Year: Oldest First' },
  { value: 'distanceASC', label: 'Distance: Nearest First' },
  { value: 'datelistedDESC', label: 'Newest Listed' },
];

export interface SortSelectProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** @default DEFAULT_SORT_OPTIONS */
  readonly options?: readonly SelectOption[];
  /** @default 'Sort by' */
  readonly label?: string;
  /** The field name, for a page that wraps it in a GET form. @default 'sortBy' */
  readonly name?: string;
  readonly disabled?: boolean;
}

/** The results' sort order. A native select: keyboard, screen readers and phones handle it as they know. */
export function SortSelect({
  value,
  onChange,
  options = DEFAULT_SORT_OPTIONS,
  label = 'Sort by',
  name = 'sortBy',
  disabled = false,
}: SortSelectProps) {
  const id = useId();
  return (
    <div className="fc-field fc-sort-select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
