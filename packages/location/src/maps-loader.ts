import { MAPS_LOAD_TIMEOUT_MS } from './location-constants';
import { globalTimers, type LocationTimers } from './location-environment';
import { MapsLoadError } from './location-errors';
import { checkTimeout, TimeoutSignal, withTimeout } from './with-timeout';

export interface MapsLoaderOptions<Api> {
  /**
   * Loads the maps script and resolves with its API (e.g. `@googlemaps/js-api-loader`'s `importLibrary`, or a
   * script tag the app appends). The package never touches the DOM itself.
   */
  loadScript: (signal: AbortSignal) => Promise<Api>;
  /** Milliseconds before loading counts as failed. @default MAPS_LOAD_TIMEOUT_MS (10000) */
  timeoutMs?: number;
  /** @default the global setTimeout and clearTimeout */
  timers?: LocationTimers;
}

/**
 * The optional maps adapter of spec 001 s7/s8 ("A maps script is loaded client-side for reverse geocoding";
 * "Maps loading fails with 'Could not load the Google Maps API' after a 10 s default"). Not needed for
 * geolocation, which finds the nearest zip from the zip data; kept for apps that want the maps API anyway.
 * The returned `load` shares one load between callers and reuses its API; after a failure (a `MapsLoadError`)
 * the next call tries again.
 */
export function createMapsLoader<Api>(options: MapsLoaderOptions<Api>): () => Promise<Api> {
  const timeoutMs = checkTimeout('timeoutMs', options.timeoutMs ?? MAPS_LOAD_TIMEOUT_MS);
  let loading: Promise<Api> | undefined;

  return () => {
    loading ??= withTimeout(options.loadScript, timeoutMs, options.timers ?? globalTimers).catch(
      (error: unknown) => {
        loading = undefined;
        throw error instanceof TimeoutSignal
          ? new MapsLoadError('MAPS_LOAD_TIMEOUT')
          : new MapsLoadError('MAPS_LOAD_FAILED', error);
      },
    );
    return loading;
  };
}
