/**
 * The dealer inventory feed format we know: the common marketplace export (cars.com style) whose header is
 * `Year,Make,Model,Used/New,Price,...,VIN,Stock#,Mileage`. Columns are found by name, in any order and
 * letter case; columns we do not use (ratings, deal type) may be there or not.
 */
export const FEED_COLUMNS = {
  year: 'Year',
  make: 'Make',
  model: 'Model',
  condition: 'Used/New',
  price: 'Price',
  sellerName: 'SellerName',
  zip: 'Zipcode',
  vin: 'VIN',
  mileage: 'Mileage',
  sellerType: 'SellerType',
  state: 'State',
  exteriorColor: 'ExteriorColor',
  interiorColor: 'InteriorColor',
  drivetrain: 'Drivetrain',
  minMpg: 'MinMPG',
  maxMpg: 'MaxMPG',
  fuelType: 'FuelType',
  transmission: 'Transmission',
  engine: 'Engine',
  stockNumber: 'Stock#',
} as const;

export type FeedField = keyof typeof FEED_COLUMNS;

/** Without these a row cannot become a searchable listing, so a file lacking any is not a feed we know. */
export const REQUIRED_FIELDS: readonly FeedField[] = [
  'year',
  'make',
  'model',
  'condition',
  'price',
  'sellerName',
  'zip',
  'vin',
  'mileage',
];

export type FeedFormatErrorCode = 'EMPTY_FEED' | 'UNKNOWN_FEED_FORMAT';

/** The file is not a dealer feed we can read; `missingColumns` names what its header lacks. */
export class FeedFormatError extends Error {
  override readonly name = 'FeedFormatError';
  constructor(
    readonly code: FeedFormatErrorCode,
    readonly missingColumns: readonly string[],
    message: string,
  ) {
    super(message);
  }
}

/** Where each field sits in a record (-1: the file has no such column). */
export type ColumnIndex = Readonly<Record<FeedField, number>>;

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '');

/** Finds our columns in a header; throws `FeedFormatError` naming every required column it lacks. */
export function resolveColumns(header: readonly string[]): ColumnIndex {
  const positions = new Map(header.map((name, index) => [normalise(name), index] as const));
  const index = Object.fromEntries(
    Object.entries(FEED_COLUMNS).map(([field, column]) => [field, positions.get(normalise(column)) ?? -1]),
  ) as Record<FeedField, number>;
  const missing = REQUIRED_FIELDS.filter((field) => index[field] < 0).map((field) => FEED_COLUMNS[field]);
  if (missing.length > 0) {
    throw new FeedFormatError(
      'UNKNOWN_FEED_FORMAT',
      missing,
      `Not a dealer feed we know: the header lacks ${missing.join(', ')}. Expected a cars.com-style export with ` +
        `the columns ${REQUIRED_FIELDS.map((field) => FEED_COLUMNS[field]).join(', ')}.`,
    );
  }
  return index;
}
