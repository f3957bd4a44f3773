import { COOKIES, type CookieJar } from '@forecourt/brand';
import { type Awaitable, consoleLogger, type LocationLogger } from './location-environment';
import { type LocationQuery, queryText } from './query-value';
import type { Coordinates } from './zip-directory';

/** One step of the resolution chain: it offers a zip, or `undefined` when it has none. */
export type LocationSource = () => Awaitable<string | undefined>;

/**
 * The steps of spec 001 s4, "Location resolution order", in that order. The chain always walks them in this
 * order, whatever order the caller's object lists them in.
 */
export const LOCATION_SOURCE_ORDER = ['query', 'cookie', 'cityState', 'geolocation', 'edge'] as const;

export type LocationSourceName = (typeof LOCATION_SOURCE_ORDER)[number];

/** The sources a caller supplies; a missing one is skipped. */
export type LocationSources = Partial<Record<LocationSourceName, LocationSource>>;

/** 1. "zip in query": the first `zip` value of the query. */
export function queryZipSource(query: LocationQuery | undefined): LocationSource {
  return () => queryText(query, 'zip');
}

/** 2. "stored location cookie": the zip cookie (`COOKIES.userZip`) read through the jar. */
export function cookieZipSource(cookies: Pick<CookieJar, 'get'>): LocationSource {
  return () => cookies.get(COOKIES.userZip.name)?.trim() || undefined;
}

/** 3. "city and state lookup": the centre zip of the query's `city` and `state`, when both are there. */
export function cityStateSource(
  query: LocationQuery | undefined,
  centerZip: (city: string, state: string) => Awaitable<string | undefined>,
): LocationSource {
  return () => {
    const city = queryText(query, 'city');
    const state = queryText(query, 'state');
    return city !== undefined && state !== undefined ? centerZip(city, state) : undefined;
  };
}

/**
 * The query flag that asks for browser geolocation without the shopper's stored opt-in. The spec names no
 * parameter ("needs opt-in unless a query flag is given", spec 001 s4): this name is ours.
 */
export const GEOLOCATION_QUERY_FLAG = 'useGeolocation';

/** Whether the query carries {@link GEOLOCATION_QUERY_FLAG} with any value but `false` or `0`. */
export function geolocationRequested(query: LocationQuery | undefined): boolean {
  if (query?.[GEOLOCATION_QUERY_FLAG] === undefined) return false;
  const value = queryText(query, GEOLOCATION_QUERY_FLAG)?.toLowerCase();
  return value !== 'false' && value !== '0';
}

/** What browser geolocation failing is logged as ("Geolocation failure is only logged", spec 001 s4; our text). */
export const GEOLOCATION_FAILED_MESSAGE = 'Could not resolve the location from browser geolocation';

export interface GeolocationSourceOptions {
  /** The browser's position, e.g. a promise over `navigator.geolocation.getCurrentPosition`. */
  getPosition: () => Awaitable<Coordinates>;
  /** Coordinates to zip: `ZipLookups.nearestZip`, usually a call to the server. */
  nearestZip: (latitude: number, longitude: number) => Awaitable<string | undefined>;
  /** The shopper has opted in to geolocation. @default false */
  optedIn?: boolean;
  /** The page's query asked for it (see {@link geolocationRequested}). @default false */
  requested?: boolean;
  /** Where a failure is logged. @default console */
  logger?: LocationLogger;
}

/**
 * 4. "browser geolocation (client only; needs opt-in unless a query flag is given)". Without opt-in or the flag
 * the browser is never asked. A refused permission, a position error or a failed nearest-zip call is logged and
 * the source offers nothing: it never rejects.
 */
export function geolocationSource(options: GeolocationSourceOptions): LocationSource {
  return async () => {
    if (!(options.optedIn ?? false) && !(options.requested ?? false)) return undefined;
    try {
      const { latitude, longitude } = await options.getPosition();
      return (await options.nearestZip(latitude, longitude)) ?? undefined;
    } catch (error) {
      (options.logger ?? consoleLogger).error(GEOLOCATION_FAILED_MESSAGE, error);
      return undefined;
    }
  };
}

export interface EdgeZipSourceOptions {
  /** The zip the CDN edge put on the request (header name depends on the CDN). */
  zip: string | undefined | (() => Awaitable<string | undefined>);
  /** The visitor is a bot or AI crawler (`@forecourt/experiments`): "bots skip edge geolocation". @default false */
  isBot?: boolean;
  /** The request came over a mobile network, where the edge's zip is the carrier's, not the shopper's. @default false */
  isMobileNetwork?: boolean;
  /** Turns the step off (the spec's "unless disabled"). @default false */
  disabled?: boolean;
}

/** 5. "edge-provided zip (server only, not bots, not mobile networks, unless disabled)". */
export function edgeZipSource(options: EdgeZipSourceOptions): LocationSource {
  return () => {
    if (options.disabled || options.isBot || options.isMobileNetwork) return undefined;
    return typeof options.zip === 'function' ? options.zip() : options.zip;
  };
}
