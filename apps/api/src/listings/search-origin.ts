import { apiError } from '@forecourt/contracts';
import { centerZipOf, coordinatesOf, DEFAULT_SEARCH_RADIUS, type ZipDirectory } from '@forecourt/location';
import { ApiFailure } from '../http/api-failure';

/** A 400 naming the field, worded as the contracts word theirs (`query.zip: ...`). */
export function badRequest(field: string, message: string): ApiFailure {
  const text = `${field}: ${message}`;
  return new ApiFailure('BAD_REQUEST', text, apiError('BAD_REQUEST', text, field));
}

export interface SearchOrigin {
  origin: { latitude: number; longitude: number };
  /** Miles; `undefined` is nationwide (searchRadius 0): distances are still measured and sorted on. */
  radius: number | undefined;
  location: { zip: string; city: string; state: string; searchRadius: number };
}

export interface OriginQuery {
  zip?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  searchRadius?: number | undefined;
}

/**
 * Where a search is centred: the zip, else the centre zip of city and state (spec 001 s7 "by city and state
 * (returns centerZip)"); the radius asked for, else "Default search radius 50" (spec 001 s9); 0 is nationwide.
 * A zip or city the zip data does not know is a 400 naming it: a search around nowhere cannot be answered.
 * No place at all gives `undefined` (a nationwide search without distances).
 */
export function resolveSearchOrigin(zips: ZipDirectory, query: OriginQuery): SearchOrigin | undefined {
  let field = 'query.zip';
  let zip = query.zip;
  if (zip === undefined && (query.city !== undefined || query.state !== undefined)) {
    if (query.city === undefined) throw badRequest('query.city', 'city is needed with state');
    if (query.state === undefined) throw badRequest('query.state', 'state is needed with city');
    field = 'query.city';
    zip = centerZipOf(zips.byCityState(query.city, query.state));
    if (zip === undefined)
      throw badRequest(field, `cannot find zipcode data for ${query.city} ${query.state}`);
  }
  if (zip === undefined) return undefined;
  const place = zips.lookup(zip);
  const origin = coordinatesOf(place);
  if (!place || !origin) throw badRequest(field, `zip ${zip} is not a known US zip`);
  const searchRadius = query.searchRadius ?? DEFAULT_SEARCH_RADIUS;
  return {
    origin,
    radius: searchRadius === 0 ? undefined : searchRadius,
    location: { zip: place.zip, city: place.city, state: place.state, searchRadius },
  };
}
