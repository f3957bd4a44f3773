import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildDealerDetailsPath,
  buildInventoryPath,
  buildMarketplaceDetailsPath,
  buildVehicleDetailsPath,
  decodeLocationSegment,
  encodeLocationSegment,
  match,
  type PageType,
  ROUTES,
  US_STATES,
} from './index';
import {
  assertThat,
  checkUrls,
  mutatedUrl,
  type RandomUrl,
  randomUrl,
  valueOrTypedError,
} from './testing/index';

// Issue 12: "Every URL parser (seo-routes match and decode, the legacy URL handling) gets 100,000 random and
// mutated paths in a property test: a value or a typed error, never an uncaught exception." Timings are the
// bench's (bench/src/seo-routes.bench.ts), not a test's.
const PAGE_TYPES = new Set<string>([
  ...ROUTES.map((route) => route.pageType),
  'carmakerLanding',
  'srp',
  'dealerSearch',
  'dealerDetails',
] satisfies PageType[]);

function matchesOrNot({ pathname, search, brand }: RandomUrl): void {
  const result = valueOrTypedError('match', { pathname, search }, () => match(pathname, { brand }));
  if (result === undefined) return;
  const where = () => `match(${JSON.stringify(pathname)}, { brand: '${brand}' }) = ${JSON.stringify(result)}`;
  assertThat(PAGE_TYPES.has(result.pageType), where);
  for (const value of Object.values(result.params)) assertThat(typeof value === 'string', where);
}

// 100,000 paths on a loaded 2-core machine take seconds, more than vitest's 5 s default.
describe('match: 100,000 random and mutated paths', { timeout: 120_000 }, () => {
  it('answers 50,000 purely random paths with a route or undefined, never an exception', () => {
    checkUrls(randomUrl, matchesOrNot, { numRuns: 50_000 });
  });

  it('answers 50,000 mutated real paths with a route or undefined, never an exception', () => {
    checkUrls(mutatedUrl, matchesOrNot, { numRuns: 50_000 });
  });
});

const digits = (min: number, max: number) => fc.integer({ min, max }).map(String);
const vin = fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/);
const place = fc.record(
  {
    city: fc
      .array(fc.stringMatching(/^[a-z]{2,8}$/), { minLength: 1, maxLength: 3 })
      .map((words) => words.join(' ')),
    state: fc.constantFrom(...US_STATES),
    zip: fc.stringMatching(/^\d{5}$/),
  },
  { requiredKeys: ['city', 'state'] },
);

describe('round trips: the path a builder makes matches back to what it was built from', {
  timeout: 60_000,
}, () => {
  it('vehicle, inventory and marketplace details, by listing id or VIN', () => {
    fc.assert(
      fc.property(digits(10_000, 999_999_999), vin, (listingId, id) => {
        expect(match(buildVehicleDetailsPath({ listingId }))).toEqual({
          pageType: 'vdp',
          params: { id: listingId },
        });
        expect(match(buildVehicleDetailsPath({ vin: id }))).toEqual({ pageType: 'vdp', params: { id } });
        expect(match(buildInventoryPath({ vin: id, listingId }))).toEqual({
          pageType: 'inv',
          params: { vin: id, seoListingId: listingId },
        });
        expect(match(buildMarketplaceDetailsPath({ listingId }))).toEqual({
          pageType: 'marketplaceDetails',
          params: { listingId },
        });
      }),
      { numRuns: 1_000 },
    );
  });

  it('dealer details, "dealerId required, 5 or more digits", under the brand\'s own root', () => {
    fc.assert(
      fc.property(
        digits(10_000, 999_999_999),
        fc.option(place, { nil: undefined }),
        fc.boolean(),
        fc.option(fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){0,2}$/), { nil: undefined }),
        fc.constantFrom('atc', 'kbb' as const),
        (dealerId, location, virtual, dealerName, brand) => {
          const path = buildDealerDetailsPath({ dealerId, location, virtual, dealerName }, { brand });
          const root = brand === 'kbb' ? '/dealers' : '/car-dealers';
          expect(match(path, { brand })).toEqual({
            pageType: 'dealerDetails',
            params: {
              dealerId,
              ...(location && decodeLocationSegment(encodeLocationSegment(location))),
              ...(virtual ? { virtual: 'true' } : {}),
              ...(dealerName ? { dealerName: dealerName.replace(/ /g, '-') } : {}),
              root,
              canonicalRoot: root,
            },
          });
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
