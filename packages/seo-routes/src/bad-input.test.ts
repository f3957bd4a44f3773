import { describe, expect, it } from 'vitest';
import {
  buildAbsoluteUrl,
  canonicalUrl,
  decode,
  decodeSeoQueryKeys,
  encode,
  MAX_SEARCH_PARAMETERS,
  match,
  UrlError,
} from './index';

// What the property tests of issue 12 found ("a value or a typed error, never an uncaught exception"), kept as
// cases. A canonical URL is answered with a 301, so one that a browser rewrites, or that reads back as another
// search (or none), is a redirect loop or a redirect to a 404.
describe('canonical URLs of odd searches stay canonical', () => {
  it.each<[string, string, string, { pathname: string; search: string }]>([
    [
      'a non-ASCII model is percent-encoded as browsers send it back (it redirected to itself forever)',
      '/cars-for-sale/honda/c%C3%ADvic',
      '',
      { pathname: '/cars-for-sale/honda/c%C3%ADvic', search: '' },
    ],
    [
      'an encoded slash stays one segment (it became two)',
      '/cars-for-sale/honda/a%2Fb',
      '',
      { pathname: '/cars-for-sale/honda/a%2Fb', search: '' },
    ],
    [
      'an encoded percent sign stays encoded (it became a broken escape)',
      '/cars-for-sale/honda/100%25',
      '',
      { pathname: '/cars-for-sale/honda/100%25', search: '' },
    ],
    [
      "a ' in the query string is %27, as the URL parser writes it",
      '/cars-for-sale',
      "?makeCode='",
      { pathname: '/cars-for-sale/searchresults.xhtml', search: '?makeCodeList=%27' },
    ],
    [
      'a city that is no location slug stays in the query string',
      '/cars-for-sale',
      '?city=Z%C3%BCrich&state=TX',
      { pathname: '/cars-for-sale/searchresults.xhtml', search: '?city=Z%C3%BCrich&state=TX' },
    ],
    [
      'a price over nine digits stays in the query string (cars-under-N reads nine)',
      '/cars-for-sale',
      '?maxPrice=1000000000',
      { pathname: '/cars-for-sale/searchresults.xhtml', search: '?maxPrice=1000000000' },
    ],
    [
      'a series without the series lookup stays in the query string (it came back as the model)',
      '/cars-for-sale/mazda',
      '?seriesCodeList=MX',
      { pathname: '/cars-for-sale/mazda', search: '?seriesCodeList=MX' },
    ],
    [
      'a dot segment stays in the query string (browsers resolve it away)',
      '/cars-for-sale/mercury/..',
      '',
      { pathname: '/cars-for-sale/mercury', search: '?modelCodeList=..' },
    ],
    [
      'a model of five digits stays in the query string (it read back as a listing id)',
      '/cars-for-sale/honda',
      '?modelCodeList=12345',
      { pathname: '/cars-for-sale/honda', search: '?modelCodeList=12345' },
    ],
    [
      'a code is written as it reads back, upper-cased: ß as ss',
      '/cars-for-sale/kia/soul',
      '?trimCodeList=%C3%9F',
      { pathname: '/cars-for-sale/kia/soul/ss', search: '' },
    ],
    [
      "a trim of the model's own is its trim part: no | in the path (Chromium sends it as %7C, a loop once)",
      '/cars-for-sale/ford/f150pickup/f150pickup|xl',
      '',
      { pathname: '/cars-for-sale/ford/f150pickup/xl', search: '' },
    ],
    [
      'a trim of another model keeps its code, its | as %7C, as Chromium sends it in a path',
      '/cars-for-sale/ford/f150pickup/ranger|xl',
      '',
      { pathname: '/cars-for-sale/ford/f150pickup/ranger%7Cxl', search: '' },
    ],
    [
      'a repeated key left with one value is that value',
      '/cars-for-sale',
      '?sortBy=&sortBy=derivedpriceASC',
      { pathname: '/cars-for-sale/searchresults.xhtml', search: '?sortBy=derivedpriceASC' },
    ],
  ])('%s', (_, pathname, search, canonical) => {
    expect(canonicalUrl(pathname, search)).toEqual(canonical);
    expect(canonicalUrl(canonical.pathname, canonical.search)).toEqual(canonical);
  });

  it('"A min or max price becomes a price segment": a bound that is no price stays in the query', () => {
    expect(encode({ minPrice: '1000000000', maxPrice: '20000' })).toEqual({
      pathname: '/cars-for-sale/cars-under-20000',
      search: '?minPrice=1000000000',
    });
  });
});

describe('decode', () => {
  it("reads a query string as the URL standard does, where Node 20's URLSearchParams misreads it", () => {
    // URLSearchParams gave "\uFFFD-" here, and took 13 ms for a thousand pairs with a broken escape.
    expect(decode('/cars-for-sale', '?sortBy=%FF%E4%B8%AD&sortBy=%FF中&city=%C0%AF')).toEqual({
      ok: true,
      query: { city: '\uFFFD\uFFFD', listingType: ['ALL'], sortBy: ['\uFFFD中', '\uFFFD中'] },
    });
  });

  it('names the first segment that fits nowhere, without reading the rest of a long path', () => {
    expect(decode(`/cars-for-sale/bogus${'/%E0'.repeat(4000)}`)).toEqual({
      ok: false,
      reason: 'unknown-segment',
      segment: 'bogus',
    });
  });

  it('reads a repeated key as one list, commas included ("comma strings become arrays")', () => {
    expect(decode('/cars-for-sale', '?listingTypes=NEW,USED&listingTypes=CERTIFIED')).toEqual({
      ok: true,
      query: { listingType: ['NEW', 'USED', 'CERTIFIED'] },
    });
  });

  it('calls a raw lone surrogate a broken encoding, as it does an escaped one', () => {
    expect(decode('/cars-for-sale/honda/a\uD800')).toEqual({
      ok: false,
      reason: 'bad-encoding',
      segment: 'a\uD800',
    });
    expect(canonicalUrl('/cars-for-sale/honda/a\uD800', '')).toBeUndefined();
  });

  it(`refuses a search of more than MAX_SEARCH_PARAMETERS (${MAX_SEARCH_PARAMETERS}) parameters`, () => {
    const params = (count: number) => Array.from({ length: count }, (_, at) => `k${at}=v`).join('&');
    expect(decode('/cars-for-sale', `?${params(MAX_SEARCH_PARAMETERS - 1)}`).ok).toBe(true);
    expect(decode('/cars-for-sale', `?${params(MAX_SEARCH_PARAMETERS + 1)}`)).toEqual({
      ok: false,
      reason: 'too-many-parameters',
    });
    // Counted once decoded too: path segments are keys, so the canonical URL is refused or kept alike.
    expect(decode('/cars-for-sale/honda', `?${params(MAX_SEARCH_PARAMETERS - 1)}`)).toEqual({
      ok: false,
      reason: 'too-many-parameters',
    });
    expect(
      canonicalUrl('/cars-for-sale/vehicledetails.xhtml', `?listingId=12345&${params(100)}`),
    ).toBeUndefined();
  });
});

describe('"Lookup failures during path building are tolerated; the step is skipped"', () => {
  const series = () => {
    throw new Error('reference service down');
  };

  it('a series lookup that throws: the segment is the model (it threw out of decode)', () => {
    expect(decode('/cars-for-sale/bmw/3-series', '', { series })).toEqual({
      ok: true,
      query: { listingType: ['ALL'], makeCode: ['BMW'], modelCode: ['3-SERIES'] },
    });
  });

  it('a series lookup that throws: the SEO key is upper-cased (it threw out of decodeSeoQueryKeys)', () => {
    expect(decodeSeoQueryKeys({ make: 'bmw', series: '3' }, { series })).toEqual({
      makeCode: ['BMW'],
      seriesCode: ['3'],
    });
  });
});

describe('match', () => {
  it('has no dealer page for a path longer than dealer-details/microsite-about/location/online/id/name', () => {
    expect(match(`/car-dealers${'/%2F'.repeat(4000)}`)).toBeUndefined();
    expect(
      match('/car-dealers/dealer-details/microsite-about/austin-tx/online/12345/bobs/extra'),
    ).toBeUndefined();
  });
});

describe('buildAbsoluteUrl', () => {
  it.each<[string, string, { protocol: string; host: string }, string]>([
    [
      "a path that names another site (it built that site's URL)",
      '//other.example/x',
      { protocol: 'https', host: 'www.example.test' },
      'NOT_A_PATH',
    ],
    [
      'an absolute URL of another site',
      'https://other.example/x',
      { protocol: 'https', host: 'www.example.test' },
      'NOT_A_PATH',
    ],
    ['"//" (it threw a TypeError)', '//', { protocol: 'https', host: 'www.example.test' }, 'NOT_A_PATH'],
    [
      'a host that is no host (it threw a TypeError)',
      '/x',
      { protocol: 'https', host: 'a b' },
      'INVALID_ORIGIN',
    ],
  ])('throws a UrlError for %s', (_, path, origin, code) => {
    const error = (() => {
      try {
        buildAbsoluteUrl(path, origin);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(UrlError);
    expect(error).toMatchObject({ code });
  });
});
