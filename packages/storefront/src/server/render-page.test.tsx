// @vitest-environment node
import { type ApiClient, ApiClientError } from '@forecourt/api-client';
import { COOKIES, createCookieJar } from '@forecourt/brand';
import { FACET_OPTIONS_SHOWN, SIGN_IN_PROMPT_TEXTS } from '@forecourt/ui';
import { describe, expect, it, vi } from 'vitest';
import { BOOTSTRAP_DATA_ID, type BootstrapData } from '../bootstrap-data';
import { entryLoaderScript } from '../entry-loader';
import { type RenderContext, renderPage } from './index';
import { createRouteLookups } from './route-lookups';

const LISTING = {
  id: '712345678',
  title: 'Used 2019 Honda Civic EX',
  year: 2019,
  make: 'Honda',
  makeCode: 'HONDA',
  model: 'Civic',
  modelCode: 'CIVIC',
  listingType: 'USED',
  owner: '1001',
  pricingDetail: { salePrice: 18600, dealIndicator: 'Great' },
};

function context(overrides: Partial<Record<keyof ApiClient, unknown>> = {}): RenderContext {
  const api = {
    searchListings: vi.fn(async () => ({
      listings: [LISTING],
      owners: [{ id: '1001', name: 'Patterson Honda' }],
      totalResultCount: 1,
      firstRecord: 0,
      numRecords: 25,
      facets: { makeCode: [{ value: 'HONDA', label: 'Honda', count: 1 }] },
      relaxations: [],
    })),
    getListingsByIds: vi.fn(async () => ({ listings: [], owners: [] })),
    getSearchOptions: vi.fn(async () => ({ makes: [], models: [], vehicleStyles: [], extColorGroups: [] })),
    ...overrides,
  } as unknown as ApiClient;
  return {
    config: { brand: 'atc', siteName: 'Forecourt Classifieds' },
    api,
    assets: { entry: '/assets/entry.js', styles: ['/assets/entry.css'] },
    origin: 'https://www.example.com',
  };
}

const request = (pathname: string, search = '') => ({
  pathname,
  search,
  session: { signedIn: false },
  bot: false,
});

describe('renderPage', () => {
  it("renders the blue-book brand's sign-in offer with the page, unless the shopper said not now, is signed in or is a bot", async () => {
    // Spec 002 s4: "Sign-in is offered only on the blue-book brand path"; s9: the suppression cookie lasts a day.
    const kbb: RenderContext = { ...context(), config: { brand: 'kbb', siteName: 'Blue Book Cars' } };
    const offer = SIGN_IN_PROMPT_TEXTS.heading('Blue Book Cars');
    const page = async (overrides: Partial<Parameters<typeof renderPage>[0]>, at: RenderContext = kbb) => {
      const result = await renderPage({ ...request('/cars-for-sale/honda'), ...overrides }, at);
      if (result.kind !== 'page') throw new Error('expected a page');
      return result.html;
    };
    const cookies = (header: string) =>
      createCookieJar({ read: () => header, write: () => undefined, secure: false });
    expect(await page({ cookies: cookies('') })).toContain(offer);
    expect(await page({ cookies: cookies(`${COOKIES.oneTapSuppressed.name}=1`) })).not.toContain(offer);
    expect(await page({ cookies: cookies(''), session: { signedIn: true } as never })).not.toContain(offer);
    expect(await page({ cookies: cookies(''), bot: true })).not.toContain(offer);
    expect(await page({ cookies: cookies('') }, context())).not.toContain('fc-sign-in-prompt');
  });

  it('renders a results page with its listings, canonical link and the query cache for hydration', async () => {
    const result = await renderPage(request('/cars-for-sale/honda'), context());
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.status).toBe(200);
    const html = result.html;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('Used 2019 Honda Civic EX');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/cars-for-sale/honda"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/entry.css"/>');
    expect(html).toContain(`<script type="application/json" id="${BOOTSTRAP_DATA_ID}">`);
    // The dehydrated search is in the page, so the browser does not fetch it again.
    expect(html).toMatch(
      /"dehydratedState":\{"mutations":\[\],"queries":\[\{[\s\S]*"Used 2019 Honda Civic EX"/,
    );
  });

  it("writes into the page the facet options its filter panel lists, and each cut group's size for 'Show all'", async () => {
    // A nationwide search counts hundreds of models and trims; the page lists the first 8 of a group and the
    // checked ones (here Honda, the 21st make), the rest come when a shopper asks.
    const options = (prefix: string, length: number) =>
      Array.from({ length }, (_, index) => ({
        value: `${prefix}${index}`,
        label: `${prefix} ${index}`,
        count: 900 - index,
      }));
    const makes = options('K', 30);
    makes[20] = { value: 'HONDA', label: 'Honda', count: 880 };
    const facets = {
      makeCode: makes,
      listingType: [{ value: 'USED', label: 'Used', count: 900 }],
      modelCode: options('M', 220),
      trimCode: options('T', 880),
    };
    const at = context({
      searchListings: vi.fn(async () => ({
        listings: [LISTING],
        owners: [],
        totalResultCount: 1,
        firstRecord: 0,
        numRecords: 25,
        facets,
        relaxations: [],
      })),
    });
    const result = await renderPage(request('/cars-for-sale/honda'), at);
    if (result.kind !== 'page') throw new Error('expected a page');
    const json = new RegExp(
      `<script type="application/json" id="${BOOTSTRAP_DATA_ID}">(.*?)</script>`,
      's',
    ).exec(result.html)?.[1];
    const data = JSON.parse(json ?? 'null') as BootstrapData;
    const [search] = data.dehydratedState.queries;
    const reply = search?.state.data as {
      facets: Record<string, { value: string }[]>;
      facetOptionCounts: unknown;
    };
    expect(reply.facets.makeCode).toEqual([...makes.slice(0, FACET_OPTIONS_SHOWN), makes[20]]);
    expect(reply.facets.listingType).toEqual(facets.listingType);
    expect(reply.facets.modelCode).toEqual(facets.modelCode.slice(0, FACET_OPTIONS_SHOWN));
    expect(reply.facets.trimCode).toEqual(facets.trimCode.slice(0, FACET_OPTIONS_SHOWN));
    expect(reply.facetOptionCounts).toEqual({ makeCode: 30, modelCode: 220, trimCode: 880 });
    expect(json?.length).toBeLessThan(JSON.stringify(facets).length / 10);
    // The panel offers them all, with the make checked.
    expect(result.html).toMatch(/Show all\D*30\D*make/);
    expect(result.html).toMatch(/Show all\D*220\D*model/);
    expect(result.html).toContain('checked="" value="HONDA"');
  });

  it('fetches no script before the body ends: the bootstrap data, then the inline loader with the nonce', async () => {
    const result = await renderPage({ ...request('/cars-for-sale/honda'), nonce: 'abc+/=' }, context());
    if (result.kind !== 'page') throw new Error('expected a page');
    // No preload and no script with a source anywhere: the loader adds the entry (and the page's own scripts' preloads)
    // after the first paint (issue 11).
    expect(result.html).not.toMatch(/<link[^>]*modulepreload/);
    expect(result.html).not.toMatch(/<script[^>]* src=/);
    expect(result.html).toMatch(
      /<\/div><script type="application\/json" id="forecourt-data">\{.*\}<\/script><script nonce="abc\+\/=">[^<]*<\/script><\/body><\/html>$/s,
    );
    expect(result.html).toContain(`<script nonce="abc+/=">${entryLoaderScript('/assets/entry.js')}</script>`);
  });

  it("has the loader preload the route's own page scripts (and no other page's), and none in the bootstrap data", async () => {
    const at = context();
    const pageModules = {
      results: ['/assets/results-page-P.js', '/assets/listing-card-L.js'],
      vehicle: ['/assets/vehicle-page-V.js'],
    };
    const result = await renderPage(
      { ...request('/cars-for-sale/honda'), nonce: 'n' },
      { ...at, assets: { ...at.assets, pageModules } },
    );
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain(
      `<script nonce="n">${entryLoaderScript('/assets/entry.js', pageModules.results)}</script>`,
    );
    expect(result.html).not.toContain('vehicle-page-V');
    expect(result.html).not.toContain('pageModules');
  });

  it('writes an entry URL into the loader so that it cannot end the script element', async () => {
    const at = context();
    const hostile = '/assets/</script><script>alert(1)</script>.js';
    const result = await renderPage(request('/cars-for-sale/honda'), {
      ...at,
      assets: { ...at.assets, entry: hostile },
    });
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).not.toContain('<script>alert(1)');
    expect(result.html).toContain(JSON.stringify(hostile).replace(/</g, '\\u003c'));
  });

  it('answers a legacy search URL with a redirect to its canonical path (spec 001 s2)', async () => {
    const result = await renderPage(
      request('/cars-for-sale/searchresults.xhtml', '?makeCodeList=HONDA'),
      context(),
    );
    expect(result).toEqual({ kind: 'redirect', location: '/cars-for-sale/honda' });
  });

  it("renders a vehicle page with its payment on a first visit's terms, in the HTML and the query cache", async () => {
    const getPayments = vi.fn(async () => ({
      payments: {
        '60': {
          monthlyPayment: 367.4,
          termMonths: 60,
          aprPercent: 6.9,
          downPayment: 3720,
          dealType: 'finance',
        },
      },
    }));
    const result = await renderPage(
      request('/cars-for-sale/vehicle/712345678'),
      context({
        getListingsByIds: vi.fn(async () => ({
          listings: [LISTING],
          owners: [{ id: '1001', name: 'Patterson Honda' }],
        })),
        getPayments,
      }),
    );
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.status).toBe(200);
    // Spec 002 s4 "Defaults": credit type b, the configured term and down payment; the listing's price and condition.
    expect(getPayments).toHaveBeenCalledTimes(1);
    expect(
      (getPayments.mock.calls[0] as unknown as [{ query: Record<string, string> }])[0].query,
    ).toMatchObject({
      listingId: '712345678',
      price: '18600',
      condition: 'used',
      creditType: 'b',
      dealType: 'finance',
    });
    expect(result.html).toContain('$367');
    expect(result.html).not.toContain('aria-busy="true"');
    expect(result.html).toMatch(
      /"dehydratedState":\{"mutations":\[\],"queries":\[[\s\S]*"monthlyPayment":367.4/,
    );
  });

  it('still renders a vehicle page when its payment cannot be had (the browser asks again)', async () => {
    const result = await renderPage(
      request('/cars-for-sale/vehicle/712345678'),
      context({
        getListingsByIds: vi.fn(async () => ({ listings: [LISTING], owners: [] })),
        getPayments: vi.fn(async () => {
          throw new Error('payments service down');
        }),
      }),
    );
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.status).toBe(200);
    expect(result.html).toContain('Used 2019 Honda Civic EX');
  });

  it('gives a vehicle that does not exist a 404 page', async () => {
    const result = await renderPage(request('/cars-for-sale/vehicle/712345678'), context());
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.status).toBe(404);
    expect(result.html).toContain('We could not find that car');
  });

  it('redirects a model as shoppers spell it to its canonical path, from the reference data (issue 32)', async () => {
    const models = [
      { code: 'CRV', name: 'CR-V', makeCode: 'HONDA', trims: [], classSeries: [], categories: ['SUV'] },
    ];
    const at = context({
      getSearchOptions: vi.fn(async () => ({ makes: [], models, vehicleStyles: [], extColorGroups: [] })),
    });
    const withLookups: RenderContext = { ...at, routeLookups: createRouteLookups(at.api) };
    // The code's slug and other spellings go to the name slug, the canonical path.
    for (const spelling of ['crv', 'CR-V', 'cr+v'])
      expect(
        await renderPage(request(`/cars-for-sale/used-cars/honda/${spelling}/houston-tx`), withLookups),
      ).toEqual({ kind: 'redirect', location: '/cars-for-sale/used-cars/honda/cr-v/houston-tx' });
    const named = await renderPage(request('/cars-for-sale/used-cars/honda/cr-v/houston-tx'), withLookups);
    if (named.kind !== 'page') throw new Error('expected a page');
    expect(named.html).toContain(
      '<link rel="canonical" href="https://www.example.com/cars-for-sale/used-cars/honda/cr-v/houston-tx"/>',
    );
    // The browser gets the page's model, to read the name slug back to its code as the server did.
    expect(named.html).toContain('"models":[{"makeCode":"HONDA","code":"CRV","name":"CR-V"}]');
    expect(await renderPage(request('/cars-for-sale/honda/xyz'), withLookups)).toEqual({
      kind: 'redirect',
      location: '/cars-for-sale/honda?modelNotFound=xyz',
    });
    const page = await renderPage(request('/cars-for-sale/honda', '?modelNotFound=xyz'), withLookups);
    if (page.kind !== 'page') throw new Error('expected a page');
    expect(page.status).toBe(200);
    expect(page.html).toContain('We couldn&#x27;t find a model called &#x27;xyz&#x27; — showing all Honda');
    // The reference data is fetched once, not per page.
    expect(at.api.getSearchOptions).toHaveBeenCalledTimes(1);
  });

  it("answers a search the API refuses (400) as the shopper's input, never the 503 outage page", async () => {
    const refused = new ApiClientError('HTTP_STATUS', 'searchListings', 'zip is not a known US zip', {
      status: 400,
      field: 'query.zip',
    });
    const result = await renderPage(
      request('/cars-for-sale/honda', '?zip=00000'),
      context({
        searchListings: vi.fn(async () => {
          throw refused;
        }),
      }),
    );
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.status).toBe(400);
    expect(result.html).toContain('We couldn&#x27;t search with that ZIP code. Change it and try again.');
  });

  it('says the listing service is away (503) when its breaker falls back, rather than a 404', async () => {
    const result = await renderPage(
      request('/cars-for-sale/vehicle/712345678'),
      context({ getListingsByIds: vi.fn(async () => ({})) }),
    );
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.status).toBe(503);
  });

  it('escapes "<" in the bootstrap data, so a listing title cannot close the script', async () => {
    const hostile = { ...LISTING, title: '</script><script>alert(1)</script>' };
    const result = await renderPage(
      request('/cars-for-sale/honda'),
      context({
        searchListings: vi.fn(async () => ({
          listings: [hostile],
          owners: [],
          totalResultCount: 1,
          firstRecord: 0,
          numRecords: 25,
          facets: {},
          relaxations: [],
        })),
      }),
    );
    if (result.kind !== 'page') throw new Error('expected a page');
    const html = result.html;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  describe("the shopper's location (spec 001 s4)", () => {
    const AUSTIN = {
      zip: '78701',
      city: 'Austin',
      state: 'TX',
      dma: { code: '635', name: 'Austin' },
      defaultSearchRadius: 50,
      latitude: 30.27,
      longitude: -97.74,
    };
    const located = () =>
      context({
        getZipLocation: vi.fn(async ({ params }: { params: { zip: string } }) => {
          if (params.zip === '78701') return AUSTIN;
          throw Object.assign(new Error('unknown'), { status: 404 });
        }),
      });
    const jar = (cookie: string, written: string[]) =>
      createCookieJar({ read: () => cookie, write: (line) => written.push(line), secure: false });

    it('searches around the "stored location cookie" when the URL names no place, and hands it to the browser', async () => {
      const page = located();
      const written: string[] = [];
      const result = await renderPage(
        { ...request('/cars-for-sale/honda'), cookies: jar('ATC_USER_ZIP=78701', written) },
        page,
      );
      if (result.kind !== 'page') throw new Error('expected a page');
      const html = result.html;
      expect(page.api.searchListings).toHaveBeenCalledWith(
        { query: { makeCode: ['HONDA'], listingType: ['ALL'], zip: '78701' } },
        expect.anything(),
      );
      expect(html).toContain('"location":{"zip":"78701","city":"Austin","state":"TX","searchRadius":50');
      // The canonical link stays the page's own URL: the cookie's zip is the shopper's, not the page's.
      expect(html).toContain('<link rel="canonical" href="https://www.example.com/cars-for-sale/honda"/>');
      expect(written.map((line) => line.split(';')[0])).toEqual(['ATC_USER_ZIP=78701']);
    });

    it('searches the place a URL names while that place is looked up, not after', async () => {
      let searched: () => void = () => {};
      const searchStarted = new Promise<void>((resolve) => {
        searched = resolve;
      });
      const page = context({
        searchListings: vi.fn(async () => {
          searched();
          return {
            listings: [],
            owners: [],
            totalResultCount: 0,
            firstRecord: 0,
            numRecords: 25,
            facets: {},
          };
        }),
        // Answers only once the search has been sent: a render that waited for it would never finish.
        getZipLocation: vi.fn(async () => {
          await Promise.race([
            searchStarted,
            new Promise((_, reject) => setTimeout(() => reject(new Error('the search waited')), 2000)),
          ]);
          return AUSTIN;
        }),
      });
      const result = await renderPage(request('/cars-for-sale/honda', '?zip=78701'), page);
      if (result.kind !== 'page') throw new Error('expected a page');
      expect(result.html).toContain('"location":{"zip":"78701","city":"Austin"');
    });

    it('takes the edge-provided zip for a visitor without one, but not for a bot', async () => {
      const visitor = located();
      await renderPage({ ...request('/cars-for-sale/honda'), edgeZip: '78701' }, visitor);
      expect(visitor.api.searchListings).toHaveBeenCalledWith(
        { query: expect.objectContaining({ zip: '78701' }) },
        expect.anything(),
      );
      const crawler = located();
      await renderPage({ ...request('/cars-for-sale/honda'), edgeZip: '78701', bot: true }, crawler);
      expect(crawler.api.searchListings).toHaveBeenCalledWith(
        { query: { makeCode: ['HONDA'], listingType: ['ALL'] } },
        expect.anything(),
      );
    });
  });
});

describe('renderPage: what pages say about themselves (issue 32)', () => {
  const html = async (pathname: string, search = '', at = context()) => {
    const result = await renderPage(request(pathname, search), at);
    if (result.kind !== 'page') throw new Error('expected a page');
    return result;
  };
  const jsonLd = (page: string) =>
    [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] as string) as { '@type': string },
    );

  it('renders a results page with the title, h1, description, canonical URL and JSON-LD of its search', async () => {
    const page = await html('/cars-for-sale/used-cars/honda/houston-tx', '?fromSIP=X&utm_source=mail');
    expect(page.status).toBe(200);
    expect(page.html).toContain(
      '<title>Used Honda cars for sale in Houston, TX - 1 car | Forecourt Classifieds</title>',
    );
    expect(page.html).toMatch(/<h1[^>]*>1 used Honda car for sale in Houston, TX<\/h1>/);
    expect(page.html).toContain(
      '<meta name="description" content="Shop 1 used Honda car for sale in Houston, TX on Forecourt Classifieds.',
    );
    expect(page.html).toContain(
      '<link rel="canonical" href="https://www.example.com/cars-for-sale/used-cars/honda/houston-tx"/>',
    );
    expect(page.html).not.toContain('name="robots"');
    expect(jsonLd(page.html).map((node) => node['@type'])).toEqual(['ItemList', 'BreadcrumbList']);
  });

  it('answers a sold listing with 410, a title and cars of its make and model', async () => {
    const similar = vi.fn(async () => ({
      listings: [{ ...LISTING, id: '712345999', title: 'Used 2020 Honda Civic LX' }],
      owners: [{ id: '1001', name: 'Patterson Honda' }],
      totalResultCount: 1,
      firstRecord: 0,
      numRecords: 8,
      facets: {},
      relaxations: [],
    }));
    const at = context({
      getListingStatus: vi.fn(async () => ({
        listingId: '712345678',
        status: 'sold',
        year: 2019,
        makeCode: 'HONDA',
        make: 'Honda',
        modelCode: 'CIVIC',
        model: 'Civic',
      })),
      searchListings: similar,
    });
    const page = await html('/cars-for-sale/vehicle/712345678', '', at);
    expect(page.status).toBe(410);
    expect(page.html).toContain(
      '<title>2019 Honda Civic: no longer for sale | Forecourt Classifieds</title>',
    );
    expect(page.html).toContain('<h1>This car is no longer for sale</h1>');
    expect(page.html).toContain('<meta name="robots" content="noindex,follow"/>');
    expect(page.html).toContain('Used 2020 Honda Civic LX');
    expect(similar).toHaveBeenCalledWith(
      { query: { makeCode: ['HONDA'], modelCode: ['CIVIC'], numRecords: '8' } },
      expect.anything(),
    );
  });

  it('answers an id never listed with 404 and a titled not-found page', async () => {
    const at = context({
      getListingStatus: vi.fn(async () => {
        throw Object.assign(
          new ApiClientError('HTTP_STATUS', 'getListingStatus', 'not found', { status: 404 }),
        );
      }),
    });
    const page = await html('/cars-for-sale/vehicle/712345678', '', at);
    expect(page.status).toBe(404);
    expect(page.html).toContain('<title>We could not find that car | Forecourt Classifieds</title>');
    expect(page.html).toContain('<meta name="robots" content="noindex,follow"/>');
  });

  it('titles the not-found page of an unknown path', async () => {
    const page = await html('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.html).toContain('<title>We could not find that page | Forecourt Classifieds</title>');
  });
});
