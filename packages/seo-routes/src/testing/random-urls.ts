import { BRANDS, type Brand } from '@forecourt/brand';
import fc from 'fast-check';
import {
  DRIVE_GROUP,
  ENGINE,
  EXPERIENCE,
  EXT_COLOR,
  FEATURE,
  FUEL_TYPE_GROUP,
  LISTING_TYPE,
  MAKE,
  SELLER_TYPE,
  VEHICLE_STYLE,
} from '../vocabulary';
import { mutate, mutation } from './mutate-url';
import { type TestUrl, VALID_URLS } from './valid-urls';

/** A generated URL and the brand serving it. */
export interface RandomUrl extends TestUrl {
  brand: Brand;
}

/**
 * Pieces that break URL parsers: broken, overlong and NUL percent-encodings, encoded separators, dot segments,
 * separators, control characters, lone surrogates, combining marks, case-folding oddities (ß, İ, ﬁ), emoji.
 */
export const JUNK: readonly string[] = [
  '%',
  '%z',
  '%zz',
  '%0',
  '%00',
  '%C0%AF',
  '%c0%ae',
  '%2F',
  '%2f',
  '%5C',
  '%3F',
  '%23',
  '%25',
  '%26',
  '%3D',
  '%2B',
  '%2C',
  '%20',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F0%9F%9A%97',
  '%C3%A9',
  '%FF',
  '%FE%FF',
  '..',
  '.',
  '%2e%2e',
  '/',
  '//',
  '\\',
  '?',
  '#',
  '&',
  '=',
  ';',
  ',',
  '+',
  ' ',
  '\t',
  '\n',
  '\0',
  '\uD800',
  '\uDC00',
  '\uFFFD',
  '\uFEFF',
  '\u202E',
  '\u00A0',
  '\u3000',
  'é',
  'E\u0301',
  'ß',
  'İ',
  'ı',
  'ﬁ',
  '🚗',
  '中',
  '-',
  '--',
  '_',
  "'",
  '"',
  '<',
  '>',
  '`',
  '{',
  '}',
  '|',
  '[',
  ']',
  '~',
  '*',
  '(',
  ')',
  '$',
  '!',
  '@',
  ':',
];

/** Route words, segment words of every vocabulary, ids, and keys that are special to JavaScript objects. */
export const WORDS: readonly string[] = [
  ...new Set([
    'cars-for-sale',
    'car-dealers',
    'dealers',
    'marketplace',
    'listings',
    'vehicle',
    'inventory',
    'vehicledetails.xhtml',
    'searchresults.xhtml',
    'cars-for-sale.xhtml',
    'index.xhtml',
    'advanced-search',
    'sitemap',
    'fordblueadvantage',
    'privacy-policy',
    'caranddriver',
    'visitor-agreement',
    'build-and-price',
    'dealer-details',
    'microsite-about',
    'online',
    'used',
    'cars',
    '-cars',
    'Used+Cars',
    'cars-under-',
    'cars-over-',
    'cars-between-',
    '-and-',
    '-mpg',
    'money-back-guarantee',
    'commercial-vehicles',
    'civic',
    'austin',
    'san-antonio',
    '-tx',
    'tx',
    '-78701',
    '78701',
    '2020',
    '712345678',
    '5012345',
    '1HGCM82633A004352',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'undefined',
    'null',
    'NaN',
    'true',
    '0',
    '-1',
    '1e9',
    '99999999999999999999999',
    ...[
      EXPERIENCE,
      LISTING_TYPE,
      SELLER_TYPE,
      VEHICLE_STYLE,
      DRIVE_GROUP,
      ENGINE,
      FUEL_TYPE_GROUP,
      FEATURE,
      EXT_COLOR,
      MAKE,
    ].flatMap((words) => [...words.codes.keys()]),
  ]),
];

/** Query keys of both dialects, the SEO-style keys, removed keys, and keys that are special to objects. */
export const QUERY_KEYS: readonly string[] = [
  'makeCode',
  'makeCodeList',
  'modelCode',
  'modelCodeList',
  'seriesCodeList',
  'trimCodeList',
  'listingType',
  'listingTypes',
  'sellerTypes',
  'listingId',
  'zip',
  'city',
  'state',
  'searchRadius',
  'sortBy',
  'firstRecord',
  'startYear',
  'endYear',
  'minPrice',
  'maxPrice',
  'mpgRange',
  'vehicleExchange',
  'make',
  'model',
  'series',
  'trim',
  'location',
  'hybridElectric',
  'pageType',
  'allListingType',
  'requestId',
  'brand',
  '0',
  '',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
  'a[]',
  'a[b]',
];

const ROOTS: readonly string[] = [
  '',
  '/',
  '//',
  '/cars-for-sale',
  '/CARS-FOR-SALE',
  '/Cars-For-Sale',
  '/cars-for-sale/',
  '/cars-for-salex',
  '/car-dealers',
  '/dealers',
  '/marketplace',
  '/marketplace/listings',
  '/cars-for-sale/vehicle',
  '/cars-for-sale/inventory',
  '/cars-for-sale/fordblueadvantage',
  'cars-for-sale',
  '\\cars-for-sale',
  'http://example.com/cars-for-sale',
  '/cars-for-sale/../cars-for-sale',
  '/%63ars-for-sale',
];

const integerText = fc.oneof(
  fc.nat().map(String),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

/** One piece of a segment or query value: junk, a known word, random unicode or a number. */
const token = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...JUNK) },
  { weight: 4, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 1, arbitrary: integerText },
);

const tokens = fc.array(token, { maxLength: 6 }).map((parts) => parts.join(''));

/** A long run of one piece, 64 to 4,096 times (up to about 12,000 characters). */
export const longRun = fc
  .tuple(
    fc.constantFrom('a', 'a-', '1', '9-', '-', '.', '%41', '%', 'é', '+', 'a+', '/', 'a/', '%2F', 'tx-', ','),
    fc.integer({ min: 64, max: 4096 }),
  )
  .map(([piece, times]) => piece.repeat(times));

const segment = fc.oneof(
  { weight: 6, arbitrary: tokens },
  { weight: 2, arbitrary: fc.webSegment() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
  { weight: 1, arbitrary: longRun },
);

/** Purely random pathnames: raw unicode, segments of junk and words under every root, runs of slashes. */
export const randomPathname: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary' }).map((rest) => `/cars-for-sale/${rest}`) },
  {
    weight: 7,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...ROOTS),
        fc.array(segment, { maxLength: 10 }),
        fc.constantFrom('', '', '/', '//', '/searchresults.xhtml', '/..', '/.'),
      )
      .map(([root, parts, end]) => `${root}${parts.map((part) => `/${part}`).join('')}${end}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('/cars-for-sale', '/car-dealers', '/dealers', ''),
        fc.constantFrom('/', '/a', '/..', '/%2F', '/used-cars', '/austin-tx'),
        fc.integer({ min: 2, max: 4096 }),
      )
      .map(([root, piece, times]) => `${root}${piece.repeat(times)}`),
  },
);

const queryKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) },
  { weight: 1, arbitrary: tokens },
);
const queryValue = fc.oneof(
  { weight: 4, arbitrary: tokens },
  {
    weight: 2,
    arbitrary: fc
      .array(
        fc.constantFrom('HONDA', 'USED', 'NEW', 'CIVIC', '78701', 'Austin', 'TX', '', ' ', 'undefined'),
        {
          maxLength: 5,
        },
      )
      .map((list) => list.join(',')),
  },
  { weight: 1, arbitrary: longRun },
);
const pair = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(queryKey, queryValue).map(([key, value]) => `${key}=${value}`) },
  { weight: 1, arbitrary: queryKey },
  { weight: 1, arbitrary: fc.tuple(queryKey, queryValue).map(([key, value]) => `${key}==${value}`) },
  { weight: 1, arbitrary: fc.constant('') },
);

/**
 * Purely random query strings: pairs with known and random keys, repeated and empty keys, values with junk,
 * raw unicode, up to 1,000 repeats of one pair and up to 1,000 distinct keys.
 */
export const randomSearch: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('', '?', '?&', '?=', '??') },
  { weight: 6, arbitrary: fc.array(pair, { maxLength: 12 }).map((pairs) => `?${pairs.join('&')}`) },
  { weight: 1, arbitrary: fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&')) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary' }).map((text) => `?${text}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...QUERY_KEYS), token, fc.integer({ min: 2, max: 1000 }))
      .map(([key, value, times]) => `?${Array(times).fill(`${key}=${value}`).join('&')}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1, max: 1000 })
      .map((count) => `?${Array.from({ length: count }, (_, at) => `k${at}=v${at}`).join('&')}`),
  },
);

const brand = fc.constantFrom(...BRANDS);

/**
 * The longest URL generated, in characters: Node's HTTP server refuses a request whose head is over 16 KiB (its
 * default `maxHeaderSize`), so a longer URL never reaches a parser on the server.
 */
export const MAX_URL_LENGTH = 16_384;

/** A purely random URL: a random pathname and query string, any brand; at most {@link MAX_URL_LENGTH}. */
export const randomUrl: fc.Arbitrary<RandomUrl> = fc
  .record({ pathname: randomPathname, search: randomSearch, brand })
  .filter(({ pathname, search }) => pathname.length + search.length <= MAX_URL_LENGTH);

/**
 * A mutated real URL: one of {@link VALID_URLS} with one to four mutations (segments dropped, duplicated,
 * swapped or replaced, junk inserted, case changed, truncated, characters percent-encoded or decoded).
 */
export const mutatedUrl: fc.Arbitrary<RandomUrl> = fc
  .tuple(fc.constantFrom(...VALID_URLS), fc.array(mutation, { minLength: 1, maxLength: 4 }), brand)
  .map(([url, mutations, serving]) => ({ ...mutations.reduce(mutate, url), brand: serving }));

/** Random and mutated URLs, half each. */
export const anyUrl: fc.Arbitrary<RandomUrl> = fc.oneof(randomUrl, mutatedUrl);

/** `count` URLs of {@link anyUrl}, the same ones for the same seed: what the bench times. */
export function sampleUrls(count: number, seed = 42): RandomUrl[] {
  return fc.sample(anyUrl, { numRuns: count, seed });
}
