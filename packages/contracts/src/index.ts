export {
  API_ERROR_CODES,
  API_ERROR_STATUS,
  type ApiError,
  type ApiErrorCode,
  apiError,
  apiErrorSchema,
  fieldName,
  type RequestPart,
  toApiError,
} from './api-error';
export { ContractError, type ContractErrorCode } from './contract-error';
export { buildPath, buildQueryString, buildUrl } from './contract-url';
export { CONTRACTS, type ContractName, type Contracts, contractsOf } from './contracts';
export {
  type ApiLiveness,
  type ApiReadiness,
  apiLivenessSchema,
  apiReadinessSchema,
  type SearchIndexHealth,
  searchIndexHealthSchema,
  type ThreadMemory,
  threadMemorySchema,
} from './contracts/health-contracts';
export {
  DEFAULT_NUM_RECORDS,
  MAX_NUM_RECORDS,
  MAX_REPORT_COMMENTS,
  REPORT_REASON_CODES,
  type ReportReasonCode,
} from './contracts/listing-contracts';
export {
  FEED_IMPORT_STATES,
  FEED_REJECTION_CODES,
  FEED_UPLOAD_MAX_BYTES,
  type FeedImport,
  feedImportSchema,
  feedRejectedRowSchema,
  feedReplacedListingSchema,
  OPERATOR_CONTRACTS,
} from './contracts/operator-contracts';
export {
  SITEMAP_PAGE_MAX_URLS,
  sitemapLandingSchema,
  sitemapPageIdSchema,
} from './contracts/seo-contracts';
export { forwardingHeadersSchema, listingsReplySchema } from './contracts/shared';
export {
  MAX_WEB_VITALS_PER_REPORT,
  WEB_VITAL_NAMES,
  WEB_VITAL_RATINGS,
  type WebVitalMetricName,
  type WebVitalReading,
  webVitalReadingSchema,
} from './contracts/telemetry-contracts';
export { WALLET_CONFLICT, type WalletConflict, walletConflictSchema } from './contracts/wallet-contracts';
export {
  type AuthMode,
  type Contract,
  type ContractDefinition,
  type ContractReply,
  type ContractRequest,
  type ContractRequestInput,
  defineContract,
  type HttpMethod,
  pathParamsOf,
  type SpecRef,
} from './define-contract';
export {
  ALERT_CADENCES,
  type AlertCadence,
  alertCadenceSchema,
  type Bookmark,
  bookmarkSchema,
  DEFAULT_ALERT_CADENCE,
  type SavedListing,
  type SearchBookmark,
  type ServerMessage,
  savedListingSchema,
  searchBookmarkSchema,
  searchParamsSchema,
  serverMessageSchema,
  type VehicleBookmark,
  vehicleBookmarkSchema,
} from './entities/bookmark';
export { DATAFILE_BUCKET_COUNT, type Datafile, datafileSchema } from './entities/datafile';
export {
  type CreditAppDeal,
  creditAppDealSchema,
  type DealDetails,
  dealDetailsSchema,
} from './entities/deal';
export { LISTING_FIELD_GROUPS, type Listing, listingSchema } from './entities/listing';
export {
  INDEXED_LOCATION_PRIORITIES,
  type IndexedLocation,
  indexedLocationSchema,
  type Location,
  locationSchema,
} from './entities/location';
export {
  type AccountVehicle,
  accountVehicleSchema,
  type OwnedVehicle,
  ownedVehicleSchema,
} from './entities/owned-vehicle';
export { addressSchema, type Owner, ownerSchema } from './entities/owner';
export {
  interactionsSchema,
  type PaymentInfo,
  paymentInfoSchema,
  tradeInSchema,
} from './entities/payment-info';
export {
  type Incentives,
  incentivesSchema,
  type Offer,
  offerSchema,
  type PaymentQuote,
  type PaymentRate,
  paymentQuoteSchema,
  paymentRateSchema,
  termKeySchema,
} from './entities/payment-offers';
export {
  type PreOrderListing,
  type PreOrderTrim,
  preOrderListingSchema,
  preOrderTrimSchema,
} from './entities/pre-order-listing';
export {
  DEAL_RATING_BANDS,
  type DealRating,
  type DealRatingBand,
  dealRatingSchema,
  type PricingDetail,
  priceChangeSchema,
  pricingDetailSchema,
} from './entities/pricing-detail';
export { type Consumer, consumerSchema, type UserProfile, userProfileSchema } from './entities/profile';
export { type RecentSearch, recentSearchSchema } from './entities/recent-search';
export { type SearchOptions, searchOptionsSchema } from './entities/reference-data';
export {
  FACET_KEYS,
  type FacetKey,
  type Facets,
  type FacetValue,
  facetsSchema,
  facetValueSchema,
  RELAXATION_KINDS,
  type Relaxation,
  relaxationSchema,
} from './entities/search-result';
export {
  type VehicleOption,
  type VehicleReference,
  type VehicleSpec,
  vehicleOptionSchema,
  vehicleReferenceSchema,
  vehicleSpecSchema,
} from './entities/vehicle-reference';
export { accountBrandSchema } from './fields/account-brand';
export {
  codeNameSchema,
  codeSchema,
  dealerIdSchema,
  emailSchema,
  epochMsSchema,
  LISTING_ID_PATTERN,
  linkSchema,
  listingIdSchema,
  opaqueIdSchema,
  phoneDigitsSchema,
  VIN_PATTERN,
  vinSchema,
  yearSchema,
  ZIP_PATTERN,
  zipSchema,
} from './fields/identifiers';
export {
  codeOf,
  listValues,
  queryBoolean,
  queryCode,
  queryList,
  queryNumber,
  queryString,
  scalarValue,
} from './fields/query-values';
export {
  checkRanges,
  SEARCH_FILTER_SHAPE,
  type SearchFilters,
  searchFiltersSchema,
} from './fields/search-filters';
export {
  ACCOUNT_BRANDS,
  BODY_STYLE_ORDER,
  BRANDS,
  CREDIT_TYPES,
  type CreditType,
  DEAL_TYPES,
  DRIVE_GROUPS,
  ENGINE_CODES,
  EXT_COLOR_CODES,
  FUEL_TYPE_GROUPS,
  LISTING_CONDITIONS,
  LISTING_PRIORITIES,
  LISTING_TYPES,
  type ListingCondition,
  type ListingTypeCode,
  OPTION_CATEGORY_GROUPS,
  SEARCH_SORTS,
  SELLER_TYPES,
  type SearchSort,
  VEHICLE_SPEC_IDS,
  VEHICLE_STYLE_CODES,
  VEHICLE_STYLE_NAMES,
  VEHICLE_USE_TYPES,
} from './fields/vocabularies';
export {
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiOptions,
  type OpenApiParameter,
  type OpenApiResponse,
  openApiDocument,
  openApiPath,
} from './openapi';
export { type ParseRequestResult, parseRequest, type RawRequest } from './parse-request';
export { SERVICE_NAMES, SERVICES, type ServiceName } from './services';
