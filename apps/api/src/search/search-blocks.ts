import { order } from './search-order';
import { CODED_KEYS, type CodedKey, type SearchSnapshot } from './search-snapshot';

/**
 * The snapshot's rows in an order clustered by listing type, make, model and year (or, for place blocks, in the
 * snapshot's own order), cut into blocks of `rows` rows, each with a summary: per coded column its codes and how
 * many rows hold each, per feature the rows that have it, and the lowest and highest year, price, mileage and mpg.
 * A search reads a block's summary first: a block whose rows all pass (or all fail) each filter is counted (or skipped) as a whole, exactly, and
 * only the others are read row by row.
 */
export interface SnapshotBlocks {
  rows: number;
  count: number;
  /**
   * The snapshot's rows in block order, as a snapshot of its own (block `b` is its rows `b * rows` up to
   * `(b + 1) * rows`): the rows of a block a search reads one by one are then next to each other in memory.
   */
  clustered: SearchSnapshot;
  /** The snapshot row at each position of `clustered`, and the position of each snapshot row. */
  order: Int32Array;
  positionOf: Uint32Array;
  columns: Record<CodedKey, BlockHistogram>;
  /** Feature codes (the feature dictionary's) and the rows of the block that have each. */
  features: BlockHistogram;
  ranges: Record<RangeKey, { min: Int32Array; max: Int32Array }>;
}

/** Block `b`'s distinct codes are `codes[start[b]]` up to `codes[start[b + 1]]`, each held by `counts[i]` rows. */
export interface BlockHistogram {
  start: Uint32Array;
  codes: Uint16Array;
  counts: Uint32Array;
}

export type RangeKey = 'year' | 'price' | 'mileage' | 'mpgHighway';
const RANGE_KEYS: readonly RangeKey[] = ['year', 'price', 'mileage', 'mpgHighway'];

/** Small enough that most blocks hold one model and a year or two; at 1,000,000 rows, 7,813 summaries. */
export const BLOCK_ROWS = 128;

const BLOCKS = new WeakMap<SearchSnapshot, SnapshotBlocks>();

/** The snapshot's blocks, made on first use (the searcher makes them as it loads a snapshot). */
export function blocksOf(snapshot: SearchSnapshot): SnapshotBlocks {
  let blocks = BLOCKS.get(snapshot);
  if (!blocks) {
    blocks = makeBlocks(snapshot, BLOCK_ROWS);
    BLOCKS.set(snapshot, blocks);
  }
  return blocks;
}

/** Takes block summaries and place blocks made elsewhere for this snapshot (`adoptPrepared`). */
export function adoptBlocks(snapshot: SearchSnapshot, blocks: SnapshotBlocks, places: SnapshotBlocks): void {
  BLOCKS.set(snapshot, blocks);
  PLACES.set(snapshot, places);
}

/** Makes the snapshot's blocks now, of `rows` rows each (tests use small blocks to have many of them). */
export function prepareBlocks(snapshot: SearchSnapshot, rows = BLOCK_ROWS): SnapshotBlocks {
  const blocks = makeBlocks(snapshot, rows);
  BLOCKS.set(snapshot, blocks);
  return blocks;
}

const PLACES = new WeakMap<SearchSnapshot, SnapshotBlocks>();

/**
 * The snapshot's place blocks: its own rows, in their order (strips of latitude, each in longitude order), cut into
 * blocks of `BLOCK_ROWS` with the same summaries. A radius search with no list filter takes the blocks wholly among
 * its rows certainly within the radius from their summaries (at 1,000,000 listings a 200-mile radius around New York
 * holds 150,000 of them, each counted under 13 facets row by row). Made on first use (the searcher makes them as it
 * loads a snapshot).
 */
export function placesOf(snapshot: SearchSnapshot): SnapshotBlocks {
  let places = PLACES.get(snapshot);
  if (!places) {
    places = makePlaces(snapshot, BLOCK_ROWS);
    PLACES.set(snapshot, places);
  }
  return places;
}

/** Makes the snapshot's place blocks now, of `rows` rows each (tests use small blocks to have many of them). */
export function preparePlaces(snapshot: SearchSnapshot, rows = BLOCK_ROWS): SnapshotBlocks {
  const places = makePlaces(snapshot, rows);
  PLACES.set(snapshot, places);
  return places;
}

function makePlaces(snapshot: SearchSnapshot, rows: number): SnapshotBlocks {
  return summarise(
    snapshot,
    Int32Array.from({ length: snapshot.size }, (_, row) => row),
    rows,
  );
}

const bitsFor = (values: number) => Math.max(1, Math.ceil(Math.log2(values + 1)));

/**
 * Rows by listing type, make, model and year (their codes; any order that keeps them together does), then by
 * price: a block then holds a narrow band of its model's prices, so a price limit passes or fails most blocks
 * whole instead of splitting nearly every one.
 */
function clusteredOrder(snapshot: SearchSnapshot): Int32Array {
  const { size, year } = snapshot;
  const keys = ['listingType', 'makeCode', 'modelCode'] as const;
  let minYear = Number.POSITIVE_INFINITY;
  let maxYear = Number.NEGATIVE_INFINITY;
  for (let row = 0; row < size; row++) {
    const value = year[row] as number;
    if (value < minYear) minYear = value;
    if (value > maxYear) maxYear = value;
  }
  const widths = [
    ...keys.map((key) => bitsFor(snapshot.dictionaries[key].values.length)),
    bitsFor(size > 0 ? maxYear - minYear + 1 : 1),
  ];
  const rowBits = bitsFor(size);
  const columns = keys.map((key) => snapshot.columns[key]);
  // Each row's place in the price sort the searcher keeps anyway, which stands for the row in the packed keys
  // below (as many bits).
  const byPrice = order(snapshot, 'derivedpriceASC');
  const priceRank = new Int32Array(size);
  byPrice.forEach((row, rank) => {
    priceRank[row] = rank;
  });
  const group = (row: number) => {
    let value = 0;
    columns.forEach((column, index) => {
      value = value * 2 ** (widths[index] as number) + (column[row] as number);
    });
    return value * 2 ** (widths[3] as number) + ((year[row] as number) - minYear);
  };
  if (widths.reduce((sum, width) => sum + width, rowBits) <= 53) {
    // One packed number a row (group, then price rank) sorts natively, in a tenth of a comparator's time.
    const scale = 2 ** rowBits;
    const packed = new Float64Array(size);
    for (let row = 0; row < size; row++) packed[row] = group(row) * scale + (priceRank[row] as number);
    packed.sort();
    return Int32Array.from(packed, (key) => byPrice[key - Math.floor(key / scale) * scale] as number);
  }
  const groups = Float64Array.from({ length: size }, (_, row) => group(row));
  return Int32Array.from({ length: size }, (_, row) => row).sort(
    (a, b) =>
      (groups[a] as number) - (groups[b] as number) || (priceRank[a] as number) - (priceRank[b] as number),
  );
}

function histogram(
  size: number,
  rows: number,
  count: number,
  codesOf: (row: number, add: (code: number) => void) => void,
  distinct: number,
): BlockHistogram {
  const start = new Uint32Array(count + 1);
  const codes: number[] = [];
  const counts: number[] = [];
  const tally = new Uint32Array(distinct);
  const seen: number[] = [];
  const add = (code: number) => {
    if (tally[code] === 0) seen.push(code);
    tally[code] = (tally[code] as number) + 1;
  };
  for (let block = 0; block < count; block++) {
    const end = Math.min((block + 1) * rows, size);
    for (let position = block * rows; position < end; position++) codesOf(position, add);
    for (const code of seen) {
      codes.push(code);
      counts.push(tally[code] as number);
      tally[code] = 0;
    }
    seen.length = 0;
    start[block + 1] = codes.length;
  }
  return { start, codes: Uint16Array.from(codes), counts: Uint32Array.from(counts) };
}

/**
 * The snapshot's rows at positions `order`: the columns a block scan reads (the coded columns, features, year,
 * price, mileage, mpg), nothing else. A search that reads blocks has no origin, owner, excluded ids or exchange
 * filter (`readsBlocks`), and its page and distances come from the snapshot's own rows through `order`; the
 * id, owner, place, exchange and sort columns were 38 bytes a listing here, 38 MB at 1,000,000 (issue 34), and
 * are left empty so that a read of one finds nothing rather than a wrong row.
 */
function permuted(snapshot: SearchSnapshot, order: Int32Array): SearchSnapshot {
  const permute = <T extends Int32Array | Uint8Array | Uint16Array | Float64Array>(column: T): T => {
    const moved = column.slice() as T;
    for (let position = 0; position < order.length; position++)
      moved[position] = column[order[position] as number] as number;
    return moved;
  };
  const words = snapshot.featureWords;
  const features = new Uint32Array(snapshot.features.length);
  for (let position = 0; position < order.length; position++)
    for (let word = 0; word < words; word++)
      features[position * words + word] = snapshot.features[
        (order[position] as number) * words + word
      ] as number;
  return {
    ...snapshot,
    id: new Int32Array(0),
    ownerId: new Int32Array(0),
    columns: Object.fromEntries(
      CODED_KEYS.map((key) => [key, permute(snapshot.columns[key])]),
    ) as SearchSnapshot['columns'],
    features,
    year: permute(snapshot.year),
    price: permute(snapshot.price),
    mileage: permute(snapshot.mileage),
    mpgHighway: permute(snapshot.mpgHighway),
    vehicleExchange: new Uint8Array(0),
    latitude: new Float64Array(0),
    longitude: new Float64Array(0),
    // One strip holding every row: the clustered rows are read nationwide only.
    cells: { first: 0, start: Uint32Array.of(0, snapshot.size) },
    featured: new Uint8Array(0),
    priority: new Int32Array(0),
    listedAt: new Float64Array(0),
  };
}

function makeBlocks(snapshot: SearchSnapshot, rows: number): SnapshotBlocks {
  const order = clusteredOrder(snapshot);
  return summarise(permuted(snapshot, order), order, rows);
}

/**
 * The summaries of `clustered`'s blocks of `rows` rows, `order` giving the snapshot row at each of its positions
 * (for place blocks, the snapshot itself in its own order).
 */
function summarise(clustered: SearchSnapshot, order: Int32Array, rows: number): SnapshotBlocks {
  const { size } = clustered;
  const count = Math.ceil(size / rows);
  const positionOf = new Uint32Array(size);
  for (let position = 0; position < size; position++) positionOf[order[position] as number] = position;
  const columns = Object.fromEntries(
    CODED_KEYS.map((key) => {
      const column = clustered.columns[key];
      return [
        key,
        histogram(
          size,
          rows,
          count,
          (row, add) => add(column[row] as number),
          clustered.dictionaries[key].values.length,
        ),
      ];
    }),
  ) as SnapshotBlocks['columns'];
  const { featureWords: words, features: bits } = clustered;
  const features = histogram(
    size,
    rows,
    count,
    (row, add) => {
      for (let word = 0; word < words; word++) {
        let set = bits[row * words + word] as number;
        while (set !== 0) {
          add(word * 32 + (31 - Math.clz32(set & -set)) + 1);
          set &= set - 1;
        }
      }
    },
    clustered.featureDictionary.values.length,
  );
  const ranges = Object.fromEntries(
    RANGE_KEYS.map((key) => {
      const values = clustered[key];
      const min = new Int32Array(count).fill(2 ** 31 - 1);
      const max = new Int32Array(count).fill(-(2 ** 31));
      for (let position = 0; position < size; position++) {
        const block = Math.floor(position / rows);
        const value = values[position] as number;
        if (value < (min[block] as number)) min[block] = value;
        if (value > (max[block] as number)) max[block] = value;
      }
      return [key, { min, max }];
    }),
  ) as SnapshotBlocks['ranges'];
  return { rows, count, clustered, order, positionOf, columns, features, ranges };
}
