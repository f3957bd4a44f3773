import { encode } from '@forecourt/seo-routes';
import { describe, expect, it } from 'vitest';
import { createModelBook, repliedModels } from './page-models';
import { pageRoute } from './page-route';

const CRV = { makeCode: 'HONDA', code: 'CRV', name: 'CR-V' };

describe('the model book: the route lookups of a page and of what it learns', () => {
  it('reads a name slug it has learned back to its model, and counts one it cannot read', () => {
    const book = createModelBook();
    expect(pageRoute('/cars-for-sale/used-cars/honda/cr-v', '', 'atc', book)).toMatchObject({
      page: 'results',
      query: { modelCode: ['CR-V'] },
    });
    const misses = book.misses;
    expect(misses).toBeGreaterThan(0);
    book.learn([CRV]);
    expect(pageRoute('/cars-for-sale/used-cars/honda/cr-v', '', 'atc', book)).toMatchObject({
      page: 'results',
      query: { makeCode: ['HONDA'], modelCode: ['CRV'], listingType: ['USED'] },
    });
    expect(book.misses).toBe(misses);
  });

  it('counts no miss for a model of a search of several makes that it knows under one of them', () => {
    const book = createModelBook([CRV, { makeCode: 'TOYOTA', code: 'RAV4', name: 'RAV4' }]);
    const route = pageRoute(
      '/cars-for-sale/searchresults.xhtml',
      '?makeCodeList=HONDA%2CTOYOTA&modelCodeList=CRV%2CRAV4',
      'atc',
      book,
    );
    expect(route).toMatchObject({ page: 'results', query: { modelCode: ['CRV', 'RAV4'] } });
    expect(book.misses).toBe(0);
    pageRoute(
      '/cars-for-sale/searchresults.xhtml',
      '?makeCodeList=HONDA%2CTOYOTA&modelCodeList=CRV%2CCOROLLA',
      'atc',
      book,
    );
    expect(book.misses).toBeGreaterThan(0);
  });

  it('writes the name slug once learned, through the functions it handed out before', () => {
    const book = createModelBook();
    const { modelSlugs } = book;
    const query = { makeCode: ['HONDA'], modelCode: ['CRV'] };
    expect(encode(query, { modelSlugs }).pathname).toBe('/cars-for-sale/honda/crv');
    book.learn([CRV, { makeCode: 'HONDA', code: 'CIVIC', name: 'Civic' }]);
    expect(encode(query, { modelSlugs }).pathname).toBe('/cars-for-sale/honda/cr-v');
    expect(book.modelNames?.('HONDA', 'CIVIC')).toBe('Civic');
  });

  it("learns a one-make search reply's models from its model facet, and none of a search of several makes", () => {
    const facets = { modelCode: [{ value: 'CRV', label: 'CR-V', count: 3 }] };
    expect(repliedModels({ makeCode: ['HONDA'] }, facets)).toEqual([CRV]);
    expect(repliedModels({ makeCode: ['HONDA', 'TOYOTA'] }, facets)).toEqual([]);
    expect(repliedModels({}, facets)).toEqual([]);
  });
});
