import { CONTRACTS } from '@forecourt/contracts';
import { createZipcodesDirectory } from '@forecourt/location/zipcodes';
import { describe, expect, it } from 'vitest';
import { facetLabel, slugLabel } from './facet-labels';
import { canonicalQuery, listingTypeFilter, toListingSearch } from './search-request';

const zips = createZipcodesDirectory();
const parse = (query: Record<string, string>) => CONTRACTS.searchListings.query.parse(query);

describe('toListingSearch', () => {
  it('maps the contract query into the search module, codes upper-cased and sorts renamed', () => {
    const { search, origin } = toListingSearch(
      parse({
        makeCode: 'honda',
        trimCode: 'civic|ex',
        mpgRange: '30-40',
        sortBy: 'priceDESC',
        zip: '78701',
      }),
      zips,
    );
    expect(search).toMatchObject({
      makeCode: ['HONDA'],
      trimCode: ['CIVIC|EX'],
      minMpg: 30,
      maxMpg: 40,
      sortBy: 'derivedpriceDESC',
      radius: 50,
      firstRecord: 0,
      numRecords: 25,
    });
    expect(origin?.location).toEqual({ zip: '78701', city: 'Austin', state: 'TX', searchRadius: 50 });
    expect(toListingSearch(parse({ mpgRange: '30-' }), zips).search).not.toHaveProperty('maxMpg');
  });

  it('reads searchRadius 0 as nationwide, distances still measured', () => {
    const { search } = toListingSearch(parse({ zip: '78701', searchRadius: '0' }), zips);
    expect(search.radius).toBeUndefined();
    expect(search.origin).toBeDefined();
  });
});

describe('listingTypeFilter', () => {
  it.each([
    [undefined, undefined],
    [['ALL'], undefined],
    [['USED', 'ALL'], undefined],
    [
      ['USED', 'CERTIFIED'],
      ['USED', 'CERTIFIED'],
    ],
  ])('%j filters %j', (types, filter) => {
    expect(listingTypeFilter(types)).toEqual(filter);
  });
});

describe('canonicalQuery', () => {
  it('sorts keys, keeps lists as lists, writes numbers and flags as text, drops absent values', () => {
    expect(
      canonicalQuery({
        zip: '78701',
        makeCode: ['HONDA'],
        numRecords: 25,
        vehicleExchange: true,
        city: undefined,
      }),
    ).toEqual({
      makeCode: ['HONDA'],
      numRecords: '25',
      vehicleExchange: 'true',
      zip: '78701',
    });
    expect(Object.keys(canonicalQuery({ b: '1', a: '2' }))).toEqual(['a', 'b']);
  });
});

describe('facetLabel', () => {
  it.each([
    // Issue 29's condition vocabulary (CONDITION_NAMES of @forecourt/listings).
    ['listingType', '3P_CERT', 'Certified by a third party'],
    ['listingType', 'CERTIFIED', 'Certified by the maker'],
    ['listingType', 'USED', 'Used'],
    ['sellerType', 'p', 'By Owner'],
    ['vehicleStyleCode', 'SUVCROSS', 'SUV'],
    ['engineCode', 'ROTARY', 'Rotary'],
    ['fuelTypeGroup', 'PIH', 'Plug-In Hybrid'],
    ['featureCode', 'APPLE_CARPLAY', 'Apple CarPlay'],
    ['makeCode', 'ALFA', 'Alfa Romeo'],
    ['modelCode', 'F150PICKUP', 'F-150'],
    ['trimCode', 'CIVIC|EX+L', 'EX-L'],
    ['trimCode', 'NOPE|GT', 'GT'],
    ['transmissionCode', 'CVT', 'CVT'],
  ] as const)('labels %s %s as %s', (key, value, label) => {
    expect(facetLabel(key, value)).toBe(label);
  });

  it('reads a slug as words', () => {
    expect(slugLabel('third-party-certified')).toBe('Third Party Certified');
  });
});
