import type { Location } from '@forecourt/contracts';
import type { MarketLookupOptions, ZipDetails, ZipLookups } from '@forecourt/location';
import { ApiClientError } from './api-client-error';
import type { ApiClient } from './create-api-client';

/**
 * The lookups the location chain, the market lookup and the query dialects take (`@forecourt/location`'s
 * `ZipLookups` and `MarketLookupOptions['fetchMarket']`, `@forecourt/query-dialects`' `LocationLookups`),
 * answered by the API's location calls.
 */
export interface ApiLocationLookups extends ZipLookups {
  /** `GET /rest/location/zip/:zip`: city, state, dma code, default radius, position; `undefined` if unknown. */
  describeZip(zip: string): Promise<ZipDetails | undefined>;
  /** `GET /rest/location/city`: the centre zip of a city; `undefined` if unknown. */
  centerZip(city: string, state: string): Promise<string | undefined>;
  /** `GET /rest/location/nearest`: the zip nearest a position; `undefined` far from any zip. */
  nearestZip(latitude: number, longitude: number): Promise<string | undefined>;
  /** The zip's default search radius (query-dialects' `defaultRadius`); `undefined` for an unknown zip. */
  defaultRadius(zip: string): Promise<number | undefined>;
  /** `GET /rest/location/market?city&state` for `createMarketLookup`, cancelled by its time-out's signal. */
  fetchMarket: MarketLookupOptions['fetchMarket'];
}

/**
 * "Unknown zips, cities and vehicles are 404s"; a request the contract refuses (a zip that is not five digits,
 * a state that is not two letters) asks about no place at all. Both are "unknown": `undefined`, as the chain
 * reads it. Anything else (the API down, a bad reply) rejects, and the chain logs it and moves on.
 */
async function orUnknown<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiClientError && (error.code === 'INVALID_REQUEST' || error.status === 404)) {
      return undefined;
    }
    throw error;
  }
}

/** A zip's location as the chain reads it: `dma` is the market's code. */
export function toZipDetails(location: Location): ZipDetails {
  return {
    zip: location.zip,
    city: location.city,
    state: location.state,
    ...(location.dma && { dma: location.dma.code }),
    defaultSearchRadius: location.defaultSearchRadius,
    latitude: location.latitude,
    longitude: location.longitude,
  };
}

/** The location lookups over the API (spec 001 s4, s7). No cache here: wrap them, or use the query options. */
export function createLocationLookups(api: ApiClient): ApiLocationLookups {
  const describeZip = async (zip: string) => {
    const location = await orUnknown(() => api.getZipLocation({ params: { zip } }));
    return location && toZipDetails(location);
  };
  return {
    describeZip,
    centerZip: async (city, state) =>
      (await orUnknown(() => api.getCityLocation({ query: { city, state } })))?.centerZip,
    nearestZip: async (latitude, longitude) =>
      (await orUnknown(() => api.getNearestZip({ query: { latitude, longitude } })))?.zip,
    defaultRadius: async (zip) => (await describeZip(zip))?.defaultSearchRadius,
    fetchMarket: ({ city, state }, { signal }) => api.getMarket({ query: { city, state } }, { signal }),
  };
}
