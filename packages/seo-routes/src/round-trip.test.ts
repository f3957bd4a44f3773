import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalQuery, decode, encode, match, type SearchQuery, SeoEncodeError } from './index';
import { toSlug } from './slug';
import { validSearch } from './testing/index';

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
        validSearch,
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
