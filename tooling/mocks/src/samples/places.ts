import type { Location } from '@forecourt/contracts';

/** Real US zips with their city, centre and market (DMA), as the location service answers them. */
export const SAMPLE_PLACES: readonly Location[] = Object.freeze([
  place('78701', 'Austin', 'TX', 30.2711, -97.7437, ['635', 'Austin']),
  place('78664', 'Round Rock', 'TX', 30.5146, -97.669, ['635', 'Austin']),
  place('78745', 'Austin', 'TX', 30.207, -97.7956, ['635', 'Austin']),
  place('60601', 'Chicago', 'IL', 41.8858, -87.6181, ['602', 'Chicago']),
  place('80202', 'Denver', 'CO', 39.753, -104.9993, ['751', 'Denver']),
  place('30303', 'Atlanta', 'GA', 33.7525, -84.3888, ['524', 'Atlanta']),
  place('98101', 'Seattle', 'WA', 47.6114, -122.3305, ['819', 'Seattle-Tacoma']),
  place('85004', 'Phoenix', 'AZ', 33.4515, -112.0684, ['753', 'Phoenix (Prescott)']),
  place('43215', 'Columbus', 'OH', 39.9653, -83.0045, ['535', 'Columbus, OH']),
  place('10001', 'New York', 'NY', 40.7506, -73.9972, ['501', 'New York']),
  place('90012', 'Los Angeles', 'CA', 34.0614, -118.2385, ['803', 'Los Angeles']),
  place('33130', 'Miami', 'FL', 25.7673, -80.2052, ['528', 'Miami-Ft. Lauderdale']),
  place('02108', 'Boston', 'MA', 42.3576, -71.0684, ['506', 'Boston (Manchester)']),
]);

function place(
  zip: string,
  city: string,
  state: string,
  latitude: number,
  longitude: number,
  [code, name]: [string, string],
): Location {
  // "50 when the zip has no own value" (spec 001 s9): none of these has one of its own.
  return { zip, city, state, latitude, longitude, dma: { code, name }, defaultSearchRadius: 50 };
}

export const placeByZip = (zip: string | undefined) => SAMPLE_PLACES.find((entry) => entry.zip === zip);

export const placeByCity = (city: string | undefined, state: string | undefined) =>
  SAMPLE_PLACES.find(
    (entry) =>
      entry.city.toLowerCase() === city?.trim().toLowerCase() &&
      entry.state.toLowerCase() === state?.trim().toLowerCase(),
  );

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle miles between two points, rounded to a tenth. */
export function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/** The sample place nearest to a position, with its distance in miles. */
export function nearestPlace(position: { latitude: number; longitude: number }) {
  const ranked = SAMPLE_PLACES.map((entry) => ({
    place: entry,
    distance: milesBetween(position, entry),
  })).sort((a, b) => a.distance - b.distance);
  return ranked[0];
}
