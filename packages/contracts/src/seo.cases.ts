import type { ContractCases } from './contract-case';

/** Ours (spec 001 s2's sitemap page type; issue 32): the sitemap's pages and a listing's status. */
export const SEO_CASES: ContractCases<'getSitemapIndex' | 'getSitemapPage' | 'getListingStatus'> = {
  getSitemapIndex: {
    valid: [{ request: {} }],
    reply: {
      version: '42',
      pages: [
        { id: 'landing-1', urls: 1830 },
        { id: 'vehicles-1', urls: 50000 },
        { id: 'vehicles-2', urls: 12 },
      ],
    },
    invalid: [],
    badReplies: [
      {
        rule: 'at most 50,000 URLs a page',
        reply: { version: '1', pages: [{ id: 'vehicles-1', urls: 50001 }] },
        path: 'pages[0].urls',
      },
      { rule: 'page ids', reply: { version: '1', pages: [{ id: 'cars-1', urls: 1 }] }, path: 'pages[0].id' },
    ],
  },
  getSitemapPage: {
    valid: [
      { request: { params: { sitemapPageId: 'vehicles-2' } } },
      { request: { params: { sitemapPageId: 'landing-1' } } },
    ],
    reply: {
      version: '42',
      landingPages: [
        { makeCode: 'HONDA' },
        { makeCode: 'HONDA', modelCode: 'CRV', city: 'Houston', state: 'TX' },
      ],
      listingIds: [],
    },
    invalid: [
      {
        rule: 'landing-N or vehicles-N',
        request: { params: { sitemapPageId: 'index' } },
        field: 'params.sitemapPageId',
      },
      {
        rule: 'no page 0',
        request: { params: { sitemapPageId: 'vehicles-0' } },
        field: 'params.sitemapPageId',
      },
    ],
  },
  getListingStatus: {
    valid: [{ request: { params: { listingId: '712345678' } } }],
    reply: {
      listingId: '712345678',
      status: 'sold',
      year: 2020,
      makeCode: 'HONDA',
      make: 'Honda',
      modelCode: 'CRV',
      model: 'CR-V',
    },
    invalid: [
      { rule: 'digits, 5 or more', request: { params: { listingId: '1234' } }, field: 'params.listingId' },
    ],
    badReplies: [
      {
        rule: 'active or sold',
        reply: {
          listingId: '712345678',
          status: 'gone',
          year: 2020,
          makeCode: 'HONDA',
          make: 'Honda',
          modelCode: 'CRV',
          model: 'CR-V',
        },
        path: 'status',
      },
    ],
  },
};
