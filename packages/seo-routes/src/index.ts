export { SHOPPING_BASE_PATH } from './base-path';
export { canonicalUrl } from './canonical-url';
export {
  PATH_COMPILE_MESSAGE,
  PathParamError,
  SeoEncodeError,
  type SeoEncodeErrorCode,
  UrlError,
  type UrlErrorCode,
} from './errors';
export {
  type BuildOptions,
  buildDealerDetailsPath,
  buildDealerSearchPath,
  buildInventoryPath,
  buildMarketplaceDetailsPath,
  buildSitemapPath,
  buildVehicleDetailsPath,
  type DealerDetailsQuery,
  type DealerSearchQuery,
  type PathLogger,
} from './page-paths';
export {
  createReferenceLookups,
  type ModelLookup,
  type ModelNameLookup,
  type ModelSlugLookup,
  nameSlug,
  type ReferenceLookups,
  type ReferenceModel,
  type ReferenceSeries,
  spellingKey,
} from './reference-lookups';
export { CARMAKER_PAGES, type MatchOptions, match, type PageType, ROUTES, type RouteMatch } from './routes';
export {
  BARE_RESULTS_PATH,
  type DecodeOptions,
  type DecodeResult,
  decode,
  type EncodedSearch,
  type EncodeOptions,
  encode,
  MODEL_NOT_FOUND_KEY,
  RESULTS_PAGE_SEGMENTS,
  type SeriesLookup,
  type TrimCodeLookup,
} from './search-path';
export {
  canonicalQuery,
  DEFAULT_LISTING_TYPE,
  MAX_SEARCH_PARAMETERS,
  REMOVED_RESULT_KEYS,
  SEGMENT_LIST_KEYS,
  type SearchQuery,
  type SearchQueryInput,
} from './search-query';
export {
  decodeLocationSegment,
  decodeMpgSegment,
  decodePriceSegment,
  encodeLocationSegment,
  encodeMpgSegment,
  encodePriceSegment,
  type LocationValue,
  type PriceValue,
} from './segments';
export { decodeSeoQueryKeys, SEO_QUERY_KEYS, type SeoQueryKeyOptions } from './seo-query-keys';
export { buildAbsoluteUrl, referrerPath } from './urls';
export { isDealerId, isListingId, isVin, isYear, isZip } from './validators';
export {
  DRIVE_GROUP,
  ENGINE,
  EXPERIENCE,
  EXT_COLOR,
  FEATURE,
  FUEL_TYPE_GROUP,
  LISTING_TYPE,
  MAKE,
  SELLER_TYPE,
  US_STATES,
  VEHICLE_STYLE,
  type Vocabulary,
} from './vocabulary';
