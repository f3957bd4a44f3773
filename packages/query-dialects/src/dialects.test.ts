import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIALECT_CASES } from './dialects.cases';
import {
  LIST_KEYS,
  LISTING_TO_SEARCH_KEYS,
  listingKeyOf,
  normalizeQuery,
  SEARCH_LIST_KEYS,
  SEARCH_TO_LISTING_KEYS,
  SPEC_SEARCH_TO_LISTING_KEYS,
  searchKeyOf,
  sortedQuery,
  toListingEntries,
  toListingQuery,
  toSearchQuery,
} from './index';
import { queryValue } from './normalize-query.arbitraries';

/** The search form of a normalised query: "List values are comma-joined in the search form". */
function commaJoined(query: Record<string, string | string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : value.join(',')]),
  );
}

/** Listing-service names that differ from their search-form names: a valid search query has none of them. */
const LISTING_ONLY_KEYS = new Set(Object.keys(LISTING_TO_SEARCH_KEYS));

const searchKey = fc.oneof(
  fc.constantFrom(...Object.keys(SEARCH_TO_LISTING_KEYS), ...SEARCH_LIST_KEYS),
  fc.constantFrom('zip', 'searchRadius', 'startYear', 'endYear', 'yearRange', 'marketExtension', 'city'),
  fc.string().filter((key) => !LISTING_ONLY_KEYS.has(key)),
);
const searchQuery = fc.dictionary(searchKey, queryValue);

describe('the key tables (spec 001 section 3)', () => {
  // "mapped pairwise: makeCodeList to makeCode, ..., packages to packageName"
  it('holds the ten pairs the spec names', () => {
    expect(SPEC_SEARCH_TO_LISTING_KEYS.map((key) => [key, SEARCH_TO_LISTING_KEYS[key]])).toEqual([
      ['makeCodeList', 'makeCode'],
      ['modelCodeList', 'modelCode'],
      ['trimCodeList', 'trimCode'],
      ['maxMileage', 'mileage'],
      ['priceRange', 'price'],
      ['sellerTypes', 'sellerType'],
      ['listingTypes', 'listingType'],
      ['vhrTypes', 'vehicleHistoryType'],
      ['isNewSearch', 'newSearch'],
      ['packages', 'packageName'],
    ]);
  });

  it('is one-to-one, frozen, and its reverse is exact', () => {
    const pairs = Object.entries(SEARCH_TO_LISTING_KEYS);
    expect(new Set(pairs.map(([, listing]) => listing)).size).toBe(pairs.length);
    expect(Object.entries(LISTING_TO_SEARCH_KEYS)).toEqual(
      pairs.map(([search, listing]) => [listing, search]),
    );
    for (const table of [SEARCH_TO_LISTING_KEYS, LISTING_TO_SEARCH_KEYS, LIST_KEYS, SEARCH_LIST_KEYS]) {
      expect(Object.isFrozen(table)).toBe(true);
    }
  });

  it('has no search key that is also a listing key of another pair', () => {
    for (const key of Object.keys(SEARCH_TO_LISTING_KEYS)) expect(LISTING_ONLY_KEYS.has(key)).toBe(false);
  });

  it('has the list keys the search-results segments name (spec 001 section 2)', () => {
    expect([...LIST_KEYS].sort()).toEqual(
      [
        'makeCode',
        'modelCode',
        'trimCode',
        'seriesCode',
        'sellerType',
        'listingType',
        'vehicleHistoryType',
        'packageName',
        'vehicleStyleCode',
        'driveGroup',
        'engineCode',
        'fuelTypeGroup',
        'featureCode',
        'extColorSimple',
        'transmissionCode',
      ].sort(),
    );
    expect(SEARCH_LIST_KEYS).toEqual(LIST_KEYS.map(searchKeyOf));
  });

  it('leaves unknown keys and Object.prototype names alone', () => {
    for (const key of ['zip', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(listingKeyOf(key)).toBe(key);
      expect(searchKeyOf(key)).toBe(key);
    }
  });
});

describe('toListingQuery and toSearchQuery (spec 001 section 3)', () => {
  it.each(DIALECT_CASES)('$rule: search form to listing form', ({ search, listing }) => {
    const result = toListingQuery(search);
    expect(result).toEqual(listing);
    expect(Object.keys(result)).toEqual(Object.keys(listing));
  });

  it.each(DIALECT_CASES)('$rule: listing form to search form', ({ search, listing }) => {
    const result = toSearchQuery(listing);
    expect(result).toEqual(search);
    expect(Object.keys(result)).toEqual(Object.keys(search));
  });

  // "List values are comma-joined in the search form and arrays in the listing form."
  it('makes every list value an array in the listing form, even one value', () => {
    expect(toListingQuery({ makeCodeList: 'HONDA', driveGroup: ['AWD4WD'] })).toEqual({
      driveGroup: ['AWD4WD'],
      makeCode: ['HONDA'],
    });
  });

  it('comma-joins every array in the search form', () => {
    expect(toSearchQuery({ makeCode: ['HONDA', 'FORD'], zip: ['30303', '30305'] })).toEqual({
      makeCodeList: 'HONDA,FORD',
      zip: '30303,30305',
    });
  });

  it('normalises first (spec 001 section 5)', () => {
    const query = {
      makeCodeList: ' HONDA , ',
      requestId: 'r1',
      zip: '',
      isNewSearch: true,
      searchRadius: 25,
    };
    expect(toListingQuery(query)).toEqual({ makeCode: ['HONDA'], newSearch: 'true', searchRadius: '25' });
    expect(
      toSearchQuery({ makeCode: [' HONDA', null], showAccelerateBanner: 'true', newSearch: false }),
    ).toEqual({
      isNewSearch: 'false',
      makeCodeList: 'HONDA',
    });
  });

  it('lets the renamed key win when a query holds both a key and its counterpart', () => {
    expect(toListingQuery({ makeCode: 'FORD', makeCodeList: 'HONDA' })).toEqual({ makeCode: ['HONDA'] });
    expect(toListingQuery({ packageName: 'A', packages: 'B' })).toEqual({ packageName: ['B'] });
    expect(toSearchQuery({ makeCode: 'HONDA', makeCodeList: 'FORD' })).toEqual({ makeCodeList: 'HONDA' });
    expect(toSearchQuery({ packageName: 'B', packages: 'A' })).toEqual({ packages: 'B' });
  });

  it('lets the renamed key win whatever the order the keys arrive in (a Map keeps its order)', () => {
    const renamedFirst = new Map([
      ['makeCodeList', 'HONDA'],
      ['makeCode', 'FORD'],
    ]);
    const renamedLast = new Map([
      ['makeCode', 'FORD'],
      ['makeCodeList', 'HONDA'],
    ]);
    expect(toListingQuery(renamedFirst)).toEqual({ makeCode: ['HONDA'] });
    expect(toListingQuery(renamedLast)).toEqual({ makeCode: ['HONDA'] });
  });

  it('reads a Map as it reads an object, __proto__ included as an ordinary key', () => {
    const params = new Map<string, unknown>([
      ['zip', ' 30303 '],
      ['__proto__', 'x'],
      ['makeCodeList', 'HONDA,FORD'],
    ]);
    const listing = toListingQuery(params);
    expect(Object.keys(listing)).toEqual(['__proto__', 'makeCode', 'zip']);
    expect(Object.getPrototypeOf(listing)).toBe(Object.prototype);
    expect(listing.makeCode).toEqual(['HONDA', 'FORD']);
  });

  it('gives the same query as a Map, unsorted, for callers that change it before sorting once', () => {
    fc.assert(
      fc.property(searchQuery, (query) => {
        const entries = toListingEntries(query);
        expect(entries).toBeInstanceOf(Map);
        const sorted = sortedQuery(entries);
        expect(sorted).toEqual(toListingQuery(query));
        expect(Object.keys(sorted)).toEqual(Object.keys(toListingQuery(query)));
      }),
      { numRuns: 200 },
    );
  });

  it('never changes its input', () => {
    const search = { makeCodeList: ['HONDA'], zip: ' 30303 ' };
    const listing = { makeCode: ['HONDA', 'FORD'] };
    toListingQuery(search);
    toSearchQuery(listing);
    expect(search).toEqual({ makeCodeList: ['HONDA'], zip: ' 30303 ' });
    expect(listing).toEqual({ makeCode: ['HONDA', 'FORD'] });
  });

  it('round-trips a valid search query: toSearchQuery(toListingQuery(q)) is q normalised, lists comma-joined', () => {
    fc.assert(
      fc.property(searchQuery, (query) => {
        const result = toSearchQuery(toListingQuery(query));
        const expected = commaJoined(normalizeQuery(query));
        expect(result).toEqual(expected);
        expect(Object.keys(result)).toEqual(Object.keys(expected));
      }),
    );
  });

  it('gives arrays for every list key in the listing form', () => {
    fc.assert(
      fc.property(searchQuery, (query) => {
        const listing = toListingQuery(query);
        for (const key of LIST_KEYS)
          if (Object.hasOwn(listing, key)) expect(listing[key]).toBeInstanceOf(Array);
      }),
    );
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (query) => {
        toSearchQuery(toListingQuery(query));
      }),
    );
  });
});
