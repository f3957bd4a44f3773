import { createReferenceLookups } from '@forecourt/seo-routes';
import { describe, expect, it } from 'vitest';
import { landingPath, urlSetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it.each([
    [{ makeCode: 'HONDA' }, '/cars-for-sale/honda'],
    [{ makeCode: 'HONDA', modelCode: 'CRV' }, '/cars-for-sale/honda/crv'],
    [
      { makeCode: 'TOYOTA', modelCode: 'RAV4', city: 'San Antonio', state: 'TX' },
      '/cars-for-sale/toyota/rav4/san-antonio-tx',
    ],
  ])('builds the landing path of %o with the search encoders: %s', (landing, path) => {
    expect(landingPath(landing)).toBe(path);
  });

  it("lists landing pages by their models' name slugs, with the reference data (issue 32)", () => {
    const names = createReferenceLookups({
      models: [
        { makeCode: 'HONDA', code: 'CRV', name: 'CR-V' },
        { makeCode: 'CHEV', code: 'CORV', name: 'Corvette' },
      ],
    });
    expect(landingPath({ makeCode: 'HONDA', modelCode: 'CRV', city: 'Houston', state: 'TX' }, names)).toBe(
      '/cars-for-sale/honda/cr-v/houston-tx',
    );
    const xml = urlSetXml(
      'https://x.example',
      { landingPages: [{ makeCode: 'CHEV', modelCode: 'CORV' }], listingIds: ['712345678'] },
      names,
    );
    expect(xml).toContain('<loc>https://x.example/cars-for-sale/chevrolet/corvette</loc>');
  });

  it('escapes what XML must not carry raw', () => {
    // A make the path has no segment for stays in the query string, its keys joined by '&'.
    const xml = urlSetXml('https://x.example', {
      landingPages: [{ makeCode: 'NOTAMAKE', modelCode: 'X' }],
      listingIds: [],
    });
    expect(xml).toContain(
      '<loc>https://x.example/cars-for-sale/searchresults.xhtml?makeCodeList=NOTAMAKE&amp;modelCodeList=X</loc>',
    );
    expect(xml).not.toMatch(/&(?!amp;)/);
  });
});
