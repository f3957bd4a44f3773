export { ACCOUNT_REFUSALS, type AccountRefusalCall } from './account-refusals';
export { ApiClientError, type ApiClientErrorCode, type ApiErrorReply } from './api-client-error';
export {
  type ApiQueryOptions,
  type ApiSelectQueryOptions,
  apiQueryOptions,
  shouldRetryQuery,
} from './api-query-options';
export type { CallInput, CallOptions } from './call-input';
export { CALL_POLICIES, type CallFallback } from './call-policies';
export { CALL_ROUTES, type CallRoute } from './call-routes';
export {
  CONSUMER_LOAD_DEBOUNCE,
  type ConsumerLoader,
  type ConsumerLoaderOptions,
  createConsumerLoader,
  type LoaderTimers,
} from './consumer-loader';
export {
  type AccountClientOptions,
  createAccountClient,
  UNREAD_NOTIFICATIONS_QUERY,
} from './create-account-client';
export {
  type ApiCall,
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type GetToken,
} from './create-api-client';
export { createCompareFetcher } from './create-compare-fetcher';
export {
  type ApiLocationLookups,
  createLocationLookups,
  toZipDetails,
} from './create-location-lookups';
export {
  createQueryOptions,
  type QueryOptionsConfig,
  type QueryOptionsFactories,
} from './create-query-options';
export {
  createWalletStorageClient,
  holdsWallet,
  walletIdFromLocation,
} from './create-wallet-storage-client';
export type { ApiBrand } from './path-prefix';
export {
  type CustomOrderDealersQuery,
  type DealerListingsQuery,
  type DealerLotQuery,
  type MarketQuery,
  type PreOrderListingsQuery,
  QUERY_ROOT,
  queryKeys,
  type ResearchModelsInput,
  type ResearchTrimsInput,
  type SearchListingsQuery,
} from './query-keys';
export { type SearchParams, toSearchParams } from './search-params';
export { STALE_TIMES, type StaleTimes } from './stale-times';
