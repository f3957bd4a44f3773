import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalUrl,
  createReferenceLookups,
  decode,
  encode,
  MODEL_NOT_FOUND_KEY,
  spellingKey,
} from './index';

// A few real models, as the API's search options give them (codes are ours and stable; names and aliases are
// how people write them).
const lookups = createReferenceLookups({
  models: [
    { makeCode: 'HONDA', code: 'CRV', name: 'CR-V', aliases: ['CR-V Hybrid'] },
    { makeCode: 'HONDA', code: 'CIVIC', name: 'Civic' },
    { makeCode: 'FORD', code: 'F150PICKUP', name: 'F-150', aliases: ['F150', 'F-150 Pickup'] },
    { makeCode: 'CHRY', code: 'TOWNCOUNTRY', name: 'Town & Country' },
    { makeCode: 'CHEV', code: 'CORV', name: 'Corvette' },
    { makeCode: 'BMW', code: '330', name: '330i', aliases: ['330 i'] },
  ],
  series: [{ makeCode: 'BMW', code: 'BMW3', name: '3 Series' }],
});
const options = { models: lookups.models, series: lookups.series, modelSlugs: lookups.modelSlugs };

describe('spellingKey', () => {
  it.each([
    ['CR-V', 'crv'],
    ['cr v', 'crv'],
    ['F-150 Pickup', 'f150pickup'],
    ['Town & Country', 'townandcountry'],
    ['town-and-country', 'townandcountry'],
    ['3 Series', '3series'],
  ])('%s is %s', (spelling, key) => {
    expect(spellingKey(spelling)).toBe(key);
  });
});

describe('decode with reference lookups', () => {
  it.each<[string, string, string, Record<string, string[]>]>([
    ['a hyphenated model slug', '/cars-for-sale/used-cars/honda/cr-v', '', { modelCode: ['CRV'] }],
    ['the code as slug', '/cars-for-sale/used-cars/honda/crv', '', { modelCode: ['CRV'] }],
    [
      'a numbered model as marketplaces write it',
      '/cars-for-sale/ford/f-150',
      '',
      { modelCode: ['F150PICKUP'] },
    ],
    ['an alias', '/cars-for-sale/ford/f150', '', { modelCode: ['F150PICKUP'] }],
    ['& in a name', '/cars-for-sale/chrysler/town-&-country', '', { modelCode: ['TOWNCOUNTRY'] }],
    ['& escaped', '/cars-for-sale/chrysler/town-%26-country', '', { modelCode: ['TOWNCOUNTRY'] }],
    ['"and" for &', '/cars-for-sale/chrysler/town-and-country', '', { modelCode: ['TOWNCOUNTRY'] }],
    ['a name unlike its code', '/cars-for-sale/chevrolet/corvette', '', { modelCode: ['CORV'] }],
    ['a series by name', '/cars-for-sale/bmw/3-series', '', { seriesCode: ['BMW3'] }],
    [
      'a series and its model',
      '/cars-for-sale/bmw/3-series/330i',
      '',
      { seriesCode: ['BMW3'], modelCode: ['330'] },
    ],
    [
      'a legacy modelCodeList in another spelling',
      '/cars-for-sale/honda',
      '?modelCodeList=CR-V',
      { modelCode: ['CRV'] },
    ],
    [
      'legacy numbered keys',
      '/cars-for-sale/searchresults.xhtml',
      '?makeCode1=HONDA&modelCode1=cr-v',
      { makeCode: ['HONDA'], modelCode: ['CRV'] },
    ],
  ])('resolves %s', (_, pathname, search, expected) => {
    const decoded = decode(pathname, search, options);
    expect(decoded.ok).toBe(true);
    if (decoded.ok) {
      expect(decoded.query).toMatchObject(expected);
      expect(decoded.unknownModel).toBeUndefined();
    }
  });

  it('drops a model the make does not have and names it, keeping the make', () => {
    expect(decode('/cars-for-sale/honda/xyz/ex', '', options)).toEqual({
      ok: true,
      query: { listingType: ['ALL'], makeCode: ['HONDA'] },
      unknownModel: 'xyz',
    });
    expect(canonicalUrl('/cars-for-sale/used-cars/honda/xyz', '', options)).toEqual({
      pathname: '/cars-for-sale/used-cars/honda',
      search: `?${MODEL_NOT_FOUND_KEY}=xyz`,
    });
    // The page the redirect leads to is canonical: no loop.
    expect(canonicalUrl('/cars-for-sale/used-cars/honda', `?${MODEL_NOT_FOUND_KEY}=xyz`, options)).toEqual({
      pathname: '/cars-for-sale/used-cars/honda',
      search: `?${MODEL_NOT_FOUND_KEY}=xyz`,
    });
  });

  it('keeps a model of several makes it cannot place (it may be the other make’s)', () => {
    const decoded = decode('/cars-for-sale', '?makeCodeList=HONDA,KIA&modelCodeList=CIVIC,SOUL', options);
    expect(decoded.ok && decoded.query.modelCode).toEqual(['CIVIC', 'SOUL']);
  });

  it('redirects a non-canonical spelling to the one canonical path, the name slug (301 in the apps)', () => {
    expect(canonicalUrl('/cars-for-sale/used-cars/honda/cr-v/houston-tx', '', options)).toEqual({
      pathname: '/cars-for-sale/used-cars/honda/cr-v/houston-tx',
      search: '',
    });
    // The code's slug, what links written without the reference data say, goes to the name slug.
    expect(canonicalUrl('/cars-for-sale/used-cars/honda/crv/houston-tx', '', options)).toEqual({
      pathname: '/cars-for-sale/used-cars/honda/cr-v/houston-tx',
      search: '',
    });
    expect(canonicalUrl('/cars-for-sale/chevrolet/corv', '', options)).toEqual({
      pathname: '/cars-for-sale/chevrolet/corvette',
      search: '',
    });
    expect(
      canonicalUrl('/cars-for-sale/searchresults.xhtml', '?makeCode1=FORD&modelCode1=F-150', options),
    ).toEqual({ pathname: '/cars-for-sale/ford/f-150', search: '' });
    expect(canonicalUrl('/cars-for-sale/chrysler/town-&-country', '', options)).toEqual({
      pathname: '/cars-for-sale/chrysler/town-country',
      search: '',
    });
    // Without the slugs (a caller with no reference data) the code's slug is still written.
    expect(canonicalUrl('/cars-for-sale/honda/cr-v', '', { models: lookups.models })).toEqual({
      pathname: '/cars-for-sale/honda/crv',
      search: '',
    });
  });

  it('encodes the name slug with the slugs, and decodes it back to the code', () => {
    const cases: [Record<string, string>, string][] = [
      [{ makeCode: 'HONDA', modelCode: 'CRV' }, '/cars-for-sale/honda/cr-v'],
      [{ makeCode: 'CHEV', modelCode: 'CORV' }, '/cars-for-sale/chevrolet/corvette'],
      [{ makeCode: 'FORD', modelCode: 'F150PICKUP' }, '/cars-for-sale/ford/f-150'],
      [{ makeCode: 'BMW', modelCode: '330' }, '/cars-for-sale/bmw/330i'],
    ];
    // A model the slugs do not know keeps its code's slug.
    expect(
      encode({ makeCode: 'HONDA', modelCode: 'PILOT' }, { modelSlugs: lookups.modelSlugs }).pathname,
    ).toBe('/cars-for-sale/honda/pilot');
    for (const [query, pathname] of cases) {
      const encoded = encode(query, { modelSlugs: lookups.modelSlugs });
      expect(encoded.pathname).toBe(pathname);
      const decoded = decode(encoded.pathname, encoded.search, options);
      expect(decoded.ok && decoded.query.modelCode).toEqual([query.modelCode]);
      expect(canonicalUrl(encoded.pathname, encoded.search, options)).toEqual(encoded);
    }
    // A trim after a name slug is still the model's trim.
    const trimmed = encode(
      { makeCode: 'HONDA', modelCode: 'CRV', trimCode: 'CRV|EX', city: 'Houston', state: 'TX' },
      { modelSlugs: lookups.modelSlugs },
    );
    // The model's own trim by its part: the reader puts the model back (the storefront's `withModelTrims`).
    expect(trimmed.pathname).toBe('/cars-for-sale/honda/cr-v/ex/houston-tx');
    const back = decode(trimmed.pathname, trimmed.search, options);
    expect(back.ok && [back.query.modelCode, back.query.trimCode]).toEqual([['CRV'], ['EX']]);
  });

  it('a name slug that would read back as another model or a place keeps the code slug', () => {
    const clash = createReferenceLookups({
      models: [
        { makeCode: 'HONDA', code: 'ONE', name: 'Alpha' },
        // Its name folds to the first one's code key: its name slug would decode to ONE.
        { makeCode: 'HONDA', code: 'TWO', name: 'one' },
        // A name slug that is a place: `{city}-{state}`.
        { makeCode: 'HONDA', code: 'PLACE', name: 'Austin TX' },
      ],
    });
    expect(clash.modelSlugs('HONDA', 'ONE')).toBe('alpha');
    expect(clash.modelSlugs('HONDA', 'TWO')).toBeUndefined();
    const place = encode({ makeCode: 'HONDA', modelCode: 'PLACE' }, { modelSlugs: clash.modelSlugs });
    expect(place.pathname).toBe('/cars-for-sale/honda/place');
  });

  it('names a model by its code (modelNames)', () => {
    expect(lookups.modelNames('HONDA', 'CRV')).toBe('CR-V');
    expect(lookups.modelNames('chev', 'CORV')).toBe('Corvette');
    expect(lookups.modelNames('HONDA', 'NOPE')).toBeUndefined();
  });

  it('a lookup of some models only keeps other spellings as written (complete: false)', () => {
    const partial = createReferenceLookups({
      models: [{ makeCode: 'HONDA', code: 'CRV', name: 'CR-V' }],
      complete: false,
    });
    const known = decode('/cars-for-sale/honda/cr-v', '', partial);
    expect(known.ok && known.query.modelCode).toEqual(['CRV']);
    const other = decode('/cars-for-sale/honda/hrv', '?', partial);
    expect(other).toEqual({
      ok: true,
      query: { listingType: ['ALL'], makeCode: ['HONDA'], modelCode: ['HRV'] },
    });
    const listed = decode('/cars-for-sale/honda', '?modelCodeList=PILOT', partial);
    expect(listed.ok && listed.query.modelCode).toEqual(['PILOT']);
  });

  it('keeps a series in the query string with seriesInPath false (for readers without the lookup)', () => {
    expect(canonicalUrl('/cars-for-sale/bmw/3-series', '', { ...options, seriesInPath: false })).toEqual({
      pathname: '/cars-for-sale/bmw',
      search: '?seriesCodeList=BMW3',
    });
    expect(canonicalUrl('/cars-for-sale/bmw/3-series', '', options)).toEqual({
      pathname: '/cars-for-sale/bmw/bmw3',
      search: '',
    });
  });

  it('reads numbered keys in number order, after a list the query has', () => {
    const decoded = decode(
      '/cars-for-sale/searchresults.xhtml',
      '?makeCode2=TOYOTA&makeCode1=HONDA&makeCodeList=FORD&makeCode3=',
    );
    expect(decoded.ok && decoded.query.makeCode).toEqual(['FORD', 'HONDA', 'TOYOTA']);
  });

  it('without the lookups, decodes as before (the segment upper-cased)', () => {
    const decoded = decode('/cars-for-sale/honda/cr-v');
    expect(decoded.ok && decoded.query.modelCode).toEqual(['CR-V']);
  });

  it('a lookup that throws is skipped ("Lookup failures ... are tolerated")', () => {
    const throwing = {
      models: () => {
        throw new Error('down');
      },
    };
    const decoded = decode('/cars-for-sale/honda/cr-v', '', throwing);
    expect(decoded.ok && decoded.query.modelCode).toEqual(['CR-V']);
  });
});

describe('slugs both ways (property)', () => {
  const code = fc.stringMatching(/^[A-Z][A-Z0-9]{0,11}$/);
  // How people and marketplaces respell a model: case, hyphens, spaces, plus signs between characters.
  const respelled = (text: string) =>
    fc
      .array(fc.constantFrom('', '', '', '-', ' ', '+', '.'), {
        minLength: text.length,
        maxLength: text.length,
      })
      .chain((separators) =>
        fc
          .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
          .map((lower) =>
            [...text]
              .map((char, at) => `${at > 0 ? separators[at] : ''}${lower[at] ? char.toLowerCase() : char}`)
              .join(''),
          ),
      );

  it('decode(encode(q)) keeps the code, and every spelling of it redirects to the one canonical path', () => {
    fc.assert(
      fc.property(
        code.chain((model) => fc.tuple(fc.constant(model), respelled(model))),
        ([model, spelling]) => {
          const own = createReferenceLookups({
            models: [{ makeCode: 'HONDA', code: model, name: spelling }],
          });
          // A location after it: a last segment such as `p3-ak` is read as a place ({city}-{state}) first.
          const encoded = encode(
            { makeCode: 'HONDA', modelCode: model, city: 'Austin', state: 'TX' },
            { modelSlugs: own.modelSlugs },
          );
          const decoded = decode(encoded.pathname, encoded.search, own);
          expect(decoded.ok && decoded.query.modelCode).toEqual([model]);
          expect(canonicalUrl(encoded.pathname, encoded.search, own)).toEqual(encoded);
          const typed = `/cars-for-sale/honda/${encodeURIComponent(spelling)}/austin-tx`;
          const canonical = canonicalUrl(typed, '', own);
          expect(canonical).toEqual(encoded);
          // So does the code's slug, as links written without the reference data spell it.
          const bare = encode({ makeCode: 'HONDA', modelCode: model, city: 'Austin', state: 'TX' });
          expect(canonicalUrl(bare.pathname, bare.search, own)).toEqual(encoded);
        },
      ),
      { numRuns: 2_000 },
    );
    // 2,000 runs take about 3 s alone and over 10 s beside the other suites on 2 cores.
  }, 60_000);
});
