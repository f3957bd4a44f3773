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
