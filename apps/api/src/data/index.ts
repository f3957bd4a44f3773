export { DataError, type DataErrorCode } from './data-error';
export {
  DEFAULT_CHUNK_SIZE,
  dealerCount,
  generateInventory,
  type InventoryChunk,
  type InventoryOptions,
  LISTINGS_PER_DEALER,
  PRIVATE_SELLER_SHARE,
} from './generate-inventory';
export type { NewPriceChange } from './generate-listing';
export {
  GENERATED_LISTING_IDS,
  GENERATED_OWNER_IDS,
  IMPORTED_LISTING_ID_FLOOR,
  IMPORTED_OWNER_ID_FLOOR,
} from './ids';
export {
  cleanText,
  isAmbiguousPrice,
  normaliseZip,
  parseColor,
  parseDrive,
  parseEngine,
  parseFuel,
  parseListingType,
  parseMileage,
  parsePrice,
  parseTransmission,
} from './import/clean-fields';
export {
  FEED_COLUMNS,
  FEED_PRESETS,
  type FeedColumns,
  FeedFormatError,
  type FeedFormatErrorCode,
  type FeedMapping,
  type FeedPresetName,
  feedMappingSchema,
  mappedColumns,
  parseFeedMapping,
  REQUIRED_FIELDS,
} from './import/feed-format';
export {
  checkFeedHeader,
  type ImportOptions,
  type ImportReport,
  importDealerFeed,
  type ReplacedListing,
} from './import/import-dealer-feed';
export { FEED_LIMITS, type RejectCode, type RejectedRow, UNKNOWN_COLOR } from './import/map-feed-row';
export { type MatchedVehicle, matchMake, matchVehicle } from './import/match-vehicle';
export { type CsvInput, CsvParseError, type CsvRecord, parseCsv } from './import/parse-csv';
export {
  BAND_HYSTERESIS,
  bandOfGap,
  DEAL_BAND_NAMES,
  DEAL_BANDS,
  type DealBand,
  MARKET_RULES,
  rateDeal,
} from './market-price';
export { lookupZip, type Place } from './places';
export { createRandom, mulberry32, type Random } from './random';
export { type FeedModel, getFeedModel, isDistinctAlias, matchFeedModel } from './reference/feed-models';
export type { BodyStyleName } from './reference/options';
export { DRIVE_GROUPS, ENGINES, FUEL_TYPES, TRANSMISSIONS } from './reference/options';
export {
  allModels,
  findBodyStyle,
  findMakeCode,
  fuelsInYear,
  getMake,
  getModel,
  listAllMakes,
  listBodyStyles,
  listColors,
  listFeatures,
  listMakes,
  listModels,
  listTrims,
  type MakeData,
  type MakeInfo,
  type ModelInfo,
  makeName,
  modelCodeOf,
  modelYears,
  type TrimInfo,
  trimCodeOf,
  trimsInYear,
} from './reference/reference';
export type {
  DriveGroupCode,
  EngineCode,
  FuelTypeCode,
  TransmissionCode,
  VehicleStyleCode,
} from './reference/types';
export { hasUnratedListings, refreshDealRatings } from './refresh-deal-ratings';
export { clearInventory, isEmpty, type SeedOptions, type SeedResult, seedDatabase } from './seed-database';
export { currentModelYear, type ListingType } from './vehicle-pricing';
export { buildVin, isValidVin, vinCheckDigit } from './vin';
