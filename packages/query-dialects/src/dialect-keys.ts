/**
 * Search-form keys and their listing-service counterparts. The first ten pairs are the spec's (spec 001
 * section 3): "makeCodeList to makeCode, modelCodeList to modelCode, trimCodeList to trimCode, maxMileage to
 * mileage, priceRange to price, sellerTypes to sellerType, listingTypes to listingType, vhrTypes to
 * vehicleHistoryType, isNewSearch to newSearch, packages to packageName; others exist (not shown)."
 *
 * The rest are ours, for the search filter keys of spec 000 section 3 and the search-results segments of spec
 * 001 section 2: the plural or `List` search key maps to the singular segment name. `driveGroup` and
 * `fuelTypeGroup` have the same name in both dialects and so need no entry. Every other key passes through.
 */
export const SEARCH_TO_LISTING_KEYS = Object.freeze({
  // Named by spec 001 section 3.
  makeCodeList: 'makeCode',
  modelCodeList: 'modelCode',
  trimCodeList: 'trimCode',
  maxMileage: 'mileage',
  priceRange: 'price',
  sellerTypes: 'sellerType',
  listingTypes: 'listingType',
  vhrTypes: 'vehicleHistoryType',
  isNewSearch: 'newSearch',
  packages: 'packageName',
  // Ours: "others exist (not shown)".
  seriesCodeList: 'seriesCode',
  vehicleStyleCodes: 'vehicleStyleCode',
  transmissionCodes: 'transmissionCode',
  engineCodes: 'engineCode',
  extColorsSimple: 'extColorSimple',
  featureCodes: 'featureCode',
} as const);

/** A search-form key that has a different listing-service name. */
export type SearchDialectKey = keyof typeof SEARCH_TO_LISTING_KEYS;

/** A listing-service key that has a different search-form name. */
export type ListingDialectKey = (typeof SEARCH_TO_LISTING_KEYS)[SearchDialectKey];

/** The search-form keys the spec names (spec 001 section 3); the others in the table are ours. */
export const SPEC_SEARCH_TO_LISTING_KEYS: readonly SearchDialectKey[] = Object.freeze([
  'makeCodeList',
  'modelCodeList',
  'trimCodeList',
  'maxMileage',
  'priceRange',
  'sellerTypes',
  'listingTypes',
  'vhrTypes',
  'isNewSearch',
  'packages',
]);

/** {@link SEARCH_TO_LISTING_KEYS} the other way round. */
export const LISTING_TO_SEARCH_KEYS: Readonly<Record<ListingDialectKey, SearchDialectKey>> = Object.freeze(
  Object.fromEntries(
    Object.entries(SEARCH_TO_LISTING_KEYS).map(([search, listing]) => [listing, search]),
  ) as Record<ListingDialectKey, SearchDialectKey>,
);

/**
 * Listing-service keys whose value is always an array, even for one value ("arrays in the listing form",
 * spec 001 section 3): the code and type filters, one per search-results segment that can hold several values.
 */
export const LIST_KEYS = Object.freeze([
  'driveGroup',
  'engineCode',
  'extColorSimple',
  'featureCode',
  'fuelTypeGroup',
  'listingType',
  'makeCode',
  'modelCode',
  'packageName',
  'sellerType',
  'seriesCode',
  'transmissionCode',
  'trimCode',
  'vehicleHistoryType',
  'vehicleStyleCode',
] as const);

export type ListKey = (typeof LIST_KEYS)[number];

/** A key's listing-service name: its counterpart, or the key itself when it has none. */
export function listingKeyOf(searchKey: string): string {
  return Object.hasOwn(SEARCH_TO_LISTING_KEYS, searchKey)
    ? SEARCH_TO_LISTING_KEYS[searchKey as SearchDialectKey]
    : searchKey;
}

/** A key's search-form name: its counterpart, or the key itself when it has none. */
export function searchKeyOf(listingKey: string): string {
  return Object.hasOwn(LISTING_TO_SEARCH_KEYS, listingKey)
    ? LISTING_TO_SEARCH_KEYS[listingKey as ListingDialectKey]
    : listingKey;
}

/** The search-form names of {@link LIST_KEYS}: their values are comma-joined in the search form. */
export const SEARCH_LIST_KEYS: readonly string[] = Object.freeze(LIST_KEYS.map(searchKeyOf));
