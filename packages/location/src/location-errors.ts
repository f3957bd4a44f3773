export type LocationOptionErrorCode = 'INVALID_OPTION' | 'INVALID_PRIORITY';

/** A function of this package was called wrongly: a bad time-out or radius option, an unknown priority level. */
export class LocationOptionError extends Error {
  override readonly name = 'LocationOptionError';
  readonly code: LocationOptionErrorCode;
  /** The option or argument at fault. */
  readonly option: string;

  constructor(code: LocationOptionErrorCode, option: string, message: string) {
    super(message);
    this.code = code;
    this.option = option;
  }
}

/** "Maps loading fails with 'Could not load the Google Maps API' after a 10 s default." (spec 001 s8) */
export const MAPS_LOAD_MESSAGE = 'Could not load the Google Maps API';

export type MapsLoadErrorCode = 'MAPS_LOAD_TIMEOUT' | 'MAPS_LOAD_FAILED';

/**
 * The maps script did not load: `MAPS_LOAD_TIMEOUT` when the time-out passed first, `MAPS_LOAD_FAILED` when the
 * injected loader rejected (its error is the `cause`). The message is the spec's in both cases.
 */
export class MapsLoadError extends Error {
  override readonly name = 'MapsLoadError';
  readonly code: MapsLoadErrorCode;

  constructor(code: MapsLoadErrorCode, cause?: unknown) {
    super(MAPS_LOAD_MESSAGE, cause === undefined ? undefined : { cause });
    this.code = code;
  }
}
