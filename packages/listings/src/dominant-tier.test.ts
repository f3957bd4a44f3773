import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOMINANT_TIER_MIN_LISTINGS, DOMINANT_TIER_SAMPLE_SIZE, dominantTier, listingTier } from './index';

const featured = { priority: 20 };
const premium = { priority: 30 };
const standard = { priority: 10 };
const many = <T>(count: number, item: T): T[] => Array.from({ length: count }, () => item);

// "For 20 or more listings the first 25 are counted and the dominant tier (Featured or Standard, ties to
// Featured) is reported." (spec 000 section 9)
describe('dominantTier (spec 000 section 9)', () => {
  it('quotes the spec', () => {
    expect(DOMINANT_TIER_MIN_LISTINGS).toBe(20);
    expect(DOMINANT_TIER_SAMPLE_SIZE).toBe(25);
  });

  it.each([
    ['19 listings: not reported', many(19, featured), undefined],
    ['20 listings, all Featured', many(20, featured), 'Featured'],
    ['20 listings, all Standard', many(20, standard), 'Standard'],
    ['20 listings, 10 and 10: ties to Featured', [...many(10, standard), ...many(10, featured)], 'Featured'],
    ['20 listings, 9 Featured and 11 Standard', [...many(9, featured), ...many(11, standard)], 'Standard'],
    ['PREMIUM counts as Featured', [...many(11, premium), ...many(9, standard)], 'Featured'],
    [
      'only the first 25 are counted',
      [...many(12, featured), ...many(13, standard), ...many(30, featured)],
      'Standard',
    ],
    [
      'the first 25 of 26: 13 Featured of 25',
      [...many(13, featured), ...many(12, standard), standard],
      'Featured',
    ],
    ['listings without priority count as Standard', [...many(9, featured), ...many(11, {})], 'Standard'],
  ] as const)('%s', (_label, listings, tier) => {
    expect(dominantTier(listings)).toBe(tier);
  });

  it.each([
    [5, 'Standard'],
    [10, 'Standard'],
    [15, 'Standard'],
    [17, 'Standard'],
    [20, 'Featured'],
    [30, 'Featured'],
    [undefined, 'Standard'],
  ] as const)('priority %s is the %s tier', (priority, tier) => {
    expect(listingTier({ priority })).toBe(tier);
  });

  it('reports the majority of the first 25, Featured on a tie, for any list of 20 or more', () => {
    const listing = fc.constantFrom<{ priority?: number }>(featured, standard, premium, {});
    fc.assert(
      fc.property(fc.array(listing, { minLength: 20, maxLength: 40 }), (listings) => {
        const sample = listings.slice(0, 25);
        const featuredCount = sample.filter((item) => (item.priority ?? 0) >= 20).length;
        expect(dominantTier(listings)).toBe(featuredCount * 2 >= sample.length ? 'Featured' : 'Standard');
      }),
      { numRuns: 200 },
    );
  });
});
