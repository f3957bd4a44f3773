import { centerZipOf } from './center-zip';
import type { Awaitable } from './location-environment';
import { isZip } from './zip';
import type { ZipDirectory } from './zip-directory';

/**
 * What the resolution chain and the market lookup learn about a zip (spec 001 s3, Location: "city, state, zip,
 * dma, default search radius"). `dma` and `defaultSearchRadius` come from the location service when it has them;
 * the zip data alone has neither.
 */
export interface ZipDetails {
  zip: string;
  city: string;
  state: string;
  /** Designated market area code. */
  dma?: string | undefined;
  /** Miles; the chain falls back to `DEFAULT_SEARCH_RADIUS` (50). */
  defaultSearchRadius?: number | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/**
 * The lookups the resolution chain is given. Each may answer at once (a server with the zip data) or over the
 * network (a browser asking its server). The shapes of `describeZip` and `centerZip` also fit
 * `@forecourt/query-dialects`' `LocationLookups` (`defaultRadius` is `describeZip(zip)?.defaultSearchRadius`).
 */
export interface ZipLookups {
  /** Spec 001 s7 "Location lookups by zip (returns defaultSearchRadius)": `undefined` for an unknown zip. */
  describeZip(zip: string): Awaitable<ZipDetails | undefined>;
  /** Spec 001 s7 "... by city and state (returns centerZip)": `undefined` when the city is unknown. */
  centerZip(city: string, state: string): Awaitable<string | undefined>;
  /** Reverse geocoding: the zip nearest to a point, so browser geolocation needs no maps script. */
  nearestZip(latitude: number, longitude: number): Awaitable<string | undefined>;
}

export interface DirectoryLookupOptions {
  /**
   * Extra details per zip (a DMA table, per-zip default radii) merged over the directory's city and state.
   * @default none
   */
  enrich?: (zip: string) => Partial<Pick<ZipDetails, 'dma' | 'defaultSearchRadius'>> | undefined;
}

/** {@link ZipLookups} answered from a {@link ZipDirectory} held in memory (the server side, tests). */
export function directoryLookups(directory: ZipDirectory, options: DirectoryLookupOptions = {}): ZipLookups {
  return {
    describeZip(zip) {
      if (!isZip(zip)) return undefined;
      const place = directory.lookup(zip);
      if (place === undefined) return undefined;
      const details: ZipDetails = { ...place };
      const extra = options.enrich?.(zip);
      if (extra?.dma !== undefined) details.dma = extra.dma;
      if (extra?.defaultSearchRadius !== undefined) details.defaultSearchRadius = extra.defaultSearchRadius;
      return details;
    },
    centerZip: (city, state) => centerZipOf(directory.byCityState(city, state)),
    nearestZip: (latitude, longitude) => directory.nearest(latitude, longitude)?.zip,
  };
}
