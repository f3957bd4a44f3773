import type { ContractCases } from './contract-case';
import { LISTING, OWNER, RECENT_SEARCH } from './test-fixtures';

type PersonalizationCall =
  | 'getRecentSearchListings'
  | 'getRecentSearchCounts'
  | 'getRecentSearches'
  | 'addRecentSearch'
  | 'updateRecentSearch'
  | 'removeRecentSearch';

/** Spec 000 s7, the personalization API, and its "not shown" recent-search operations. */
export const PERSONALIZATION_CASES: ContractCases<PersonalizationCall> = {
  getRecentSearchListings: {
    valid: [
      {
        request: {
          query: { makeCode: 'HONDA,TOYOTA', zip: '78701', myatcLastExecution: '2024-06-01T12:00:00Z' },
        },
        parsed: { query: { makeCode: ['HONDA', 'TOYOTA'], numRecords: 12 } },
      },
    ],
    reply: { listings: [LISTING], owners: [OWNER], totalResultCount: 120, newResultCount: 4 },
    invalid: [
      {
        rule: 'lastExec, an ISO time',
        request: { query: { myatcLastExecution: 'yesterday' } },
        field: 'query.myatcLastExecution',
      },
      { rule: 'numRecords=12', request: { query: { numRecords: '500' } }, field: 'query.numRecords' },
    ],
  },
  getRecentSearchCounts: {
    valid: [{ request: { query: { listingType: 'USED', startYear: '2018', endYear: '2022' } } }],
    reply: { counts: { totalResultCount: 120, newResultCount: 4 } },
    invalid: [
      { rule: 'year is 4 digits', request: { query: { startYear: '18' } }, field: 'query.startYear' },
    ],
  },
  getRecentSearches: {
    valid: [{ request: {} }],
    reply: { recentSearches: [RECENT_SEARCH] },
    invalid: [],
    badReplies: [
      {
        rule: 'timestamp (ms)',
        reply: { recentSearches: [{ ...RECENT_SEARCH, timestamp: 'now' }] },
        path: 'recentSearches[0].timestamp',
      },
    ],
  },
  addRecentSearch: {
    valid: [{ request: { body: RECENT_SEARCH } }],
    reply: { recentSearches: [RECENT_SEARCH] },
    invalid: [
      {
        rule: 'query (search criteria plus lastExec)',
        request: { body: { ...RECENT_SEARCH, query: { makeCode: ['HONDA'] } } },
        field: 'body.query.lastExec',
      },
    ],
  },
  updateRecentSearch: {
    valid: [{ request: { body: { ...RECENT_SEARCH, totalResultCount: 118 } } }],
    reply: { recentSearches: [{ ...RECENT_SEARCH, totalResultCount: 118 }] },
    invalid: [
      { rule: 'heading', request: { body: { ...RECENT_SEARCH, heading: undefined } }, field: 'body.heading' },
    ],
  },
  removeRecentSearch: {
    valid: [{ request: { query: { heading: 'Used Honda Civic' } } }],
    reply: { recentSearches: [] },
    invalid: [{ rule: 'remove (by heading)', request: { query: { heading: '' } }, field: 'query.heading' }],
  },
};
