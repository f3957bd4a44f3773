// The second entry point, `@forecourt/location/zipcodes`: the US zip data of the `zipcodes` package (about 5 MB,
// parsed when this module is imported) as a ZipDirectory. For the server and tests; the main entry never
// imports it, so a browser bundle only carries it if the app asks for it.
import * as zipcodes from 'zipcodes';
import { createNearestZipIndex } from './nearest-zip-index';
import { ZIP_PATTERN } from './zip';
import type { ZipDirectory, ZipPlace } from './zip-directory';

function cityStateKey(city: string, state: string): string {
  return `${city.trim().toUpperCase()}|${state.trim().toUpperCase()}`;
}

/** A two-letter code for a state given as code or name (`wi`, `Wisconsin`), or the text as given. */
function stateCode(state: string): string {
  const trimmed = state.trim();
  return (trimmed.length === 2 ? trimmed : zipcodes.states.normalize(trimmed)) ?? trimmed;
}

/**
 * A {@link ZipDirectory} over the `zipcodes` package's US zips (its Canadian postal prefixes are left out).
 * Places whose data has no position (latitude and longitude both 0) get none. The city-and-state table and the
 * nearest-zip grid are built on first use, not when the directory is made. Make one per process and share it.
 */
export function createZipcodesDirectory(): ZipDirectory {
  let places: Map<string, ZipPlace> | undefined;
  let byCity: Map<string, ZipPlace[]> | undefined;

  const allPlaces = (): Map<string, ZipPlace> => {
    if (places !== undefined) return places;
    places = new Map();
    for (const [zip, code] of Object.entries(zipcodes.codes)) {
      if (!ZIP_PATTERN.test(zip) || code.country !== 'US') continue;
      const positioned = !(code.latitude === 0 && code.longitude === 0);
      places.set(
        zip,
        Object.freeze({
          zip,
          city: code.city,
          state: code.state,
          latitude: positioned ? code.latitude : undefined,
          longitude: positioned ? code.longitude : undefined,
        }),
      );
    }
    return places;
  };

  const nearest = createNearestZipIndex(() => allPlaces().values());

  return {
    lookup: (zip) => (typeof zip === 'string' ? allPlaces().get(zip) : undefined),
    byCityState(city, state) {
      if (byCity === undefined) {
        byCity = new Map();
        for (const place of [...allPlaces().values()].sort((a, b) => a.zip.localeCompare(b.zip))) {
          const key = cityStateKey(place.city, place.state);
          const list = byCity.get(key);
          if (list) list.push(place);
          else byCity.set(key, [place]);
        }
      }
      return byCity.get(cityStateKey(city, stateCode(state))) ?? [];
    },
    nearest,
  };
}
