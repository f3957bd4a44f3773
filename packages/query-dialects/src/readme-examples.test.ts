import { describe, expect, it } from 'vitest';
import { dropRedundantLocation, normalizeQuery, toListingQuery, toSearchQuery } from './index';

// The examples of README.md, so that they stay true.
describe('README examples', () => {
  it('normalizeQuery', () => {
    expect(
      normalizeQuery({ zip: ' 30303 ', makeCodeList: 'HONDA,FORD', city: '', requestId: 'r1', radius: 50 }),
    ).toEqual({ makeCodeList: ['HONDA', 'FORD'], radius: '50', zip: '30303' });
  });

  it('dropRedundantLocation', async () => {
    const query = normalizeQuery({ city: 'Atlanta', state: 'GA', zip: '30303', searchRadius: '50' });
    const byZip: Record<string, number> = { '30303': 50 };
    const byCity: Record<string, string> = { 'Atlanta GA': '30303' };
    const result = await dropRedundantLocation(query, {
      defaultRadius: (zip) => byZip[zip],
      centerZip: async (city, state) => byCity[`${city} ${state}`],
    });
    expect(result).toEqual({ city: 'Atlanta', state: 'GA' });
  });

  it('toListingQuery and toSearchQuery', () => {
    expect(
      toListingQuery({ makeCodeList: 'HONDA', listingTypes: 'NEW,USED', maxMileage: '30000', zip: '30303' }),
    ).toEqual({ listingType: ['NEW', 'USED'], makeCode: ['HONDA'], mileage: '30000', zip: '30303' });
    expect(toSearchQuery({ makeCode: ['HONDA', 'FORD'], newSearch: 'true' })).toEqual({
      isNewSearch: 'true',
      makeCodeList: 'HONDA,FORD',
    });
  });
});
