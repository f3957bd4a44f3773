import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalQuery,
  DRIVE_GROUP,
  decode,
  ENGINE,
  EXPERIENCE,
  EXT_COLOR,
  encode,
  FEATURE,
  FUEL_TYPE_GROUP,
  LISTING_TYPE,
  MAKE,
  match,
  SELLER_TYPE,
  type SearchQuery,
  SeoEncodeError,
  US_STATES,
  VEHICLE_STYLE,
  type Vocabulary,
} from './index';
import { toSlug } from './slug';

const codeOf = (words: Vocabulary) => fc.constantFrom(...words.codes.values());
const listOf = (words: Vocabulary) => fc.uniqueArray(codeOf(words), { minLength: 1, maxLength: 2 });
const code = fc.stringMatching(/^[A-Z][A-Z0-9]{0,7}$/);
const digits = (min: number, max: number) => fc.integer({ min, max }).map(String);
const word = fc.stringMatching(/^[a-z]{2,8}$/);
const city = fc
  .array(word, { minLength: 1, maxLength: 3 })
  .map((words) => words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' '));

/** A valid search in the canonical form `decode` produces, minus the default listing type. */
const validQuery: fc.Arbitrary<SearchQuery> = fc
  .record(
    {
      experience: codeOf(EXPERIENCE),
      listingType: listOf(LISTING_TYPE),
      sellerType: listOf(SELLER_TYPE),
      vehicleStyleCode: listOf(VEHICLE_STYLE),
      driveGroup: listOf(DRIVE_GROUP),
      engineCode: listOf(ENGINE),
      fuelTypeGroup: listOf(FUEL_TYPE_GROUP),
      featureCode: listOf(FEATURE),
      extColorSimple: listOf(EXT_COLOR),
      minPrice: digits(0, 200_000),
      maxPrice: digits(0, 200_000),
      mpgRange: fc.oneof(
        digits(10, 60).map((n) => `${n}-`),
        fc.tuple(digits(10, 30), digits(31, 99)).map(([a, b]) => `${a}-${b}`),
      ),
      vehicleExchange: fc.constant('true'),
      vehicleUseType: fc
        .constantFrom(['COMMERCIAL'], ['PERSONAL'], ['COMMERCIAL', 'PERSONAL'])
        .map((list) => [...list]),
      year: digits(1981, 2027),
      yearRange: fc.tuple(digits(1981, 2000), digits(2001, 2027)),
      makeCode: fc.uniqueArray(codeOf(MAKE), { minLength: 1, maxLength: 2 }),
      seriesCode: fc.uniqueArray(code, { minLength: 1, maxLength: 2 }),
      modelCode: fc.uniqueArray(code, { minLength: 1, maxLength: 2 }),
      trimCode: fc.uniqueArray(code, { minLength: 1, maxLength: 2 }),
      listingId: digits(10_000, 999_999_999),
      location: fc.record({ city, state: fc.constantFrom(...US_STATES) }),
      zip: fc.stringMatching(/^\d{5}$/),
      searchRadius: digits(0, 500),
      sortBy: fc.constantFrom('derivedpriceASC', 'distanceASC', 'relevance'),
    },
    { requiredKeys: [] },
  )
  .map(({ year, yearRange, location, ...rest }) => {
    const query: SearchQuery = { ...rest };
    if (year) Object.assign(query, { startYear: year, endYear: year });
    else if (yearRange) Object.assign(query, { startYear: yearRange[0], endYear: yearRange[1] });
    if (location) Object.assign(query, location);
    return query;
  });

function expected(query: SearchQuery): SearchQuery {
  const canonical = canonicalQuery(query);
  if (!canonical.listingType) canonical.listingType = ['ALL'];
  return canonical;
}

// Property runs are many; on a loaded 2-core CI machine they need more than vitest's 5 s default.
describe('properties', { timeout: 60_000 }, () => {
  it('decode(encode(q)) is the normalised q, for every valid query and brand', () => {
    fc.assert(
      fc.property(
        validQuery,
        fc.constantFrom('atc', 'kbb', 'ford') as fc.Arbitrary<'atc' | 'kbb' | 'ford'>,
        (query, brand) => {
          const { pathname, search } = encode(query, { brand });
          const series = (_make: string, segment: string) =>
            Array.isArray(query.seriesCode) &&
            query.seriesCode.length === 1 &&
            toSlug(query.seriesCode[0] as string) === segment
              ? (query.seriesCode[0] as string)
              : undefined;
          const decoded = decode(pathname, search, { series });
          expect(decoded).toEqual({ ok: true, query: expected(query) });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('match and decode answer any string with a value, never an exception', () => {
    const anyPath = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'binary' }).map((rest) => `/cars-for-sale/${rest}`),
      fc
        .array(
          fc.oneof(fc.webSegment(), fc.constantFrom('%', '%E0%A4', '..', 'used-cars', 'honda', 'austin-tx')),
          { maxLength: 8 },
        )
        .map((parts) => `/cars-for-sale/${parts.join('/')}`),
    );
    fc.assert(
      fc.property(anyPath, fc.string({ unit: 'binary' }), (path, search) => {
        expect(() => match(path)).not.toThrow();
        const result = decode(path, search);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 1000 },
    );
  });

  it('encode answers any query with a path or a typed SeoEncodeError', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('makeCode', 'city', 'state', 'zip', 'minPrice', 'listingType', 'x'),
          fc.anything(),
        ),
        (query) => {
          try {
            expect(encode(query).pathname.startsWith('/cars-for-sale/')).toBe(true);
          } catch (error) {
            expect(error).toBeInstanceOf(SeoEncodeError);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
