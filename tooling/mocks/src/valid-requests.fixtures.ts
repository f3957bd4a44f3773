import type { ContractName, RawRequest } from '@forecourt/contracts';

// One request per contract that the contract accepts, for the tests that call every default handler. Typed by
// ContractName: a contract added to @forecourt/contracts fails the type-check here until it has one.

const VITAL = {
  name: 'LCP',
  value: 2140,
  rating: 'good',
  id: 'v5-1745688000000-1234',
  delta: 2140,
  page: 'srp',
  path: '/cars-for-sale/used-cars/honda',
  brand: 'atc',
};

const SEARCH_PARAMS = { makeCode: ['HONDA'], zip: '78701' };

export const VALID_REQUESTS: Readonly<Record<ContractName, Omit<RawRequest, 'headers'>>> = {
  saveVehicle: { body: { listingId: '712300001' } },
  deleteBookmark: { body: { listing: { listingId: '712300001', bookmarkId: 'vb-3001', version: 2 } } },
  persistQuickSaveVehicles: { body: { listingIds: '712300001,712300002' } },
  saveSearch: { body: { brand: 'AT', searchName: 'Honda near Austin', searchParams: SEARCH_PARAMS } },
  deleteSearch: { body: { bookmarkId: 'sb-4001', version: 3 } },
  optOut: { body: { userId: 'consumer-100501' } },
  optOutSearch: { body: { userId: 'consumer-100501' } },
  validateProfileForm: {
    body: { currentPhoneNumber: '5125550142', updatedPhoneNumber: '5125550199', zipCode: '78701' },
  },
  lightUserSearch: {
    body: { emailAddress: 'sam.rivera@example.com', brand: 'AT', searchParams: SEARCH_PARAMS },
  },
  getUserInfo: { query: { brand: 'AT' } },
  getConsumer: {},
  getOwnedVehicles: {},
  deleteOwnedVehicle: { query: { vehicleId: 'ov-2001' } },
  updateProfileCache: { body: { carIds: ['712300001'] } },
  saveBestDeals: {
    body: { search: { bestDealsOptIn: true, zipcode: '78701' }, email: 'sam.rivera@example.com' },
  },
  getBookmarkInfo: {},
  getAccountVehicles: {},
  addAccountVehicle: { body: { vin: '1HGCV1F34LA012345', zip: '78701' } },
  updateAccountVehicle: {
    params: { vehicleId: 'av-2101' },
    body: { year: 2017, make: 'Honda', model: 'CR-V', mileage: 75_000 },
  },
  deleteAccountVehicle: { params: { id: 'av-2102' } },
  getUnreadNotificationsCount: { body: { query: '{ unreadNotificationsCount }' } },
  getRecentSearchListings: { query: { makeCode: 'HONDA', zip: '78701' } },
  getRecentSearchCounts: { query: { makeCode: 'TOYOTA', myatcLastExecution: '2025-04-20T00:00:00Z' } },
  getRecentSearches: {},
  addRecentSearch: {
    body: {
      url: '/cars-for-sale/ford/f150pickup',
      query: { makeCode: ['FORD'], modelCode: ['F150PICKUP'], lastExec: '2025-04-27T10:00:00Z' },
      timestamp: 1_745_748_000_000,
      heading: 'Ford F-150',
      fullHeading: 'Ford F-150 for Sale',
      subHeading: 'Nationwide',
      fullSubHeading: 'Nationwide',
    },
  },
  updateRecentSearch: {
    body: {
      url: '/cars-for-sale/toyota/rav4',
      query: { makeCode: ['TOYOTA'], modelCode: ['RAV4'], lastExec: '2025-04-27T10:00:00Z' },
      timestamp: 1_745_748_000_000,
      heading: 'Toyota RAV4',
      fullHeading: 'Toyota RAV4 for Sale',
      subHeading: 'Nationwide',
      fullSubHeading: 'Nationwide',
    },
  },
  removeRecentSearch: { query: { heading: 'Toyota RAV4' } },
  getListingsByIds: { query: { listingId: ['712300001', '712300012'] } },
  searchListings: { query: { makeCode: 'HONDA', zip: '78701' } },
  getListingByVin: { params: { vin: '19XFC1F35ME200871' } },
  getDealerLot: {
    query: { zip: '78701', makeCode: 'HONDA', modelCode: 'CIVIC', excludedListingId: '712300001' },
  },
  getCustomOrderDealers: { query: { makeCode: 'FORD', modelCode: 'BRONCO', zip: '78701' } },
  getPreOrderListings: { query: { makeCode: 'FORD', modelCode: 'BRONCO', year: '2026' } },
  getSitemapIndex: {},
  getSitemapPage: { params: { sitemapPageId: 'vehicles-1' } },
  getListingStatus: { params: { listingId: '712300004' } },
  reportListing: {
    params: { listingId: '712300004' },
    body: { reason: 'price', comments: 'It says $21,750; the dealer asked $23,500.' },
  },
  getResearchModels: { query: { atcMakeCode: 'HONDA' } },
  getResearchVehicles: { query: { atcMakeCode: 'TOYOTA', atcModelCode: 'RAV4', yearId: '2025' } },
  getVehicleOptions: { params: { vehicleId: '400001' } },
  getVehicleSpecs: { params: { vehicleId: '400001' } },
  getBodyStyles: { query: { atcMakeCode: 'FORD' } },
  getZipLocation: { params: { zip: '60601' } },
  getCityLocation: { query: { city: 'Denver', state: 'CO' } },
  getNearestZip: { query: { latitude: '47.6', longitude: '-122.33' } },
  getMarket: { query: { city: 'Atlanta', state: 'GA' } },
  getIndexedLocations: { params: { brand: 'kbb' } },
  getSearchOptions: {},
  getTrimCodes: { query: { makeCode: 'HONDA', modelCode: 'CIVIC' } },
  getCertifiedContent: {},
  getDatafile: {},
  getPayments: { query: { listingId: '712300001', creditType: 'b', dealType: 'finance', loanTerm: '60' } },
  getBudget: { query: { monthlyBudget: '450', creditType: 'b', loanTerm: '60', downPayment: '3000' } },
  createWallet: {},
  getWallet: { params: { walletId: 'wallet-7d1c2a' } },
  getWalletByConsumer: { params: { consumerId: 'consumer-100501' } },
  updateWallet: {
    params: { walletId: 'wallet-7d1c2a' },
    body: { paymentInfo: { creditType: 'a', loanTerm: 72 } },
  },
  emailFriend: {
    body: {
      originPageUrl: 'https://www.example.com/cars-for-sale/vehicle/712300001',
      listingId: '712300001',
      toEmailAddress: 'alex@example.com',
      fromEmailAddress: 'sam.rivera@example.com',
      clientRequestId: '0b6f1c9e-8d7a-4f1e-9a55-3c2d1e0f9a11',
      leadType: 'EMAILTOFRIEND',
    },
  },
  shareText: {
    body: {
      requestId: 'share-712300001',
      alertConfigId: 'share-listing',
      dataMap: { mobile_number: '(512) 555-0142', sms_message: 'Sam: have a look at this Civic' },
    },
  },
  emailOwner: {
    body: {
      listingId: '712300001',
      name: 'Sam Rivera',
      emailAddress: 'sam.rivera@example.com',
      message: 'Is the Civic still available?',
      clientRequestId: '4e2a9c31-5b7d-4c8e-a1f0-6d3b2c1a0e99',
      originPageUrl: 'https://www.example.com/cars-for-sale/vehicle/712300001',
      leadType: 'EMAILOWNER',
    },
  },
  reportWebVitals: { body: { metrics: [VITAL] } },
  getWebVitalsSummary: { query: { page: 'srp', brand: 'atc' } },
};
