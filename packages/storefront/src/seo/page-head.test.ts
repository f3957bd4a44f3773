import { createReferenceLookups, type SearchQuery } from '@forecourt/seo-routes';
import { describe, expect, it } from 'vitest';
import { extraFilterCount, MAX_INDEXED_EXTRA_FILTERS, NOINDEX_FOLLOW } from './canonical-search';
import { type HeadSite, NOT_FOUND_TEXTS, notFoundHead, resultsHead, searchPhrase } from './page-head';

const ATC: HeadSite = {
  brand: 'atc',
  siteName: 'Forecourt Classifieds',
  origin: 'https://www.forecourt.example',
};
const FORD: HeadSite = {
  brand: 'ford',
  siteName: 'Blue Advantage',
  origin: 'https://ford.forecourt.example',
};

const facet = (value: string, label: string, count = 1) => ({ value, label, count });
const CRV = {
  id: '712345678',
  title: 'Used 2020 Honda CR-V EX',
  make: 'Honda',
  makeCode: 'HONDA',
  model: 'CR-V',
  modelCode: 'CRV',
};

function reply(total: number, extra: Record<string, unknown> = {}) {
  return {
    listings: total > 0 ? [CRV] : [],
    owners: [],
    totalResultCount: total,
    firstRecord: 0,
    numRecords: 25,
    relaxations: [],
    facets: {
      makeCode: [facet('HONDA', 'Honda', total)],
      modelCode: [facet('CRV', 'CR-V', total)],
      listingType: [facet('USED', 'Used', total)],
    },
    ...extra,
  } as never;
}

const HOUSTON_CRV: SearchQuery = {
  listingType: ['USED'],
  makeCode: ['HONDA'],
  modelCode: ['CRV'],
  city: 'Houston',
  state: 'TX',
};

describe('resultsHead: title, h1 and description name the search, with the count and the brand', () => {
  const cases: {
    name: string;
    query: SearchQuery;
    total: number;
    site: HeadSite;
    title: string;
    heading: string;
  }[] = [
    {
      name: 'condition, make, model and place',
      query: HOUSTON_CRV,
      total: 13,
      site: ATC,
      title: 'Used Honda CR-V for sale in Houston, TX - 13 cars | Forecourt Classifieds',
      heading: '13 used Honda CR-V for sale in Houston, TX',
    },
    {
      // Not spec 001 s3's "a used type displays as Certified": the carmaker brand's used cars are not all
      // certified (issue 29, the brand's usedListingLabel).
      name: 'the carmaker brand: a used search reads Used, as its filters do',
      query: HOUSTON_CRV,
      total: 13,
      site: FORD,
      title: 'Used Honda CR-V for sale in Houston, TX - 13 cars | Blue Advantage',
      heading: '13 used Honda CR-V for sale in Houston, TX',
    },
    {
      name: 'a make alone: its cars',
      query: { listingType: ['ALL'], makeCode: ['HONDA'] },
      total: 1204,
      site: ATC,
      title: 'Honda cars for sale - 1,204 cars | Forecourt Classifieds',
      heading: '1,204 Honda cars for sale',
    },
    {
      name: 'nothing named',
      query: { listingType: ['ALL'] },
      total: 1,
      site: ATC,
      title: 'Cars for sale - 1 car | Forecourt Classifieds',
      heading: '1 car for sale',
    },
    {
      name: 'a one-year search and a new car',
      query: {
        listingType: ['NEW'],
        makeCode: ['HONDA'],
        modelCode: ['CRV'],
        startYear: '2025',
        endYear: '2025',
      },
      total: 2,
      site: ATC,
      title: 'New 2025 Honda CR-V for sale - 2 cars | Forecourt Classifieds',
      heading: '2 new 2025 Honda CR-V for sale',
    },
  ];
  it.each(cases)('$name', ({ query, total, site, title, heading }) => {
    const head = resultsHead(query, reply(total), site);
    expect(head.title).toBe(title);
    expect(head.heading).toBe(heading);
  });

  it('describes the search with its count and the brand', () => {
    expect(resultsHead(HOUSTON_CRV, reply(13), ATC).description).toBe(
      'Shop 13 used Honda CR-V for sale in Houston, TX on Forecourt Classifieds. Compare prices, photos and dealers, ' +
        'and see a monthly payment on every car.',
    );
  });

  it('names makes and models as the listings carry them when the facets do not list them', () => {
    const bare = { ...(reply(1) as object), facets: {} } as never;
    expect(searchPhrase({ makeCode: ['HONDA'], modelCode: ['CRV'] }, bare, 'atc')).toBe(
      'Honda CR-V for sale',
    );
  });

  it('names the place of a zip search as the reply located it', () => {
    const located = reply(5, { location: { zip: '77002', city: 'Houston', state: 'TX', searchRadius: 50 } });
    expect(searchPhrase({ makeCode: ['HONDA'], zip: '77002' }, located, 'atc')).toBe(
      'Honda cars for sale in Houston, TX 77002',
    );
  });

  it('names the search by its codes until the reply brings their names', () => {
    expect(resultsHead(HOUSTON_CRV, undefined, ATC)).toEqual({
      title: 'Used Honda CRV for sale in Houston, TX | Forecourt Classifieds',
      heading: 'Used Honda CRV for sale in Houston, TX',
      canonical: 'https://www.forecourt.example/cars-for-sale/used-cars/honda/crv/houston-tx',
    });
  });
});

describe('resultsHead: names from the route lookups (issue 32)', () => {
  const lookups = createReferenceLookups({ models: [{ makeCode: 'HONDA', code: 'CRV', name: 'CR-V' }] });
  const NAMED: HeadSite = { ...ATC, modelNames: lookups.modelNames, modelSlugs: lookups.modelSlugs };
  // An empty search's reply lists no model in its facets and no car: only the reference data names the model.
  const empty = reply(0, { facets: { makeCode: [], modelCode: [], listingType: [] } });

  it('names the model of an empty search by its reference name, not its code', () => {
    const head = resultsHead(HOUSTON_CRV, empty, NAMED);
    expect(head.title).toBe('Used Honda CR-V for sale in Houston, TX - 0 cars | Forecourt Classifieds');
    expect(head.heading).toBe('No used Honda CR-V for sale in Houston, TX');
    // Without the lookups the code was all there was.
    expect(resultsHead(HOUSTON_CRV, empty, ATC).heading).toBe('No used Honda CRV for sale in Houston, TX');
  });

  it("names a trim no car shows by its code's words, not the code with its model", () => {
    const query = { makeCode: ['HONDA'], modelCode: ['CRV'], trimCode: ['CRV|EX+L'] };
    expect(resultsHead(query, empty, NAMED).heading).toBe('No Honda CR-V EX L for sale');
  });

  it('names it before the reply comes, and links the name slug', () => {
    expect(resultsHead(HOUSTON_CRV, undefined, NAMED)).toEqual({
      title: 'Used Honda CR-V for sale in Houston, TX | Forecourt Classifieds',
      heading: 'Used Honda CR-V for sale in Houston, TX',
      canonical: 'https://www.forecourt.example/cars-for-sale/used-cars/honda/cr-v/houston-tx',
    });
  });
});

describe('resultsHead: canonical URL and robots', () => {
  it('keeps only the parameters that change the results: tracking keys are dropped', () => {
    const head = resultsHead(
      {
        ...HOUSTON_CRV,
        fromSIP: 'ABC',
        Log: '0',
        utm_source: 'mail',
        utm_campaign: 'x',
        referrer: 'y',
        sortBy: 'derivedpriceASC',
      },
      reply(13),
      ATC,
    );
    expect(head.canonical).toBe(
      'https://www.forecourt.example/cars-for-sale/used-cars/honda/crv/houston-tx?sortBy=derivedpriceASC',
    );
  });

  it("writes the canonical and breadcrumb URLs in the brand's own form, the one its pages answer without a redirect", () => {
    // Spec 001 s2: "For the default brand, -cars is appended to the listing-type segment. A /used segment is
    // dropped when further segments exist": the carmaker and valuation brands keep a used search in the query.
    const head = resultsHead(HOUSTON_CRV, reply(13), FORD);
    expect(head.canonical).toBe(
      'https://ford.forecourt.example/cars-for-sale/honda/crv/houston-tx?listingTypes=USED',
    );
    const urls = JSON.stringify(head.structuredData ?? []).match(/https:[^"]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).not.toMatch(/used-cars/);
    expect(resultsHead(HOUSTON_CRV, reply(13), ATC).canonical).toBe(
      'https://www.forecourt.example/cars-for-sale/used-cars/honda/crv/houston-tx',
    );
  });

  it('asks search engines not to index a page with no cars, and to follow its links', () => {
    expect(resultsHead(HOUSTON_CRV, reply(0), ATC).robots).toBe(NOINDEX_FOLLOW);
    expect(resultsHead(HOUSTON_CRV, reply(0), ATC).description).toBe(
      'No used Honda CR-V for sale in Houston, TX on Forecourt Classifieds right now. Widen the search to see similar cars.',
    );
    expect(resultsHead(HOUSTON_CRV, reply(13), ATC).robots).toBeUndefined();
  });

  const depth: { query: SearchQuery; extra: number }[] = [
    { query: HOUSTON_CRV, extra: 0 },
    { query: { ...HOUSTON_CRV, sortBy: 'derivedpriceASC', firstRecord: '25', searchRadius: '75' }, extra: 0 },
    { query: { ...HOUSTON_CRV, startYear: '2018', endYear: '2020' }, extra: 1 },
    { query: { ...HOUSTON_CRV, maxPrice: '20000', driveGroup: ['AWD4WD'] }, extra: 2 },
    {
      query: { ...HOUSTON_CRV, maxPrice: '20000', driveGroup: ['AWD4WD'], extColorSimple: ['RED'] },
      extra: 3,
    },
    { query: { makeCode: ['HONDA', 'TOYOTA', 'FORD'], vehicleStyleCode: ['SUVCROSS'] }, extra: 3 },
    { query: { ...HOUSTON_CRV, fromSIP: 'A', utm_source: 'b', Log: '0', referrer: 'c' }, extra: 0 },
  ];
  it.each(depth)(
    'counts $extra filters beyond make, model, condition and place in $query',
    ({ query, extra }) => {
      expect(extraFilterCount(query)).toBe(extra);
      expect(resultsHead(query, reply(13), ATC).robots).toBe(
        extra > MAX_INDEXED_EXTRA_FILTERS ? NOINDEX_FOLLOW : undefined,
      );
    },
  );
});

describe('notFoundHead', () => {
  it('titles the not-found page with the brand, out of the index', () => {
    expect(notFoundHead(ATC)).toEqual({
      title: `${NOT_FOUND_TEXTS.heading} | Forecourt Classifieds`,
      heading: 'We could not find that page',
      robots: NOINDEX_FOLLOW,
    });
  });
});
