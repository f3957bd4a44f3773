export { centerZipOf } from './center-zip';
export { createRadiusFilter, distanceMiles, EARTH_RADIUS_MILES, withinRadius, zipDistance } from './distance';
export { GEOLOCATION_MESSAGES, type GeolocationFailure, geolocationFailure } from './geolocation-failure';
export {
  CITY_STATE_NOT_PROVIDED_MESSAGE,
  findIndexedLocation,
  INDEXED_LOCATION_PRIORITIES,
  type IndexedLocationContent,
  type IndexedLocationEntry,
  type IndexedLocationPriority,
  type IndexedLocationQuery,
  type IndexedLocationResult,
  type IndexedLocationTarget,
  indexedLocationKey,
  indexedLocationNotFoundMessage,
  indexedLocationTarget,
  priorityOf,
  slugIndexedCity,
  slugIndexedState,
} from './indexed-location';
export {
  createIndexedLocationLookup,
  type FetchLike,
  INDEXED_CONTENT_FAILED_MESSAGE,
  type IndexedContentResult,
  type IndexedLocationLookup,
  type IndexedLocationLookupOptions,
} from './indexed-location-lookup';
export {
  DEFAULT_SEARCH_RADIUS,
  INDEXED_LOCATION_TIMEOUT_MS,
  LOCATION_COOKIE_MAX_AGE,
  MAPS_LOAD_TIMEOUT_MS,
  MARKET_TIMEOUT_MS,
} from './location-constants';
export type { Awaitable, LocationLogger, LocationTimers } from './location-environment';
export {
  LocationOptionError,
  type LocationOptionErrorCode,
  MAPS_LOAD_MESSAGE,
  MapsLoadError,
  type MapsLoadErrorCode,
} from './location-errors';
export {
  cityStateSource,
  cookieZipSource,
  type EdgeZipSourceOptions,
  edgeZipSource,
  GEOLOCATION_FAILED_MESSAGE,
  GEOLOCATION_QUERY_FLAG,
  type GeolocationSourceOptions,
  geolocationRequested,
  geolocationSource,
  LOCATION_SOURCE_ORDER,
  type LocationSource,
  type LocationSourceName,
  type LocationSources,
  queryZipSource,
} from './location-sources';
export { createMapsLoader, type MapsLoaderOptions } from './maps-loader';
export {
  createMarketLookup,
  INVALID_ZIP_MESSAGE,
  MARKET_CALL_FAILED_MESSAGE,
  type MarketEntry,
  type MarketLookupOptions,
  type MarketReply,
  type MarketResult,
  marketNotFoundMessage,
} from './market-lookup';
export { createNearestZipIndex } from './nearest-zip-index';
export type { LocationQuery } from './query-value';
export {
  COOKIE_WRITE_FAILED_MESSAGE,
  type LocationQueryFields,
  type LocationResolution,
  type RadiusSource,
  type ResolvedLocation,
  type ResolveLocationOptions,
  resolveLocation,
  SOURCE_FAILED_MESSAGE,
} from './resolve-location';
export { parseSearchRadius } from './search-radius';
export { isZip, ZIP_PATTERN } from './zip';
export { type Coordinates, coordinatesOf, type ZipDirectory, type ZipPlace } from './zip-directory';
export {
  type DirectoryLookupOptions,
  directoryLookups,
  type ZipDetails,
  type ZipLookups,
} from './zip-lookups';
