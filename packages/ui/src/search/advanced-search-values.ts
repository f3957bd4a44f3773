import { ZIP_MESSAGES, zipError } from './zip';

/** The condition choices: the search dialect's listingType values. */
export type AdvancedSearchCondition = 'ALL' | 'NEW' | 'USED' | 'CERTIFIED';

/**
 * What the shopper filled in, keyed as the form's fields are named (the search keys, so the form also works as a
 * plain GET). Every value is the text of its field, trimmed; a field left empty is absent.
 */
export interface AdvancedSearchValues {
  /** Always present: the radios start at 'ALL'. */
  readonly listingType?: AdvancedSearchCondition;
  readonly makeCode?: string;
  readonly modelCode?: string;
  readonly zip?: string;
  /** Miles, '0' for nationwide. Always present: the select starts at the spec's default radius, 50. */
  readonly searchRadius?: string;
  readonly vehicleStyleCode?: string;
  readonly minPrice?: string;
  readonly maxPrice?: string;
  readonly startYear?: string;
  readonly endYear?: string;
  readonly maxMileage?: string;
}

export type AdvancedSearchField = keyof AdvancedSearchValues;
/** Every field's text as typed, '' when empty. */
export type AdvancedSearchFormValues = Record<AdvancedSearchField, string>;
/** Where an error shows: the zip, the price or year range, the mileage. */
export type AdvancedSearchErrorKey = 'zip' | 'price' | 'year' | 'maxMileage';

/** The spec gives no texts for the search form: ours. */
export const ADVANCED_SEARCH_TEXTS = Object.freeze({
  condition: 'Condition',
  bodyStyle: 'Body style',
  anyBodyStyle: 'All body styles',
  price: 'Price',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  year: 'Year',
  startYear: 'Min year',
  endYear: 'Max year',
  maxMileage: 'Max mileage',
  any: 'Any',
  submit: 'Search',
  priceMinAboveMax: 'The min price must not be more than the max price.',
  yearMinAboveMax: 'The min year must not be after the max year.',
  notAWholeNumber: 'Enter a whole number.',
  notAYear: 'Enter a 4-digit year.',
});

export const CONDITION_OPTIONS: readonly {
  readonly value: AdvancedSearchCondition;
  readonly label: string;
}[] = [
  { value: 'ALL', label: 'All' },
  { value: 'NEW', label: 'New' },
  { value: 'USED', label: 'Used' },
  { value: 'CERTIFIED', label: 'Certified by the maker' },
];

/** The spec's default search radius (001 s9), where the location bar starts too. */
export const DEFAULT_RADIUS = '50';
/** In the form's order. */
export const ADVANCED_SEARCH_FIELDS: readonly AdvancedSearchField[] = [
  'listingType',
  'makeCode',
  'modelCode',
  'zip',
  'searchRadius',
  'vehicleStyleCode',
  'minPrice',
  'maxPrice',
  'startYear',
  'endYear',
  'maxMileage',
];
const WHOLE_NUMBER = /^\d+$/;
const YEAR = /^\d{4}$/;

function rangeError(min: string, max: string, valid: RegExp, invalid: string, minAboveMax: string) {
  const low = min.trim();
  const high = max.trim();
  if ((low !== '' && !valid.test(low)) || (high !== '' && !valid.test(high))) return invalid;
  return low !== '' && high !== '' && Number(low) > Number(high) ? minAboveMax : undefined;
}

/** The errors that stop the search, in the form's order; none for a search that may go. */
export function advancedSearchErrors(
  values: AdvancedSearchFormValues,
): Partial<Record<AdvancedSearchErrorKey, string>> {
  const texts = ADVANCED_SEARCH_TEXTS;
  const mileage = values.maxMileage.trim();
  const errors = {
    zip: zipError(values.zip, false, ZIP_MESSAGES),
    price: rangeError(
      values.minPrice,
      values.maxPrice,
      WHOLE_NUMBER,
      texts.notAWholeNumber,
      texts.priceMinAboveMax,
    ),
    year: rangeError(values.startYear, values.endYear, YEAR, texts.notAYear, texts.yearMinAboveMax),
    maxMileage: mileage !== '' && !WHOLE_NUMBER.test(mileage) ? texts.notAWholeNumber : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

/** The field that takes the focus when its error stops the search. */
export const FOCUS_ON_ERROR: Record<AdvancedSearchErrorKey, AdvancedSearchField> = {
  zip: 'zip',
  price: 'minPrice',
  year: 'startYear',
  maxMileage: 'maxMileage',
};

/** The fields filled in, trimmed: what `onSubmit` gets. */
export function filledValues(values: AdvancedSearchFormValues): AdvancedSearchValues {
  const filled = ADVANCED_SEARCH_FIELDS.flatMap((field) => {
    const value = values[field].trim();
    return value === '' ? [] : [[field, value] as const];
  });
  return Object.fromEntries(filled) as AdvancedSearchValues;
}

/** The form's first state: the caller's values, the condition 'ALL' and the default radius otherwise. */
export function initialFormValues(defaultValue: AdvancedSearchValues = {}): AdvancedSearchFormValues {
  const values = Object.fromEntries(
    ADVANCED_SEARCH_FIELDS.map((field) => [field, defaultValue[field] ?? '']),
  );
  return {
    ...(values as AdvancedSearchFormValues),
    listingType: defaultValue.listingType ?? 'ALL',
    searchRadius: defaultValue.searchRadius ?? DEFAULT_RADIUS,
  };
}
