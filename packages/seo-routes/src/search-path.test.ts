import { describe, expect, it } from 'vitest';
import { decode, encode, SeoEncodeError } from './index';
import { DECODE_CASES, ENCODE_CASES, LEGACY_DECODE_CASES } from './search-path.cases';

describe('encode (spec 001 section 2, SEO rewriting of search results)', () => {
  it.each(ENCODE_CASES)('$rule', ({ query, brand, pathname, search = '' }) => {
    expect(encode(query, brand ? { brand } : {})).toEqual({ pathname, search });
  });

  it('"SEO encoders throw if a value that must be a string is not"', () => {
    const error = (() => {
      try {
        encode({ makeCode: { code: 'HONDA' } as never, modelCode: [{}] });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(SeoEncodeError);
    expect(error).toMatchObject({ code: 'NOT_A_STRING', key: 'makeCode' });
  });

  it('drops a non-array object under a key no segment uses ("object values other than arrays are dropped")', () => {
    expect(encode({ makeCode: 'HONDA', filters: { a: 1 } })).toEqual({
      pathname: '/cars-for-sale/honda',
      search: '',
    });
  });
});

describe('decode', () => {
  it.each([...DECODE_CASES, ...LEGACY_DECODE_CASES])('$rule', ({ pathname, search = '', query }) => {
    expect(decode(pathname, search)).toEqual({ ok: true, query });
  });

  it('resolves a trim through the injected trim-code lookup, codes upper-cased', () => {
    const trimCodes = (make: string, model: string) =>
      make === 'HONDA' && model === 'CIVIC' ? [{ code: 'ex+l' }, { code: 'lx' }] : undefined;
    const result = decode('/cars-for-sale/honda/civic/ex-l', '', { trimCodes });
    // "Plus signs in segments become hyphens, except for a resolved trim code."
    expect(result).toEqual({
      ok: true,
      query: { listingType: ['ALL'], makeCode: ['HONDA'], modelCode: ['CIVIC'], trimCode: ['EX+L'] },
    });
  });

  it('"Lookup failures during path building are tolerated; the step is skipped"', () => {
    const trimCodes = () => {
      throw new Error('reference service down');
    };
    const result = decode('/cars-for-sale/honda/civic/ex-l', '', { trimCodes });
    // A trim code's words are joined by `+` (`EX+L`), which the segment wrote as `-`.
    expect(result.ok && result.query.trimCode).toEqual(['EX+L']);
  });

  it("writes a trim of the model's own by its trim part, words by hyphens, and reads it back", () => {
    const query = { makeCode: 'TOYOTA', modelCode: 'RAV4', trimCode: 'RAV4|XLE+PREMIUM' };
    expect(encode(query).pathname).toBe('/cars-for-sale/toyota/rav4/xle-premium');
    const back = decode('/cars-for-sale/toyota/rav4/xle-premium', '');
    expect(back.ok && back.query.trimCode).toEqual(['XLE+PREMIUM']);
    // Also when the model's segment is its name slug, not its code's.
    const crv = { makeCode: 'HONDA', modelCode: 'CRV', trimCode: 'CRV|EX+L' };
    expect(encode(crv, { modelSlugs: () => 'cr-v' }).pathname).toBe('/cars-for-sale/honda/cr-v/ex-l');
  });

  it('tells a series from a model with the injected series lookup', () => {
    const series = (make: string, segment: string) =>
      make === 'BMW' && segment === '3-series' ? 'BMW3' : undefined;
    expect(decode('/cars-for-sale/bmw/3-series/330i', '', { series })).toEqual({
      ok: true,
      query: { listingType: ['ALL'], makeCode: ['BMW'], modelCode: ['330I'], seriesCode: ['BMW3'] },
    });
  });

  it.each([
    ['/cars-for-sale/used-cars/bogus', 'bogus'],
    ['/cars-for-sale/honda/civic/ex/extra', 'extra'],
    ['/cars-for-sale/2020/used-cars', 'used-cars'],
  ])('a segment that fits no slot is a value, not an exception: %s', (pathname, segment) => {
    expect(decode(pathname)).toEqual({ ok: false, reason: 'unknown-segment', segment });
  });

  it('says when the path is not a results path or its encoding is broken', () => {
    expect(decode('/marketplace/listings')).toEqual({ ok: false, reason: 'not-search-results' });
    expect(decode('/cars-for-salex/honda')).toEqual({ ok: false, reason: 'not-search-results' });
    expect(decode('/cars-for-sale/%E0%A4%A')).toEqual({
      ok: false,
      reason: 'bad-encoding',
      segment: '%E0%A4%A',
    });
  });
});
