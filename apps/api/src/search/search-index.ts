import { DEFAULT_FACETS, FACET_COLUMNS, type FacetKey, type ListingSearch } from './listing-search';
import type { FacetCount } from './search-listings';
import { nearest, order } from './search-order';
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

/** The filters that are not facets; records the distance of each row that passes them when there is an origin. */
function baseTest(snapshot: SearchSnapshot, search: ListingSearch, distances: Float64Array): Test {
  const s = snapshot;
  const { startYear, endYear, minPrice, maxPrice, mileage, minMpg, maxMpg, ownerId, origin, radius } = search;
  const excluded = new Set(search.excludeIds ?? []);
  const cosOrigin = origin ? Math.cos(origin.latitude * RADIANS) : 1;
  const box =
    origin && radius !== undefined
      ? {
          dLat: radius / MILES_PER_DEGREE,
          dLon: radius / (MILES_PER_DEGREE * Math.max(Math.cos(origin.latitude * RADIANS), 0.01)),
        }
      : undefined;
  return (row) => {
    const year = s.year[row] ?? 0;
    const price = s.price[row] ?? 0;
    const mpg = s.mpgHighway[row] ?? -1;
    if (startYear !== undefined && year < startYear) return false;
    if (endYear !== undefined && year > endYear) return false;
    if (minPrice !== undefined && price < minPrice) return false;
    if (maxPrice !== undefined && price > maxPrice) return false;
    if (mileage !== undefined && (s.mileage[row] ?? 0) > mileage) return false;
    if (minMpg !== undefined && (mpg < 0 || mpg < minMpg)) return false;
    if (maxMpg !== undefined && (mpg < 0 || mpg > maxMpg)) return false;
    if (search.vehicleExchange && s.vehicleExchange[row] !== 1) return false;
    if (ownerId !== undefined && s.ownerId[row] !== ownerId) return false;
    if (excluded.size > 0 && excluded.has(s.id[row] ?? 0)) return false;
    if (origin) {
      const latitude = s.latitude[row] ?? 0;
      const longitude = s.longitude[row] ?? 0;
      if (box && radius !== undefined) {
        if (latitude < origin.latitude - box.dLat || latitude > origin.latitude + box.dLat) return false;
        if (longitude < origin.longitude - box.dLon || longitude > origin.longitude + box.dLon) return false;
      }
      const distance = haversine(origin, cosOrigin, latitude, longitude);
      if (radius !== undefined && !(distance <= radius)) return false;
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

/** Adds a row to the counts of every facet (`only` -1), or of facet `only` alone (`keys.length` for features). */
function countRow(snapshot: SearchSnapshot, tally: Tallies, row: number, only: number): void {
  const { columns, counts } = tally;
  for (let facet = 0; facet < columns.length; facet++) {
    if (only !== -1 && only !== facet) continue;
    const code = columns[facet]?.[row] ?? 0;
    const count = counts[facet];
    if (code !== 0 && count) count[code] = (count[code] ?? 0) + 1;
  }
  const features = tally.features;
  if (!features || (only !== -1 && only !== columns.length)) return;
  const words = snapshot.featureWords;
  for (let word = 0; word < words; word++) {
    let bits = snapshot.features[row * words + word] ?? 0;
    while (bits !== 0) {
      const code = word * 32 + (31 - Math.clz32(bits & -bits)) + 1;
      features[code] = (features[code] ?? 0) + 1;
      bits &= bits - 1;
    }
  }
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
  const distances = new Float64Array(snapshot.size);
  const passesBase = baseTest(snapshot, search, distances);
  const filters = facetFilters(snapshot, search);
  const tally = tallies(snapshot, facetKeys);
  // The facet each filter's failures are counted under, when its facet is counted at all.
  const facetOf = filters.map(({ key }) =>
    key === 'featureCode' ? (tally.features ? tally.keys.length : -2) : tally.keys.indexOf(key as never),
  );
  const counting = tally.keys.length > 0 || tally.features !== undefined;
  const matched = new Uint8Array(snapshot.size);
  const matchedRows: number[] = [];

  for (let row = 0; row < snapshot.size; row++) {
    if (!passesBase(row)) continue;
    let failed = -1;
    let failures = 0;
    for (let index = 0; index < filters.length && failures < 2; index++) {
      if (filters[index]?.test(row)) continue;
      failed = index;
      failures += 1;
    }
    if (failures === 0) {
      matched[row] = 1;
      matchedRows.push(row);
      if (counting) countRow(snapshot, tally, row, -1);
    } else if (failures === 1 && counting) {
      // A disjunctive facet counts what the search finds with its own filter cleared.
      const facet = facetOf[failed] ?? -1;
      if (facet >= 0) countRow(snapshot, tally, row, facet);
    }
  }

  const end = search.firstRecord + search.numRecords;
  let pageRows: number[];
  if (search.sortBy === 'distanceASC' && search.origin) {
    pageRows = nearest(snapshot, matchedRows, distances, search.firstRecord, search.numRecords);
  } else {
    const rows = order(snapshot, search.sortBy === 'distanceASC' ? 'relevance' : search.sortBy);
    pageRows = [];
    let seen = 0;
    for (let position = 0; position < rows.length && seen < end; position++) {
      const row = rows[position] ?? 0;
      if (matched[row] !== 1) continue;
      if (seen >= search.firstRecord) pageRows.push(row);
      seen += 1;
    }
  }
  return {
    total: matchedRows.length,
    facets: facetLists(snapshot, tally),
    page: pageRows.map((row) => ({ row, distance: search.origin ? (distances[row] ?? null) : null })),
  };
}
