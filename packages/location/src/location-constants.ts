import { COOKIES } from '@forecourt/brand';

/** "Default search radius 50" (spec 001 s9), in miles: used when neither the shopper nor the zip gives one. */
export const DEFAULT_SEARCH_RADIUS = 50;

/**
 * "Location cookie expiry 30 days" (spec 001 s9), in seconds as `Max-Age` wants it. The radius cookie
 * `ATC_USER_RADIUS` gets the same lifetime (the spec gives it no other). Equal to `COOKIES.userZip.maxAge`.
 */
export const LOCATION_COOKIE_MAX_AGE = COOKIES.userZip.maxAge;

/** "Market request timeout 20 s" (spec 001 s9). */
export const MARKET_TIMEOUT_MS = 20_000;

/** "Indexed location 20000 ms time-out" (spec 002 s9; also "Time-out 20 s" in s7). */
export const INDEXED_LOCATION_TIMEOUT_MS = 20_000;

/** "Maps loading fails with 'Could not load the Google Maps API' after a 10 s default" (spec 001 s8). */
export const MAPS_LOAD_TIMEOUT_MS = 10_000;
