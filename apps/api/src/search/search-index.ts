import { DEFAULT_FACETS, FACET_COLUMNS, type FacetKey, type ListingSearch } from './listing-search';
import { type BlockHistogram, blocksOf, placesOf, type RangeKey, type SnapshotBlocks } from './search-blocks';
import type { FacetCount } from './search-listings';
import { comparator, nearestFirst, order, topRows } from './search-order';
import { postingsOf } from './search-postings';
import { CELL_DEGREES, cellOf, type SearchSnapshot } from './search-snapshot';

// The search of search-listings.ts, answered from a snapshot in memory: the same filters, the same disjunctive
// facet counts and the same orders, row for row (search-index.test.ts holds the two to each other).

const MILES_PER_DEGREE = 69.05;
const EARTH_RADIUS_MILES = 3958.8;
const RADIANS = Math.PI / 180;

export interface IndexResult {
  total: number;
  facets: Partial<Record<FacetKey, FacetCount[]>>;
  /** The page: snapshot rows in the search's order, with their distance from the origin (null without one). */
  page: { row: number; distance: number | null }[];
  /**
   * How a search read block summaries (a nationwide one the clustered blocks, a radius with no list filter the place
   * blocks): blocks taken whole from a summary (counted or skipped), or read row by row.
   */
  blocks?: { whole: number; partial: number; counted: Counted };
  /**
   * Where the page came from: a walk down the sort's order, a selection from the matches, or both (the walk
   * read as far as the selection would cost and had not filled the page).
   */
  pageFrom?: 'order' | 'matches' | 'order, then matches';
  /**
   * A radius search with list filters read by code (scanPostings): the rows of the filters' codes it read within
   * its box, rather than every row of the box.
   */
  readByCode?: number;
}

type Test = (row: number) => boolean;

/**
 * How a block scan counted the facets: the rows it keeps, or (ranges alone, keeping most rows) the rows it leaves
 * out, taken from every row's counts.
 */
type Counted = 'kept' | 'left out';

/**
 * The facet filters a search sets, as parallel arrays the scan reads without a call a row: a row passes filter
 * `i` when `firstTables[i][firstColumns[i][row]]` or `secondTables[i][secondColumns[i][row]]` is 1 (the second
 * pair is the bare trim code for trims, an all-zero table otherwise). The features, a bit set, come last as
 * `features` when asked for.
 */
interface FacetFilters {
  keys: FacetKey[];
  firstColumns: Uint16Array[];
  firstTables: Uint8Array[];
  secondColumns: Uint16Array[];
  secondTables: Uint8Array[];
  features: Test | undefined;
  /** The feature codes `features` requires, and whether every one is in the dictionary (else no row has them). */
  featureCodes: number[];
  featuresKnown: boolean;
}

/** The SQL search's haversine, term for term, with the origin's cosine computed once. */
function haversine(
  origin: { latitude: number; longitude: number },
  cosOrigin: number,
  latitude: number,
  longitude: number,
): number {
  const a =
    Math.sin(((latitude - origin.latitude) * RADIANS) / 2) ** 2 +
    cosOrigin * Math.cos(latitude * RADIANS) * Math.sin(((longitude - origin.longitude) * RADIANS) / 2) ** 2;
  return EARTH_RADIUS_MILES * 2 * Math.asin(Math.sqrt(a));
}

/** Writes the distance from `origin` of each of `rows` (the scan measures only the rows it must test). */
function measure(
  snapshot: SearchSnapshot,
  origin: { latitude: number; longitude: number },
  rows: Int32Array,
  distances: Float64Array,
): void {
  const cosOrigin = Math.cos(origin.latitude * RADIANS);
  const { latitude, longitude } = snapshot;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as number;
    distances[row] = haversine(origin, cosOrigin, latitude[row] as number, longitude[row] as number);
  }
}

function allowed(snapshot: SearchSnapshot, key: keyof SearchSnapshot['columns'], values: readonly string[]) {
  const table = new Uint8Array(snapshot.dictionaries[key].values.length);
  for (const value of values) {
    const code = snapshot.dictionaries[key].codes.get(value);
    if (code !== undefined) table[code] = 1;
  }
  // Code 0 is SQL null, which `= any(...)` never matches.
  table[0] = 0;
  return table;
}

function facetFilters(snapshot: SearchSnapshot, search: ListingSearch): FacetFilters {
  const filters: FacetFilters = {
    keys: [],
    firstColumns: [],
    firstTables: [],
    secondColumns: [],
    secondTables: [],
    features: undefined,
    featureCodes: [],
    featuresKnown: true,
  };
  for (const key of Object.keys(FACET_COLUMNS) as (keyof typeof FACET_COLUMNS)[]) {
    const values = search[key];
    if (!values || values.length === 0) continue;
    filters.keys.push(key);
    filters.firstColumns.push(snapshot.columns[key]);
    filters.firstTables.push(allowed(snapshot, key, values));
    // A trim matches by its model-qualified code (CIVIC|EX) or by its bare code (EX).
    const second = key === 'trimCode' ? 'trimBare' : key;
    filters.secondColumns.push(snapshot.columns[second]);
    filters.secondTables.push(
      key === 'trimCode'
        ? allowed(snapshot, 'trimBare', values)
        : new Uint8Array(snapshot.dictionaries[key].values.length),
    );
  }
  if (search.featureCode && search.featureCode.length > 0) {
    const words = snapshot.featureWords;
    const required = new Uint32Array(words);
    let known = true;
    for (const feature of search.featureCode) {
      const code = snapshot.featureDictionary.codes.get(feature);
      if (code === undefined) {
        known = false;
        continue;
      }
      filters.featureCodes.push(code);
      required[(code - 1) >>> 5] = (required[(code - 1) >>> 5] ?? 0) | (1 << ((code - 1) & 31));
    }
    const { features } = snapshot;
    filters.keys.push('featureCode');
    filters.featuresKnown = known;
    filters.features = (row) => {
      if (!known) return false;
      for (let word = 0; word < words; word++) {
        const need = required[word] ?? 0;
        if (((features[row * words + word] ?? 0) & need) !== need) return false;
      }
      return true;
    };
  }
  return filters;
}

/** Margin, in miles, of the strips' inside and outside longitudes: far beyond the haversine's rounding. */
const STRIP_MARGIN_MILES = 0.01;

/**
 * The half-width in degrees of longitude of the radius at the latitudes of a strip, bounded from below
 * (`inner`: every longitude within it is within the radius at every latitude of the strip) or from above
 * (`outer`: none beyond it is): by the haversine, a point is within `radius` when
 * sin²(dLat/2) + cos(lat0)cos(lat)sin²(dLon/2) <= sin²(radius/2R), so each bound takes the strip's latitude
 * least (or most) favourable to the two latitude terms separately, and a margin of radius.
 */
function halfWidth(
  origin: { latitude: number; longitude: number },
  radius: number,
  low: number,
  high: number,
  bound: 'inner' | 'outer',
): number {
  const inner = bound === 'inner';
  const miles = inner ? radius - STRIP_MARGIN_MILES : radius + STRIP_MARGIN_MILES;
  if (miles <= 0) return -1;
  const limit = Math.sin(Math.min(miles / (2 * EARTH_RADIUS_MILES), Math.PI / 2)) ** 2;
  const lowDistance = Math.abs(low - origin.latitude);
  const highDistance = Math.abs(high - origin.latitude);
  const latitudeGap = inner
    ? Math.max(lowDistance, highDistance)
    : origin.latitude >= low && origin.latitude <= high
      ? 0
      : Math.min(lowDistance, highDistance);
  const cosines = [Math.cos(low * RADIANS), Math.cos(high * RADIANS)];
  if (low <= 0 && high >= 0) cosines.push(1);
  const cosine = inner ? Math.max(...cosines) : Math.min(...cosines);
  const room = limit - Math.sin((latitudeGap * RADIANS) / 2) ** 2;
  if (room <= 0) return -1;
  const share = room / (Math.cos(origin.latitude * RADIANS) * cosine);
  return share >= 1 ? 180 : (2 * Math.asin(Math.sqrt(share))) / RADIANS;
}

/**
 * Where a search may find rows, as [from, to, inside] triples: per strip of latitude its box spans, the rows within
 * its longitudes (a strip is in longitude order); or every row. Rows of a strip wholly within the box's latitudes
 * and within the radius's inner half-width at every latitude of the strip are `inside` (1): within the box and the
 * radius for certain, so the scan computes no distance for them; rows beyond the outer half-width are left out,
 * and the rest (0) are tested in full.
 */
function rowRanges(snapshot: SearchSnapshot, search: ListingSearch): number[] {
  const { origin, radius } = search;
  if (!origin || radius === undefined) return [0, snapshot.size, 0];
  const { south, north, west, east } = box(origin, radius);
  const { first, start } = snapshot.cells;
  const { longitude } = snapshot;
  const ranges: number[] = [];
  const push = (from: number, to: number, inside: number) => {
    if (from < to) ranges.push(from, to, inside);
  };
  const lastCell = first + start.length - 2;
  for (let cell = Math.max(cellOf(south), first); cell <= Math.min(cellOf(north), lastCell); cell++) {
    const begin = start[cell - first] as number;
    const end = start[cell - first + 1] as number;
    const low = cell * CELL_DEGREES;
    const high = (cell + 1) * CELL_DEGREES;
    if (low < south || high > north) {
      const from = firstAtLeast(longitude, begin, end, west, false);
      push(from, firstAtLeast(longitude, from, end, east, true), 0);
      continue;
    }
    const outer = halfWidth(origin, radius, low, high, 'outer');
    if (outer < 0) continue;
    const inner = halfWidth(origin, radius, low, high, 'inner');
    const from = firstAtLeast(longitude, begin, end, Math.max(west, origin.longitude - outer), false);
    const to = firstAtLeast(longitude, from, end, Math.min(east, origin.longitude + outer), true);
    if (inner < 0) {
      push(from, to, 0);
      continue;
    }
    const insideFrom = firstAtLeast(longitude, from, to, Math.max(west, origin.longitude - inner), false);
    const insideTo = firstAtLeast(longitude, insideFrom, to, Math.min(east, origin.longitude + inner), true);
    push(from, insideFrom, 0);
    push(insideFrom, insideTo, 1);
    push(insideTo, to, 0);
  }
  return ranges;
}

/** The first row of `from` to `to` whose value is >= `value` (> `value` when `past`), by binary search. */
function firstAtLeast(values: Float64Array, from: number, to: number, value: number, past: boolean): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = values[middle] as number;
    if (at < value || (past && at === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The SQL search's bounding box of a radius (radiusConditions in search-listings.ts), term for term. */
function box(origin: { latitude: number; longitude: number }, radius: number) {
  const dLat = radius / MILES_PER_DEGREE;
  const dLon = radius / (MILES_PER_DEGREE * Math.max(Math.cos(origin.latitude * RADIANS), 0.01));
  return {
    south: origin.latitude - dLat,
    north: origin.latitude + dLat,
    west: origin.longitude - dLon,
    east: origin.longitude + dLon,
  };
}

/**
 * The filters that are not facets, as one test of a row; records the distance of each row that passes when there
 * is an origin. The row ranges (`rowRanges`) hold the box's longitudes and about its latitudes; the test holds
 * both exactly.
 */
function baseTest(
  snapshot: SearchSnapshot,
  search: ListingSearch,
  distances: Float64Array,
): Test | undefined {
  const { year, price, mileage, mpgHighway, vehicleExchange, ownerId, id, latitude, longitude } = snapshot;
  const startYear = search.startYear ?? Number.NEGATIVE_INFINITY;
  const endYear = search.endYear ?? Number.POSITIVE_INFINITY;
  const minPrice = search.minPrice ?? Number.NEGATIVE_INFINITY;
  const maxPrice = search.maxPrice ?? Number.POSITIVE_INFINITY;
  const maxMileage = search.mileage ?? Number.POSITIVE_INFINITY;
  const mpgRange = search.minMpg !== undefined || search.maxMpg !== undefined;
  const minMpg = search.minMpg ?? 0;
  const maxMpg = search.maxMpg ?? Number.POSITIVE_INFINITY;
  const exchangeOnly = search.vehicleExchange === true;
  const owner = search.ownerId;
  const excluded = new Set(search.excludeIds ?? []);
  const { origin, radius } = search;
  const cosOrigin = origin ? Math.cos(origin.latitude * RADIANS) : 1;
  const everywhere = {
    south: Number.NEGATIVE_INFINITY,
    north: Number.POSITIVE_INFINITY,
    west: Number.NEGATIVE_INFINITY,
    east: Number.POSITIVE_INFINITY,
  };
  const { south, north, west, east } = origin && radius !== undefined ? box(origin, radius) : everywhere;
  const within = radius ?? Number.POSITIVE_INFINITY;
  const ranged = [search.startYear, search.endYear, search.minPrice, search.maxPrice, search.mileage].some(
    (bound) => bound !== undefined,
  );
  // Nothing to test (a nationwide search with list filters only): the scan skips a call a row.
  if (!ranged && !mpgRange && !exchangeOnly && owner === undefined && excluded.size === 0 && !origin)
    return undefined;
  return (row) => {
    const rowYear = year[row] as number;
    if (rowYear < startYear || rowYear > endYear) return false;
    const rowPrice = price[row] as number;
    if (rowPrice < minPrice || rowPrice > maxPrice) return false;
    if ((mileage[row] as number) > maxMileage) return false;
    if (mpgRange) {
      const mpg = mpgHighway[row] as number;
      if (mpg < 0 || mpg < minMpg || mpg > maxMpg) return false;
    }
    if (exchangeOnly && vehicleExchange[row] !== 1) return false;
    if (owner !== undefined && ownerId[row] !== owner) return false;
    if (excluded.size > 0 && excluded.has(id[row] as number)) return false;
    if (origin) {
      const rowLatitude = latitude[row] as number;
      const rowLongitude = longitude[row] as number;
      if (rowLatitude < south || rowLatitude > north || rowLongitude < west || rowLongitude > east)
        return false;
      const distance = haversine(origin, cosOrigin, rowLatitude, rowLongitude);
      if (!(distance <= within)) return false;
      distances[row] = distance;
    }
    return true;
  };
}

interface Tallies {
  keys: (keyof typeof FACET_COLUMNS)[];
  columns: Uint16Array[];
  counts: Int32Array[];
  features: Int32Array | undefined;
}

function tallies(snapshot: SearchSnapshot, facetKeys: readonly FacetKey[]): Tallies {
  const keys = facetKeys.filter((key): key is keyof typeof FACET_COLUMNS => key in FACET_COLUMNS);
  return {
    keys,
    columns: keys.map((key) => snapshot.columns[key]),
    counts: keys.map((key) => new Int32Array(snapshot.dictionaries[key].values.length)),
    features: facetKeys.includes('featureCode')
      ? new Int32Array(snapshot.featureDictionary.values.length)
      : undefined,
  };
}

/**
 * Adds the matched rows to the counts of every facet, features included: one facet at a time, so each pass is a
 * tight loop over two typed arrays (over a million rows, five times faster than every facet a row).
 */
function countAll(snapshot: SearchSnapshot, tally: Tallies, rows: Int32Array): void {
  tally.columns.forEach((column, facet) => {
    countColumn(column, rows, tally.counts[facet] as Int32Array);
  });
  const features = tally.features;
  if (features)
    for (let index = 0; index < rows.length; index++)
      countFeatures(snapshot, features, rows[index] as number);
}

/** Four counts a code, reused by every count (a thread runs one search at a time). */
let lanes = new Int32Array(0);

/**
 * Adds the codes of `column` at `rows` to `count`. Rows go to four separate counts in turn, summed at the end: in one
 * count, consecutive rows of one code (a facet of two or three codes has little else) each waited for the last one's
 * increment to be stored. Four halved the time to count 118,000 rows under 12 facets (a 200-mile radius under a price
 * limit, at 1,000,000 listings: 5.0 -> 2.6 ms in a side-by-side loop).
 */
function countColumn(column: Uint16Array, rows: Int32Array, count: Int32Array): void {
  const codes = count.length;
  const length = rows.length;
  if (length < 4 * codes) {
    for (let index = 0; index < length; index++) {
      const code = column[rows[index] as number] as number;
      count[code] = (count[code] as number) + 1;
    }
    return;
  }
  if (lanes.length < 4 * codes) lanes = new Int32Array(4 * codes);
  const second = codes;
  const third = 2 * codes;
  const fourth = 3 * codes;
  let index = 0;
  for (; index + 3 < length; index += 4) {
    const a = column[rows[index] as number] as number;
    const b = second + (column[rows[index + 1] as number] as number);
    const c = third + (column[rows[index + 2] as number] as number);
    const d = fourth + (column[rows[index + 3] as number] as number);
    lanes[a] = (lanes[a] as number) + 1;
    lanes[b] = (lanes[b] as number) + 1;
    lanes[c] = (lanes[c] as number) + 1;
    lanes[d] = (lanes[d] as number) + 1;
  }
  for (; index < length; index++) {
    const code = column[rows[index] as number] as number;
    count[code] = (count[code] as number) + 1;
  }
  for (let code = 0; code < codes; code++) {
    count[code] =
      (count[code] as number) +
      (lanes[code] as number) +
      (lanes[second + code] as number) +
      (lanes[third + code] as number) +
      (lanes[fourth + code] as number);
  }
  lanes.fill(0, 0, 4 * codes);
}

/** Turns `tally`, the counts of the rows a search leaves out, into those of the rows it keeps. */
function subtractFrom(every: Tallies, tally: Tallies): void {
  const pairs: [Int32Array, Int32Array][] = tally.counts.map((counts, facet) => [
    every.counts[facet] as Int32Array,
    counts,
  ]);
  if (tally.features && every.features) pairs.push([every.features, tally.features]);
  for (const [all, left] of pairs)
    for (let code = 0; code < left.length; code++)
      left[code] = (all[code] as number) - (left[code] as number);
}

/** Adds a row to the counts of one facet: index `facet` of `tally.keys`, or `keys.length` for features. */
function countOne(snapshot: SearchSnapshot, tally: Tallies, row: number, facet: number, delta = 1): void {
  if (facet === tally.keys.length) {
    if (tally.features) countFeatures(snapshot, tally.features, row, delta);
    return;
  }
  const code = (tally.columns[facet] as Uint16Array)[row] as number;
  const count = tally.counts[facet] as Int32Array;
  if (code !== 0) count[code] = (count[code] as number) + delta;
}

function countFeatures(snapshot: SearchSnapshot, features: Int32Array, row: number, delta = 1): void {
  const words = snapshot.featureWords;
  for (let word = 0; word < words; word++) {
    let bits = snapshot.features[row * words + word] as number;
    while (bits !== 0) {
      const code = word * 32 + (31 - Math.clz32(bits & -bits)) + 1;
      features[code] = (features[code] as number) + delta;
      bits &= bits - 1;
    }
  }
}

/**
 * Per snapshot, the per-row buffers a search writes (distances, and a mark for the rows it matched): a search runs
 * start to end without yielding, so one set serves every search, and a 1,000,000-row snapshot is not 9 MB of
 * zeroed arrays a search. A mark is the search's number, so nothing needs clearing between searches.
 */
interface Scratch {
  distances: Float64Array;
  marks: Uint32Array;
  mark: number;
  matched: Int32Array;
  /** Rows that failed exactly one filter, and the facet each is counted under (-1 for none). */
  single: Int32Array;
  singleFacet: Int16Array;
  /** A nationwide search's rows that failed more (what its counts leave out as well as the singles). */
  rest: Int32Array;
  /** Per block, the mark of the last search that matched every row of it. */
  blockMarks?: Uint32Array;
}

const SCRATCH = new WeakMap<SearchSnapshot, Scratch>();

function scratchOf(snapshot: SearchSnapshot): Scratch {
  let scratch = SCRATCH.get(snapshot);
  if (!scratch || scratch.mark === 0xffff_ffff) {
    const size = snapshot.size;
    scratch = {
      distances: new Float64Array(size),
      marks: new Uint32Array(size),
      mark: 0,
      matched: new Int32Array(size),
      single: new Int32Array(size),
      singleFacet: new Int16Array(size),
      rest: new Int32Array(size),
    };
    SCRATCH.set(snapshot, scratch);
  }
  scratch.mark += 1;
  return scratch;
}

function facetLists(snapshot: SearchSnapshot, tally: Tallies): IndexResult['facets'] {
  const facets: IndexResult['facets'] = {};
  const listOf = (values: (string | null)[], counts: Int32Array) => {
    const list: FacetCount[] = [];
    counts.forEach((count, code) => {
      const value = values[code];
      if (count > 0 && value != null) list.push({ value, count });
    });
    return list.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  };
  tally.keys.forEach((key, facet) => {
    const counts = tally.counts[facet];
    const list = counts ? listOf(snapshot.dictionaries[key].values, counts) : [];
    if (list.length > 0) facets[key] = list;
  });
  if (tally.features) {
    const list = listOf(snapshot.featureDictionary.values, tally.features);
    if (list.length > 0) facets.featureCode = list;
  }
  return facets;
}

const EVERY_ROW_COUNTS = new WeakMap<SearchSnapshot, Map<string, Tallies>>();

/**
 * A search with no filter at all (nationwide, list filters, ranges and all left out) finds every row: its counts
 * are the snapshot's own, counted once and kept with it, and its page is the head of the sort's order.
 */
function everything(
  snapshot: SearchSnapshot,
  search: ListingSearch,
  facetKeys: readonly FacetKey[],
  out: Uint8Array | undefined,
): IndexResult {
  const tally = everyRowCounts(snapshot, facetKeys);
  const rows = order(snapshot, search.sortBy === 'distanceASC' ? 'relevance' : search.sortBy);
  const end = search.firstRecord + search.numRecords;
  let page: number[];
  if (!out) page = Array.from(rows.subarray(search.firstRecord, end));
  else {
    page = [];
    for (let at = 0, seen = 0; at < rows.length && seen < end; at++) {
      const row = rows[at] as number;
      if (out[row]) continue;
      if (seen >= search.firstRecord) page.push(row);
      seen += 1;
    }
  }
  return {
    total: snapshot.size,
    facets: facetLists(snapshot, tally),
    page: page.map((row) => ({ row, distance: null })),
  };
}

/** Every row's facet counts: made once a snapshot (the server makes them as it loads one). */
function everyRowCounts(snapshot: SearchSnapshot, facetKeys: readonly FacetKey[]): Tallies {
  let byKeys = EVERY_ROW_COUNTS.get(snapshot);
  if (!byKeys) {
    byKeys = new Map();
    EVERY_ROW_COUNTS.set(snapshot, byKeys);
  }
  const keysOf = facetKeys.join();
  let tally = byKeys.get(keysOf);
  if (!tally) {
    tally = tallies(snapshot, facetKeys);
    countAll(
      snapshot,
      tally,
      Int32Array.from({ length: snapshot.size }, (_, row) => row),
    );
    byKeys.set(keysOf, tally);
  }
  return tally;
}

const PASS = 0;
const FAIL = 1;
const MIXED = 2;

/**
 * Whether a search reads the block summaries: nationwide, without a distance to record, and with no filter but
 * list filters, features and ranges (an owner, excluded ids and exchange are rare, and not summarised).
 */
function readsBlocks(search: ListingSearch): boolean {
  return (
    !search.origin &&
    search.ownerId === undefined &&
    (search.excludeIds ?? []).length === 0 &&
    search.vehicleExchange !== true
  );
}

/** The base test's ranges (baseTest) as bounds a row's value must lie within, both included. */
function rangeBounds(search: ListingSearch): { key: RangeKey; low: number; high: number }[] {
  const bounds: { key: RangeKey; low: number; high: number }[] = [];
  const low = (value: number | undefined) => value ?? Number.NEGATIVE_INFINITY;
  const high = (value: number | undefined) => value ?? Number.POSITIVE_INFINITY;
  if (search.startYear !== undefined || search.endYear !== undefined)
    bounds.push({ key: 'year', low: low(search.startYear), high: high(search.endYear) });
  if (search.minPrice !== undefined || search.maxPrice !== undefined)
    bounds.push({ key: 'price', low: low(search.minPrice), high: high(search.maxPrice) });
  if (search.mileage !== undefined)
    bounds.push({ key: 'mileage', low: Number.NEGATIVE_INFINITY, high: search.mileage });
  // No mpg (-1) is outside every mpg range.
  if (search.minMpg !== undefined || search.maxMpg !== undefined)
    bounds.push({ key: 'mpgHighway', low: Math.max(0, search.minMpg ?? 0), high: high(search.maxMpg) });
  return bounds;
}

/** Whether all of a block's rows lie within a search's ranges (PASS), none do (FAIL), or some (MIXED). */
function rangeState(blocks: SnapshotBlocks, block: number, bounds: ReturnType<typeof rangeBounds>): number {
  let state = PASS;
  for (const { key, low, high } of bounds) {
    const min = blocks.ranges[key].min[block] as number;
    const max = blocks.ranges[key].max[block] as number;
    if (max < low || min > high) return FAIL;
    if (min < low || max > high) state = MIXED;
  }
  return state;
}

/** Rows of a block whose code is allowed by `table`. */
function passing(histogram: BlockHistogram, block: number, table: Uint8Array): number {
  const { start, codes, counts } = histogram;
  let rows = 0;
  for (let at = start[block] as number; at < (start[block + 1] as number); at++)
    if (table[codes[at] as number] === 1) rows += counts[at] as number;
  return rows;
}

/** Adds a block's codes to a facet's counts. */
function addBlock(histogram: BlockHistogram, block: number, counts: Int32Array): void {
  const { start, codes, counts: rows } = histogram;
  for (let at = start[block] as number; at < (start[block + 1] as number); at++) {
    const code = codes[at] as number;
    counts[code] = (counts[code] as number) + (rows[at] as number);
  }
}

/** Whether all, none or some of a block's `size` rows have every feature a search requires. */
function featureState(histogram: BlockHistogram, block: number, size: number, filters: FacetFilters): number {
  if (!filters.featuresKnown) return FAIL;
  const { start, codes, counts } = histogram;
  let state = PASS;
  for (const code of filters.featureCodes) {
    let rows = 0;
    for (let at = start[block] as number; at < (start[block + 1] as number); at++)
      if (codes[at] === code) {
        rows = counts[at] as number;
        break;
      }
    if (rows === 0) return FAIL;
    if (rows < size) state = MIXED;
  }
  return state;
}

interface BlockScan {
  total: number;
  counted: Counted;
  /** Matches read row by row: `matched[0]` up to `matched[partials]`, marked themselves. */
  partials: number;
  /** Blocks whose rows all match carry the search's mark here. */
  blockMarks: Uint32Array;
  wholeBlocks: number;
  partialBlocks: number;
}

/**
 * A nationwide search over the block summaries, reading `snapshot`, the blocks' clustered snapshot: its rows,
 * and the matches, marks and counts it leaves, are positions in block order. A block whose rows all pass or all fail each filter is taken
 * whole: skipped when they fail two filters (or a range), counted under one facet when they fail its filter
 * alone, counted under every facet (and marked) when they match. Any other block is read row by row. The counts
 * are those of scanRows: the matches, plus under each facet the rows failing its filter alone. A search with
 * ranges alone that passes more whole blocks than it fails counts the other way round (`keepsMost`): the blocks
 * and rows it leaves out, taken from `every` row's counts.
 */
function scanBlocks(
  snapshot: SearchSnapshot,
  blocks: SnapshotBlocks,
  search: ListingSearch,
  filters: FacetFilters,
  tally: Tallies,
  facetOf: number[],
  scratch: Scratch,
  every: () => Tallies,
): BlockScan {
  const { marks, mark, matched, rest } = scratch;
  if (scratch.blockMarks?.length !== blocks.count) scratch.blockMarks = new Uint32Array(blocks.count);
  const blockMarks = scratch.blockMarks;
  const { firstColumns, firstTables, secondColumns, secondTables, features } = filters;
  const listFilters = firstColumns.length;
  const listKeys = filters.keys.slice(0, listFilters) as (keyof typeof FACET_COLUMNS)[];
  const firstHistograms = listKeys.map((key) => blocks.columns[key]);
  const secondHistograms = listKeys.map((key) => (key === 'trimCode' ? blocks.columns.trimBare : undefined));
  const bounds = rangeBounds(search);
  const countedHistograms = tally.keys.map((key) => blocks.columns[key]);
  // The ranges (the whole base test of a search that reads blocks), tested inline in a mixed block's rows.
  const limits: Record<RangeKey, [number, number]> = {
    year: [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY],
    price: [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY],
    mileage: [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY],
    mpgHighway: [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY],
  };
  for (const { key, low, high } of bounds) limits[key] = [low, high];
  const [yearLow, yearHigh] = limits.year;
  const [priceLow, priceHigh] = limits.price;
  const [, mileageHigh] = limits.mileage;
  const [mpgLow, mpgHigh] = limits.mpgHighway;
  const { year, price, mileage, mpgHighway } = snapshot;
  /** The list filters a mixed block leaves open (the others pass or fail its rows alike). */
  const open = new Int32Array(listFilters);
  const states = new Uint8Array(listFilters + 1);
  let wholes = 0;
  let partials = 0;
  let rests = 0;
  let wholeBlocks = 0;
  let partialBlocks = 0;
  const leaveOut = listFilters === 0 && !features && keepsMost(blocks, bounds, snapshot.size);
  const addToCounts = (block: number) => {
    countedHistograms.forEach((histogram, facet) => {
      addBlock(histogram, block, tally.counts[facet] as Int32Array);
    });
    if (tally.features) addBlock(blocks.features, block, tally.features);
  };

  for (let block = 0; block < blocks.count; block++) {
    const from = block * blocks.rows;
    const to = Math.min(from + blocks.rows, snapshot.size);
    const size = to - from;
    const base = rangeState(blocks, block, bounds);
    if (base === FAIL) {
      wholeBlocks += 1;
      if (leaveOut) addToCounts(block);
      continue;
    }
    let fails = 0;
    let mixed = 0;
    let failed = -1;
    for (let index = 0; index < listFilters && fails < 2; index++) {
      const first = passing(
        firstHistograms[index] as BlockHistogram,
        block,
        firstTables[index] as Uint8Array,
      );
      const second = secondHistograms[index];
      const bare = second ? passing(second, block, secondTables[index] as Uint8Array) : 0;
      const state = first === size || bare === size ? PASS : first === 0 && bare === 0 ? FAIL : MIXED;
      states[index] = state;
      if (state === FAIL) {
        fails += 1;
        failed = index;
      } else if (state === MIXED) mixed += 1;
    }
    states[listFilters] = PASS;
    if (fails < 2 && features) {
      const state = featureState(blocks.features, block, size, filters);
      states[listFilters] = state;
      if (state === FAIL) {
        fails += 1;
        failed = listFilters;
      } else if (state === MIXED) mixed += 1;
    }
    // Rows failing two filters, or one whose facet is not counted, count nowhere.
    if (fails >= 2 || (fails === 1 && (facetOf[failed] as number) < 0)) {
      wholeBlocks += 1;
      continue;
    }
    if (base === PASS && mixed === 0) {
      wholeBlocks += 1;
      if (fails === 0) {
        blockMarks[block] = mark;
        wholes += size;
        if (!leaveOut) addToCounts(block);
      } else {
        const facet = facetOf[failed] as number;
        if (facet === tally.keys.length && tally.features) addBlock(blocks.features, block, tally.features);
        else if (facet >= 0)
          addBlock(countedHistograms[facet] as BlockHistogram, block, tally.counts[facet] as Int32Array);
      }
      continue;
    }
    partialBlocks += 1;
    let opened = 0;
    for (let index = 0; index < listFilters; index++) if (states[index] === MIXED) open[opened++] = index;
    const testFeatures = states[listFilters] === MIXED ? features : undefined;
    for (let row = from; row < to; row++) {
      let rowFailed = failed;
      let failures = fails;
      for (let at = 0; at < opened && failures < 2; at++) {
        const index = open[at] as number;
        if (
          (firstTables[index] as Uint8Array)[(firstColumns[index] as Uint16Array)[row] as number] === 1 ||
          (secondTables[index] as Uint8Array)[(secondColumns[index] as Uint16Array)[row] as number] === 1
        )
          continue;
        rowFailed = index;
        failures += 1;
      }
      if (failures < 2 && testFeatures && !testFeatures(row)) {
        rowFailed = listFilters;
        failures += 1;
      }
      if (failures === 2 || (failures === 1 && (facetOf[rowFailed] as number) < 0)) continue;
      const rowYear = year[row] as number;
      const rowPrice = price[row] as number;
      const rowMpg = mpgHighway[row] as number;
      if (
        rowYear < yearLow ||
        rowYear > yearHigh ||
        rowPrice < priceLow ||
        rowPrice > priceHigh ||
        (mileage[row] as number) > mileageHigh ||
        rowMpg < mpgLow ||
        rowMpg > mpgHigh
      ) {
        if (leaveOut) rest[rests++] = row;
        continue;
      }
      if (failures === 0) {
        marks[row] = mark;
        matched[partials++] = row;
      } else countOne(snapshot, tally, row, facetOf[rowFailed] as number);
    }
  }
  if (leaveOut) {
    countAll(snapshot, tally, rest.subarray(0, rests));
    subtractFrom(every(), tally);
  } else countAll(snapshot, tally, matched.subarray(0, partials));
  return {
    total: wholes + partials,
    counted: leaveOut ? 'left out' : 'kept',
    partials,
    blockMarks,
    wholeBlocks,
    partialBlocks,
  };
}

/**
 * Whether a search's ranges pass more whole blocks' rows than they fail: then counting the rows it leaves out, and
 * taking them from every row's counts, is the shorter way to its facet counts (a nationwide search from 2019 on
 * keeps 85 % of the rows; counting its 7,300 kept blocks under 13 facets was a third of its 10 ms at 1,000,000).
 */
function keepsMost(blocks: SnapshotBlocks, bounds: ReturnType<typeof rangeBounds>, size: number): boolean {
  let kept = 0;
  let left = 0;
  for (let block = 0; block < blocks.count; block++) {
    const rows = Math.min(blocks.rows, size - block * blocks.rows);
    const state = rangeState(blocks, block, bounds);
    if (state === PASS) kept += rows;
    else if (state === FAIL) left += rows;
  }
  return kept > left;
}

/**
 * Whether a search is a radius with no test the place blocks do not hold (owner, excluded ids, exchange): what both
 * the place blocks (readsPlaces) and the rows by code (readsPostings) need.
 */
function placesHold(search: ListingSearch): boolean {
  return (
    search.origin !== undefined &&
    search.radius !== undefined &&
    search.ownerId === undefined &&
    (search.excludeIds ?? []).length === 0 &&
    search.vehicleExchange !== true
  );
}

/**
 * Whether a search reads the place blocks: a radius with no list filter (so a whole block's rows count under every
 * facet, or none), and no test the summaries do not hold.
 */
function readsPlaces(search: ListingSearch, filters: FacetFilters): boolean {
  return placesHold(search) && filters.keys.length === 0;
}

/**
 * A radius search with no list filter over the place blocks (`places`: blocks of the snapshot's own rows): a block
 * wholly among the rows certainly within the radius (an inside range of `rowRanges`) whose ranges all pass is
 * counted from its summary under every facet and marked; one whose ranges fail is skipped; every other row is read
 * as scanRows reads it. The counts and marks are those of scanRows. With `keep` false it only counts, leaving the
 * marks and matches alone (the own facet of a search with one list filter: scanPostings).
 */
function scanPlaces(
  snapshot: SearchSnapshot,
  places: SnapshotBlocks,
  search: ListingSearch,
  passesBase: Test | undefined,
  tally: Tallies,
  scratch: Scratch,
  keep = true,
): BlockScan {
  const { marks, mark, rest } = scratch;
  const matched = keep ? scratch.matched : rest;
  if (scratch.blockMarks?.length !== places.count) scratch.blockMarks = new Uint32Array(places.count);
  const blockMarks = scratch.blockMarks;
  const passesInside = baseTest(
    snapshot,
    { ...search, origin: undefined, radius: undefined },
    scratch.distances,
  );
  const bounds = rangeBounds(search);
  const countedHistograms = tally.keys.map((key) => places.columns[key]);
  const { rows: blockRows } = places;
  let wholes = 0;
  let partials = 0;
  let wholeBlocks = 0;
  let partialBlocks = 0;
  const read = (from: number, to: number, test: Test | undefined) => {
    for (let row = from; row < to; row++) {
      if (test && !test(row)) continue;
      if (keep) marks[row] = mark;
      matched[partials++] = row;
    }
  };
  const ranges = rowRanges(snapshot, search);
  for (let range = 0; range < ranges.length; range += 3) {
    const from = ranges[range] as number;
    const to = ranges[range + 1] as number;
    if (ranges[range + 2] !== 1) {
      read(from, to, passesBase);
      continue;
    }
    const firstBlock = Math.ceil(from / blockRows);
    const endBlock = Math.floor(to / blockRows);
    if (firstBlock >= endBlock) {
      read(from, to, passesInside);
      continue;
    }
    read(from, firstBlock * blockRows, passesInside);
    for (let block = firstBlock; block < endBlock; block++) {
      const state = rangeState(places, block, bounds);
      if (state === MIXED) {
        partialBlocks += 1;
        read(block * blockRows, (block + 1) * blockRows, passesInside);
        continue;
      }
      wholeBlocks += 1;
      if (state === FAIL) continue;
      if (keep) blockMarks[block] = mark;
      wholes += blockRows;
      countedHistograms.forEach((histogram, facet) => {
        addBlock(histogram, block, tally.counts[facet] as Int32Array);
      });
      if (tally.features) addBlock(places.features, block, tally.features);
    }
    read(endBlock * blockRows, to, passesInside);
  }
  countAll(snapshot, tally, matched.subarray(0, partials));
  return { total: wholes + partials, counted: 'kept', partials, blockMarks, wholeBlocks, partialBlocks };
}

/**
 * The rows of `key`'s codes allowed by `table` within `ranges` (rowRanges), from their postings by binary search:
 * a few hundred steps for the rows a list filter would have a scan read.
 */
function rowsByCode(
  snapshot: SearchSnapshot,
  key: keyof typeof FACET_COLUMNS,
  table: Uint8Array,
  ranges: number[],
): number {
  const { start, rows } = postingsOf(snapshot, key);
  let count = 0;
  for (let code = 1; code < table.length; code++) {
    if (table[code] !== 1) continue;
    const first = start[code] as number;
    const end = start[code + 1] as number;
    for (let range = 0; range < ranges.length; range += 3)
      count +=
        firstRowAtLeast(rows, first, end, ranges[range + 1] as number) -
        firstRowAtLeast(rows, first, end, ranges[range] as number);
  }
  return count;
}

/**
 * Share of a box's rows above which reading two filters' rows by code (the driver's, and the next one's for the
 * driver's own facet) is not taken over reading the box. Measured at 1,000,000 (the profile snapshot, side by side):
 * a make with used cars, whose rows are about three quarters of the box's, 1.06 -> 0.88 ms by code, so reading
 * by code wins up to about the box's own rows.
 */
const READ_BY_CODE_SHARE = 1;

/**
 * The list filters a search reads by code (scanPostings), fewest rows within its box first, when it does: a
 * radius, no test the place blocks do not hold, and either one list filter alone (not the trim, nor features), or
 * two or more that can be read by code (the trim and features may come with them) whose rows to read are at most
 * READ_BY_CODE_SHARE of the box's: the first's, the matches' source, and the second's when the first one's own
 * facet is counted. With them, the box's row ranges (rowRanges) it counted them in, for the scan to read.
 */
function readsPostings(
  snapshot: SearchSnapshot,
  search: ListingSearch,
  filters: FacetFilters,
  facetOf: readonly number[],
): { posted: number[]; ranges: number[] } | undefined {
  if (!placesHold(search) || filters.keys.length === 0) return undefined;
  const ranges = rowRanges(snapshot, search);
  const rowsOf = new Map<number, number>();
  for (let index = 0; index < filters.firstColumns.length; index++) {
    const key = filters.keys[index] as keyof typeof FACET_COLUMNS;
    if (key !== 'trimCode')
      rowsOf.set(index, rowsByCode(snapshot, key, filters.firstTables[index] as Uint8Array, ranges));
  }
  const posted = [...rowsOf.keys()].sort((a, b) => (rowsOf.get(a) as number) - (rowsOf.get(b) as number));
  if (filters.keys.length === 1) return posted.length === 1 ? { posted, ranges } : undefined;
  const [driver, second] = posted;
  if (driver === undefined || second === undefined) return undefined;
  let boxRows = 0;
  for (let range = 0; range < ranges.length; range += 3)
    boxRows += (ranges[range + 1] as number) - (ranges[range] as number);
  const toRead =
    (rowsOf.get(driver) as number) + ((facetOf[driver] as number) >= 0 ? (rowsOf.get(second) as number) : 0);
  return toRead <= READ_BY_CODE_SHARE * boxRows ? { posted, ranges } : undefined;
}

/**
 * Visits the rows of `key`'s codes allowed by `table` that lie within `ranges` (rowRanges: from, to, and 1 for
 * rows certainly within the radius), each with the base test it needs; how many it visited.
 */
function visitByCode(
  snapshot: SearchSnapshot,
  key: keyof typeof FACET_COLUMNS,
  table: Uint8Array,
  ranges: number[],
  tests: { inside: Test | undefined; edge: Test | undefined },
  visit: (row: number, test: Test | undefined) => void,
): number {
  const { start, rows } = postingsOf(snapshot, key);
  let visited = 0;
  for (let code = 1; code < table.length; code++) {
    if (table[code] !== 1) continue;
    const end = start[code + 1] as number;
    let at = start[code] as number;
    for (let range = 0; range < ranges.length && at < end; range += 3) {
      const to = ranges[range + 1] as number;
      const test = ranges[range + 2] === 1 ? tests.inside : tests.edge;
      at = firstRowAtLeast(rows, at, end, ranges[range] as number);
      for (; at < end; at++) {
        const row = rows[at] as number;
        if (row >= to) break;
        visited += 1;
        visit(row, test);
      }
    }
  }
  return visited;
}

/**
 * A radius search with list filters without reading every row of its box (radius and make: 40 % of the growth mix;
 * with a model or a listing type as well, another 36 %). The matches come from the rows of the most selective
 * filter's codes within the box's row ranges (`postingsOf`), the driver: tested against the other filters as
 * scanRows tests them, the matches counted under every facet and a row failing one other filter alone under that
 * filter's facet (it passes every other, the driver's included, so it is among the driver's rows). The driver's own
 * facet counts what the search finds with the driver cleared: with no other list filter, a radius search with none,
 * from the place blocks; else the rows of the next most selective filter's codes that pass every filter but the
 * driver. The counts and marks are those of scanRows (a 50-mile radius around a city holds some 20,000 rows at
 * 1,000,000, of which one make holds a tenth and one model a hundredth).
 */
function scanPostings(
  snapshot: SearchSnapshot,
  search: ListingSearch,
  filters: FacetFilters,
  { posted, ranges }: { posted: readonly number[]; ranges: number[] },
  passesBase: Test | undefined,
  tally: Tallies,
  facetOf: number[],
  scratch: Scratch,
): { total: number; read: number } {
  const { firstColumns, firstTables, secondColumns, secondTables, features } = filters;
  const listFilters = firstColumns.length;
  const driver = posted[0] as number;
  const driverKey = filters.keys[driver] as keyof typeof FACET_COLUMNS;
  const tests = {
    inside: baseTest(snapshot, { ...search, origin: undefined, radius: undefined }, scratch.distances),
    edge: passesBase,
  };
  /** Whether `row` passes list filter `index`. */
  const passes = (index: number, row: number) =>
    (firstTables[index] as Uint8Array)[(firstColumns[index] as Uint16Array)[row] as number] === 1 ||
    (secondTables[index] as Uint8Array)[(secondColumns[index] as Uint16Array)[row] as number] === 1;
  let read = 0;

  let own: Int32Array | undefined;
  if ((facetOf[driver] as number) >= 0) {
    const owned = tallies(snapshot, [driverKey]);
    if (filters.keys.length === 1)
      scanPlaces(snapshot, placesOf(snapshot), search, passesBase, owned, scratch, false);
    else {
      const second = posted[1] as number;
      read += visitByCode(
        snapshot,
        filters.keys[second] as keyof typeof FACET_COLUMNS,
        firstTables[second] as Uint8Array,
        ranges,
        tests,
        (row, test) => {
          for (let index = 0; index < listFilters; index++)
            if (index !== driver && index !== second && !passes(index, row)) return;
          if ((features && !features(row)) || (test && !test(row))) return;
          countOne(snapshot, owned, row, 0);
        },
      );
    }
    own = owned.counts[0];
  }

  const { marks, mark, matched } = scratch;
  let total = 0;
  read += visitByCode(snapshot, driverKey, firstTables[driver] as Uint8Array, ranges, tests, (row, test) => {
    let failed = -1;
    let failures = 0;
    for (let index = 0; index < listFilters; index++) {
      if (index === driver || passes(index, row)) continue;
      failed = index;
      if (++failures === 2) return;
    }
    if (features && !features(row)) {
      if (++failures === 2) return;
      failed = listFilters;
    }
    if (failures === 1 && (facetOf[failed] as number) < 0) return;
    if (test && !test(row)) return;
    if (failures === 0) {
      marks[row] = mark;
      matched[total++] = row;
    } else countOne(snapshot, tally, row, facetOf[failed] as number);
  });
  countAll(snapshot, tally, matched.subarray(0, total));
  if (own) (tally.counts[facetOf[driver] as number] as Int32Array).set(own);
  return { total, read };
}

/** The first position of `from` to `to` whose row is >= `row`, by binary search. */
function firstRowAtLeast(rows: Int32Array, from: number, to: number, row: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((rows[middle] as number) < row) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Every match of a block scan as snapshot rows: those read one by one, then the whole blocks' (called when they
 * are a page's worth at most).
 */
function matchesOf(blocks: SnapshotBlocks, scan: BlockScan, scratch: Scratch): Int32Array {
  const { matched, mark } = scratch;
  const rows = new Int32Array(scan.total);
  let count = 0;
  for (let index = 0; index < scan.partials; index++)
    rows[count++] = blocks.order[matched[index] as number] as number;
  for (let block = 0; block < blocks.count; block++) {
    if (scan.blockMarks[block] !== mark) continue;
    const end = Math.min((block + 1) * blocks.rows, blocks.order.length);
    for (let position = block * blocks.rows; position < end; position++)
      rows[count++] = blocks.order[position] as number;
  }
  return rows;
}

/**
 * Reads the rows a search may find one by one (its box, or every row), marking the matches and counting them
 * and the rows that fail one filter alone into `tally`; the matches' number.
 */
function scanRows(
  snapshot: SearchSnapshot,
  search: ListingSearch,
  facetKeys: readonly FacetKey[],
  filters: FacetFilters,
  passesBase: Test | undefined,
  tally: Tallies,
  facetOf: number[],
  scratch: Scratch,
): number {
  const { marks, mark, matched, single, singleFacet, rest } = scratch;
  const counting = tally.keys.length > 0 || tally.features !== undefined;
  const { firstColumns, firstTables, secondColumns, secondTables, features } = filters;
  const listFilters = firstColumns.length;
  let total = 0;
  let singles = 0;
  let rests = 0;
  const ranges = rowRanges(snapshot, search);
  const nationwide = search.radius === undefined || !search.origin;
  // Rows certainly within the radius and its box need the other base tests only.
  const passesInside = search.origin
    ? baseTest(snapshot, { ...search, origin: undefined, radius: undefined }, scratch.distances)
    : passesBase;

  for (let range = 0; range < ranges.length; range += 3) {
    const test = ranges[range + 2] === 1 ? passesInside : passesBase;
    for (let row = ranges[range] as number; row < (ranges[range + 1] as number); row++) {
      // The list filters first: a row that fails two of them counts nowhere, so its base test (its distance) is
      // never needed.
      let failed = -1;
      let failures = 0;
      for (let index = 0; index < listFilters; index++) {
        if (
          (firstTables[index] as Uint8Array)[(firstColumns[index] as Uint16Array)[row] as number] === 1 ||
          (secondTables[index] as Uint8Array)[(secondColumns[index] as Uint16Array)[row] as number] === 1
        )
          continue;
        failed = index;
        if (++failures === 2) break;
      }
      if (failures < 2 && features && !features(row)) {
        failed = listFilters;
        failures += 1;
      }
      // Nor does one that fails a filter whose facet is not counted, outside a nationwide search's rest.
      if (failures === 1 && !nationwide && (!counting || (facetOf[failed] as number) < 0)) continue;
      if (failures === 2 || (test && !test(row))) {
        if (nationwide) rest[rests++] = row;
        continue;
      }
      if (failures === 0) {
        marks[row] = mark;
        matched[total++] = row;
      } else {
        const facet = facetOf[failed] as number;
        // Kept for later when the counts may be taken the other way round (nationwide), else counted now.
        if (nationwide) {
          single[singles] = row;
          singleFacet[singles++] = facet;
        } else if (facet >= 0 && counting) countOne(snapshot, tally, row, facet);
      }
    }
  }

  if (counting) {
    // A disjunctive facet counts what the search finds with its own filter cleared: the matches, and the rows
    // that failed that filter alone. When a nationwide search keeps most rows, counting what it leaves out and
    // taking that from every row's counts is the shorter way to the same numbers.
    const facetCount = tally.keys.length + (tally.features ? 1 : 0);
    if (nationwide && (rests + singles) * facetCount + singles < total * facetCount + singles) {
      countAll(snapshot, tally, rest.subarray(0, rests));
      countAll(snapshot, tally, single.subarray(0, singles));
      for (let index = 0; index < singles; index++) {
        const facet = singleFacet[index] as number;
        if (facet >= 0) countOne(snapshot, tally, single[index] as number, facet, -1);
      }
      subtractFrom(everyRowCounts(snapshot, facetKeys), tally);
    } else {
      countAll(snapshot, tally, matched.subarray(0, total));
      for (let index = 0; index < singles; index++) {
        const facet = singleFacet[index] as number;
        if (facet >= 0) countOne(snapshot, tally, single[index] as number, facet);
      }
    }
  }
  return total;
}

/**
 * How many rows a search finds within each of `radii` around its origin, and nationwide, as countByRadius in
 * search-listings.ts counts them: one scan of the widest radius's box, each match's distance held against every
 * radius (and its box, as SQL holds it), and one nationwide count from the block summaries. A count a radius would
 * read the box again each time, and the nationwide one compute a distance a row: the "search wider" offers of a
 * search that found nothing cost 60 to 80 ms at 1,000,000 rows that way.
 */
export function countWithin(
  snapshot: SearchSnapshot,
  search: ListingSearch,
  radii: readonly number[],
): { byRadius: Map<number, number>; nationwide: number } {
  const unbounded = { ...search, origin: undefined, radius: undefined, firstRecord: 0, numRecords: 0 };
  const nationwide = queryIndex(snapshot, unbounded, []).total;
  const { origin } = search;
  if (!origin || radii.length === 0)
    return { byRadius: new Map(radii.map((radius) => [radius, nationwide])), nationwide };
  const widest = { ...search, radius: Math.max(...radii) };
  const scratch = scratchOf(snapshot);
  const filters = facetFilters(snapshot, widest);
  const total = scanRows(
    snapshot,
    widest,
    [],
    filters,
    baseTest(snapshot, widest, scratch.distances),
    tallies(snapshot, []),
    filters.keys.map(() => -1),
    scratch,
  );
  const { distances, matched } = scratch;
  measure(snapshot, origin, matched.subarray(0, total), distances);
  const { latitude, longitude } = snapshot;
  const byRadius = new Map<number, number>();
  for (const radius of radii) {
    const { south, north, west, east } = box(origin, radius);
    let count = 0;
    for (let index = 0; index < total; index++) {
      const row = matched[index] as number;
      const rowLatitude = latitude[row] as number;
      const rowLongitude = longitude[row] as number;
      if (
        (distances[row] as number) <= radius &&
        rowLatitude >= south &&
        rowLatitude <= north &&
        rowLongitude >= west &&
        rowLongitude <= east
      )
        count += 1;
    }
    byRadius.set(radius, count);
  }
  return { byRadius, nationwide };
}

/** A comparison of two rows while selecting a page from the matches, in steps of the walk down a sort's order. */
const COMPARISON_STEPS = 4;

/**
 * How far a walk down a sort's order may go before the page is taken from the matches instead: as far as that
 * selection would cost (about a comparison a match). A walk expects to read `end / total` of the order, but matches
 * cluster: the 7,000 BMWs under $15,000 all have high mileage, so mileage order found them at its far end.
 */
function walkBudget(total: number): number {
  return total * COMPARISON_STEPS;
}

/**
 * The search over a snapshot: the page's rows, the total and the facet counts. Rows marked in `out` (a layered
 * index's rows taken out, search-layers.ts) are left out of the page but not of the counts, which the layers
 * correct by their sums.
 */
export function queryIndex(
  snapshot: SearchSnapshot,
  search: ListingSearch,
  facetKeys: readonly FacetKey[] = DEFAULT_FACETS,
  out?: Uint8Array,
): IndexResult {
  const scratch = scratchOf(snapshot);
  const { distances, marks, mark, matched } = scratch;
  const { origin } = search;
  // An origin without a radius filters nothing: it only measures, the page's rows (or every match, to sort by
  // distance), so the scan goes as it goes for a search without one.
  const scanned = origin && search.radius === undefined ? { ...search, origin: undefined } : search;
  const byDistance = search.sortBy === 'distanceASC' && origin !== undefined;
  const passesBase = baseTest(snapshot, scanned, distances);
  const filters = facetFilters(snapshot, search);
  if (!passesBase && filters.keys.length === 0 && !byDistance) {
    const result = everything(snapshot, search, facetKeys, out);
    if (!origin) return result;
    measure(
      snapshot,
      origin,
      Int32Array.from(result.page, ({ row }) => row),
      distances,
    );
    return { ...result, page: result.page.map(({ row }) => ({ row, distance: distances[row] ?? null })) };
  }
  const blocks = readsBlocks(scanned) && !byDistance ? blocksOf(snapshot) : undefined;
  const places = !blocks && readsPlaces(scanned, filters) ? placesOf(snapshot) : undefined;
  const summaries = blocks ?? places;
  // The counts read the columns of the rows the scan reads (clustered ones for a block scan).
  const tally = tallies(blocks?.clustered ?? snapshot, facetKeys);
  // The facet each filter's failures are counted under, when its facet is counted at all.
  const facetOf = filters.keys.map((key) =>
    key === 'featureCode' ? (tally.features ? tally.keys.length : -2) : tally.keys.indexOf(key as never),
  );
  const end = search.firstRecord + search.numRecords;
  let total: number;
  /** Every match as a snapshot row (a block scan's whole blocks are listed on demand). */
  let matches: () => Int32Array;
  let blockMarks: Uint32Array | undefined;
  let blockReads: IndexResult['blocks'];
  let readByCode: number | undefined;
  const byCode = summaries ? undefined : readsPostings(snapshot, scanned, filters, facetOf);
  if (blocks) {
    // The same filters over the clustered rows (same dictionaries, so the same codes and facet order).
    const { clustered } = blocks;
    const scan = scanBlocks(
      clustered,
      blocks,
      search,
      facetFilters(clustered, search),
      tally,
      facetOf,
      scratch,
      () => everyRowCounts(snapshot, facetKeys),
    );
    total = scan.total;
    blockMarks = scan.blockMarks;
    blockReads = { whole: scan.wholeBlocks, partial: scan.partialBlocks, counted: scan.counted };
    matches = () => matchesOf(blocks, scan, scratch);
  } else if (places) {
    const scan = scanPlaces(snapshot, places, search, passesBase, tally, scratch);
    total = scan.total;
    blockMarks = scan.blockMarks;
    blockReads = { whole: scan.wholeBlocks, partial: scan.partialBlocks, counted: scan.counted };
    matches = () => matchesOf(places, scan, scratch);
  } else if (byCode) {
    const scan = scanPostings(snapshot, scanned, filters, byCode, passesBase, tally, facetOf, scratch);
    total = scan.total;
    readByCode = scan.read;
    const rows = matched.subarray(0, total);
    matches = () => rows;
  } else {
    total = scanRows(snapshot, scanned, facetKeys, filters, passesBase, tally, facetOf, scratch);
    const rows = matched.subarray(0, total);
    matches = () => rows;
  }

  let pageRows: number[] | undefined;
  let pageFrom: IndexResult['pageFrom'] = 'matches';
  const rowSort = search.sortBy === 'distanceASC' ? 'relevance' : search.sortBy;
  if (byDistance) {
    const rows = matches();
    measure(snapshot, origin, rows, distances);
    pageRows = topRows(rows, nearestFirst(snapshot, distances), search.firstRecord, search.numRecords, out);
  } else if (total > end && (end / total) * snapshot.size < walkBudget(total)) {
    // Walking the sort's order is expected to find the page sooner than a selection from the matches.
    const rows = order(snapshot, rowSort);
    const found: number[] = [];
    const stop = Math.min(rows.length, walkBudget(total));
    let seen = 0;
    let position = 0;
    for (; position < stop && seen < end; position++) {
      const row = rows[position] as number;
      if (out?.[row]) continue;
      if (summaries && blockMarks) {
        // A match read row by row is marked at its position in the blocks' order; one read from a summary, by its
        // block.
        const at = summaries.positionOf[row] as number;
        if (marks[at] !== mark && blockMarks[Math.floor(at / summaries.rows)] !== mark) continue;
      } else if (marks[row] !== mark) continue;
      if (seen >= search.firstRecord) found.push(row);
      seen += 1;
    }
    if (seen >= end || position === rows.length) pageRows = found;
    pageFrom = pageRows ? 'order' : 'order, then matches';
  }
  pageRows ??= topRows(matches(), comparator(snapshot, rowSort), search.firstRecord, search.numRecords, out);
  if (origin) measure(snapshot, origin, Int32Array.from(pageRows), distances);
  return {
    total,
    facets: facetLists(snapshot, tally),
    page: pageRows.map((row) => ({ row, distance: origin ? (distances[row] ?? null) : null })),
    ...(blockReads && { blocks: blockReads }),
    ...(readByCode !== undefined && { readByCode }),
    pageFrom,
  };
}
