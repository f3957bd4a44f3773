import { describe, expect, it, vi } from 'vitest';
import {
  buildAbsoluteUrl,
  buildDealerDetailsPath,
  buildDealerSearchPath,
  buildInventoryPath,
  buildMarketplaceDetailsPath,
  buildSitemapPath,
  buildVehicleDetailsPath,
  canonicalUrl,
  encodeLocationSegment,
  encodePriceSegment,
  isDealerId,
  isListingId,
  isVin,
  isYear,
  isZip,
  match,
  PathParamError,
  referrerPath,
  SeoEncodeError,
  UrlError,
} from './index';

const VIN = '1HGCM82633A004352';

describe('page builders (spec 001 sections 2 and 5)', () => {
  it.each([
    [() => buildVehicleDetailsPath({ listingId: 712345678 }), '/cars-for-sale/vehicle/712345678'],
    [() => buildVehicleDetailsPath({ vin: VIN }), `/cars-for-sale/vehicle/${VIN}`],
    [
      () => buildInventoryPath({ vin: VIN, listingId: '712345678' }),
      `/cars-for-sale/inventory/${VIN}/712345678`,
    ],
    [() => buildInventoryPath({ listingId: '712345678' }), '/cars-for-sale/inventory/712345678'],
    [() => buildInventoryPath({ vin: VIN }), `/cars-for-sale/inventory/${VIN}`],
    [() => buildMarketplaceDetailsPath({ listingId: '712345678' }), '/marketplace/listings/712345678'],
    [() => buildSitemapPath({ sitemapPageId: 'makes-1' }), '/cars-for-sale/sitemap/makes-1'],
    [() => buildDealerDetailsPath({ dealerId: 5012345 }), '/car-dealers/5012345'],
    [
      () =>
        buildDealerDetailsPath(
          {
            dealerId: '5012345',
            dealerName: "Bob's Motors",
            location: { city: 'Austin', state: 'TX' },
            virtual: true,
          },
          { brand: 'kbb' },
        ),
      "/dealers/austin-tx/online/5012345/bob's-motors",
    ],
    [() => buildDealerSearchPath({ listingType: 'USED', makeCode: 'HONDA' }), '/car-dealers/used/honda'],
    [
      () => buildDealerSearchPath({ makeCode: 'CHEV', location: { city: 'San Antonio', state: 'TX' } }),
      '/car-dealers/chevrolet/san-antonio-tx',
    ],
    [() => buildDealerSearchPath({}, { brand: 'kbb' }), '/dealers'],
  ])('%#: builds %s', (build, path) => {
    expect(build()).toBe(path);
  });

  it('builds dealer searches from the codes match gives back, and refuses a code with no segment', () => {
    for (const query of [
      {},
      { listingType: 'NEW' },
      { makeCode: 'HONDA' },
      { listingType: 'CERTIFIED', makeCode: 'BMW' },
    ]) {
      for (const brand of ['atc', 'kbb'] as const) {
        const matched = match(buildDealerSearchPath(query, { brand }));
        expect(matched).toMatchObject({ pageType: 'dealerSearch', params: query });
      }
    }
    expect(() => buildDealerSearchPath({ makeCode: 'NOPE' })).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_CODE', key: 'makeCode' }),
    );
  });

  it('builds paths the route table matches back', () => {
    expect(match(buildInventoryPath({ vin: VIN, listingId: '712345678' }))?.pageType).toBe('inv');
    expect(match(buildDealerDetailsPath({ dealerId: '5012345', dealerName: 'Bob Motors' }))).toMatchObject({
      pageType: 'dealerDetails',
      params: { dealerId: '5012345', dealerName: 'bob-motors' },
    });
  });

  it.each([
    ['dealerId', () => buildDealerDetailsPath({})],
    ['dealerId', () => buildDealerDetailsPath({ dealerId: '1234' })],
    ['listingId', () => buildMarketplaceDetailsPath({})],
    ['listingId', () => buildVehicleDetailsPath({ vin: 'NOT-A-VIN' })],
  ])("throws 'path generate requires a %s value in the query object'", (param, build) => {
    expect(build).toThrow(PathParamError);
    expect(build).toThrow(`path generate requires a ${param} value in the query object`);
    try {
      build();
    } catch (error) {
      expect(error).toMatchObject({ code: 'MISSING_PARAM', param });
    }
  });
});

describe('URLs', () => {
  it('"An absolute URL needs protocol and host, otherwise it throws."', () => {
    expect(buildAbsoluteUrl('/cars-for-sale/honda', { protocol: 'https:', host: 'example.com' })).toBe(
      'https://example.com/cars-for-sale/honda',
    );
    expect(() => buildAbsoluteUrl('/x', { host: 'example.com' })).toThrow(
      expect.objectContaining({ code: 'MISSING_PROTOCOL' }),
    );
    expect(() => buildAbsoluteUrl('/x', { protocol: 'https' })).toThrow(UrlError);
  });

  it('"A referrer needs a pathname, otherwise it throws."', () => {
    expect(referrerPath('https://example.com/cars-for-sale/honda?zip=30301')).toBe(
      '/cars-for-sale/honda?zip=30301',
    );
    expect(referrerPath({ pathname: '/marketplace' })).toBe('/marketplace');
    expect(() => referrerPath({})).toThrow(expect.objectContaining({ code: 'MISSING_PATHNAME' }));
    expect(() => referrerPath('')).toThrow(UrlError);
  });

  it('gives the canonical SEO URL of legacy URLs, for a 301', () => {
    expect(
      canonicalUrl('/cars-for-sale/searchresults.xhtml', '?makeCodeList=HONDA&listingTypes=USED&zip=30301'),
    ).toEqual({
      pathname: '/cars-for-sale/used-cars/honda',
      search: '?zip=30301',
    });
    expect(
      canonicalUrl('/cars-for-sale/vehicledetails.xhtml', '?listingId=712345678&clickType=spotlight'),
    ).toEqual({
      pathname: '/cars-for-sale/vehicle/712345678',
      search: '?clickType=spotlight',
    });
    expect(canonicalUrl('/cars-for-sale/vehicledetails.xhtml', '?listingId=12')).toBeUndefined();
    expect(canonicalUrl('/cars-for-sale/bogus/segment', '')).toBeUndefined();
  });

  it("logs 'There was an issue compiling the path' and rethrows when a path cannot be compiled", () => {
    const logger = { error: vi.fn() };
    // a listing id passes its check, but compile refuses a value it cannot encode
    expect(() => buildSitemapPath({ sitemapPageId: '\uD800' }, { logger })).toThrow();
    expect(logger.error).toHaveBeenCalledWith('There was an issue compiling the path', expect.any(Error));
  });
});

describe('segment encoders (spec 001 section 5)', () => {
  it('"The location encoder requires an object with city, state, zip."', () => {
    expect(encodeLocationSegment({ city: 'Madison', state: 'WI', zip: '53701' })).toBe('madison-wi-53701');
    expect(() => encodeLocationSegment('madison')).toThrow(SeoEncodeError);
    expect(() => encodeLocationSegment({ city: 'Madison', state: 'ZZ' })).toThrow(
      expect.objectContaining({ code: 'INVALID_LOCATION' }),
    );
  });

  it('"The price encoder requires an object with minPrice and maxPrice."', () => {
    expect(encodePriceSegment({ minPrice: 5000, maxPrice: 9000 })).toBe('cars-between-5000-and-9000');
    expect(() => encodePriceSegment(5000)).toThrow(expect.objectContaining({ code: 'INVALID_PRICE' }));
    expect(() => encodePriceSegment({})).toThrow(SeoEncodeError);
  });
});

describe('validators (spec 001 section 2)', () => {
  it.each([
    [isVin, VIN, true],
    [isVin, VIN.toLowerCase(), true],
    [isVin, '1HGCM82633A00435', false], // 16 characters
    [isVin, '1HGCM82633AI04352', false], // "without I, O or Q"
    [isVin, '1HGCM82633AQ04352', false],
    [isListingId, '12345', true], // "digits, 5 or more"
    [isListingId, '1234', false],
    [isListingId, '12a45', false],
    [isDealerId, '5012345', true],
    [isDealerId, '', false],
    [isYear, '2024', true], // "Year is 4 digits"
    [isYear, '24', false],
    [isZip, '78701', true], // "exactly five digits"
    [isZip, '7870', false],
    [isZip, '787011', false],
    [isZip, 78701, false],
  ] as const)('%o(%j) is %s', (validate, value, valid) => {
    expect(validate(value)).toBe(valid);
  });
});
