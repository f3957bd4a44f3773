import { COOKIES } from '@forecourt/brand';
import { geolocationSource } from '@forecourt/location';
import type { SearchQuery } from '@forecourt/seo-routes';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { namesPlace, resolveShopperLocation, type ShopperLocation } from '../shopper-location';
import { useEnvironment } from '../storefront-environment';

/** The browser's position as a promise; rejects where the browser has no geolocation. */
function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in globalThis.navigator)) {
      reject(new Error('This browser has no geolocation'));
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
  /** Asks the browser where the shopper is (their click is the opt-in, spec 001 s4) and hands over the zip. */
  readonly locate: (onZip: (zip: string) => void) => void;
  /**
   * Keeps a place the shopper chose in the location cookies at once, before the page moves on: the resolution
   * of the new page's query writes them too, but only once its lookup answers, which a quick next click beats.
   */
  readonly remember: (zip: string, searchRadius?: number) => void;
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
    remember: (zip, searchRadius) => {
      try {
        cookies?.set(COOKIES.userZip.name, zip);
        if (searchRadius !== undefined) cookies?.set(COOKIES.userRadius.name, String(searchRadius));
      } catch {
        // A refused cookie leaves the place in the URL, which is where this page reads it from.
      }
    },
    locate: (onZip) => {
      setLocating(true);
      const source = geolocationSource({
        requested: true,
        getPosition: currentPosition,
        nearestZip: locationLookups.nearestZip,
      });
      void Promise.resolve(source())
        .then((zip) => {
          if (zip) onZip(zip);
        })
        .finally(() => setLocating(false));
    },
  };
}
