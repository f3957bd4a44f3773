import { distanceMiles, EARTH_RADIUS_MILES } from './distance';
import type { ZipPlace } from './zip-directory';
import { coordinatesOf } from './zip-directory';

const RADIANS = Math.PI / 180;
const LAT_CELLS = 180;
const LON_CELLS = 360;

interface Entry {
  place: ZipPlace;
  latitude: number;
  longitude: number;
}

function lonCell(longitude: number): number {
  return (((Math.floor(longitude) + 180) % LON_CELLS) + LON_CELLS) % LON_CELLS;
}

function latCell(latitude: number): number {
  return Math.min(LAT_CELLS - 1, Math.max(0, Math.floor(latitude) + 90));
}

/**
 * A lower bound, in miles, on the distance from the point to anything outside the block of cells within `k`
 * rings of its own cell. Outside the block a place differs either in latitude by at least `latGap` (and
 * great-circle distance is at least the latitude difference), or in longitude by at least `lonGap` while both
 * latitudes lie in the block's band, where hav(d) >= cos^2(max |lat|) * hav(dLon).
 */
function outsideBound(latitude: number, longitude: number, k: number): number {
  const south = Math.floor(latitude) - k;
  const north = Math.floor(latitude) + k + 1;
  const latGap =
    south <= -90 && north >= 90 ? Number.POSITIVE_INFINITY : Math.min(latitude - south, north - latitude);
  const latBound = latGap * RADIANS * EARTH_RADIUS_MILES;
  if (2 * k + 1 >= LON_CELLS) return latBound;
  const lonGap = Math.min(longitude - (Math.floor(longitude) - k), Math.floor(longitude) + k + 1 - longitude);
  const maxAbsLat = Math.min(90, Math.max(Math.abs(south), Math.abs(north)));
  const lonBound =
    2 * EARTH_RADIUS_MILES * Math.asin(Math.cos(maxAbsLat * RADIANS) * Math.sin((lonGap * RADIANS) / 2));
  return Math.min(latBound, lonBound);
}

/**
 * Nearest-zip search over a fixed set of places. The places are bucketed into one-degree cells the first time
 * `nearest` is called (not before), then each call looks at rings of cells around the point until no unseen cell
 * can hold anything closer than the best found: a few dozen distance computations instead of 40,000.
 * Places without a position are ignored. Ties go to the place met first.
 */
export function createNearestZipIndex(
  places: () => Iterable<ZipPlace>,
): (latitude: number, longitude: number) => ZipPlace | undefined {
  let cells: Map<number, Entry[]> | undefined;

  const build = (): Map<number, Entry[]> => {
    const grid = new Map<number, Entry[]>();
    for (const place of places()) {
      const at = coordinatesOf(place);
      if (at === undefined || (at.latitude === 0 && at.longitude === 0)) continue;
      const key = latCell(at.latitude) * LON_CELLS + lonCell(at.longitude);
      const bucket = grid.get(key);
      const entry = { place, latitude: at.latitude, longitude: at.longitude };
      if (bucket) bucket.push(entry);
      else grid.set(key, [entry]);
    }
    return grid;
  };

  return (latitude, longitude) => {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
    cells ??= build();
    if (cells.size === 0) return undefined;
    const point = { latitude, longitude };
    const row = latCell(latitude);
    const column = lonCell(longitude);
    let best: ZipPlace | undefined;
    let bestMiles = Number.POSITIVE_INFINITY;
    const visit = (r: number, c: number) => {
      if (r < 0 || r >= LAT_CELLS) return;
      const bucket = cells?.get(r * LON_CELLS + (((c % LON_CELLS) + LON_CELLS) % LON_CELLS));
      if (bucket === undefined) return;
      for (const entry of bucket) {
        const miles = distanceMiles(point, entry);
        if (miles < bestMiles) {
          bestMiles = miles;
          best = entry.place;
        }
      }
    };
    for (let k = 0; k <= LAT_CELLS; k += 1) {
      if (k === 0) visit(row, column);
      for (let d = -k; d <= k && k > 0; d += 1) {
        visit(row - k, column + d);
        visit(row + k, column + d);
        if (d !== -k && d !== k) {
          visit(row + d, column - k);
          visit(row + d, column + k);
        }
      }
      if (bestMiles <= outsideBound(latitude, longitude, k)) break;
    }
    return best;
  };
}
