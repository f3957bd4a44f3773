import { canonicalUrl, createReferenceLookups, decode } from '@forecourt/seo-routes';
import { describe, expect, it } from 'vitest';
import { REAL_URL_CASES } from './real-urls.cases';
import { searchOptions } from './search-options';

// The lookups the storefront server builds from this API's search options (its route-lookups.ts), over the real
// reference data: what a shopper's URL decodes to in production.
const options = searchOptions();
const lookups = createReferenceLookups({
  models: options.models,
  series: options.models.flatMap((model) =>
    model.classSeries.map((series) => ({ makeCode: model.makeCode, code: series.code, name: series.name })),
  ),
});

describe('real marketplace URLs decode to the right filters over the reference data (issue 32)', () => {
  it.each(REAL_URL_CASES)('$url ($brand)', ({ url, brand, filters, canonical, modelNotFound }) => {
    const [pathname = '', search = ''] = url.split('?');
    const query = search && `?${search}`;
    const decoded = decode(pathname, query, lookups);
    if (!decoded.ok) throw new Error(`${url} did not decode: ${decoded.reason}`);
    expect(decoded.query).toMatchObject(filters);
    expect(decoded.unknownModel).toBe(modelNotFound);
    // As the storefront asks (page-route.ts): series in the query string.
    const target = canonicalUrl(pathname, query, { brand, ...lookups, seriesInPath: false });
    expect(target && target.pathname + target.search).toBe(canonical);
    // The canonical URL is its own: one redirect, never a loop.
    const [canonicalPath = '', canonicalSearch = ''] = canonical.split('?');
    const again = canonicalUrl(canonicalPath, canonicalSearch && `?${canonicalSearch}`, {
      brand,
      ...lookups,
      seriesInPath: false,
    });
    expect(again && again.pathname + again.search).toBe(canonical);
  });
});

describe('search options (reference data for every client)', () => {
  it('list the catalogue: Rivian, its models without trims, and the aliases model slugs are read by', () => {
    expect(options.makes).toContainEqual({ code: 'RIVIAN', name: 'Rivian' });
    expect(options.models).toContainEqual(
      expect.objectContaining({ code: 'R1T', makeCode: 'RIVIAN', trims: [], categories: ['Truck'] }),
    );
    const f150 = options.models.find((model) => model.makeCode === 'FORD' && model.code === 'F150PICKUP');
    expect(f150?.aliases).toEqual(expect.arrayContaining(['F-150 Pickup', 'F150']));
    expect(options.models.length).toBeGreaterThan(1500);
  });
});
