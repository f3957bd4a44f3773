import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SEARCH_RADIUS,
  dropRedundantLocation,
  type LocationLookups,
  type NormalizedQuery,
  normalizeQuery,
} from './index';
import { queryValue } from './normalize-query.arbitraries';

const ATLANTA = { city: 'Atlanta', state: 'GA' } as const;

/** Lookups over one zip (30303, default radius 75) and one city (Atlanta, GA, centre zip 30303). */
const lookups: LocationLookups = {
  defaultRadius: (zip) => (zip === '30303' ? 75 : undefined),
  centerZip: async (city, state) => (city === 'Atlanta' && state === 'GA' ? '30303' : undefined),
};

const boom = () => {
  throw new Error('lookup down');
};
const rejecting = () => Promise.reject(new Error('lookup down'));

interface LocationCase {
  /** The spec's words this case checks (spec 001 section 5), or the README decision it pins down. */
  rule: string;
  query: NormalizedQuery;
  lookups: LocationLookups;
  expected: NormalizedQuery;
}

// "Search radius is dropped when it equals the zip's default radius (fallback 50)."
const RADIUS_CASES: LocationCase[] = [
  {
    rule: "radius equal to the zip's default radius is dropped",
    query: { searchRadius: '75', zip: '30303' },
    lookups,
    expected: { zip: '30303' },
  },
  {
    rule: "radius other than the zip's default radius is kept",
    query: { searchRadius: '50', zip: '30303' },
    lookups,
    expected: { searchRadius: '50', zip: '30303' },
  },
  {
    rule: 'radius is compared as a number',
    query: { searchRadius: '75.0', zip: '30303' },
    lookups,
    expected: { zip: '30303' },
  },
  {
    rule: 'fallback 50: lookup gives nothing',
    query: { searchRadius: '50', zip: '90210' },
    lookups,
    expected: { zip: '90210' },
  },
  {
    rule: 'fallback 50: no lookup given',
    query: { searchRadius: '50', zip: '30303' },
    lookups: {},
    expected: { zip: '30303' },
  },
  {
    rule: 'fallback 50: lookup throws',
    query: { searchRadius: '50', zip: '30303' },
    lookups: { defaultRadius: boom },
    expected: { zip: '30303' },
  },
  {
    rule: 'fallback 50: lookup rejects',
    query: { searchRadius: '50', zip: '30303' },
    lookups: { defaultRadius: rejecting },
    expected: { zip: '30303' },
  },
  {
    rule: 'fallback 50: lookup answers a non-number',
    query: { searchRadius: '50', zip: '30303' },
    lookups: { defaultRadius: () => Number.NaN },
    expected: { zip: '30303' },
  },
  {
    rule: 'decision: fallback 50 when there is no zip',
    query: { searchRadius: '50' },
    lookups,
    expected: {},
  },
  {
    rule: 'fallback 50 keeps another radius',
    query: { searchRadius: '100', zip: '30303' },
    lookups: { defaultRadius: rejecting },
    expected: { searchRadius: '100', zip: '30303' },
  },
  {
    rule: 'decision: a list of radii is not one radius',
    query: { searchRadius: ['50', '75'], zip: '30303' },
    lookups,
    expected: { searchRadius: ['50', '75'], zip: '30303' },
  },
  {
    rule: 'decision: a radius that is not a number is kept',
    query: { searchRadius: 'wide' },
    lookups,
    expected: { searchRadius: 'wide' },
  },
];

// "A zip is dropped when it equals the centre zip of the chosen city and state."
const ZIP_CASES: LocationCase[] = [
  {
    rule: 'zip equal to the centre zip of the city and state is dropped',
    query: { ...ATLANTA, zip: '30303' },
    lookups,
    expected: { ...ATLANTA },
  },
  {
    rule: 'another zip is kept',
    query: { ...ATLANTA, zip: '30305' },
    lookups,
    expected: { ...ATLANTA, zip: '30305' },
  },
  {
    rule: 'no city: zip kept',
    query: { state: 'GA', zip: '30303' },
    lookups,
    expected: { state: 'GA', zip: '30303' },
  },
  {
    rule: 'no state: zip kept',
    query: { city: 'Atlanta', zip: '30303' },
    lookups,
    expected: { city: 'Atlanta', zip: '30303' },
  },
  {
    rule: 'no centre-zip lookup: zip kept',
    query: { ...ATLANTA, zip: '30303' },
    lookups: {},
    expected: { ...ATLANTA, zip: '30303' },
  },
  {
    rule: 'lookup throws: zip kept',
    query: { ...ATLANTA, zip: '30303' },
    lookups: { centerZip: boom },
    expected: { ...ATLANTA, zip: '30303' },
  },
  {
    rule: 'lookup rejects: zip kept',
    query: { ...ATLANTA, zip: '30303' },
    lookups: { centerZip: rejecting },
    expected: { ...ATLANTA, zip: '30303' },
  },
  {
    rule: 'both rules at once: the radius is judged against the zip that is dropped',
    query: { ...ATLANTA, searchRadius: '75', zip: '30303' },
    lookups,
    expected: { ...ATLANTA },
  },
];

describe('dropRedundantLocation (spec 001 section 5)', () => {
  it('uses the spec default radius', () => {
    // spec 001 section 9: "Default search radius 50."
    expect(DEFAULT_SEARCH_RADIUS).toBe(50);
  });

  it.each([...RADIUS_CASES, ...ZIP_CASES])('$rule', async ({ query, lookups, expected }) => {
    const result = await dropRedundantLocation(query, lookups);
    expect(result).toEqual(expected);
    expect(Object.keys(result)).toEqual(Object.keys(expected));
  });

  it('compares a number radius too', async () => {
    const query = normalizeQuery({ searchRadius: 75, zip: 30303 });
    expect(await dropRedundantLocation(query, lookups)).toEqual({ zip: '30303' });
  });

  it('asks the lookups only what it needs', async () => {
    const defaultRadius = vi.fn(() => 50);
    const centerZip = vi.fn(() => '30303');
    await dropRedundantLocation({ city: 'Atlanta', zip: '30303' }, { defaultRadius, centerZip });
    expect(defaultRadius).not.toHaveBeenCalled();
    expect(centerZip).not.toHaveBeenCalled();
    await dropRedundantLocation(
      { ...ATLANTA, searchRadius: '10', zip: '30303' },
      { defaultRadius, centerZip },
    );
    expect(defaultRadius).toHaveBeenCalledWith('30303');
    expect(centerZip).toHaveBeenCalledWith('Atlanta', 'GA');
  });

  it('keeps other keys and their order, and never changes its input', async () => {
    const query = { city: 'Atlanta', makeCodeList: ['HONDA'], searchRadius: '75', state: 'GA', zip: '30303' };
    const copy = structuredClone(query);
    const result = await dropRedundantLocation(query, lookups);
    expect(Object.keys(result)).toEqual(['city', 'makeCodeList', 'state']);
    expect(query).toEqual(copy);
    expect(result).not.toBe(query);
  });

  it('never rejects when lookups fail, and only ever removes searchRadius or zip', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('city', 'state', 'zip', 'searchRadius', 'makeCodeList'), queryValue),
        fc.constantFrom<LocationLookups>({}, lookups, { defaultRadius: boom, centerZip: rejecting }),
        async (raw, someLookups) => {
          const query = normalizeQuery(raw);
          const result = await dropRedundantLocation(query, someLookups);
          const removed = Object.keys(query).filter((key) => !Object.hasOwn(result, key));
          for (const key of removed) expect(['searchRadius', 'zip']).toContain(key);
          for (const [key, value] of Object.entries(result)) expect(value).toBe(query[key]);
        },
      ),
    );
  });
});
