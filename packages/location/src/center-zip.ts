import { distanceMiles } from './distance';
import type { ZipPlace } from './zip-directory';
import { coordinatesOf } from './zip-directory';

/**
 * The centre zip of a city (spec 001 s7: "Location lookups ... by city and state (returns centerZip)"). The spec
 * does not say how a centre is chosen; we take the zip nearest to the mean position of the city's zips, so a
 * city's outlying PO-box zips do not pull it. Without positions, the lowest zip. `undefined` for no places.
 */
export function centerZipOf(places: readonly ZipPlace[]): string | undefined {
  const positioned = places.flatMap((place) => {
    const at = coordinatesOf(place);
    return at ? [{ place, at }] : [];
  });
  if (positioned.length === 0) {
    return [...places].sort((a, b) => a.zip.localeCompare(b.zip))[0]?.zip;
  }
  const mean = {
    latitude: positioned.reduce((sum, { at }) => sum + at.latitude, 0) / positioned.length,
    longitude: positioned.reduce((sum, { at }) => sum + at.longitude, 0) / positioned.length,
  };
  let best = positioned[0];
  let bestMiles = Number.POSITIVE_INFINITY;
  for (const candidate of positioned) {
    const miles = distanceMiles(mean, candidate.at);
    if (miles < bestMiles || (miles === bestMiles && best && candidate.place.zip < best.place.zip)) {
      best = candidate;
      bestMiles = miles;
    }
  }
  return best?.place.zip;
}
