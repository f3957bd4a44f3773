import { US_STATES } from '@forecourt/seo-routes';
import zipcodes from 'zipcodes';
import type { Random } from './random';
import { weightedTable } from './random';
import { US_CITIES } from './us-cities';

/** A US zip with its city and centre, from the `zipcodes` package. */
export interface Place {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Share of owners placed in a big city; the rest go to any US zip (towns and suburbs). */
const CITY_SHARE = 0.8;

interface PlaceIndex {
  all: Place[];
  byZip: Map<string, Place>;
  pickCity: (random: Random) => Place[];
}

let index: PlaceIndex | undefined;

// Built on first use: 40,000 zips are indexed once, not on every import of this module.
function placeIndex(): PlaceIndex {
  if (index) return index;
  const all = Object.values(zipcodes.codes)
    .filter((code) => code.country === 'US' && /^\d{5}$/.test(code.zip) && US_STATES.has(code.state))
    .map(({ zip, city, state, latitude, longitude }) => ({ zip, city, state, latitude, longitude }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const byCity = new Map<string, Place[]>();
  for (const place of all) {
    const key = `${place.city.toLowerCase()}|${place.state}`;
    const list = byCity.get(key);
    if (list) list.push(place);
    else byCity.set(key, [place]);
  }
  const cities = US_CITIES.map(([city, state, thousands]) => ({
    zips: byCity.get(`${city.toLowerCase()}|${state}`) ?? [],
    thousands,
  })).filter((city) => city.zips.length > 0);
  const pickCity = weightedTable(cities, (city) => city.thousands);
  index = {
    all,
    byZip: new Map(all.map((place) => [place.zip, place])),
    pickCity: (random) => pickCity(random).zips,
  };
  return index;
}

/** A US place, most often in a big city (weighted by population), otherwise any US zip. */
export function pickPlace(random: Random): Place {
  const { all, pickCity } = placeIndex();
  return random.chance(CITY_SHARE) ? random.pick(pickCity(random)) : random.pick(all);
}

/** The place of a 5-digit US zip; `undefined` when the zip is not a US zip code. */
export function lookupZip(zip: string): Place | undefined {
  return placeIndex().byZip.get(zip);
}
