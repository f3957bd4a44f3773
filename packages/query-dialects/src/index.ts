export {
  LIST_KEYS,
  LISTING_TO_SEARCH_KEYS,
  type ListingDialectKey,
  type ListKey,
  listingKeyOf,
  SEARCH_LIST_KEYS,
  SEARCH_TO_LISTING_KEYS,
  type SearchDialectKey,
  SPEC_SEARCH_TO_LISTING_KEYS,
  searchKeyOf,
} from './dialect-keys';
export {
  DEFAULT_SEARCH_RADIUS,
  dropRedundantLocation,
  type LocationLookups,
} from './drop-redundant-location';
export { type NormalizedQuery, normalizeQuery, type QueryInput, REMOVED_QUERY_KEYS } from './normalize-query';
export { sortedQuery } from './sorted-query';
export { type ListingQuery, toListingEntries, toListingQuery } from './to-listing-query';
export { type SearchQuery, toSearchQuery } from './to-search-query';
