import { z } from 'zod';

/**
 * The fields the importer reads, each under its column name in the cars.com export (`../shared/data`'s sample):
 * the header is `Year,Make,Model,Used/New,Price,...,VIN,Stock#,Mileage`. Columns are found by name, in any order
 * and letter case; columns we do not use (ratings, deal type) may be there or not. Another layout is read
 * through a `FeedMapping` (a preset, or the operator's own column names).
 */
export const FEED_COLUMNS = {
  year: 'Year',
  make: 'Make',
  model: 'Model',
  trim: 'Trim',
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
  bodyStyle: 'BodyStyle',
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

export type FeedFormatErrorCode = 'EMPTY_FEED' | 'UNKNOWN_FEED_FORMAT' | 'INVALID_MAPPING';

/** The file is not a dealer feed we can read (or its mapping is wrong); `missingColumns` names what its header lacks. */
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

/** Each field's column name in a feed layout. */
export type FeedColumns = Readonly<Record<FeedField, string>>;

/**
 * The layouts known by name. `cars.com` is the marketplace export; `generic` is the snake_case layout most
 * dealer management systems export (`stock_number`, `dealer_name`, `zip`), with the trim in its own column.
 */
export const FEED_PRESETS = {
  'cars.com': FEED_COLUMNS,
  generic: {
    year: 'year',
    make: 'make',
    model: 'model',
    trim: 'trim',
    condition: 'condition',
    price: 'price',
    sellerName: 'dealer_name',
    zip: 'zip',
    vin: 'vin',
    mileage: 'mileage',
    sellerType: 'seller_type',
    state: 'state',
    exteriorColor: 'exterior_color',
    interiorColor: 'interior_color',
    drivetrain: 'drivetrain',
    minMpg: 'city_mpg',
    maxMpg: 'highway_mpg',
    fuelType: 'fuel_type',
    transmission: 'transmission',
    engine: 'engine',
    stockNumber: 'stock_number',
    bodyStyle: 'body_style',
  },
} as const satisfies Record<string, FeedColumns>;

export type FeedPresetName = keyof typeof FEED_PRESETS;

const FIELDS = Object.keys(FEED_COLUMNS) as [FeedField, ...FeedField[]];
const PRESET_NAMES = Object.keys(FEED_PRESETS) as [FeedPresetName, ...FeedPresetName[]];

/**
 * A column mapping as an operator writes it (a JSON file on the CLI, the `X-Feed-Mapping` header of an upload):
 * a preset to start from (default `cars.com`) and the columns that differ from it, field -> column name.
 */
export const feedMappingSchema = z
  .object({
    preset: z.enum(PRESET_NAMES).optional(),
    columns: z.partialRecord(z.enum(FIELDS), z.string().trim().min(1).max(100)).optional(),
  })
  .strict();

export type FeedMapping = z.output<typeof feedMappingSchema>;

/**
 * A mapping from its JSON text, or a bare preset name (`generic`); throws `FeedFormatError` `INVALID_MAPPING`
 * naming the key that is wrong, so a mistyped field fails before anything is read or written.
 */
export function parseFeedMapping(text: string): FeedMapping {
  const trimmed = text.trim();
  if (trimmed in FEED_PRESETS) return { preset: trimmed as FeedPresetName };
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch {
    throw new FeedFormatError(
      'INVALID_MAPPING',
      [],
      `The column mapping is neither a preset (${PRESET_NAMES.join(', ')}) nor JSON`,
    );
  }
  const parsed = feedMappingSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'mapping';
    throw new FeedFormatError(
      'INVALID_MAPPING',
      [],
      `The column mapping is wrong at ${where}: ${issue?.message ?? 'not a mapping'}. Fields: ${FIELDS.join(', ')}; presets: ${PRESET_NAMES.join(', ')}`,
    );
  }
  return parsed.data;
}

/** Every field's column name under a mapping. */
export function mappedColumns(mapping: FeedMapping = {}): FeedColumns {
  return { ...FEED_PRESETS[mapping.preset ?? 'cars.com'], ...mapping.columns };
}

/** Where each field sits in a record (-1: the file has no such column). */
export type ColumnIndex = Readonly<Record<FeedField, number>>;

const normalise = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '');

/** Finds the mapping's columns in a header; throws `FeedFormatError` naming every required column it lacks. */
export function resolveColumns(header: readonly string[], mapping: FeedMapping = {}): ColumnIndex {
  const columns = mappedColumns(mapping);
  const positions = new Map(header.map((name, index) => [normalise(name), index] as const));
  const index = Object.fromEntries(
    FIELDS.map((field) => [field, positions.get(normalise(columns[field])) ?? -1]),
  ) as Record<FeedField, number>;
  const missing = REQUIRED_FIELDS.filter((field) => index[field] < 0).map((field) => columns[field]);
  if (missing.length > 0) {
    const layout = mapping.columns ? 'the column mapping' : `the ${mapping.preset ?? 'cars.com'} layout`;
    throw new FeedFormatError(
      'UNKNOWN_FEED_FORMAT',
      missing,
      `Not a dealer feed we know: the header lacks ${missing.join(', ')}. Expected ${layout} with ` +
        `the columns ${REQUIRED_FIELDS.map((field) => columns[field]).join(', ')}; give a column mapping for another layout.`,
    );
  }
  return index;
}
