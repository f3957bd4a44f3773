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
  /** The listed cities by `city|state`, and by state, with their area code and centre (their first zip's). */
  cities: Map<string, ListedCity>;
  byState: Map<string, ListedCity[]>;
}

interface ListedCity {
  areaCode: string;
  latitude: number;
  longitude: number;
}

const cityKey = (city: string, state: string) => `${city.toLowerCase()}|${state}`;

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
  const cities = US_CITIES.map(([city, state, thousands, areaCode]) => ({
    key: cityKey(city, state),
    state,
    zips: byCity.get(cityKey(city, state)) ?? [],
    thousands,
    areaCode,
  })).filter((city) => city.zips.length > 0);
  const pickCity = weightedTable(cities, (city) => city.thousands);
  const listed = new Map<string, ListedCity>();
  const byState = new Map<string, ListedCity[]>();
  for (const city of cities) {
    const [first] = city.zips as [Place];
    const entry = { areaCode: city.areaCode, latitude: first.latitude, longitude: first.longitude };
    if (!listed.has(city.key)) listed.set(city.key, entry);
    byState.set(city.state, [...(byState.get(city.state) ?? []), entry]);
  }
  index = {
    all,
    byZip: new Map(all.map((place) => [place.zip, place])),
    pickCity: (random) => pickCity(random).zips,
    cities: listed,
    byState,
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

/** Whether a place is one of the listed cities (large enough for franchise dealers of most makes). */
export function isListedCity(place: Pick<Place, 'city' | 'state'>): boolean {
  return placeIndex().cities.has(cityKey(place.city, place.state));
}

/**
 * The area code of a place's phone numbers: its city's, for a listed city; else that of the nearest listed city
 * of its state (a Galveston dealer dials like Houston); `undefined` for a state with none listed.
 */
export function areaCodeOf(place: Place): string | undefined {
  const { cities, byState } = placeIndex();
  const own = cities.get(cityKey(place.city, place.state));
  if (own) return own.areaCode;
  let nearest: ListedCity | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const city of byState.get(place.state) ?? []) {
    const distance = (city.latitude - place.latitude) ** 2 + (city.longitude - place.longitude) ** 2;
    if (distance < best) {
      best = distance;
      nearest = city;
    }
  }
  return nearest?.areaCode;
}
