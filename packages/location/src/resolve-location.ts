import { COOKIES, type CookieJar } from '@forecourt/brand';
import { DEFAULT_SEARCH_RADIUS, LOCATION_COOKIE_MAX_AGE } from './location-constants';
import { consoleLogger, type LocationLogger } from './location-environment';
import { LocationOptionError } from './location-errors';
import { LOCATION_SOURCE_ORDER, type LocationSourceName, type LocationSources } from './location-sources';
import { type LocationQuery, queryText } from './query-value';
import { parseSearchRadius } from './search-radius';
import { isZip } from './zip';
import type { ZipDetails, ZipLookups } from './zip-lookups';

/** Where the resolved search radius came from, in the order they are tried. */
export type RadiusSource = 'query' | 'cookie' | 'zip' | 'default';

/** The shopper's location once resolved: the zip's details plus the search radius in miles. */
export interface ResolvedLocation extends ZipDetails {
  searchRadius: number;
  radiusSource: RadiusSource;
}

/** What "query zip, state, city, dma and search radius are set" writes into the query (spec 001 s4). */
export interface LocationQueryFields {
  zip: string;
  city: string;
  state: string;
  dma?: string;
  searchRadius: string;
}

export type LocationResolution<Q extends LocationQuery> =
  | {
      resolved: true;
      /** The step that gave the zip. */
      source: LocationSourceName;
      location: ResolvedLocation;
      query: Omit<Q, keyof LocationQueryFields> & LocationQueryFields;
    }
  | { resolved: false; source: undefined; location: undefined; query: Q };

export interface ResolveLocationOptions<Q extends LocationQuery> {
  /**
   * Where the chain runs: on the `'server'` the geolocation step is skipped ("client only"), in the
   * `'browser'` the edge step is skipped ("server only"). Required: the spec's rule depends on it.
   */
  runtime: 'server' | 'browser';
  /** The steps the caller can supply; each is asked only when every earlier one gave nothing. */
  sources: LocationSources;
  /** Details of a candidate zip; a zip it does not know is passed over like an empty step. */
  describeZip: ZipLookups['describeZip'];
  /** The page's query: its `searchRadius` is read, and the returned query is this one updated. @default {} */
  query?: Q;
  /** Reads the radius cookie and stores the zip and radius cookies. @default none: nothing read or stored */
  cookies?: CookieJar;
  /** Miles, when neither the shopper nor the zip gives a radius. @default DEFAULT_SEARCH_RADIUS (50) */
  defaultSearchRadius?: number;
  /** Where failing steps and cookie writes are logged. @default console */
  logger?: LocationLogger;
}

/** Logged (our text) when a step other than geolocation throws; the chain carries on. */
export const SOURCE_FAILED_MESSAGE = 'Location source failed';
/** Logged (our text) when the cookie jar refuses a write; the resolution still stands. */
export const COOKIE_WRITE_FAILED_MESSAGE = 'Could not store the location cookies';

function pickRadius(
  query: LocationQuery,
  cookies: CookieJar | undefined,
  details: ZipDetails,
  fallback: number,
): { searchRadius: number; radiusSource: RadiusSource } {
  const fromQuery = parseSearchRadius(queryText(query, 'searchRadius'));
  if (fromQuery !== undefined) return { searchRadius: fromQuery, radiusSource: 'query' };
  const fromCookie = parseSearchRadius(cookies?.get(COOKIES.userRadius.name));
  if (fromCookie !== undefined) return { searchRadius: fromCookie, radiusSource: 'cookie' };
  const fromZip = parseSearchRadius(details.defaultSearchRadius);
  if (fromZip !== undefined && fromZip > 0) return { searchRadius: fromZip, radiusSource: 'zip' };
  return { searchRadius: fallback, radiusSource: 'default' };
}

/**
 * Spec 001 s4, "Location resolution order": zip in query, stored location cookie, city and state lookup,
 * browser geolocation, edge-provided zip. Each step is asked only when the ones before it gave nothing (no zip,
 * not five digits, a zip `describeZip` does not know, or a throw, which is logged). When a zip is found, "query
 * zip, state, city, dma and search radius are set and cookies and the user location are updated": the returned
 * `query` and `location` carry them, and the zip cookie (and the radius cookie when the shopper chose the
 * radius) are written through the jar with the 30-day lifetime. Never rejects unless the options are wrong.
 */
export async function resolveLocation<Q extends LocationQuery = LocationQuery>(
  options: ResolveLocationOptions<Q>,
): Promise<LocationResolution<Q>> {
  const query = (options.query ?? {}) as Q;
  const logger = options.logger ?? consoleLogger;
  const fallback = options.defaultSearchRadius ?? DEFAULT_SEARCH_RADIUS;
  if (!(parseSearchRadius(fallback) && fallback > 0)) {
    throw new LocationOptionError(
      'INVALID_OPTION',
      'defaultSearchRadius',
      `defaultSearchRadius must be a positive whole number of miles, got ${String(fallback)}`,
    );
  }
  const skip: LocationSourceName = options.runtime === 'server' ? 'geolocation' : 'edge';

  for (const name of LOCATION_SOURCE_ORDER) {
    const source = options.sources[name];
    if (source === undefined || name === skip) continue;
    let details: ZipDetails | undefined;
    try {
      const zip = await source();
      if (!isZip(zip)) continue;
      details = await options.describeZip(zip);
    } catch (error) {
      logger.error(`${SOURCE_FAILED_MESSAGE}: ${name}`, error);
      continue;
    }
    if (details === undefined) continue;

    const location: ResolvedLocation = {
      ...details,
      ...pickRadius(query, options.cookies, details, fallback),
    };
    const { dma: _staleDma, ...rest } = query as LocationQuery;
    const fields: LocationQueryFields = {
      zip: location.zip,
      city: location.city,
      state: location.state,
      searchRadius: String(location.searchRadius),
    };
    if (location.dma !== undefined) fields.dma = location.dma;
    storeCookies(options.cookies, location, logger);
    return {
      resolved: true,
      source: name,
      location,
      query: { ...rest, ...fields } as Omit<Q, keyof LocationQueryFields> & LocationQueryFields,
    };
  }
  return { resolved: false, source: undefined, location: undefined, query };
}

function storeCookies(
  cookies: CookieJar | undefined,
  location: ResolvedLocation,
  logger: LocationLogger,
): void {
  if (cookies === undefined) return;
  try {
    cookies.set(COOKIES.userZip.name, location.zip, { maxAge: LOCATION_COOKIE_MAX_AGE });
    // A radius the shopper chose is kept; a default one is not, so it follows the zip next time.
    if (location.radiusSource === 'query' || location.radiusSource === 'cookie') {
      cookies.set(COOKIES.userRadius.name, String(location.searchRadius), {
        maxAge: LOCATION_COOKIE_MAX_AGE,
      });
    }
  } catch (error) {
    logger.error(COOKIE_WRITE_FAILED_MESSAGE, error);
  }
}
