import { DEFAULT_FACETS, FACET_COLUMNS, type FacetKey, type ListingSearch } from './listing-search';
import type { FacetCount } from './search-listings';
import { comparator, nearest, order } from './search-order';
import type { SearchSnapshot } from './search-snapshot';

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

interface FacetFilter {
  key: FacetKey;
  test: Test;
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
  return table;
}

function facetFilters(snapshot: SearchSnapshot, search: ListingSearch): FacetFilter[] {
  const filters: FacetFilter[] = [];
  for (const key of Object.keys(FACET_COLUMNS) as (keyof typeof FACET_COLUMNS)[]) {
    const values = search[key];
    if (!values || values.length === 0) continue;
    if (key === 'trimCode') {
      const qualified = allowed(snapshot, 'trimCode', values);
      const bare = allowed(snapshot, 'trimBare', values);
      const { trimCode, trimBare } = snapshot.columns;
      filters.push({
        key,
        test: (row) => qualified[trimCode[row] ?? 0] === 1 || bare[trimBare[row] ?? 0] === 1,
      });
      continue;
    }
    const table = allowed(snapshot, key, values);
    table[0] = 0;
    const column = snapshot.columns[key];
    filters.push({ key, test: (row) => table[column[row] ?? 0] === 1 });
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
    filters.push({
      key: 'featureCode',
      test: (row) => {
        if (!known) return false;
        for (let word = 0; word < words; word++) {
          const need = required[word] ?? 0;
          if (((features[row * words + word] ?? 0) & need) !== need) return false;
        }
        return true;
      },
    });
  }
  return filters;
}

/** Where a search may find rows: the band of latitude-ordered rows its radius spans, or every row. */
function rowRange(snapshot: SearchSnapshot, search: ListingSearch): { from: number; to: number } {
  const { origin, radius } = search;
  if (!origin || radius === undefined) return { from: 0, to: snapshot.size };
  const dLat = radius / MILES_PER_DEGREE;
  return {
    from: firstAtLeast(snapshot.latitude, origin.latitude - dLat, false),
    to: firstAtLeast(snapshot.latitude, origin.latitude + dLat, true),
  };
}

/** The first row whose latitude is >= `value` (> `value` when `past`), by binary search. */
function firstAtLeast(latitudes: Float64Array, value: number, past: boolean): number {
  let low = 0;
  let high = latitudes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const latitude = latitudes[middle] ?? 0;
    if (latitude < value || (past && latitude === value)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The filters that are not facets, as one test of a row; records the distance of each row that passes when there
 * is an origin. The latitude half of the radius box is the row range's job (`rowRange`).
 */
function baseTest(snapshot: SearchSnapshot, search: ListingSearch, distances: Float64Array): Test {
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
  const dLon =
    origin && radius !== undefined
      ? radius / (MILES_PER_DEGREE * Math.max(Math.cos(origin.latitude * RADIANS), 0.01))
      : Number.POSITIVE_INFINITY;
  const west = origin ? origin.longitude - dLon : 0;
  const east = origin ? origin.longitude + dLon : 0;
  const within = radius ?? Number.POSITIVE_INFINITY;
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
      const rowLongitude = longitude[row] as number;
      if (rowLongitude < west || rowLongitude > east) return false;
      const distance = haversine(origin, cosOrigin, latitude[row] as number, rowLongitude);
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

/** Adds a row to the counts of one facet: index `facet` of `tally.keys`, or `keys.length` for features. */
function countOne(snapshot: SearchSnapshot, tally: Tallies, row: number, facet: number): void {
  if (facet === tally.keys.length) {
    if (tally.features) countFeatures(snapshot, tally.features, row);
    return;
  }
  const code = (tally.columns[facet] as Uint16Array)[row] as number;
  const count = tally.counts[facet] as Int32Array;
  if (code !== 0) count[code] = (count[code] as number) + 1;
}

function countFeatures(snapshot: SearchSnapshot, features: Int32Array, row: number): void {
  const words = snapshot.featureWords;
  for (let word = 0; word < words; word++) {
    let bits = snapshot.features[row * words + word] as number;
    while (bits !== 0) {
      const code = word * 32 + (31 - Math.clz32(bits & -bits)) + 1;
      features[code] = (features[code] as number) + 1;
      bits &= bits - 1;
    }
  }
}

/**
 * Per snapshot, the per-row buffers a search writes (distances, and a mark for the rows it matched): a search runs
 * start to end without yielding, so one set serves every search, and a 1,000,000-row snapshot is not 9 MB of
 * zeroed arrays a search. A mark is the search's number, so nothing needs clearing between searches.
 */
const SCRATCH = new WeakMap<
  SearchSnapshot,
  { distances: Float64Array; marks: Uint32Array; mark: number; matched: Int32Array }
>();

function scratchOf(snapshot: SearchSnapshot) {
  let scratch = SCRATCH.get(snapshot);
  if (!scratch || scratch.mark === 0xffff_ffff) {
    const size = snapshot.size;
    scratch = {
      distances: new Float64Array(size),
      marks: new Uint32Array(size),
      mark: 0,
      matched: new Int32Array(size),
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

/** The search over a snapshot: the page's rows, the total and the facet counts. */
export function queryIndex(
  snapshot: SearchSnapshot,
  search: ListingSearch,
  facetKeys: readonly FacetKey[] = DEFAULT_FACETS,
): IndexResult {
  const { distances, marks, mark, matched } = scratchOf(snapshot);
  const passesBase = baseTest(snapshot, search, distances);
  const filters = facetFilters(snapshot, search);
  const tests = filters.map((filter) => filter.test);
  const tally = tallies(snapshot, facetKeys);
  // The facet each filter's failures are counted under, when its facet is counted at all.
  const facetOf = filters.map(({ key }) =>
    key === 'featureCode' ? (tally.features ? tally.keys.length : -2) : tally.keys.indexOf(key as never),
  );
  const counting = tally.keys.length > 0 || tally.features !== undefined;
  let total = 0;
  const { from, to } = rowRange(snapshot, search);

  for (let row = from; row < to; row++) {
    if (!passesBase(row)) continue;
    let failed = -1;
    let failures = 0;
    for (let index = 0; index < tests.length && failures < 2; index++) {
      if ((tests[index] as Test)(row)) continue;
      failed = index;
      failures += 1;
    }
    if (failures === 0) {
      marks[row] = mark;
      matched[total++] = row;
    } else if (failures === 1 && counting) {
      // A disjunctive facet counts what the search finds with its own filter cleared.
      const facet = facetOf[failed] as number;
      if (facet >= 0) countOne(snapshot, tally, row, facet);
    }
  }

  const matchedRows = matched.subarray(0, total);
  if (counting) countAll(snapshot, tally, matchedRows);

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
