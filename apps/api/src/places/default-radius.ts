import { DEFAULT_SEARCH_RADIUS } from '@forecourt/location';
import zipcodes from 'zipcodes';

/**
 * The default search radius of a zip (spec 001 s7 "Location lookups by zip (returns defaultSearchRadius)"; how
 * it is chosen is not shown). Ours, from the zip data alone: a shopper in a dense city finds plenty within 25
 * miles, one in the country needs 100. Density is the number of zips within 10 miles: 15 or more is a city
 * (25 miles), 3 or more a town (the spec's fallback, 50), fewer is rural (100).
 */
export const RADIUS_BY_DENSITY = Object.freeze([
  { minZipsWithin10Miles: 15, radius: 25 },
  { minZipsWithin10Miles: 3, radius: DEFAULT_SEARCH_RADIUS },
  { minZipsWithin10Miles: 0, radius: 100 },
]);

/** Zips within 10 miles, counted with the `zipcodes` package (a scan of its table, so cached per zip). */
function zipsWithin10Miles(zip: string): number {
  return zipcodes.radius(zip, 10).length;
}

const cache = new Map<string, number>();

/** The default radius of a known zip; the spec's fallback, 50, for one without a position. */
export function defaultRadius(zip: string, countNear: (zip: string) => number = zipsWithin10Miles): number {
  const known = cache.get(zip);
  if (known !== undefined) return known;
  const count = countNear(zip);
  const radius =
    RADIUS_BY_DENSITY.find((rule) => count >= rule.minZipsWithin10Miles && count > 0)?.radius ??
    DEFAULT_SEARCH_RADIUS;
  if (countNear === zipsWithin10Miles) cache.set(zip, radius);
  return radius;
}
