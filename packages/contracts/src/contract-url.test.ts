import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPath,
  buildQueryString,
  buildUrl,
  CONTRACTS,
  ContractError,
  EXT_COLOR_CODES,
  LISTING_TYPES,
  parseRequest,
} from './index';

describe('buildPath', () => {
  it('fills and encodes the path parameters', () => {
    expect(buildPath(CONTRACTS.getListingByVin, { vin: '2HGFC2F59MH512345' })).toBe(
      '/rest/lsc/listing/vin/2HGFC2F59MH512345',
    );
    expect(buildPath(CONTRACTS.getWalletByConsumer, { consumerId: 'a b/c' })).toBe(
      '/wallet-storage/consumers/a%20b%2Fc/wallet',
    );
    expect(buildPath(CONTRACTS.searchListings)).toBe('/rest/lsc/listing/search');
  });

  it('throws MISSING_PARAM for a missing or empty parameter', () => {
    expect(() => buildPath(CONTRACTS.getWallet)).toThrow(ContractError);
    expect(() => buildPath(CONTRACTS.getWallet, { walletId: '' })).toThrow(
      expect.objectContaining({ code: 'MISSING_PARAM', contract: 'getWallet' }),
    );
  });
});

describe('buildQueryString', () => {
  it('writes lists as repeated keys and leaves out null and undefined', () => {
    expect(
      buildQueryString({ listingId: ['712345678', '712345679'], numRecords: 2, hideFilters: true }),
    ).toBe('?listingId=712345678&listingId=712345679&numRecords=2&hideFilters=true');
    expect(buildQueryString({ zip: undefined, city: null })).toBe('');
    expect(buildQueryString()).toBe('');
  });

  it('builds a URL the contract parses back', () => {
    const url = buildUrl(CONTRACTS.getListingsByIds, { query: { listingId: ['712345678', '712345679'] } });
    expect(url).toBe('/rest/lsc/listing?listingId=712345678&listingId=712345679');
  });
});

/** URLSearchParams as Fastify's parser hands them over: a repeated key becomes a list. */
function asHttpQuery(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

describe('a search a client builds is the search the server reads', () => {
  const search = fc.record(
    {
      makeCode: fc.uniqueArray(fc.constantFrom('HONDA', 'FORD', 'BMW', 'CHEV'), {
        minLength: 1,
        maxLength: 3,
      }),
      listingType: fc.uniqueArray(fc.constantFrom(...LISTING_TYPES), { minLength: 1, maxLength: 3 }),
      extColorSimple: fc.uniqueArray(fc.constantFrom(...EXT_COLOR_CODES), { minLength: 1, maxLength: 3 }),
      startYear: fc.integer({ min: 1990, max: 2026 }),
      maxPrice: fc.integer({ min: 0, max: 200_000 }),
      zip: fc.stringMatching(/^\d{5}$/),
      vehicleExchange: fc.boolean(),
      firstRecord: fc.integer({ min: 0, max: 10_000 }),
    },
    { requiredKeys: [] },
  );

  it('round-trips through buildUrl and parseRequest', () => {
    fc.assert(
      fc.property(search, (query) => {
        const url = buildUrl(CONTRACTS.searchListings, { query });
        const result = parseRequest(CONTRACTS.searchListings, {
          query: asHttpQuery(url.split('?')[1] ?? ''),
        });
        expect(result.success && result.request.query).toMatchObject(query);
      }),
      { numRuns: 100 },
    );
  });
});
