/** A path builder was called without a parameter its path requires (spec 001 sections 5 and 8). */
export class PathParamError extends Error {
  readonly code = 'MISSING_PARAM';
  constructor(readonly param: string) {
    super(`path generate requires a ${param} value in the query object`);
    this.name = 'PathParamError';
  }
}

export type UrlErrorCode =
  | 'MISSING_PROTOCOL'
  | 'MISSING_HOST'
  | 'MISSING_PATHNAME'
  | 'INVALID_ORIGIN'
  | 'NOT_A_PATH';

/**
 * "An absolute URL needs protocol and host ... A referrer needs a pathname, otherwise it throws." Ours: a
 * protocol and host that form no origin (`INVALID_ORIGIN`), and a path that leaves it (`NOT_A_PATH`:
 * `//other.example/x`), throw too.
 */
export class UrlError extends Error {
  constructor(
    readonly code: UrlErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'UrlError';
  }
}

export type SeoEncodeErrorCode = 'NOT_A_STRING' | 'INVALID_LOCATION' | 'INVALID_PRICE' | 'UNKNOWN_CODE';

/**
 * "SEO encoders throw if a value that must be a string is not. The location encoder requires an object with
 * city, state, zip. The price encoder requires an object with minPrice and maxPrice." (spec 001 section 5)
 */
export class SeoEncodeError extends Error {
  constructor(
    readonly code: SeoEncodeErrorCode,
    readonly key: string,
    message: string,
  ) {
    super(message);
    this.name = 'SeoEncodeError';
  }
}

/** "Path compile failure logs 'There was an issue compiling the path' and rethrows." (spec 001 section 8) */
export const PATH_COMPILE_MESSAGE = 'There was an issue compiling the path';
