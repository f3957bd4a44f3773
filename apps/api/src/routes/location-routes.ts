import { CONTRACTS } from '@forecourt/contracts';
import {
  coordinatesOf,
  distanceMiles,
  INVALID_ZIP_MESSAGE,
  marketNotFoundMessage,
} from '@forecourt/location';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-failure';
import { route } from '../http/contract-route';
import { defaultRadius } from '../places/default-radius';
import type { ServerDeps } from '../server-deps';

/** Farther than this from every zip (mid-ocean), a position has no nearest zip worth naming. */
export const NEAREST_ZIP_LIMIT_MILES = 100;

/** Routes of location lookups: zip, city, nearest zip, market (spec 001 s4, s7, s8). */
export function registerLocationRoutes(app: FastifyInstance, { zips }: ServerDeps): void {
  const place = (zip: string) => {
    const found = zips.lookup(zip);
    const position = coordinatesOf(found);
    return found && position ? { ...found, ...position } : undefined;
  };
  const centre = (city: string, state: string) => {
    const all = zips.byCityState(city, state).filter((candidate) => coordinatesOf(candidate));
    if (all.length === 0) return undefined;
    // The centre zip: the zip nearest the mean position of the city's zips (as @forecourt/location's centerZipOf).
    const mean = {
      latitude: all.reduce((sum, zip) => sum + (zip.latitude ?? 0), 0) / all.length,
      longitude: all.reduce((sum, zip) => sum + (zip.longitude ?? 0), 0) / all.length,
    };
    return place(zips.nearest(mean.latitude, mean.longitude)?.zip ?? (all[0]?.zip as string));
  };

  route(app, CONTRACTS.getZipLocation, async ({ params }) => {
    const found = place(params.zip);
    if (!found) throw notFound(`Zip ${params.zip}`);
    return { ...found, defaultSearchRadius: defaultRadius(found.zip) };
  });

  route(app, CONTRACTS.getCityLocation, async ({ query }) => {
    const found = centre(query.city, query.state);
    if (!found) throw notFound(`${query.city}, ${query.state.toUpperCase()}`);
    return {
      city: found.city,
      state: found.state,
      centerZip: found.zip,
      latitude: found.latitude,
      longitude: found.longitude,
      defaultSearchRadius: defaultRadius(found.zip),
    };
  });

  route(app, CONTRACTS.getNearestZip, async ({ query }) => {
    const nearest = zips.nearest(query.latitude, query.longitude);
    const position = coordinatesOf(nearest);
    const distance = position ? distanceMiles(query, position) : Number.POSITIVE_INFINITY;
    if (!nearest || distance > NEAREST_ZIP_LIMIT_MILES) throw notFound('A zip near that position');
    return { zip: nearest.zip, city: nearest.city, state: nearest.state, distance };
  });

  route(app, CONTRACTS.getMarket, async ({ query }) => {
    const found = query.zip ? place(query.zip) : centre(query.city ?? '', query.state ?? '');
    if (!found) {
      // Spec 001 s8: an invalid zip, and "cannot find zipcode data for {city} {state}".
      return query.zip
        ? { success: false as const, message: INVALID_ZIP_MESSAGE }
        : { success: false as const, message: marketNotFoundMessage(query.city ?? '', query.state ?? '') };
    }
    return {
      success: true as const,
      payload: {
        city: found.city,
        state: found.state,
        zip: found.zip,
        defaultSearchRadius: defaultRadius(found.zip),
      },
    };
  });
}
