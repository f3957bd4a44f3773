import { decode, type SearchQuery } from '@forecourt/seo-routes';
import { describe, expect, it } from 'vitest';
import { isChecked, searchHref, toggleFilter, withPlace, withValue } from './search-url';

describe('searchHref', () => {
  it('writes the SEO path of a search (spec 001 s2 "SEO rewriting of search results")', () => {
    // "For the default brand, -cars is appended to the listing-type segment."
    expect(searchHref({ listingType: ['USED'], makeCode: ['HONDA'] })).toBe('/cars-for-sale/used-cars/honda');
    // "Single-valued make, model, series and trim codes become segments." "City and state ... become a location segment."
    expect(
      searchHref({ makeCode: ['HONDA'], modelCode: ['CIVIC'], city: 'Austin', state: 'TX', zip: '78701' }),
    ).toBe('/cars-for-sale/honda/civic/austin-tx-78701');
    // "A min or max price becomes a price segment."
    expect(searchHref({ maxPrice: '20000' })).toBe('/cars-for-sale/cars-under-20000');
    // "Equal start and end year become a year segment (only then)."
    expect(searchHref({ startYear: '2020', endYear: '2020' })).toBe('/cars-for-sale/2020');
  });

  it("writes the brand's own form: the default brand's `-cars` segment, the others' listing type in the query", () => {
    const used = { listingType: ['USED'], makeCode: ['FORD'], modelCode: ['F150PICKUP'] };
    expect(searchHref(used)).toBe('/cars-for-sale/used-cars/ford/f150pickup');
    expect(searchHref(used, { brand: 'kbb' })).toBe('/cars-for-sale/ford/f150pickup?listingTypes=USED');
    expect(searchHref({ listingType: ['NEW'], makeCode: ['FORD'] }, { brand: 'ford' })).toBe(
      '/cars-for-sale/new/ford',
    );
    const slugs = { modelSlugs: () => 'f-150' };
    expect(searchHref(used, { brand: 'kbb', ...slugs })).toBe('/cars-for-sale/ford/f-150?listingTypes=USED');
  });

  it('keeps in the query string what no segment carries, as the search form writes it', () => {
    // "List values are comma-joined in the search form"; multi-valued lists never become segments.
    expect(searchHref({ makeCode: ['HONDA', 'TOYOTA'] })).toBe(
      '/cars-for-sale/searchresults.xhtml?makeCodeList=HONDA%2CTOYOTA',
    );
    expect(searchHref({ dealerId: '50001' })).toBe('/cars-for-sale/searchresults.xhtml?dealerId=50001');
  });

  it('"Search results default to listingType [\'ALL\'] when none is given": the bare search has no segment', () => {
    expect(searchHref({})).toBe('/cars-for-sale/searchresults.xhtml');
    expect(searchHref({ listingType: ['ALL'] })).toBe('/cars-for-sale/searchresults.xhtml');
  });

  it.each<SearchQuery>([
    { listingType: ['USED'], makeCode: ['HONDA'], modelCode: ['CIVIC'] },
    { listingType: ['NEW'], makeCode: ['TOYOTA', 'HONDA'], zip: '78701' },
    { listingType: ['ALL'], minPrice: '10000', maxPrice: '20000', vehicleStyleCode: ['SUVCROSS'] },
    { listingType: ['CERTIFIED'], city: 'Austin', state: 'TX', sortBy: 'priceASC', firstRecord: '25' },
  ])('decodes back to the search it was written from: %j', (query) => {
    const [pathname, search = ''] = searchHref(query).split('?');
    const decoded = decode(pathname as string, search && `?${search}`);
    expect(decoded).toEqual({ ok: true, query: expect.objectContaining(query) });
  });
});

describe('toggleFilter', () => {
  const query: SearchQuery = { listingType: ['USED'], makeCode: ['HONDA'], firstRecord: '50' };

  it('adds a value to its filter and starts again from the first page', () => {
    expect(toggleFilter(query, 'makeCode', 'TOYOTA', true)).toEqual({
      listingType: ['USED'],
      makeCode: ['HONDA', 'TOYOTA'],
    });
    expect(toggleFilter(query, 'vehicleStyleCode', 'SEDAN', true)).toEqual({
      listingType: ['USED'],
      makeCode: ['HONDA'],
      vehicleStyleCode: ['SEDAN'],
    });
  });

  it('ticks a condition under All Results ("Active category defaults to All Results", spec 001 s2) as that condition alone', () => {
    const all: SearchQuery = { listingType: ['ALL'], makeCode: ['HONDA'] };
    expect(toggleFilter(all, 'listingType', 'USED', true)).toEqual({
      listingType: ['USED'],
      makeCode: ['HONDA'],
    });
    expect(searchHref(toggleFilter(all, 'listingType', 'USED', true))).not.toMatch(/ALL/);
    // A second condition joins the first; All Results clears them both.
    const used = toggleFilter(all, 'listingType', 'USED', true);
    expect(toggleFilter(used, 'listingType', 'NEW', true).listingType).toEqual(['USED', 'NEW']);
    expect(toggleFilter(used, 'listingType', 'ALL', true).listingType).toEqual(['ALL']);
    // The last condition unticked: every car again.
    expect(toggleFilter(used, 'listingType', 'USED', false)).toEqual({ makeCode: ['HONDA'] });
  });

  it('adds a value once, however often it is switched on', () => {
    expect(toggleFilter(query, 'makeCode', 'HONDA', true).makeCode).toEqual(['HONDA']);
  });

  it('removes a value, and the filter with its last value', () => {
    const two: SearchQuery = { makeCode: ['HONDA', 'TOYOTA'], vehicleStyleCode: ['SEDAN'] };
    expect(toggleFilter(two, 'makeCode', 'HONDA', false)).toEqual({
      makeCode: ['TOYOTA'],
      vehicleStyleCode: ['SEDAN'],
    });
    expect(toggleFilter(two, 'vehicleStyleCode', 'SEDAN', false)).toEqual({ makeCode: ['HONDA', 'TOYOTA'] });
  });

  it('reads a comma-joined value as a list ("comma strings become arrays", spec 001 s5)', () => {
    expect(toggleFilter({ makeCode: 'HONDA,TOYOTA' }, 'makeCode', 'TOYOTA', false)).toEqual({
      makeCode: ['HONDA'],
    });
  });

  it('drops the models and trims with their make ("Model and series need exactly one make")', () => {
    const civic: SearchQuery = { makeCode: ['HONDA'], modelCode: ['CIVIC'], trimCode: ['EX'], zip: '78701' };
    expect(toggleFilter(civic, 'makeCode', 'HONDA', false)).toEqual({ zip: '78701' });
    // Switching another make on keeps them.
    expect(toggleFilter(civic, 'makeCode', 'TOYOTA', true)).toMatchObject({
      modelCode: ['CIVIC'],
      trimCode: ['EX'],
    });
  });

  it('leaves the search it was given unchanged', () => {
    const before = structuredClone(query);
    toggleFilter(query, 'makeCode', 'HONDA', false);
    expect(query).toEqual(before);
  });
});

describe('withValue', () => {
  it('sets one key and starts again from the first page', () => {
    expect(withValue({ makeCode: ['HONDA'], firstRecord: '25' }, 'sortBy', 'priceASC')).toEqual({
      makeCode: ['HONDA'],
      sortBy: 'priceASC',
    });
  });

  it('removes the key for an empty value', () => {
    expect(withValue({ sortBy: 'priceASC', zip: '78701' }, 'sortBy', undefined)).toEqual({ zip: '78701' });
    expect(withValue({ sortBy: 'priceASC', zip: '78701' }, 'zip', '')).toEqual({ sortBy: 'priceASC' });
  });
});

describe('isChecked', () => {
  it('says whether a value is among a filter, as a list or a comma string', () => {
    expect(isChecked({ makeCode: ['HONDA', 'TOYOTA'] }, 'makeCode', 'TOYOTA')).toBe(true);
    expect(isChecked({ makeCode: 'HONDA,TOYOTA' }, 'makeCode', 'TOYOTA')).toBe(true);
    expect(isChecked({ makeCode: ['HONDA'] }, 'makeCode', 'TOYOTA')).toBe(false);
    expect(isChecked({}, 'makeCode', 'HONDA')).toBe(false);
  });
});

describe('withPlace', () => {
  it('moves the search to a zip: the path location goes, the page starts again', () => {
    const query = { makeCode: ['HONDA'], city: 'Austin', state: 'TX', zip: '78701', firstRecord: '25' };
    expect(withPlace(query, '98101')).toEqual({ makeCode: ['HONDA'], zip: '98101' });
    expect(searchHref(withPlace(query, '98101', 100))).toBe(
      '/cars-for-sale/honda?searchRadius=100&zip=98101',
    );
  });

  it('writes a chosen place as the location segment "{city}-{state}-{zip}" (spec 001 s2), read back as it was', async () => {
    const { pageRoute } = await import('./page-route');
    const query = { listingType: ['ALL'], zip: '78701', city: 'Austin', state: 'TX' };
    const href = searchHref(withPlace(query, { zip: '77002', city: 'Houston', state: 'TX' }));
    // All cars is the default: no listing-type segment.
    expect(href).toBe('/cars-for-sale/houston-tx-77002');
    for (const path of [href, '/cars-for-sale/all-cars/houston-tx-77002'])
      expect(pageRoute(path, '', 'atc')).toMatchObject(
        path === href
          ? { page: 'results', query: { city: 'Houston', state: 'TX', zip: '77002' } }
          : { page: 'redirect', location: href },
      );
    // A city of two words and a distance: the distance stays in the query.
    expect(
      searchHref(withPlace({ makeCode: ['HONDA'] }, { zip: '78205', city: 'San Antonio', state: 'TX' }, 100)),
    ).toBe('/cars-for-sale/honda/san-antonio-tx-78205?searchRadius=100');
  });

  it('keeps 0 as the distance: "0 means nationwide" to the search', () => {
    expect(withPlace({}, '78701', 0)).toEqual({ zip: '78701', searchRadius: '0' });
  });
});
