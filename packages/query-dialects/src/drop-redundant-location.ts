import type { NormalizedQuery } from './normalize-query';

/** "Default search radius 50" (spec 001 section 9): the radius when the zip's own default is unknown. */
export const DEFAULT_SEARCH_RADIUS = 50;

/**
 * The location lookups of spec 001 section 7 ("Location lookups by zip (returns defaultSearchRadius) and by city
 * and state (returns centerZip)"), passed in so this package does no I/O. Each may be synchronous or return a
 * promise; a lookup that throws or rejects counts as "unknown".
 */
export interface LocationLookups {
  /**
   * The default search radius of a zip.
   * @default none: every zip's default radius is {@link DEFAULT_SEARCH_RADIUS}
   */
  defaultRadius?: (zip: string) => number | undefined | Promise<number | undefined>;
  /**
   * The centre zip of a city and state.
   * @default none: a zip is never dropped
   */
  centerZip?: (city: string, state: string) => string | undefined | Promise<string | undefined>;
}

/** A single text value; a list (`zip=1,2`) is not one location. */
function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The lookup's answer, or `undefined` when it throws, rejects or is missing. Never throws. */
async function ask<A extends unknown[], R>(
  lookup: ((...args: A) => R | Promise<R>) | undefined,
  ...args: A
): Promise<R | undefined> {
  if (lookup === undefined) return undefined;
  try {
    return await lookup(...args);
  } catch {
    return undefined;
  }
}

async function isDefaultRadius(query: Readonly<NormalizedQuery>, lookups: LocationLookups): Promise<boolean> {
  const radiusText = single(query.searchRadius);
  if (radiusText === undefined || radiusText.trim() === '') return false;
  const zip = single(query.zip);
  const looked = zip === undefined ? undefined : await ask(lookups.defaultRadius, zip);
  const defaultRadius =
    typeof looked === 'number' && Number.isFinite(looked) ? looked : DEFAULT_SEARCH_RADIUS;
  return Number(radiusText) === defaultRadius;
}

async function isCenterZip(query: Readonly<NormalizedQuery>, lookups: LocationLookups): Promise<boolean> {
  const zip = single(query.zip);
  const city = single(query.city);
  const state = single(query.state);
  if (zip === undefined || city === undefined || state === undefined) return false;
  const center = await ask(lookups.centerZip, city, state);
  return typeof center === 'string' && center.trim() === zip;
}

/**
 * Drops the location parameters that say nothing new (spec 001 section 5): "Search radius is dropped when it
 * equals the zip's default radius (fallback 50). A zip is dropped when it equals the centre zip of the chosen
 * city and state."
 *
 * The radius is compared as a number (`'50'` equals `50`) with the zip's default radius, or with
 * {@link DEFAULT_SEARCH_RADIUS} when there is no zip or its lookup is missing, gives nothing, throws or rejects.
 * The zip is dropped only when `city` and `state` are both present and the centre-zip lookup answers the same
 * zip. Lookup failures keep the data; this function never rejects. Returns a new object with the key order kept.
 */
export async function dropRedundantLocation(
  query: Readonly<NormalizedQuery>,
  lookups: LocationLookups = {},
): Promise<NormalizedQuery> {
  const [dropRadius, dropZip] = await Promise.all([
    isDefaultRadius(query, lookups),
    isCenterZip(query, lookups),
  ]);
  return Object.fromEntries(
    Object.entries(query).filter(
      ([key]) => !((dropRadius && key === 'searchRadius') || (dropZip && key === 'zip')),
    ),
  );
}
