import type { Coordinates, ZipDirectory } from './zip-directory';
import { coordinatesOf } from './zip-directory';

/** Mean radius of the earth in miles (IUGG mean radius 6371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;

const RADIANS = Math.PI / 180;

/** Great-circle distance in miles between two points (haversine), unrounded. */
export function distanceMiles(from: Coordinates, to: Coordinates): number {
  const dLat = (to.latitude - from.latitude) * RADIANS;
  const dLon = (to.longitude - from.longitude) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * RADIANS) * Math.cos(to.latitude * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles between two zips, or `undefined` when either is unknown or has no position. */
export function zipDistance(
  directory: Pick<ZipDirectory, 'lookup'>,
  from: string,
  to: string,
): number | undefined {
  const a = coordinatesOf(directory.lookup(from));
  const b = coordinatesOf(directory.lookup(to));
  return a && b ? distanceMiles(a, b) : undefined;
}

/**
 * A test for "is this zip inside the search radius around `centerZip`": the centre is looked up once, so filter
 * a whole result list with it. The edge counts as inside. A radius of 0 means no distance limit (every zip, known
 * or not); an unknown or unpositioned zip (or centre) is outside any other radius.
 */
export function createRadiusFilter(
  directory: Pick<ZipDirectory, 'lookup'>,
  centerZip: string,
  radiusMiles: number,
): (zip: string) => boolean {
  if (radiusMiles === 0) return () => true;
  const center = coordinatesOf(directory.lookup(centerZip));
  if (center === undefined || !(radiusMiles > 0)) return () => false;
  return (zip) => {
    const point = coordinatesOf(directory.lookup(zip));
    return point !== undefined && distanceMiles(center, point) <= radiusMiles;
  };
}

/** Whether `zip` lies within `radiusMiles` of `centerZip` (see {@link createRadiusFilter} for the rules). */
export function withinRadius(
  directory: Pick<ZipDirectory, 'lookup'>,
  centerZip: string,
  zip: string,
  radiusMiles: number,
): boolean {
  return createRadiusFilter(directory, centerZip, radiusMiles)(zip);
}
