import { ApiClientError } from '@forecourt/api-client';
import { MAX_NUM_RECORDS } from '@forecourt/contracts';
import { match } from '@forecourt/seo-routes';
import { describe, expect, it } from 'vitest';
import {
  DEALER_SEARCH_RECORDS,
  dealerAreaPath,
  dealerHref,
  dealerInventoryHref,
  dealerSearchCriteria,
  dealerSearchHeading,
  dealerSearchPath,
  dealerSearchQuery,
  dealersFromListings,
  dealerWebsite,
  findDealer,
  formatDistance,
  isUnknownPlace,
  makeNameFromCode,
} from './dealer-view';
import type { Owner } from './listing-view';
import {
  ACCORD,
  CAMRY,
  CAPITOL_HONDA,
  CIVIC,
  LAKE_TOYOTA,
  listing,
  PRIVATE_FIT,
  PRIVATE_SELLER,
} from './pages/dealer-pages.fixtures';

const paramsOf = (pathname: string, brand: 'atc' | 'kbb' = 'atc') => match(pathname, { brand })?.params ?? {};

describe('dealer search criteria', () => {
  it('reads the segments of /car-dealers/{listingType?}/{makeCode?}/{location?} (spec 001 s2)', () => {
    expect(dealerSearchCriteria(paramsOf('/car-dealers/used-cars/honda/austin-tx-78701'))).toEqual({
      listingType: 'USED',
      makeCode: 'HONDA',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      fromQuery: false,
    });
    expect(dealerSearchCriteria(paramsOf('/car-dealers/toyota/round-rock-tx'))).toEqual({
      makeCode: 'TOYOTA',
      city: 'Round Rock',
      state: 'TX',
      fromQuery: false,
    });
    expect(dealerSearchCriteria(paramsOf('/car-dealers'))).toEqual({ fromQuery: false });
  });

  it('treats the all listing type as no listing type: it is the default', () => {
    expect(dealerSearchCriteria(paramsOf('/car-dealers/all-cars/honda'))).toEqual({
      makeCode: 'HONDA',
      fromQuery: false,
    });
  });

  it('takes a valid make and zip from the query string when the path has none (the form sent without JavaScript)', () => {
    expect(dealerSearchCriteria({}, '?makeCode=honda&zip=78701')).toEqual({
      makeCode: 'HONDA',
      zip: '78701',
      fromQuery: true,
    });
    expect(dealerSearchCriteria({}, '?makeCode=NOPE&zip=7870')).toEqual({ fromQuery: false });
    expect(dealerSearchCriteria(paramsOf('/car-dealers/honda'), '?makeCode=TOYOTA')).toEqual({
      makeCode: 'HONDA',
      fromQuery: false,
    });
  });

  it("searches dealers' listings only, nearest first when there is a place, one page of 100", () => {
    expect(DEALER_SEARCH_RECORDS).toBe(100);
    expect(DEALER_SEARCH_RECORDS).toBe(MAX_NUM_RECORDS);
    expect(
      dealerSearchQuery(dealerSearchCriteria(paramsOf('/car-dealers/new-cars/honda/austin-tx'))),
    ).toEqual({
      sellerType: ['d'],
      listingType: ['NEW'],
      makeCode: ['HONDA'],
      city: 'Austin',
      state: 'TX',
      sortBy: 'distanceASC',
      numRecords: 100,
    });
    // A zip is the centre when there is one; the city and state then only name the place.
    expect(dealerSearchQuery(dealerSearchCriteria(paramsOf('/car-dealers/austin-tx-78701')))).toEqual({
      sellerType: ['d'],
      zip: '78701',
      sortBy: 'distanceASC',
      numRecords: 100,
    });
    expect(dealerSearchQuery({ fromQuery: false })).toEqual({ sellerType: ['d'], numRecords: 100 });
  });

  it("gives the canonical path under the brand's dealer root, none for a query-string search", () => {
    const criteria = dealerSearchCriteria(paramsOf('/dealers/used-cars/honda/austin-tx-78701'));
    expect(dealerSearchPath(criteria, 'atc')).toBe('/car-dealers/used/honda/austin-tx-78701');
    // "the valuation brand uses /dealers"
    expect(dealerSearchPath(criteria, 'kbb')).toBe('/dealers/used/honda/austin-tx-78701');
    expect(dealerSearchPath({ fromQuery: false }, 'atc')).toBe('/car-dealers');
    expect(dealerSearchPath(dealerSearchCriteria({}, '?zip=78701'), 'atc')).toBeUndefined();
  });

  it('tells a search refused for its place (a 400 on the zip or city) from one that may pass on a retry', () => {
    const located = dealerSearchCriteria(paramsOf('/car-dealers/nowhere-tx'));
    const refused = new ApiClientError('HTTP_STATUS', 'searchListings', 'zip is not a known US zip', {
      status: 400,
    });
    const down = new ApiClientError('HTTP_STATUS', 'searchListings', 'unavailable', { status: 503 });
    expect(isUnknownPlace(located, refused)).toBe(true);
    expect(
      isUnknownPlace(located, new ApiClientError('INVALID_REQUEST', 'searchListings', 'query.city')),
    ).toBe(true);
    expect(isUnknownPlace(located, down)).toBe(false);
    expect(isUnknownPlace(located, new TypeError('Failed to fetch'))).toBe(false);
    expect(isUnknownPlace({ fromQuery: false }, refused)).toBe(false);
  });

  it('names the search in its heading', () => {
    const criteria = dealerSearchCriteria(paramsOf('/car-dealers/used-cars/honda/austin-tx-78701'));
    expect(dealerSearchHeading(criteria, 'Honda')).toBe('Used Honda car dealers near Austin, TX');
    expect(dealerSearchHeading({ makeCode: 'HONDA', fromQuery: false }, 'Honda')).toBe('Honda car dealers');
    expect(dealerSearchHeading({ listingType: '3P_CERT', fromQuery: false }, undefined)).toBe(
      'Third-party certified car dealers',
    );
    expect(dealerSearchHeading({ zip: '78701', fromQuery: true }, undefined)).toBe('Car dealers near 78701');
    expect(dealerSearchHeading({ fromQuery: false }, undefined)).toBe('Car dealers');
  });

  it('names a make from its path word until the reference data has arrived', () => {
    expect(makeNameFromCode('ROV')).toBe('Land Rover');
    expect(makeNameFromCode('HONDA')).toBe('Honda');
    expect(makeNameFromCode('UNKNOWN')).toBe('Unknown');
  });
});

describe('dealers from a listing search', () => {
  it('keeps dealers only, counts their listings and orders them nearest first', () => {
    const dealers = dealersFromListings(
      [CIVIC, PRIVATE_FIT, CAMRY, ACCORD],
      [CAPITOL_HONDA, LAKE_TOYOTA, PRIVATE_SELLER],
    );
    expect(dealers.map(({ owner, listingCount, distance }) => [owner.name, listingCount, distance])).toEqual([
      ['Capitol Honda', 2, 0.4],
      ['Lake Travis Toyota', 1, 14.6],
    ]);
  });

  it('reads owners embedded in listings, and orders dealers without a distance by listing count then name', () => {
    const other: Owner = { ...LAKE_TOYOTA, id: '50009', name: 'Austin Toyota' };
    const dealers = dealersFromListings(
      [
        listing('700010', LAKE_TOYOTA, { owner: LAKE_TOYOTA }),
        listing('700011', other),
        listing('700012', CAPITOL_HONDA),
        listing('700013', CAPITOL_HONDA),
      ],
      [CAPITOL_HONDA, other],
    );
    expect(dealers.map(({ owner }) => owner.name)).toEqual([
      'Capitol Honda',
      'Austin Toyota',
      'Lake Travis Toyota',
    ]);
  });

  it('leaves out owners whose id is no dealer id ("dealerId required, 5 or more digits"): they have no page', () => {
    const shortId: Owner = { ...CAPITOL_HONDA, id: '42' };
    expect(dealersFromListings([listing('700020', shortId)], [shortId])).toEqual([]);
  });

  it("finds a dealer's own record in its listings reply", () => {
    expect(findDealer({ listings: [CIVIC], owners: [CAPITOL_HONDA] }, '50001')).toBe(CAPITOL_HONDA);
    expect(
      findDealer(
        { listings: [listing('700030', CAPITOL_HONDA, { owner: CAPITOL_HONDA })], owners: [] },
        '50001',
      ),
    ).toBe(CAPITOL_HONDA);
    expect(findDealer({ listings: [], owners: [] }, '50001')).toBeNull();
  });
});

describe('dealer links and labels', () => {
  it('links a dealer to /car-dealers/{location?}/{dealerId}/{dealerName?}, which routes back to it', () => {
    const href = dealerHref(CAPITOL_HONDA, 'atc');
    expect(href).toBe('/car-dealers/austin-tx-78701/50001/capitol-honda');
    expect(match(href, { brand: 'atc' })).toMatchObject({
      pageType: 'dealerDetails',
      params: { dealerId: '50001' },
    });
    expect(dealerHref(CAPITOL_HONDA, 'kbb')).toBe('/dealers/austin-tx-78701/50001/capitol-honda');
  });

  it('falls back to the id alone when the place makes no location segment', () => {
    const abroad: Owner = {
      ...CAPITOL_HONDA,
      location: { address: { city: 'Toronto', state: 'ON', zip: '10001' } },
    };
    expect(dealerHref(abroad, 'atc')).toBe('/car-dealers/50001/capitol-honda');
    expect(dealerHref({ ...CAPITOL_HONDA, location: undefined } as Owner, 'atc')).toBe(
      '/car-dealers/50001/capitol-honda',
    );
  });

  it("links a dealer's cars to the results filtered by the dealer", () => {
    expect(dealerInventoryHref('50001')).toBe('/cars-for-sale/searchresults.xhtml?dealerId=50001');
    expect(dealerInventoryHref('50001', { listingType: 'USED', makeCode: 'HONDA' })).toBe(
      '/cars-for-sale/used-cars/honda?dealerId=50001',
    );
    expect(match('/cars-for-sale/used-cars/honda', { brand: 'atc' })?.pageType).toBe('srp');
  });

  it("links the dealers of a dealer's city, or nothing when its place makes no path", () => {
    expect(dealerAreaPath({ city: 'Austin', state: 'TX', zip: '78701' }, 'atc')).toBe(
      '/car-dealers/austin-tx',
    );
    expect(dealerAreaPath({ city: 'Toronto', state: 'ON', zip: '10001' }, 'atc')).toBeUndefined();
    expect(dealerAreaPath(undefined, 'atc')).toBeUndefined();
  });

  it('makes a bare website domain absolute and drops anything that is not a web address', () => {
    expect(dealerWebsite('capitolhonda78701.example')).toBe('https://capitolhonda78701.example');
    expect(dealerWebsite('http://www.capitolhonda.example/used')).toBe(
      'http://www.capitolhonda.example/used',
    );
    expect(dealerWebsite('javascript:alert(1)')).toBeUndefined();
    expect(dealerWebsite('call us')).toBeUndefined();
    expect(dealerWebsite(undefined)).toBeUndefined();
  });

  it('writes the distance to the nearest tenth under 10 miles, whole miles beyond', () => {
    expect(formatDistance(0.44)).toBe('0.4 mi away');
    expect(formatDistance(14.6)).toBe('15 mi away');
    expect(formatDistance(undefined)).toBeUndefined();
  });
});
