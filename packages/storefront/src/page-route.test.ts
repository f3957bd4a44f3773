import { createReferenceLookups } from '@forecourt/seo-routes';
import { describe, expect, it } from 'vitest';
import { namedModels, pageLookups } from './page-models';
import { COMPARE_PATH, type PageRoute, pageRoute, SAVED_PATH, withModelTrims } from './page-route';

const VIN = '1HGCM82633A004352';
const route = (pathname: string, search = '', brand: 'atc' | 'kbb' = 'atc') =>
  pageRoute(pathname, search, brand);

describe('pageRoute', () => {
  it('"Home is /." (spec 001 s2)', () => {
    expect(route('/')).toEqual({ page: 'home' });
  });

  it('"Search form | /cars-for-sale/advanced-search (also index.xhtml form)" (spec 001 s2)', () => {
    expect(route('/cars-for-sale/advanced-search')).toEqual({ page: 'advanced-search' });
    expect(route('/cars-for-sale/index.xhtml')).toEqual({ page: 'advanced-search' });
  });

  it('shows our own compare and saved pages at their paths', () => {
    expect(COMPARE_PATH).toBe('/cars-for-sale/compare');
    expect(SAVED_PATH).toBe('/my-autotrader');
    expect(route(COMPARE_PATH)).toEqual({ page: 'compare' });
    expect(route(SAVED_PATH)).toEqual({ page: 'saved' });
  });

  describe('search results', () => {
    it('shows a canonical results path with its decoded query', () => {
      expect(route('/cars-for-sale/used-cars/honda')).toEqual({
        page: 'results',
        query: { listingType: ['USED'], makeCode: ['HONDA'] },
      });
      expect(route('/cars-for-sale/honda/civic/austin-tx-78701')).toEqual({
        page: 'results',
        query: {
          city: 'Austin',
          listingType: ['ALL'],
          makeCode: ['HONDA'],
          modelCode: ['CIVIC'],
          state: 'TX',
          zip: '78701',
        },
      });
      // seo-routes: "A zip with no city and state stays in the query string: it names no city."
      expect(route('/cars-for-sale/used-cars/honda', '?zip=78701')).toEqual({
        page: 'results',
        query: { listingType: ['USED'], makeCode: ['HONDA'], zip: '78701' },
      });
    });

    it('"Search results default to listingType [\'ALL\'] when none is given"', () => {
      expect(route('/cars-for-sale/searchresults.xhtml')).toEqual({
        page: 'results',
        query: { listingType: ['ALL'] },
      });
    });

    // The server answers a redirect with a 301 and the client replaces its history entry: one search, one URL.
    it.each<[string, string, string, string]>([
      [
        '"/cars-for-sale becomes /cars-for-sale/searchresults.xhtml"',
        '/cars-for-sale',
        '',
        '/cars-for-sale/searchresults.xhtml',
      ],
      ['the older page type', '/cars-for-sale/cars-for-sale.xhtml', '', '/cars-for-sale/searchresults.xhtml'],
      ['an older listing-type word', '/cars-for-sale/all-cars/honda', '', '/cars-for-sale/honda'],
      ['plus signs and capitals', '/Cars-For-Sale/Used+Cars/Honda', '', '/cars-for-sale/used-cars/honda'],
      ['a trailing slash', '/cars-for-sale/used-cars/honda/', '', '/cars-for-sale/used-cars/honda'],
      [
        'search-form keys of the legacy results page',
        '/cars-for-sale/searchresults.xhtml',
        '?listingTypes=USED&makeCodeList=HONDA',
        '/cars-for-sale/used-cars/honda',
      ],
      [
        'a single make in the query string',
        '/cars-for-sale/searchresults.xhtml',
        '?makeCodeList=HONDA&zip=78701',
        '/cars-for-sale/honda?zip=78701',
      ],
      [
        'a key the path already carries',
        '/cars-for-sale/used-cars/honda',
        '?zip=78701&makeCodeList=HONDA',
        '/cars-for-sale/used-cars/honda?zip=78701',
      ],
      [
        'a zip that completes the location segment',
        '/cars-for-sale/honda/civic/austin-tx',
        '?zip=78701',
        '/cars-for-sale/honda/civic/austin-tx-78701',
      ],
    ])('redirects %s to the canonical path', (_, pathname, search, location) => {
      expect(route(pathname, search)).toEqual({ page: 'redirect', location });
      // The target is canonical itself: no redirect loop.
      const [targetPath, targetSearch = ''] = location.split('?');
      expect(route(targetPath as string, targetSearch && `?${targetSearch}`).page).toBe('results');
    });

    it("shows a trim of the model's own by its trim part, and reads it as the inventory codes it (MODEL|TRIM)", () => {
      const path = '/cars-for-sale/toyota/rav4/xle-premium';
      expect(route(path)).toEqual({
        page: 'results',
        query: {
          listingType: ['ALL'],
          makeCode: ['TOYOTA'],
          modelCode: ['RAV4'],
          trimCode: ['RAV4|XLE+PREMIUM'],
        },
      });
      // The code's form, as older links and Chromium (`|` as `%7C`) wrote it, and the legacy query: one 301 to it.
      for (const [pathname, search] of [
        ['/cars-for-sale/toyota/rav4/rav4%7Cxle-premium', ''],
        ['/cars-for-sale/toyota/rav4/rav4|xle-premium', ''],
        [
          '/cars-for-sale/searchresults.xhtml',
          '?makeCodeList=TOYOTA&modelCodeList=RAV4&trimCodeList=RAV4%7CXLE%2BPREMIUM',
        ],
      ] as const)
        expect(route(pathname, search)).toEqual({ page: 'redirect', location: path });
      expect(route('/cars-for-sale/used/ford/f150pickup/f150pickup%7Cxl', '', 'kbb')).toEqual({
        page: 'redirect',
        location: '/cars-for-sale/ford/f150pickup/xl?listingTypes=USED',
      });
      expect(route('/cars-for-sale/ford/f150pickup/xl', '?listingTypes=USED', 'kbb')).toMatchObject({
        page: 'results',
        query: { trimCode: ['F150PICKUP|XL'], listingType: ['USED'] },
      });
    });

    it('writes a trim of a name-slug model by its own words too (/honda/cr-v/ex-l), and reads it as CRV|EX+L', () => {
      const lookups = pageLookups([{ makeCode: 'HONDA', code: 'CRV', name: 'CR-V' }]);
      expect(pageRoute('/cars-for-sale/honda/cr-v/crv%7Cex-l', '', 'atc', lookups)).toEqual({
        page: 'redirect',
        location: '/cars-for-sale/honda/cr-v/ex-l',
      });
      expect(pageRoute('/cars-for-sale/honda/cr-v/ex-l', '', 'atc', lookups)).toMatchObject({
        page: 'results',
        query: { modelCode: ['CRV'], trimCode: ['CRV|EX+L'] },
      });
    });

    it('keeps the trims of a search of several models as written', () => {
      expect(withModelTrims({ modelCode: ['CIVIC', 'ACCORD'], trimCode: ['EX'] })).toEqual({
        modelCode: ['CIVIC', 'ACCORD'],
        trimCode: ['EX'],
      });
      expect(withModelTrims({ modelCode: ['CIVIC'], trimCode: ['EX', 'CIVIC|LX'] }).trimCode).toEqual([
        'CIVIC|EX',
        'CIVIC|LX',
      ]);
    });

    describe('with the reference data (issue 32)', () => {
      const lookups = createReferenceLookups({
        models: [
          { makeCode: 'HONDA', code: 'CRV', name: 'CR-V' },
          { makeCode: 'FORD', code: 'F150PICKUP', name: 'F-150', aliases: ['F-150 Pickup'] },
          { makeCode: 'BMW', code: '330I', name: '330i' },
        ],
        series: [{ makeCode: 'BMW', code: 'BMW3', name: '3 Series' }],
      });
      const withData = (pathname: string, search = '', brand: 'atc' | 'kbb' = 'atc') =>
        pageRoute(pathname, search, brand, lookups);

      it.each<[string, string, string, 'atc' | 'kbb', string]>([
        [
          'a model as written with capitals',
          '/cars-for-sale/used-cars/honda/CR-V/houston-tx',
          '',
          'atc',
          '/cars-for-sale/used-cars/honda/cr-v/houston-tx',
        ],
        [
          "a model's code slug, to its name slug",
          '/cars-for-sale/used-cars/honda/crv/houston-tx',
          '',
          'atc',
          '/cars-for-sale/used-cars/honda/cr-v/houston-tx',
        ],
        [
          "the valuation brand's form",
          '/cars-for-sale/used/ford/f-150-pickup',
          '',
          'kbb',
          '/cars-for-sale/ford/f-150?listingTypes=USED',
        ],
        [
          'legacy numbered keys',
          '/cars-for-sale/searchresults.xhtml',
          '?makeCode1=HONDA&modelCode1=CR-V',
          'atc',
          '/cars-for-sale/honda/cr-v',
        ],
        [
          'an unknown model, to its make with a notice',
          '/cars-for-sale/honda/xyz',
          '',
          'atc',
          '/cars-for-sale/honda?modelNotFound=xyz',
        ],
        // The browser decodes without the lookups: a series segment would be its model, so it stays in the query.
        [
          'a series by name',
          '/cars-for-sale/bmw/3-series',
          '',
          'atc',
          '/cars-for-sale/bmw?seriesCodeList=BMW3',
        ],
      ])('redirects %s once, to a canonical path', (_, pathname, search, brand, location) => {
        expect(withData(pathname, search, brand)).toEqual({ page: 'redirect', location });
        const [targetPath, targetSearch = ''] = location.split('?');
        expect(withData(targetPath as string, targetSearch && `?${targetSearch}`, brand).page).toBe(
          'results',
        );
      });

      it("decodes a canonical path alike with all the lookups and the page's own, so the browser renders what the server did", () => {
        for (const [pathname, search] of [
          ['/cars-for-sale/used-cars/honda/cr-v/houston-tx', ''],
          ['/cars-for-sale/used-cars/ford/f-150', ''],
          ['/cars-for-sale/bmw', '?seriesCodeList=BMW3'],
          ['/cars-for-sale/honda', '?modelNotFound=xyz'],
        ] as const) {
          const server = withData(pathname, search);
          if (server.page !== 'results') throw new Error(`${pathname} is no results page`);
          // What the browser gets in the bootstrap data: the rows of the models the search names.
          const models = namedModels(server.query, lookups);
          expect(pageRoute(pathname, search, 'atc', pageLookups(models))).toEqual(server);
        }
        // Without any lookups a name slug would be another code: why the page carries its models.
        expect(route('/cars-for-sale/honda/cr-v')).toMatchObject({ query: { modelCode: ['CR-V'] } });
      });

      it("the page's own lookups keep another model as written, never redirect it as unknown", () => {
        const own = pageLookups([{ makeCode: 'HONDA', code: 'CRV', name: 'CR-V' }]);
        expect(pageRoute('/cars-for-sale/honda/pilot', '', 'atc', own)).toEqual({
          page: 'results',
          query: { listingType: ['ALL'], makeCode: ['HONDA'], modelCode: ['PILOT'] },
        });
        // Its own model's code slug goes to the name slug, as on the server.
        expect(pageRoute('/cars-for-sale/honda/crv', '', 'atc', own)).toEqual({
          page: 'redirect',
          location: '/cars-for-sale/honda/cr-v',
        });
      });

      it('shows the make and names the model it could not find, outside the search', () => {
        expect(withData('/cars-for-sale/honda', '?modelNotFound=xyz')).toEqual({
          page: 'results',
          query: { listingType: ['ALL'], makeCode: ['HONDA'] },
          modelNotFound: 'xyz',
        });
      });
    });

    it.each<[string, string, string]>([
      ['an unknown sort', '?makeCodeList=HONDA&sortBy=bogus', '/cars-for-sale/honda'],
      [
        "an older site's sort, as ours",
        '?makeCodeList=HONDA&sortBy=derivedpriceASC',
        '/cars-for-sale/honda?sortBy=priceASC',
      ],
      [
        'a radius out of range',
        '?makeCodeList=HONDA&zip=78701&searchRadius=9999',
        '/cars-for-sale/honda?zip=78701',
      ],
      ['a page size over 100', '?makeCodeList=HONDA&numRecords=500', '/cars-for-sale/honda'],
      ['a zip that is no zip', '?makeCodeList=HONDA&zip=abc', '/cars-for-sale/honda'],
    ])('falls back to the default for %s, with the URL corrected (never a 5xx)', (_, search, location) => {
      expect(route('/cars-for-sale/searchresults.xhtml', search)).toEqual({ page: 'redirect', location });
      const [targetPath, targetSearch = ''] = location.split('?');
      expect(route(targetPath as string, targetSearch && `?${targetSearch}`).page).toBe('results');
    });

    it('keeps a refused filter, which the page names (the API answers 400), rather than drop what was asked', () => {
      expect(route('/cars-for-sale/honda', '?endYear=2010&startYear=2020').page).toBe('results');
    });

    it('has no page for a segment no route knows', () => {
      expect(route('/cars-for-sale/bogus-segment')).toEqual({ page: 'not-found' });
    });

    it('is the 400 page for a broken percent-encoding in the path or the query (issue 29)', () => {
      expect(route('/cars-for-sale/%E0%A4%A')).toEqual({ page: 'bad-request' });
      expect(route('/cars-for-sale/honda', '?makeCode=%E0%A4%A')).toEqual({ page: 'bad-request' });
      // A "+" is a space in a query, and a whole escape is no error.
      expect(route('/cars-for-sale/honda', '?zip=+78701&keyword=%E0%A4%A4')).not.toEqual({
        page: 'bad-request',
      });
    });
  });

  describe('vehicle details', () => {
    it.each<[string, string, string, PageRoute]>([
      [
        '"/cars-for-sale/vehicle/{listingId or vin}": a listing id',
        '/cars-for-sale/vehicle/123456',
        '',
        { page: 'vehicle', id: '123456' },
      ],
      [
        '"/cars-for-sale/vehicle/{listingId or vin}": a VIN',
        `/cars-for-sale/vehicle/${VIN}`,
        '',
        { page: 'vehicle', id: VIN },
      ],
      [
        '"/cars-for-sale/inventory/{vin}/{seoListingId}"',
        `/cars-for-sale/inventory/${VIN}/123456`,
        '',
        { page: 'vehicle', id: '123456' },
      ],
      [
        '"builder form: /cars-for-sale/inventory/{listingId or vin}"',
        `/cars-for-sale/inventory/${VIN}`,
        '',
        { page: 'vehicle', id: VIN },
      ],
      [
        '"Legacy detail | /cars-for-sale/{seoListingId}"',
        '/cars-for-sale/123456789',
        '',
        { page: 'vehicle', id: '123456789' },
      ],
    ])('shows %s', (_, pathname, search, expected) => {
      expect(route(pathname, search)).toEqual(expected);
    });

    it('answers "Vehicle details (legacy) | /cars-for-sale/vehicledetails.xhtml" with the updated path', () => {
      expect(route('/cars-for-sale/vehicledetails.xhtml', '?listingId=123456')).toEqual({
        page: 'redirect',
        location: '/cars-for-sale/vehicle/123456',
      });
    });

    it('has no page for an id that is neither "digits, 5 or more" nor a VIN ("17 characters without I, O or Q")', () => {
      expect(route('/cars-for-sale/vehicle/1234')).toEqual({ page: 'not-found' });
      expect(route('/cars-for-sale/vehicle/1HGCM82633A00435I')).toEqual({ page: 'not-found' });
      expect(route('/cars-for-sale/vehicledetails.xhtml')).toEqual({ page: 'not-found' });
    });
  });

  describe('dealers', () => {
    it('shows the dealer search of "/car-dealers/{listingType?}/{makeCode?}/{location?}" with its codes', () => {
      expect(route('/car-dealers/used-cars/honda/austin-tx-78701')).toEqual({
        page: 'dealers',
        params: {
          listingType: 'USED',
          makeCode: 'HONDA',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          root: '/car-dealers',
          canonicalRoot: '/car-dealers',
        },
      });
      expect(route('/car-dealers')).toEqual({
        page: 'dealers',
        params: { root: '/car-dealers', canonicalRoot: '/car-dealers' },
      });
    });

    it('"the valuation brand uses /dealers": the page knows which root is the brand\'s own', () => {
      expect(route('/dealers/honda', '', 'kbb')).toEqual({
        page: 'dealers',
        params: { makeCode: 'HONDA', root: '/dealers', canonicalRoot: '/dealers' },
      });
      expect(route('/car-dealers/honda', '', 'kbb')).toEqual({
        page: 'dealers',
        params: { makeCode: 'HONDA', root: '/car-dealers', canonicalRoot: '/dealers' },
      });
    });

    it('shows a dealer\'s details with every optional segment of its path, "the same under /dealers"', () => {
      expect(route('/car-dealers/12345/capitol-honda')).toEqual({ page: 'dealer', dealerId: '12345' });
      expect(
        route('/car-dealers/dealer-details/microsite-about/austin-tx-78701/online/12345/capitol-honda'),
      ).toEqual({
        page: 'dealer',
        dealerId: '12345',
      });
      expect(route('/dealers/12345', '', 'kbb')).toEqual({ page: 'dealer', dealerId: '12345' });
    });

    it('has no page for a dealer id under 5 digits ("dealerId required, 5 or more digits") or unknown words', () => {
      expect(route('/car-dealers/1234')).toEqual({ page: 'not-found' });
      expect(route('/car-dealers/nope/nope')).toEqual({ page: 'not-found' });
    });
  });

  it('has no page for paths outside the route table', () => {
    expect(route('/nope')).toEqual({ page: 'not-found' });
    // A section root (spec 001 s2 "Other section roots") this storefront has no page for.
    expect(route('/sell-my-car')).toEqual({ page: 'not-found' });
  });
});
