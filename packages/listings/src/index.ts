export {
  AVERAGE_RANGE_SOURCE,
  type BatteryRange,
  batteryRangeText,
  showsBatteryRange,
} from './battery-range';
export {
  BODY_STYLE_ORDER,
  BODY_STYLE_SYNONYMS,
  type BodyStyle,
  normaliseBodyStyle,
  orderBodyStyles,
} from './body-styles';
export { hasConsumerRating } from './consumer-rating';
export { CURRENCY_SYMBOLS, type CurrencyCode, currencySymbol, DEFAULT_CURRENCY } from './currency-symbol';
export {
  DOMINANT_TIER_MIN_LISTINGS,
  DOMINANT_TIER_SAMPLE_SIZE,
  dominantTier,
  FEATURED_MIN_PRIORITY,
  type ListingTier,
  listingTier,
} from './dominant-tier';
export {
  ACCELERATE_RETAILING_TYPE,
  ECOMMERCE_HELPER_TEXT,
  ECOMMERCE_LABELS,
  type EcommerceButton,
  ecommerceButton,
  isAccelerateListing,
} from './ecommerce-button';
export { type HydratedListingSummary, hydrateListingSummary } from './hydrate-listing-summary';
export type {
  Address,
  ConsumerRatings,
  Esntial,
  ImageSource,
  Link,
  Listing,
  ListingImages,
  ListingPackage,
  ListingTrim,
  ListingType,
  Owner,
  OwnersMap,
  PartnerResourceCard,
  PricingDetail,
  ProductTile,
  Video,
} from './listing';
export { CONDITION_NAMES, conditionName, listingConditionName } from './listing-condition';
export {
  LISTING_PRIORITIES,
  type ListingPriorityCode,
  type ListingPriorityName,
  priorityCode,
  priorityName,
} from './listing-priority';
export {
  displayTrim,
  type ListingTitleLongOptions,
  type ListingTitleOptions,
  listingTitle,
  listingTitleLong,
  PACKAGE_TITLE_SUFFIX_LIMIT,
  UNAVAILABLE_TRIM,
} from './listing-title';
export { type ListingTypeLabelOptions, listingTypeLabel, listingTypeOf } from './listing-type';
export {
  areAdsHidden,
  HYUNDAI_MAKE_CODE,
  isEmailFormHidden,
  isHyundaiEcommerceListing,
} from './listing-visibility';
export { ListingsError, type ListingsErrorCode } from './listings-error';
export { currentModelYear } from './model-year';
export { countsAsOwnedVehicle, type OwnedVehicle, ownedVehicleCount } from './owned-vehicles';
export {
  DEALER_NAME_MAX_HIDDEN_PRIORITY,
  DEALER_PLACEHOLDER_NAME,
  ownerDisplayName,
} from './owner-display-name';
export {
  INSTANT_CASH_OFFER_CODE,
  INSTANT_CASH_OFFER_PATH,
  instantCashOfferPath,
  type PartnerOffersOptions,
  partnerOffers,
  sponsoredCarLoansWording,
} from './partner-offers';
export {
  COMPARABLE_PRICE_WINDOW_PERCENT,
  comparablePriceWindow,
  type PriceRange,
  priceRangeAround,
  SIMILAR_PRICE_BAND_PERCENT,
  similarPriceBand,
} from './price-window';
export {
  DEFAULT_MAX_IMAGE_COUNT,
  type PrivateSellerMediaOptions,
  withPrivateSellerMedia,
} from './private-seller-media';
export { isPrivateSeller, resolveOwner } from './resolve-owner';
export {
  addUtmParams,
  removeUtmParams,
  UTM_KEYS,
  UTM_PREFIX,
  type UtmKey,
  type UtmParams,
} from './utm-params';
export { filterVehicleSpecs, VEHICLE_SPEC_IDS, type VehicleSpec } from './vehicle-specs';
