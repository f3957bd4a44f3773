import { type Kysely, sql } from 'kysely';
import type { Schema } from '../db/schema';
import { FACET_COLUMNS } from './listing-search';

/**
 * The active listings as columns in memory: every filter, facet and sort key of the search, nothing else
 * (no descriptions, no prices history). Codes are dictionary-encoded; code 0 stands for SQL null. Rows are in
 * strips of latitude (`cells`), each strip in longitude order, so a search within a radius reads, strip by strip,
 * only the rows of its box.
 */
export interface SearchSnapshot {
  size: number;
  id: Int32Array;
  ownerId: Int32Array;
  /** Per facet key its code column; `trimCode` holds `MODEL|TRIM`, `trimBare` the trim code alone. */
  columns: Record<CodedKey, Uint16Array>;
  dictionaries: Record<CodedKey, Dictionary>;
  /** Feature bit sets, `featureWords` 32-bit words a row. */
  features: Uint32Array;
  featureWords: number;
  featureDictionary: Dictionary;
  year: Int32Array;
  price: Int32Array;
  mileage: Int32Array;
  /** Highway mpg; -1 for none (SQL null, which no mpg range matches). */
  mpgHighway: Int32Array;
  vehicleExchange: Uint8Array;
  latitude: Float64Array;
  longitude: Float64Array;
  /** Where each strip of latitude starts: strip `first + i` (latitudes from `(first + i) * CELL_DEGREES`) holds
   * rows `start[i]` to `start[i + 1]`. */
  cells: { first: number; start: Uint32Array };
  featured: Uint8Array;
  priority: Int32Array;
  listedAt: Float64Array;
}

export type CodedKey = keyof typeof FACET_COLUMNS | 'trimBare';

export interface Dictionary {
  codes: Map<string, number>;
  /** values[code]; values[0] is null. */
  values: (string | null)[];
}

/** The height of a strip of latitude, in degrees (about 3.5 miles): a search reads its box plus half a strip's
 * worth of rows above and below it. */
export const CELL_DEGREES = 0.05;

export function cellOf(latitude: number): number {
  return Math.floor(latitude / CELL_DEGREES);
}

/** The largest code a Uint16 column holds. */
const MAX_CODE = 65_535;
/** Rows read a statement: few enough that other queries of a single-connection PGlite wait little between them. */
export const SNAPSHOT_CHUNK = 2_000;

export class SnapshotError extends Error {
  override readonly name = 'SnapshotError';
  readonly code = 'TOO_MANY_VALUES';
}

function dictionary(): Dictionary {
  return { codes: new Map(), values: [null] };
}

function encode(dict: Dictionary, value: string | null): number {
  if (value === null) return 0;
  let code = dict.codes.get(value);
  if (code === undefined) {
    code = dict.values.length;
    if (code > MAX_CODE)
      throw new SnapshotError(`more than ${MAX_CODE} distinct values in one search column`);
    dict.codes.set(value, code);
    dict.values.push(value);
  }
  return code;
}

export const CODED_KEYS = [
  ...(Object.keys(FACET_COLUMNS) as (keyof typeof FACET_COLUMNS)[]),
  'trimBare',
] as const;

/** A listing as the index reads it (a row of `loadSnapshot`'s statement). */
export interface SnapshotRow {
  id: number;
  owner_id: number;
  listing_type: string;
  make_code: string;
  model_code: string;
  trim_code: string | null;
  series_code: string | null;
  seller_type: string;
  vehicle_style_code: string;
  transmission_code: string;
  drive_group: string;
  engine_code: string;
  fuel_type_group: string;
  ext_color_simple: string;
  vehicle_use_type: string;
  feature_codes: string[];
  year: number;
  price: number;
  mileage: number;
  mpg_highway: number | null;
  vehicle_exchange: boolean;
  latitude: number;
  longitude: number;
  featured: boolean;
  priority: number;
  listed_ms: number;
}

function columnValue(row: SnapshotRow, key: CodedKey): string | null {
  if (key === 'trimCode') return row.trim_code === null ? null : `${row.model_code}|${row.trim_code}`;
  if (key === 'trimBare') return row.trim_code;
  return row[FACET_COLUMNS[key]];
}

/** A chunk's rows as columns: the row objects are dropped as soon as a chunk is read. */
interface Chunk {
  size: number;
  columns: Record<CodedKey, Uint16Array>;
  numbers: Record<NumberKey, Float64Array>;
  /** Each row's feature codes, rows one after another: `featureCodes[featureStart[i] .. featureStart[i + 1]]`. */
  featureCodes: Uint16Array;
  featureStart: Uint32Array;
}

const NUMBER_KEYS = [
  'id',
  'ownerId',
  'year',
  'price',
  'mileage',
  'mpgHighway',
  'vehicleExchange',
  'latitude',
  'longitude',
  'featured',
  'priority',
  'listedAt',
] as const;
type NumberKey = (typeof NUMBER_KEYS)[number];

function numbersOf(row: SnapshotRow): Record<NumberKey, number> {
  return {
    id: row.id,
    ownerId: row.owner_id,
    year: row.year,
    price: row.price,
    mileage: row.mileage,
    mpgHighway: row.mpg_highway ?? -1,
    vehicleExchange: row.vehicle_exchange ? 1 : 0,
    latitude: row.latitude,
    longitude: row.longitude,
    featured: row.featured ? 1 : 0,
    priority: row.priority,
    listedAt: row.listed_ms,
  };
}

interface Dictionaries {
  coded: Record<CodedKey, Dictionary>;
  features: Dictionary;
}

function chunkOf(rows: readonly SnapshotRow[], dictionaries: Dictionaries): Chunk {
  const size = rows.length;
  const columns = Object.fromEntries(
    CODED_KEYS.map((key) => [key, new Uint16Array(size)]),
  ) as Chunk['columns'];
  const numbers = Object.fromEntries(
    NUMBER_KEYS.map((key) => [key, new Float64Array(size)]),
  ) as Chunk['numbers'];
  const featureStart = new Uint32Array(size + 1);
  const featureCodes = new Uint16Array(rows.reduce((sum, row) => sum + row.feature_codes.length, 0));
  let feature = 0;
  rows.forEach((row, i) => {
    for (const key of CODED_KEYS) columns[key][i] = encode(dictionaries.coded[key], columnValue(row, key));
    const values = numbersOf(row);
    for (const key of NUMBER_KEYS) numbers[key][i] = values[key];
    featureStart[i] = feature;
    for (const code of row.feature_codes) featureCodes[feature++] = encode(dictionaries.features, code);
  });
  featureStart[size] = feature;
  return { size, columns, numbers, featureCodes, featureStart };
}

/** The columns the index reads of a listing, in `SnapshotRow`'s terms. */
const SNAPSHOT_COLUMNS = sql.raw(`id, owner_id, listing_type, make_code, model_code, trim_code, series_code,
  seller_type, vehicle_style_code, transmission_code, drive_group, engine_code, fuel_type_group, ext_color_simple,
  vehicle_use_type, feature_codes, year, price, mileage, mpg_highway, vehicle_exchange, latitude, longitude,
  tier = 'Featured' as featured, priority, (extract(epoch from listed_at) * 1000)::float8 as listed_ms`);

/**
 * The active listings among `ids` as the index reads them (a change log entry names a listing; its row says what
 * it is now): an id missing from the answer is sold, removed or never was.
 */
export async function loadRows(db: Kysely<Schema>, ids: readonly number[]): Promise<SnapshotRow[]> {
  const rows: SnapshotRow[] = [];
  for (let from = 0; from < ids.length; from += SNAPSHOT_CHUNK) {
    const chunk = ids.slice(from, from + SNAPSHOT_CHUNK);
    const result = await sql<SnapshotRow>`
      select ${SNAPSHOT_COLUMNS} from listings where status = 'active' and id = any(${chunk}::int[])`.execute(
      db,
    );
    rows.push(...result.rows);
  }
  return rows;
}

/** A snapshot built a chunk of rows at a time (each chunk's rows can go as soon as it is added), in that order. */
export interface SnapshotBuilder {
  add(rows: readonly SnapshotRow[]): void;
  build(): SearchSnapshot;
}

export function snapshotBuilder(): SnapshotBuilder {
  const dictionaries: Dictionaries = {
    coded: Object.fromEntries(CODED_KEYS.map((key) => [key, dictionary()])) as Dictionaries['coded'],
    features: dictionary(),
  };
  const chunks: Chunk[] = [];
  return {
    add(rows) {
      if (rows.length > 0) chunks.push(chunkOf(rows, dictionaries));
    },
    build: () => joinChunks(chunks, dictionaries),
  };
}

/** A snapshot of the rows given (the index's small layers of changed listings), with dictionaries of its own. */
export function snapshotOfRows(rows: readonly SnapshotRow[]): SearchSnapshot {
  const builder = snapshotBuilder();
  builder.add(rows);
  return builder.build();
}

/** A snapshot's row as the listing it was read from: what the index needs to take it out again. */
export function rowAt(snapshot: SearchSnapshot, row: number): SnapshotRow {
  const coded = (key: CodedKey) =>
    snapshot.dictionaries[key].values[snapshot.columns[key][row] as number] ?? null;
  const featureCodes: string[] = [];
  const { featureWords, features, featureDictionary } = snapshot;
  for (let word = 0; word < featureWords; word++) {
    const bits = features[row * featureWords + word] as number;
    for (let bit = 0; bit < 32; bit++)
      if ((bits >>> bit) & 1) featureCodes.push(featureDictionary.values[word * 32 + bit + 1] as string);
  }
  const mpg = snapshot.mpgHighway[row] as number;
  return {
    id: snapshot.id[row] as number,
    owner_id: snapshot.ownerId[row] as number,
    listing_type: coded('listingType') as string,
    make_code: coded('makeCode') as string,
    model_code: coded('modelCode') as string,
    trim_code: coded('trimBare'),
    series_code: coded('seriesCode'),
    seller_type: coded('sellerType') as string,
    vehicle_style_code: coded('vehicleStyleCode') as string,
    transmission_code: coded('transmissionCode') as string,
    drive_group: coded('driveGroup') as string,
    engine_code: coded('engineCode') as string,
    fuel_type_group: coded('fuelTypeGroup') as string,
    ext_color_simple: coded('extColorSimple') as string,
    vehicle_use_type: coded('vehicleUseType') as string,
    feature_codes: featureCodes,
    year: snapshot.year[row] as number,
    price: snapshot.price[row] as number,
    mileage: snapshot.mileage[row] as number,
    mpg_highway: mpg < 0 ? null : mpg,
    vehicle_exchange: snapshot.vehicleExchange[row] === 1,
    latitude: snapshot.latitude[row] as number,
    longitude: snapshot.longitude[row] as number,
    featured: snapshot.featured[row] === 1,
    priority: snapshot.priority[row] as number,
    listed_ms: snapshot.listedAt[row] as number,
  };
}

/**
 * Reads every active listing, a chunk at a time in id order, into a snapshot; `undefined` when `signal` aborts
 * it between two chunks (a server shutting down).
 */
export async function loadSnapshot(
  db: Kysely<Schema>,
  signal?: AbortSignal,
): Promise<SearchSnapshot | undefined> {
  const builder = snapshotBuilder();
  let after = 0;
  for (;;) {
    if (signal?.aborted) return undefined;
    const { rows } = await sql<SnapshotRow>`
      select ${SNAPSHOT_COLUMNS} from listings where status = 'active' and id > ${after}
      order by id limit ${SNAPSHOT_CHUNK}`.execute(db);
    builder.add(rows);
    const last = rows.at(-1);
    if (!last || rows.length < SNAPSHOT_CHUNK) break;
    after = last.id;
  }
  return builder.build();
}

function joinChunks(chunks: readonly Chunk[], dictionaries: Dictionaries): SearchSnapshot {
  const size = chunks.reduce((sum, chunk) => sum + chunk.size, 0);
  const join = <T extends Uint16Array | Float64Array>(
    make: (length: number) => T,
    part: (chunk: Chunk) => T,
  ) => {
    const joined = make(size);
    let offset = 0;
    for (const chunk of chunks) {
      joined.set(part(chunk), offset);
      offset += chunk.size;
    }
    return joined;
  };
  const columns = Object.fromEntries(
    CODED_KEYS.map((key) => [
      key,
      join(
        (n) => new Uint16Array(n),
        (chunk) => chunk.columns[key],
      ),
    ]),
  ) as SearchSnapshot['columns'];
  const latitudes = join(
    (n) => new Float64Array(n),
    (chunk) => chunk.numbers.latitude,
  );
  const longitudes = join(
    (n) => new Float64Array(n),
    (chunk) => chunk.numbers.longitude,
  );
  // Strip by strip of latitude, each in longitude order (ties in id order, the order rows were read in).
  const cellNumbers = Int32Array.from(latitudes, cellOf);
  const byPlace = Uint32Array.from({ length: size }, (_, row) => row).sort(
    (a, b) =>
      (cellNumbers[a] as number) - (cellNumbers[b] as number) ||
      (longitudes[a] as number) - (longitudes[b] as number) ||
      a - b,
  );
  const firstCell = size > 0 ? (cellNumbers[byPlace[0] as number] as number) : 0;
  const lastCell = size > 0 ? (cellNumbers[byPlace[size - 1] as number] as number) : -1;
  const start = new Uint32Array(lastCell - firstCell + 2);
  for (const cell of cellNumbers) start[cell - firstCell + 1] = (start[cell - firstCell + 1] as number) + 1;
  for (let index = 1; index < start.length; index++)
    start[index] = (start[index] as number) + (start[index - 1] as number);
  const permute = <T extends Uint16Array | Float64Array>(column: T): T => {
    const permuted = column.slice() as T;
    for (let row = 0; row < size; row++) permuted[row] = column[byPlace[row] ?? 0] ?? 0;
    return permuted;
  };
  for (const key of CODED_KEYS) columns[key] = permute(columns[key]);
  const number = (key: NumberKey) =>
    permute(
      join(
        (n) => new Float64Array(n),
        (chunk) => chunk.numbers[key],
      ),
    );
  // Feature bits start at 0: code 1 is bit 0 (code 0, null, is never a feature).
  const featureWords = Math.max(1, Math.ceil((dictionaries.features.values.length - 1) / 32));
  const features = new Uint32Array(size * featureWords);
  const positionOf = new Uint32Array(size);
  byPlace.forEach((read, position) => {
    positionOf[read] = position;
  });
  let read = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < chunk.size; i++, read++) {
      const row = positionOf[read] ?? 0;
      for (let at = chunk.featureStart[i] ?? 0; at < (chunk.featureStart[i + 1] ?? 0); at++) {
        const bit = (chunk.featureCodes[at] ?? 1) - 1;
        const word = row * featureWords + (bit >>> 5);
        features[word] = (features[word] ?? 0) | (1 << (bit & 31));
      }
    }
  }
  return {
    size,
    id: Int32Array.from(number('id')),
    ownerId: Int32Array.from(number('ownerId')),
    columns,
    dictionaries: dictionaries.coded,
    features,
    featureWords,
    featureDictionary: dictionaries.features,
    year: Int32Array.from(number('year')),
    price: Int32Array.from(number('price')),
    mileage: Int32Array.from(number('mileage')),
    mpgHighway: Int32Array.from(number('mpgHighway')),
    vehicleExchange: Uint8Array.from(number('vehicleExchange')),
    latitude: number('latitude'),
    longitude: number('longitude'),
    cells: { first: firstCell, start },
    featured: Uint8Array.from(number('featured')),
    priority: Int32Array.from(number('priority')),
    listedAt: number('listedAt'),
  };
}
