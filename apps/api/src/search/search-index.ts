import { DEFAULT_FACETS, FACET_COLUMNS, type FacetKey, type ListingSearch } from './listing-search';
import type { FacetCount } from './search-listings';
import { comparator, nearest, order } from './search-order';
import { cellOf, type SearchSnapshot } from './search-snapshot';

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
}

type Test = (row: number) => boolean;

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
      if (code === undefined) known = false;
      else required[(code - 1) >>> 5] = (required[(code - 1) >>> 5] ?? 0) | (1 << ((code - 1) & 31));
    }
    const { features } = snapshot;
    filters.keys.push('featureCode');
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

/**
 * Where a search may find rows, as [from, to) pairs: per strip of latitude its box spans, the rows within its
 * longitudes (a strip is in longitude order); or every row.
 */
function rowRanges(snapshot: SearchSnapshot, search: ListingSearch): number[] {
  const { origin, radius } = search;
  if (!origin || radius === undefined) return [0, snapshot.size];
  const { south, north, west, east } = box(origin, radius);
  const { first, start } = snapshot.cells;
  const ranges: number[] = [];
  const lastCell = first + start.length - 2;
  for (let cell = Math.max(cellOf(south), first); cell <= Math.min(cellOf(north), lastCell); cell++) {
    const begin = start[cell - first] as number;
    const end = start[cell - first + 1] as number;
    const from = firstAtLeast(snapshot.longitude, begin, end, west, false);
    const to = firstAtLeast(snapshot.longitude, from, end, east, true);
    if (from < to) ranges.push(from, to);
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
    const count = tally.counts[facet] as Int32Array;
    for (let index = 0; index < rows.length; index++) {
      const code = column[rows[index] as number] as number;
      count[code] = (count[code] as number) + 1;
    }
  });
  const features = tally.features;
  if (features)
    for (let index = 0; index < rows.length; index++)
      countFeatures(snapshot, features, rows[index] as number);
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
): IndexResult {
  const tally = everyRowCounts(snapshot, facetKeys);
  const rows = order(snapshot, search.sortBy === 'distanceASC' ? 'relevance' : search.sortBy);
  const page = Array.from(rows.subarray(search.firstRecord, search.firstRecord + search.numRecords));
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

/** The search over a snapshot: the page's rows, the total and the facet counts. */
export function queryIndex(
  snapshot: SearchSnapshot,
  search: ListingSearch,
  facetKeys: readonly FacetKey[] = DEFAULT_FACETS,
): IndexResult {
  const { distances, marks, mark, matched, single, singleFacet, rest } = scratchOf(snapshot);
  const passesBase = baseTest(snapshot, search, distances);
  const filters = facetFilters(snapshot, search);
  if (!passesBase && filters.keys.length === 0) return everything(snapshot, search, facetKeys);
  const tally = tallies(snapshot, facetKeys);
  // The facet each filter's failures are counted under, when its facet is counted at all.
  const facetOf = filters.keys.map((key) =>
    key === 'featureCode' ? (tally.features ? tally.keys.length : -2) : tally.keys.indexOf(key as never),
  );
  const counting = tally.keys.length > 0 || tally.features !== undefined;
  const { firstColumns, firstTables, secondColumns, secondTables, features } = filters;
  const listFilters = firstColumns.length;
  let total = 0;
  let singles = 0;
  let rests = 0;
  const ranges = rowRanges(snapshot, search);
  const nationwide = ranges.length === 2 && ranges[0] === 0 && ranges[1] === snapshot.size;

  for (let range = 0; range < ranges.length; range += 2)
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
      if (failures === 2 || (passesBase && !passesBase(row))) {
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

  const matchedRows = matched.subarray(0, total);
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
      countAll(snapshot, tally, matchedRows);
      for (let index = 0; index < singles; index++) {
        const facet = singleFacet[index] as number;
        if (facet >= 0) countOne(snapshot, tally, single[index] as number, facet);
      }
    }
  }

  const end = search.firstRecord + search.numRecords;
  let pageRows: number[];
  if (search.sortBy === 'distanceASC' && search.origin) {
    pageRows = nearest(snapshot, matchedRows, distances, search.firstRecord, search.numRecords);
  } else if (matchedRows.length <= end) {
    // Every match is on the page or before it: sorting the matches beats walking the whole order.
    const sortBy = search.sortBy === 'distanceASC' ? 'relevance' : search.sortBy;
    pageRows = Array.from(matchedRows).sort(comparator(snapshot, sortBy)).slice(search.firstRecord, end);
  } else {
    const rows = order(snapshot, search.sortBy === 'distanceASC' ? 'relevance' : search.sortBy);
    pageRows = [];
    let seen = 0;
    for (let position = 0; position < rows.length && seen < end; position++) {
      const row = rows[position] as number;
      if (marks[row] !== mark) continue;
      if (seen >= search.firstRecord) pageRows.push(row);
      seen += 1;
    }
  }
  return {
    total,
    facets: facetLists(snapshot, tally),
    page: pageRows.map((row) => ({ row, distance: search.origin ? (distances[row] ?? null) : null })),
  };
}
