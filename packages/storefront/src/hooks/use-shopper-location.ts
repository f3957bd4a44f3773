import { COOKIES } from '@forecourt/brand';
import { GEOLOCATION_FAILED_MESSAGE, GEOLOCATION_MESSAGES, geolocationFailure } from '@forecourt/location';
import type { SearchQuery } from '@forecourt/seo-routes';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { ChosenPlace } from '../search-url';
import { namesPlace, resolveShopperLocation, type ShopperLocation } from '../shopper-location';
import { useEnvironment } from '../storefront-environment';

/** Where the browser has no geolocation at all. */
class NoGeolocationError extends Error {
  readonly code = 'NO_GEOLOCATION';
}

/** The browser's position as a promise; rejects where the browser has no geolocation. */
function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in globalThis.navigator)) {
      reject(new NoGeolocationError('This browser has no geolocation'));
      return;
    }
    globalThis.navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      reject,
      { timeout: 10_000, maximumAge: 600_000 },
    );
  });
}

export interface ShopperLocationControls {
  readonly location: ShopperLocation | undefined;
  readonly locating: boolean;
  /** Why the last "Use my location" found no place, in words (`GEOLOCATION_MESSAGES`); cleared by the next try. */
  readonly locateError: string | undefined;
  /** Asks the browser where the shopper is (their click is the opt-in, spec 001 s4) and hands over the zip. */
  readonly locate: (onZip: (zip: string) => void) => void;
  /**
   * Keeps a place the shopper chose in the location cookies at once, before the page moves on: the resolution
   * of the new page's query writes them too, but only once its lookup answers, which a quick next click beats.
   */
  readonly remember: (zip: string, searchRadius?: number) => void;
  /**
   * The zip with its city and state, for the path's location segment (`withPlace`); the zip alone when its lookup
   * does not answer. Never rejects.
   */
  readonly placeOf: (zip: string) => Promise<ChosenPlace>;
}

/**
 * The shopper's location on a results page. A place in the page's query is the shopper's choice: once the page
 * shows it, the browser resolves it too, so the cookie and the remembered location follow (spec 001 s4: "cookies
 * and the user location are updated").
 */
export function useShopperLocation(query: SearchQuery): ShopperLocationControls {
  const { stores, locationLookups, cookies, bot } = useEnvironment();
  const location = useStore(stores.location, (state) => state.location);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | undefined>(undefined);
  const placeKey = namesPlace(query)
    ? [query.zip, query.city, query.state, query.searchRadius].join('|')
    : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: placeKey stands for the query's place
  useEffect(() => {
    if (placeKey === '' || bot) return;
    let current = true;
    void resolveShopperLocation({ query, runtime: 'browser', lookups: locationLookups, cookies }).then(
      (resolved) => {
        if (current && resolved) stores.location.getState().set(resolved);
      },
    );
    return () => {
      current = false;
    };
  }, [placeKey, bot, locationLookups, cookies, stores.location]);

  return {
    location,
    locating,
    locateError,
    placeOf: async (zip) => {
      const details = await locationLookups.describeZip(zip).catch(() => undefined);
      return details ? { zip, city: details.city, state: details.state } : { zip };
    },
    remember: (zip, searchRadius) => {
      try {
        cookies?.set(COOKIES.userZip.name, zip);
        if (searchRadius !== undefined) cookies?.set(COOKIES.userRadius.name, String(searchRadius));
      } catch {
        // A refused cookie leaves the place in the URL, which is where this page reads it from.
      }
    },
    // The shopper's click is the opt-in (spec 001 s4). A failure is logged as the resolution chain logs it, and
    // also said: a refused permission left the shopper with a button that did nothing (issue 29).
    locate: (onZip) => {
      setLocating(true);
      setLocateError(undefined);
      void currentPosition()
        .then(({ latitude, longitude }) => locationLookups.nearestZip(latitude, longitude))
        .then(
          (zip) => {
            if (zip) onZip(zip);
            else setLocateError(GEOLOCATION_MESSAGES.noZip);
          },
          (error: unknown) => {
            console.error(GEOLOCATION_FAILED_MESSAGE, error);
            setLocateError(
              GEOLOCATION_MESSAGES[
                error instanceof NoGeolocationError ? 'unsupported' : geolocationFailure(error)
              ],
            );
          },
        )
        .finally(() => setLocating(false));
    },
  };
}
