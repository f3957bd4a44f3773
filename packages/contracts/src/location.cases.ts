import type { ContractCases } from './contract-case';

type LocationCall =
  | 'getZipLocation'
  | 'getCityLocation'
  | 'getNearestZip'
  | 'getMarket'
  | 'getIndexedLocations'
  | 'getSearchOptions'
  | 'getTrimCodes';

const AUSTIN = {
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  dma: { code: '635', name: 'Austin' },
  defaultSearchRadius: 50,
  latitude: 30.27,
  longitude: -97.74,
};

/** Location lookups and reference data: spec 000 s7, 001 s7, 002 s7 (paths ours). */
export const LOCATION_CASES: ContractCases<LocationCall> = {
  getZipLocation: {
    valid: [{ request: { params: { zip: '78701' } } }],
    reply: AUSTIN,
    invalid: [{ rule: 'exactly five digits', request: { params: { zip: '787012' } }, field: 'params.zip' }],
    badReplies: [
      {
        rule: 'returns defaultSearchRadius',
        reply: { ...AUSTIN, defaultSearchRadius: undefined },
        path: 'defaultSearchRadius',
      },
    ],
  },
  getCityLocation: {
    valid: [{ request: { query: { city: 'Austin', state: 'TX' } } }],
    reply: {
      city: 'Austin',
      state: 'TX',
      centerZip: '78701',
      latitude: 30.27,
      longitude: -97.74,
      defaultSearchRadius: 50,
    },
    invalid: [
      { rule: 'by city and state', request: { query: { city: 'Austin' } }, field: 'query.state' },
      { rule: 'a state code', request: { query: { city: 'Austin', state: 'Texas' } }, field: 'query.state' },
    ],
    badReplies: [
      {
        rule: 'returns centerZip',
        reply: { city: 'Austin', state: 'TX', latitude: 1, longitude: 1, defaultSearchRadius: 50 },
        path: 'centerZip',
      },
    ],
  },
  getNearestZip: {
    valid: [
      {
        request: { query: { latitude: '30.27', longitude: '-97.74' } },
        parsed: { query: { latitude: 30.27, longitude: -97.74 } },
      },
    ],
    reply: { zip: '78701', city: 'Austin', state: 'TX', distance: 0.4 },
    invalid: [
      { rule: 'latitude', request: { query: { latitude: '91', longitude: '0' } }, field: 'query.latitude' },
      { rule: 'longitude', request: { query: { latitude: '30' } }, field: 'query.longitude' },
    ],
  },
  getMarket: {
    valid: [
      { request: { query: { zip: '78701' } } },
      { request: { query: { city: 'Austin', state: 'TX' } } },
    ],
    reply: { success: false, message: 'cannot find zipcode data for Austin TX' },
    invalid: [
      {
        rule: 'A zip used for market lookup must be exactly five digits',
        request: { query: { zip: '7870' } },
        field: 'query.zip',
      },
      { rule: 'the zip is missing', request: { query: {} }, field: 'query.zip' },
    ],
    badReplies: [{ rule: 'success and payload', reply: { success: true }, path: 'payload' }],
  },
  getIndexedLocations: {
    valid: [{ request: { params: { brand: 'KBB' } }, parsed: { params: { brand: 'kbb' } } }],
    reply: {
      'st-louis-mo': { city: 'St. Louis', state: 'MO', zip: '63101', locationIndexPriority: 'highest' },
    },
    invalid: [{ rule: 'one per brand', request: { params: { brand: 'acme' } }, field: 'params.brand' }],
    badReplies: [
      {
        rule: 'levels: highest, high, all',
        reply: { 'st-louis-mo': { city: 'St. Louis', state: 'MO', locationIndexPriority: 'low' } },
        path: '["st-louis-mo"].locationIndexPriority',
      },
    ],
  },
  getSearchOptions: {
    valid: [{ request: {} }],
    reply: {
      makes: [{ code: 'HONDA', name: 'Honda' }],
      models: [
        {
          code: 'CIVIC',
          name: 'Civic',
          makeCode: 'HONDA',
          trims: [{ code: 'CIVIC|EX', name: 'EX' }],
          classSeries: [],
          categories: ['Compact'],
        },
      ],
      vehicleStyles: [{ code: 'SEDAN', name: 'Sedan' }],
      extColorGroups: [{ code: 'BLACK', name: 'Black' }],
    },
    invalid: [],
    badReplies: [
      {
        rule: 'models (with trims, classSeries, categories)',
        reply: {
          makes: [],
          models: [{ code: 'CIVIC', name: 'Civic', makeCode: 'HONDA' }],
          vehicleStyles: [],
          extColorGroups: [],
        },
        path: 'models[0].trims',
      },
    ],
  },
  getTrimCodes: {
    valid: [{ request: { query: { makeCode: 'HONDA', modelCode: 'CIVIC' } } }],
    reply: { items: [{ code: 'CIVIC|EX', name: 'EX' }] },
    invalid: [
      { rule: 'makeCode, modelCode', request: { query: { makeCode: 'HONDA' } }, field: 'query.modelCode' },
    ],
  },
};
