import type { ContractCases } from './contract-case';
import { LISTING, OWNER } from './test-fixtures';

type ListingCall =
  | 'getListingsByIds'
  | 'searchListings'
  | 'getListingByVin'
  | 'getDealerLot'
  | 'getCustomOrderDealers'
  | 'getPreOrderListings'
  | 'reportListing';

const REPORT = { reason: 'price', comments: 'It says $21,000; the dealer asked $24,000.' };

const SEARCH_REPLY = {
  listings: [LISTING],
  owners: [OWNER],
  totalResultCount: 1,
  firstRecord: 0,
  numRecords: 25,
  facets: { makeCode: [{ value: 'HONDA', label: 'Honda', count: 1 }] },
  relaxations: [],
  location: { zip: '78701', city: 'Austin', state: 'TX', searchRadius: 50 },
};

/** The listing service: spec 001 s7, 002 s7, and the search of spec 001 s2 and s3. */
export const LISTING_CASES: ContractCases<ListingCall> = {
  getListingsByIds: {
    valid: [
      {
        request: { query: { listingId: ['712345678', '712345679'] }, headers: { 'x-fwd-svc': 'atc' } },
        parsed: { query: { listingId: ['712345678', '712345679'] }, headers: { 'x-fwd-svc': 'atc' } },
      },
      {
        request: { query: { listingId: '712345678,712345679', numRecords: '2', hideFilters: 'true' } },
        parsed: { query: { listingId: ['712345678', '712345679'], numRecords: 2, hideFilters: true } },
      },
    ],
    reply: { listings: [LISTING], owners: [OWNER] },
    invalid: [
      { rule: 'repeated listingId', request: { query: {} }, field: 'query.listingId' },
      {
        rule: 'listing ids are digits, 5 or more',
        request: { query: { listingId: '712345678,1234' } },
        field: 'query.listingId[1]',
      },
      {
        rule: 'numRecords',
        request: { query: { listingId: '712345678', numRecords: 'ten' } },
        field: 'query.numRecords',
      },
    ],
    badReplies: [
      {
        rule: 'listings (id, ownerId)',
        reply: { listings: [{ ownerId: '100234' }], owners: [] },
        path: 'listings[0].id',
      },
      {
        rule: "pricingDetail.dealIndicator ('Great' or 'Good')",
        reply: { listings: [{ id: '712345678', pricingDetail: { dealIndicator: 'Fair' } }], owners: [] },
        path: 'listings[0].pricingDetail.dealIndicator',
      },
      {
        rule: 'priority codes 5, 10, 15, 17, 20, 30',
        reply: { listings: [{ id: '712345678', priority: 12 }], owners: [] },
        path: 'listings[0].priority',
      },
    ],
  },
  searchListings: {
    valid: [
      {
        request: {
          query: {
            makeCode: ['HONDA', 'TOYOTA'],
            modelCode: 'CIVIC,COROLLA',
            listingType: 'used',
            sellerType: 'D',
            vehicleStyleCode: 'sedan',
            driveGroup: 'FWD',
            engineCode: '4cldr',
            fuelTypeGroup: ['GSL', 'HYB'],
            extColorSimple: 'offwhite',
            featureCode: 'SUNROOF',
            transmissionCode: 'AUT',
            vehicleExchange: 'true',
            vehicleUseType: 'COMMERCIAL',
            startYear: '2018',
            endYear: '2022',
            minPrice: '10000',
            maxPrice: '30000',
            mileage: '60000',
            mpgRange: '30-',
            zip: '78701',
            searchRadius: '100',
            sortBy: 'priceasc',
            firstRecord: '25',
            numRecords: '25',
            utm_source: 'mail',
          },
        },
        parsed: {
          query: {
            makeCode: ['HONDA', 'TOYOTA'],
            modelCode: ['CIVIC', 'COROLLA'],
            listingType: ['USED'],
            sellerType: ['d'],
            vehicleStyleCode: ['SEDAN'],
            engineCode: ['4CLDR'],
            extColorSimple: ['OFFWHITE'],
            vehicleExchange: true,
            startYear: 2018,
            minPrice: 10_000,
            sortBy: 'priceASC',
            firstRecord: 25,
          },
        },
      },
      { request: { query: {} }, parsed: { query: { sortBy: 'relevance', firstRecord: 0, numRecords: 25 } } },
      {
        request: { query: { zip: '', searchRadius: 'undefined', sortBy: 'null' } },
        parsed: { query: { sortBy: 'relevance' } },
      },
    ],
    reply: SEARCH_REPLY,
    invalid: [
      { rule: 'zip: exactly five digits', request: { query: { zip: '7870' } }, field: 'query.zip' },
      {
        rule: 'listing type: new, used, certified, third party certified, all',
        request: { query: { listingType: 'USED,LEASED' } },
        field: 'query.listingType[1]',
      },
      {
        rule: 'p means by-owner and d means dealer',
        request: { query: { sellerType: 'x' } },
        field: 'query.sellerType[0]',
      },
      { rule: 'sort values are named', request: { query: { sortBy: 'cheapest' } }, field: 'query.sortBy' },
      {
        rule: 'year range',
        request: { query: { startYear: '2022', endYear: '2018' } },
        field: 'query.endYear',
      },
      {
        rule: 'price range',
        request: { query: { minPrice: '30000', maxPrice: '10000' } },
        field: 'query.maxPrice',
      },
      { rule: 'cars under N', request: { query: { maxPrice: '-5' } }, field: 'query.maxPrice' },
      { rule: 'N mpg or N M mpg', request: { query: { mpgRange: '30' } }, field: 'query.mpgRange' },
      {
        rule: 'numRecords at most 100',
        request: { query: { numRecords: '1000' } },
        field: 'query.numRecords',
      },
      {
        rule: 'the first bad field is named',
        request: { query: { zip: 'x', makeCode: '', startYear: 'soon' } },
        field: 'query.startYear',
      },
    ],
    badReplies: [
      {
        rule: 'facets: value, label, count',
        reply: { ...SEARCH_REPLY, facets: { makeCode: [{ value: 'HONDA', count: 1 }] } },
        path: 'facets.makeCode[0].label',
      },
      {
        rule: 'relaxations when empty',
        reply: {
          ...SEARCH_REPLY,
          relaxations: [
            {
              kind: 'widerRadius',
              key: 'searchRadius',
              label: 'Search within 100 miles',
              query: {},
              totalResultCount: 0,
            },
          ],
        },
        path: 'relaxations[0].totalResultCount',
      },
    ],
  },
  getListingByVin: {
    valid: [
      {
        request: { params: { vin: '2hgfc2f59mh512345' }, query: { collapseFilters: 'true' } },
        parsed: { params: { vin: '2HGFC2F59MH512345' }, query: { collapseFilters: true } },
      },
    ],
    reply: { listings: [LISTING], owners: [OWNER] },
    invalid: [
      {
        rule: 'VIN is 17 characters without I, O or Q',
        request: { params: { vin: '2HGFC2F59MH51234O' } },
        field: 'params.vin',
      },
      { rule: 'VIN is 17 characters', request: { params: { vin: '2HGFC2F59' } }, field: 'params.vin' },
    ],
  },
  getDealerLot: {
    valid: [
      {
        request: {
          query: {
            excludedListingId: '712345678',
            searchRadius: '50',
            zip: '78701',
            makeCode: 'HONDA',
            modelCode: 'CIVIC',
            startYear: '2020',
            endYear: '2022',
            listingTypes: 'USED,CERTIFIED',
            minPrice: '22798',
            maxPrice: '25198',
          },
          headers: { 'x-fwd-svc': 'atc' },
        },
        parsed: { query: { listingTypes: ['USED', 'CERTIFIED'], minPrice: 22_798 } },
      },
    ],
    reply: { listings: [{ ...LISTING, owner: OWNER }] },
    invalid: [
      { rule: 'zip', request: { query: { makeCode: 'HONDA', modelCode: 'CIVIC' } }, field: 'query.zip' },
      {
        rule: 'makeCode, modelCode',
        request: { query: { zip: '78701', makeCode: 'HONDA' } },
        field: 'query.modelCode',
      },
      {
        rule: 'the 95 to 105 percent window',
        request: {
          query: {
            zip: '78701',
            makeCode: 'HONDA',
            modelCode: 'CIVIC',
            minPrice: '25198',
            maxPrice: '22798',
          },
        },
        field: 'query.maxPrice',
      },
    ],
  },
  getCustomOrderDealers: {
    valid: [
      {
        request: {
          query: {
            ownerIdToBoost: '100234',
            makeCode: 'FORD',
            modelCode: 'F150',
            year: '2025',
            zip: '78701',
          },
        },
        parsed: { query: { year: 2025 } },
      },
    ],
    reply: { customOrders: [{ owner: { ...OWNER, nameplate: 'Ford' }, distance: 3.2 }] },
    invalid: [
      {
        rule: 'dealerId (sent as ownerIdToBoost)',
        request: { query: { ownerIdToBoost: 'abc', makeCode: 'FORD', zip: '78701' } },
        field: 'query.ownerIdToBoost',
      },
    ],
    badReplies: [
      {
        rule: 'an owner carrying nameplate and id',
        reply: { customOrders: [{ owner: OWNER }] },
        path: 'customOrders[0].owner.nameplate',
      },
    ],
  },
  getPreOrderListings: {
    valid: [{ request: { query: { makeCode: 'FORD', modelCode: 'BRONCO', year: '2026' } } }],
    reply: {
      listings: [
        {
          id: 'FORD-BRONCO-2026',
          pricingDetail: { salePrice: 39_630 },
          make: 'Ford',
          makeCode: 'FORD',
          model: 'Bronco',
          modelCode: 'BRONCO',
          images: {
            sources: [
              { src: '/photos/preorder/ford-bronco.svg', alt: '2026 Ford Bronco', title: '2026 Ford Bronco' },
            ],
          },
          title: '2026 Ford Bronco',
          year: 2026,
        },
      ],
      trims: [
        {
          id: 'FORD-BRONCO-2026-Trim-BADLANDS',
          make: 'Ford',
          model: 'Bronco',
          trimName: 'Badlands',
          pricingDetail: { salePrice: 52_000 },
        },
      ],
    },
    invalid: [
      {
        rule: 'ids from make, model and year',
        request: { query: { makeCode: 'FORD', modelCode: 'BRONCO' } },
        field: 'query.year',
      },
    ],
    badReplies: [
      {
        rule: 'Trim entries have ids containing Trim',
        reply: {
          listings: [],
          trims: [
            {
              id: 'FORD-BRONCO-2026-BADLANDS',
              make: 'Ford',
              model: 'Bronco',
              trimName: 'Badlands',
              pricingDetail: { salePrice: 1 },
            },
          ],
        },
        path: 'trims[0].id',
      },
    ],
  },
  reportListing: {
    valid: [
      {
        request: { params: { listingId: '712345678' }, body: { ...REPORT, emailAddress: 'sam@example.com' } },
        parsed: { params: { listingId: '712345678' }, body: REPORT },
      },
      {
        // The modal asks for comments only when the reason is 'other'; it sends '' otherwise.
        request: { params: { listingId: '712345678' }, body: { reason: 'sold', comments: '  ' } },
        parsed: { body: { reason: 'sold', comments: '' } },
      },
      {
        request: { params: { listingId: '712345678' }, body: { reason: 'scam' } },
        parsed: { body: { reason: 'scam', comments: '' } },
      },
      {
        request: { params: { listingId: '712345678' }, body: { reason: 'other', comments: ' Odd.\nVery. ' } },
        parsed: { body: { reason: 'other', comments: 'Odd.\nVery.' } },
      },
    ],
    reply: { success: true },
    invalid: [
      {
        rule: 'listing ids are digits, 5 or more',
        request: { params: { listingId: '1234' }, body: REPORT },
        field: 'params.listingId',
      },
      {
        rule: "reason is one of the report modal's",
        request: { params: { listingId: '712345678' }, body: { ...REPORT, reason: 'spam' } },
        field: 'body.reason',
      },
      {
        rule: 'reason is required',
        request: { params: { listingId: '712345678' }, body: { comments: 'x' } },
        field: 'body.reason',
      },
      {
        rule: "comments required for 'other'",
        request: { params: { listingId: '712345678' }, body: { reason: 'other', comments: ' ' } },
        field: 'body.comments',
      },
      {
        rule: 'comments up to 1000 characters',
        request: { params: { listingId: '712345678' }, body: { ...REPORT, comments: 'x'.repeat(1001) } },
        field: 'body.comments',
      },
      {
        rule: 'comments without control characters',
        request: { params: { listingId: '712345678' }, body: { ...REPORT, comments: 'a\u0000b' } },
        field: 'body.comments',
      },
      {
        rule: 'emailAddress',
        request: { params: { listingId: '712345678' }, body: { ...REPORT, emailAddress: 'sam' } },
        field: 'body.emailAddress',
      },
    ],
    badReplies: [{ rule: 'success true', reply: { success: false }, path: 'success' }],
  },
};
