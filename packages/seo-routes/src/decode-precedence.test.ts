import { describe, expect, it } from 'vitest';
import { type DecodeOptions, decode, type SearchQuery } from './index';

// decode normalises the query string once and sets the path's values over it: the path must still win over
// either dialect, and codes read from free text (a segment, a lookup's answer) must be normalised like
// query-string values.
const CASES: {
  rule: string;
  pathname: string;
  search: string;
  options?: DecodeOptions;
  query: SearchQuery;
}[] = [
  {
    rule: 'the path make wins over both dialects of the query string',
    pathname: '/cars-for-sale/honda',
    search: '?makeCodeList=BMW&makeCode=AUDI',
    query: { listingType: ['ALL'], makeCode: ['HONDA'] },
  },
  {
    rule: 'a blank model segment is no model, and still replaces the query string one',
    pathname: '/cars-for-sale/honda/%20',
    search: '?modelCodeList=CIVIC',
    query: { listingType: ['ALL'], makeCode: ['HONDA'] },
  },
  {
    rule: "a series lookup's answer is trimmed",
    pathname: '/cars-for-sale/honda/accord',
    search: '?seriesCodeList=X',
    options: { series: () => '  ACC  ' },
    query: { listingType: ['ALL'], makeCode: ['HONDA'], seriesCode: ['ACC'] },
  },
  {
    rule: "a series lookup's answer 'undefined' is no series",
    pathname: '/cars-for-sale/honda/accord',
    search: '?seriesCode=X',
    options: { series: () => 'undefined' },
    query: { listingType: ['ALL'], makeCode: ['HONDA'] },
  },
  {
    rule: 'a trim code from the lookup is trimmed and upper-cased, over the query string one',
    pathname: '/cars-for-sale/honda/civic/ex',
    search: '?trimCodeList=LX',
    options: { trimCodes: () => [{ code: ' ex ' }] },
    query: { listingType: ['ALL'], makeCode: ['HONDA'], modelCode: ['CIVIC'], trimCode: ['EX'] },
  },
  {
    rule: 'the path listing type and location win; removed keys go; a repeated key left with one value is that value',
    pathname: '/cars-for-sale/used-cars/honda/austin-tx',
    search: '?listingTypes=NEW&city=Denver&pageType=x&requestId=1&sortBy=a,&sortBy=',
    query: { city: 'Austin', listingType: ['USED'], makeCode: ['HONDA'], sortBy: 'a', state: 'TX' },
  },
];

describe('decode: the path over the query string', () => {
  it.each(CASES)('$rule', ({ pathname, search, options, query }) => {
    const decoded = decode(pathname, search, options);
    expect(decoded).toEqual({ ok: true, query });
    // Keys sorted, as every decoded query has them.
    expect(decoded.ok && Object.keys(decoded.query)).toEqual(Object.keys(query).sort());
  });
});
