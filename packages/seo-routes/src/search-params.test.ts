import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSearchParams } from './search-params';
import { JUNK, randomSearch } from './testing/index';

// decode reads query strings with readSearchParams instead of URLSearchParams (slow on invalid escapes in
// Node 20): it must read every query string as URLSearchParams does.

/**
 * URLSearchParams given ASCII only. Node 20's misreads raw non-ASCII after an invalid escape (`%FF中` as `�-`,
 * where the URL standard and browsers give `�中`), so non-ASCII goes in as its UTF-8 escapes, which the standard
 * reads alike; this is also how a parsed URL hands a query string over.
 */
function urlSearchParams(text: string): [string, string][] {
  const ascii = text
    .replace(/\p{Surrogate}/gu, '\uFFFD')
    .replace(/[\u0080-\u{10FFFF}]/gu, encodeURIComponent);
  return [...new URLSearchParams(ascii)];
}

describe('readSearchParams', { timeout: 60_000 }, () => {
  it('reads 5,000 random query strings as URLSearchParams does', () => {
    const search = fc.oneof(
      randomSearch,
      fc
        .array(
          fc.oneof(
            fc.constantFrom(...JUNK, '=', '&', '+', '%41', '%e2%82', '%e2%82%ac', '\uFEFF', '%EF%BB%BF'),
          ),
          { maxLength: 20 },
        )
        .map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(search, (text) => {
        expect(readSearchParams(text, Number.POSITIVE_INFINITY)).toEqual(urlSearchParams(text));
      }),
      { numRuns: 5_000 },
    );
  });

  it.each([
    [
      '?a=%FF&b=%zz&c=%',
      [
        ['a', '\uFFFD'],
        ['b', '%zz'],
        ['c', '%'],
      ],
    ],
    ['?%C0%AF=x+y', [['\uFFFD\uFFFD', 'x y']]],
    [
      'a=%EF%BB%BFb&&=&c',
      [
        ['a', '\uFEFFb'],
        ['', ''],
        ['c', ''],
      ],
    ],
    ['?\uD800=%ED%A0%80', [['\uFFFD', '\uFFFD\uFFFD\uFFFD']]],
    ['?a=%FF中', [['a', '\uFFFD中']]],
  ])('reads %j as the URL standard does', (text, pairs) => {
    expect(readSearchParams(text, 10)).toEqual(pairs);
  });

  it('stops at the limit: more pairs are undefined, empty pairs do not count', () => {
    expect(readSearchParams('?a=1&&b=2&', 2)).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(readSearchParams('?a=1&b=2&c=3', 2)).toBeUndefined();
  });
});
