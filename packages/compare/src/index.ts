export {
  COMPARE_FETCH_ALL_COUNT,
  COMPARE_FETCH_DEFAULT_COUNT,
  COMPARE_MAX,
  COMPARE_STORAGE_EXPIRY_MS,
  COMPARE_STORAGE_KEY,
} from './compare-constants';
export { CompareError, type CompareErrorCode } from './compare-error';
export {
  COMPARE_FORWARD_HEADERS,
  COMPARE_LISTINGS_PATH,
  type CompareListing,
  type CompareListingsFetcherOptions,
  type CompareListingsReply,
  compareListingsUrl,
  createCompareListingsFetcher,
  type FetchCompareListings,
} from './compare-listings-fetcher';
export type { CompareStorage, StoredCompareRecord } from './compare-storage';
export {
  type CompareAddOutcome,
  type CompareState,
  type CompareStore,
  type CompareStoreOptions,
  createCompareStore,
  type LoadCompareListingsOptions,
} from './create-compare-store';
