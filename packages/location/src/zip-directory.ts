/** A point on the earth in decimal degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * One US zip as the zip data knows it. `latitude` and `longitude` are absent when the data has no position
 * for it (some military zips): such a zip has a city and state but no distance.
 */
export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/**
 * The US zip data, as the code of this package is given it. Synchronous: it is data held in memory (the server,
 * tests). `@forecourt/location/zipcodes` implements it over the `zipcodes` package; a browser that does not ship
 * 5 MB of zips asks its server instead, through the async functions of the resolution chain.
 */
export interface ZipDirectory {
  /** The place of a five-digit zip, or `undefined` when it is not a known US zip. */
  lookup(zip: string): ZipPlace | undefined;
  /** Every zip of a city in a state (letter case ignored), in zip order; empty when none. */
  byCityState(city: string, state: string): readonly ZipPlace[];
  /** The zip nearest to a point, or `undefined` when the directory holds no positioned zip. */
  nearest(latitude: number, longitude: number): ZipPlace | undefined;
}

/** The place's position, or `undefined` when the data has none. */
export function coordinatesOf(place: ZipPlace | undefined): Coordinates | undefined {
  if (place === undefined) return undefined;
  const { latitude, longitude } = place;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return { latitude, longitude };
}
