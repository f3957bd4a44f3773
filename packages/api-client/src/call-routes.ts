import type { AuthMode, ContractName, HttpMethod } from '@forecourt/contracts';

/** What a call needs to be sent, without its schemas: the contract's route and who may call it. */
export interface CallRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: AuthMode;
  /** The contract declares the `X-fwd-svc` request header (spec 001 s7, 002 s7). */
  readonly forwarded?: true;
}

/**
 * The route of every contract of `CONTRACTS`, copied so that sending a call does not load the zod schemas: a
 * browser bundle that does not validate (`validate: false`) ships this table instead of every contract's schemas.
 * A test checks it against `CONTRACTS`, so a contract added or changed there fails until it is copied here.
 */
export const CALL_ROUTES: Readonly<Record<ContractName, CallRoute>> = Object.freeze({
  saveVehicle: { method: 'POST', path: '/account-api/vehicle', auth: 'required' },
  deleteBookmark: { method: 'POST', path: '/account-api/deletebookmark', auth: 'required' },
  persistQuickSaveVehicles: {
    method: 'POST',
    path: '/account-api/persistQuickSaveVehicles',
    auth: 'required',
  },
  saveSearch: { method: 'POST', path: '/account-api/search', auth: 'required' },
  deleteSearch: { method: 'POST', path: '/account-api/search/delete', auth: 'required' },
  optOut: { method: 'POST', path: '/account-api/savedcontent/optout', auth: 'required' },
  optOutSearch: { method: 'POST', path: '/account-api/savedcontent/optoutsearch', auth: 'required' },
  validateProfileForm: { method: 'POST', path: '/account-api/validateProfileForm', auth: 'required' },
  lightUserSearch: { method: 'POST', path: '/account-api/lightuser/search', auth: 'none' },
  getUserInfo: { method: 'GET', path: '/account-api/userinfo', auth: 'required' },
  getConsumer: { method: 'GET', path: '/account-api/consumer', auth: 'required' },
  getOwnedVehicles: {
    method: 'GET',
    path: '/account-api/consumer/consumer-vehicle-owners',
    auth: 'required',
  },
  deleteOwnedVehicle: {
    method: 'DELETE',
    path: '/account-api/consumer/consumer-vehicle-owners',
    auth: 'required',
  },
  updateProfileCache: { method: 'PUT', path: '/account-api/profilecache', auth: 'required' },
  saveBestDeals: { method: 'POST', path: '/myatc-api/savebestdeals', auth: 'required' },
  getBookmarkInfo: { method: 'GET', path: '/myatc-api/bookmarkInfo', auth: 'required' },
  getAccountVehicles: { method: 'GET', path: '/user-account-api/vehicles', auth: 'required' },
  addAccountVehicle: { method: 'POST', path: '/user-account-api/vehicles', auth: 'required' },
  updateAccountVehicle: { method: 'PUT', path: '/user-account-api/vehicle/id/:vehicleId', auth: 'required' },
  deleteAccountVehicle: { method: 'DELETE', path: '/user-account-api/vehicle/id/:id', auth: 'required' },
  getUnreadNotificationsCount: { method: 'POST', path: '/psx-notifications', auth: 'required' },
  getRecentSearchListings: {
    method: 'GET',
    path: '/personalization-api/recentsearches/listings',
    auth: 'optional',
  },
  getRecentSearchCounts: {
    method: 'GET',
    path: '/personalization-api/recentsearches/counts',
    auth: 'optional',
  },
  getRecentSearches: { method: 'GET', path: '/personalization-api/recentsearches', auth: 'required' },
  addRecentSearch: { method: 'POST', path: '/personalization-api/recentsearches', auth: 'required' },
  updateRecentSearch: { method: 'PUT', path: '/personalization-api/recentsearches', auth: 'required' },
  removeRecentSearch: { method: 'DELETE', path: '/personalization-api/recentsearches', auth: 'required' },
  getListingsByIds: { method: 'GET', path: '/rest/lsc/listing', auth: 'optional', forwarded: true },
  searchListings: { method: 'GET', path: '/rest/lsc/listing/search', auth: 'none', forwarded: true },
  getListingByVin: { method: 'GET', path: '/rest/lsc/listing/vin/:vin', auth: 'none', forwarded: true },
  getSitemapIndex: { method: 'GET', path: '/rest/lsc/sitemap', auth: 'none' },
  getSitemapPage: { method: 'GET', path: '/rest/lsc/sitemap/:sitemapPageId', auth: 'none' },
  getListingStatus: { method: 'GET', path: '/rest/lsc/listing/:listingId/status', auth: 'none' },
  getDealerLot: { method: 'GET', path: '/rest/lsc/dealerlot/v2/multiple', auth: 'none', forwarded: true },
  getCustomOrderDealers: { method: 'GET', path: '/rest/lsc/customorder/dealers', auth: 'none' },
  getPreOrderListings: { method: 'GET', path: '/rest/lsc/preorder/listings', auth: 'none' },
  reportListing: { method: 'POST', path: '/rest/lsc/listing/:listingId/report', auth: 'optional' },
  getResearchModels: { method: 'GET', path: '/cars-for-sale/kbbresearch/reference/models', auth: 'none' },
  getResearchVehicles: { method: 'GET', path: '/cars-for-sale/kbbresearch/reference/vehicles', auth: 'none' },
  getVehicleOptions: {
    method: 'GET',
    path: '/cars-for-sale/kbbresearch/reference/vehicleoptions/vehicleId/:vehicleId',
    auth: 'none',
  },
  getVehicleSpecs: {
    method: 'GET',
    path: '/cars-for-sale/kbbresearch/reference/vehiclespecs/vehicleId/:vehicleId',
    auth: 'none',
  },
  getBodyStyles: { method: 'GET', path: '/cars-for-sale/kbbresearch/reference/bodystyles', auth: 'none' },
  getZipLocation: { method: 'GET', path: '/rest/location/zip/:zip', auth: 'none' },
  getCityLocation: { method: 'GET', path: '/rest/location/city', auth: 'none' },
  getNearestZip: { method: 'GET', path: '/rest/location/nearest', auth: 'none' },
  getMarket: { method: 'GET', path: '/rest/location/market', auth: 'none' },
  getIndexedLocations: {
    method: 'GET',
    path: '/cm-api/content/static/json/:brand/indexedlocations.json',
    auth: 'none',
  },
  getSearchOptions: { method: 'GET', path: '/rest/reference/searchoptions', auth: 'none' },
  getTrimCodes: { method: 'GET', path: '/rest/reference/trimcodes', auth: 'none' },
  getCertifiedContent: {
    method: 'GET',
    path: '/cm-api/content/static/json/atc/cpo/certifiedcontentsimple.json',
    auth: 'none',
  },
  getDatafile: { method: 'GET', path: '/experiments/datafile', auth: 'none' },
  getPayments: { method: 'GET', path: '/rest/retailing/payments', auth: 'none', forwarded: true },
  getBudget: { method: 'GET', path: '/rest/retailing/budget', auth: 'none', forwarded: true },
  createWallet: { method: 'POST', path: '/wallet-storage/wallets', auth: 'optional' },
  getWallet: { method: 'GET', path: '/wallet-storage/wallets/:walletId', auth: 'none' },
  getWalletByConsumer: {
    method: 'GET',
    path: '/wallet-storage/consumers/:consumerId/wallet',
    auth: 'required',
  },
  updateWallet: { method: 'PUT', path: '/wallet-storage/wallets/:walletId', auth: 'optional' },
  emailFriend: { method: 'POST', path: '/cars-for-sale/svc/leads/email/friend', auth: 'optional' },
  shareText: { method: 'POST', path: '/cars-for-sale/share-text', auth: 'optional' },
  emailOwner: { method: 'POST', path: '/cars-for-sale/svc/leads/email/owner', auth: 'optional' },
  reportWebVitals: { method: 'POST', path: '/rest/telemetry/web-vitals', auth: 'optional' },
  getWebVitalsSummary: { method: 'GET', path: '/rest/telemetry/web-vitals/summary', auth: 'none' },
});
