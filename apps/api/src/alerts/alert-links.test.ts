import { describe, expect, it } from 'vitest';
import { DEFAULT_ALERT_LINKS, searchLink } from './alert-links';

describe('searchLink: the results page an alert e-mail links to', () => {
  it('names the model by its name slug, the URL the site shows without a redirect', () => {
    expect(searchLink(DEFAULT_ALERT_LINKS, { makeCode: ['HONDA'], modelCode: ['CRV'] })).toBe(
      'http://localhost:3000/cars-for-sale/honda/cr-v',
    );
    expect(
      searchLink(DEFAULT_ALERT_LINKS, {
        listingType: ['USED'],
        makeCode: ['FORD'],
        modelCode: ['F150PICKUP'],
      }),
    ).toBe('http://localhost:3000/cars-for-sale/used-cars/ford/f-150');
  });

  it('keeps a model the reference data does not know by its code', () => {
    expect(searchLink(DEFAULT_ALERT_LINKS, { makeCode: ['HONDA'], modelCode: ['ZZ9'] })).toBe(
      'http://localhost:3000/cars-for-sale/honda/zz9',
    );
  });
});
