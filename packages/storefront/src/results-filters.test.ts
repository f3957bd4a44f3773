import type { FacetFilterGroup, RangeFilterGroup } from '@forecourt/ui';
import { describe, expect, it } from 'vitest';
import { FACET_GROUPS, filterGroups, RANGE_KEYS, withRange } from './results-filters';

const FACETS = {
  makeCode: [
    { value: 'HONDA', label: 'Honda', count: 120 },
    { value: 'TOYOTA', label: 'Toyota', count: 80 },
  ],
  listingType: [
    { value: 'USED', label: 'Used', count: 150 },
    { value: 'NEW', label: 'New', count: 50 },
  ],
  featureCode: [{ value: 'SUNROOF', label: 'Sunroof', count: 12 }],
  driveGroup: [],
};

const facetGroups = (groups: ReturnType<typeof filterGroups>) =>
  groups.filter((group): group is FacetFilterGroup => group.kind === 'facets');
const rangeGroups = (groups: ReturnType<typeof filterGroups>) =>
  groups.filter((group): group is RangeFilterGroup => group.kind === 'range');

describe('filterGroups', () => {
  it('lists the facets the search counted, in the panel order, each value with its count', () => {
    const groups = facetGroups(filterGroups({ makeCode: ['HONDA'] }, FACETS));
    expect(groups.map((group) => group.label)).toEqual(['Condition', 'Make', 'Features']);
    expect(groups[1]).toEqual({
      kind: 'facets',
      key: 'makeCode',
      label: 'Make',
      defaultExpanded: true,
      options: [
        { value: 'HONDA', label: 'Honda', count: 120, checked: true },
        { value: 'TOYOTA', label: 'Toyota', count: 80, checked: false },
      ],
    });
  });

  it('leaves out a facet with no values and keeps the narrower groups folded', () => {
    const groups = facetGroups(filterGroups({}, FACETS));
    expect(groups.some((group) => group.key === 'driveGroup')).toBe(false);
    expect(groups.find((group) => group.key === 'featureCode')?.defaultExpanded).toBe(false);
    expect(groups.find((group) => group.key === 'listingType')?.defaultExpanded).toBe(true);
  });

  it('gives a group the page holds only part of its size, and says when the rest could not be fetched', () => {
    const more = { optionCounts: { makeCode: 30, featureCode: 1 } };
    const groups = facetGroups(filterGroups({}, FACETS, more));
    expect(groups.find((group) => group.key === 'makeCode')).toMatchObject({ optionCount: 30 });
    expect(groups.find((group) => group.key === 'makeCode')?.optionsError).toBeUndefined();
    // A count no larger than the options held changes nothing.
    expect(groups.find((group) => group.key === 'featureCode')).not.toHaveProperty('optionCount');
    const failed = facetGroups(filterGroups({}, FACETS, { ...more, optionsError: true }));
    expect(failed.find((group) => group.key === 'makeCode')).toMatchObject({
      optionCount: 30,
      optionsError: true,
    });
    expect(failed.find((group) => group.key === 'listingType')).not.toHaveProperty('optionsError');
  });

  it('orders the facet groups as shoppers narrow a search, starting with the condition and the make', () => {
    expect(FACET_GROUPS.slice(0, 4).map(([key]) => key)).toEqual([
      'listingType',
      'makeCode',
      'modelCode',
      'trimCode',
    ]);
  });

  it('always offers price, year and mileage ranges with the search bounds', () => {
    const ranges = rangeGroups(filterGroups({ minPrice: '10000', maxPrice: '25000', mileage: '60000' }, {}));
    expect(ranges).toEqual([
      { kind: 'range', key: 'price', label: 'Price', step: 500, bounds: 'both', min: 10000, max: 25000 },
      { kind: 'range', key: 'year', label: 'Year', step: 1, bounds: 'both' },
      // Spec 000 s3 maxMileage: mileage is a maximum only.
      { kind: 'range', key: 'mileage', label: 'Mileage', step: 5000, bounds: 'max', max: 60000 },
    ]);
  });

  it('ignores bounds that are not numbers', () => {
    const [price] = rangeGroups(filterGroups({ minPrice: 'cheap' }, {}));
    expect(price).not.toHaveProperty('min');
  });
});

describe('withRange', () => {
  it('maps each range to the query keys of the listing-service dialect ("priceRange to price", "maxMileage to mileage")', () => {
    expect(RANGE_KEYS).toEqual({
      price: ['minPrice', 'maxPrice'],
      year: ['startYear', 'endYear'],
      mileage: [null, 'mileage'],
    });
  });

  it('sets the bounds and starts again from the first page', () => {
    expect(
      withRange({ makeCode: ['HONDA'], firstRecord: '25' }, 'price', { min: 10000, max: 20000 }),
    ).toEqual({
      makeCode: ['HONDA'],
      minPrice: '10000',
      maxPrice: '20000',
    });
    expect(withRange({}, 'year', { min: 2018, max: 2020 })).toEqual({ startYear: '2018', endYear: '2020' });
  });

  it('clears a bound that is not given', () => {
    expect(withRange({ minPrice: '10000', maxPrice: '20000' }, 'price', { max: 15000 })).toEqual({
      maxPrice: '15000',
    });
    expect(withRange({ startYear: '2018', endYear: '2020' }, 'year', {})).toEqual({});
  });

  it('sets only the maximum of a maximum-only range', () => {
    expect(withRange({}, 'mileage', { min: 1000, max: 50000 })).toEqual({ mileage: '50000' });
  });
});
