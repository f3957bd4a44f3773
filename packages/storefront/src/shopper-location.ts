import type { ApiLocationLookups } from '@forecourt/api-client';
import type { CookieJar } from '@forecourt/brand';
import {
  cookieZipSource,
  edgeZipSource,
  type LocationLogger,
  type LocationSources,
  resolveLocation,
} from '@forecourt/location';
import type { SearchQuery } from '@forecourt/seo-routes';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Where the shopper is, once resolved: the zip's place and the radius to search around it. */
export interface ShopperLocation {
  readonly zip: string;
  readonly city: string;
  readonly state: string;
  readonly searchRadius: number;
  /** The shopper picked the radius (the query or its cookie), rather than the zip's default. */
  readonly radiusChosen: boolean;
}

export interface ShopperLocationState {
  readonly location: ShopperLocation | undefined;
  set(location: ShopperLocation | undefined): void;
}

export function createShopperLocationStore(
  initial: ShopperLocation | undefined,
): StoreApi<ShopperLocationState> {
  return createStore<ShopperLocationState>((set) => ({
    location: initial,
    set: (location) => set({ location }),
  }));
}

const first = (value: SearchQuery[string] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : typeof value === 'string' && value !== '' ? value : undefined;

/** The query names a place: a zip, or a city with its state (a location segment of the path). */
export function namesPlace(query: SearchQuery): boolean {
  return (
    first(query.zip) !== undefined || (first(query.city) !== undefined && first(query.state) !== undefined)
  );
}

export interface ResolveShopperLocationOptions {
  readonly query: SearchQuery;
  readonly runtime: 'server' | 'browser';
  readonly lookups: Pick<ApiLocationLookups, 'describeZip' | 'centerZip'>;
  readonly cookies?: CookieJar | undefined;
  /** The zip the CDN edge put on the request (server only). */
  readonly edgeZip?: string | undefined;
  readonly bot?: boolean;
  readonly logger?: LocationLogger;
}

/**
 * Spec 001 s4, "Location resolution order": zip in query, stored location cookie, city and state lookup, browser
 * geolocation, edge-provided zip; "cookies and the user location are updated" when one answers. One departure:
 * a city and state in the page's own path count as the query's place, ahead of the cookie, because a shopper who
 * opens /cars-for-sale/seattle-wa expects Seattle even when their cookie says Austin. Geolocation is not a step
 * here: the browser asks for it only when the shopper clicks "Use my location", which then puts the zip in the
 * query. Never rejects: a failing lookup is logged and the chain carries on.
 */
export async function resolveShopperLocation(
  options: ResolveShopperLocationOptions,
): Promise<ShopperLocation | undefined> {
  const { query, lookups } = options;
  const city = first(query.city);
  const state = first(query.state);
  const sources: LocationSources = {
    query: async () => first(query.zip) ?? (city && state ? lookups.centerZip(city, state) : undefined),
    ...(options.cookies && { cookie: cookieZipSource(options.cookies) }),
    edge: edgeZipSource({ zip: options.edgeZip, isBot: options.bot ?? false }),
  };
  const resolution = await resolveLocation({
    runtime: options.runtime,
    sources,
    describeZip: lookups.describeZip,
    query: query as Record<string, string | string[]>,
    ...(options.cookies && { cookies: options.cookies }),
    ...(options.logger && { logger: options.logger }),
  });
  if (!resolution.resolved) return undefined;
  const { location } = resolution;
  return {
    zip: location.zip,
    city: location.city,
    state: location.state,
    searchRadius: location.searchRadius,
    radiusChosen: location.radiusSource === 'query' || location.radiusSource === 'cookie',
  };
}

/**
 * The search a results page runs: its own query when that names a place, else the shopper's resolved zip (and
 * the radius they chose before; the zip's default otherwise, which the API applies itself).
 */
export function locatedQuery(query: SearchQuery, location: ShopperLocation | undefined): SearchQuery {
  if (!location || namesPlace(query)) return query;
  return {
    ...query,
    zip: location.zip,
    ...(location.radiusChosen && first(query.searchRadius) === undefined
      ? { searchRadius: String(location.searchRadius) }
      : {}),
  } as SearchQuery;
}
