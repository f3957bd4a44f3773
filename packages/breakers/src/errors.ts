/**
 * A reply that was not ok, raised "as an error with its status text" (spec 000 section 7) when retries or a
 * breaker are in use (spec 002 section 8). `status` below 500 is not counted by a breaker (spec 002 section 4).
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly code = 'HTTP_ERROR';

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly url: string,
  ) {
    super(statusText || `HTTP ${status}`);
  }
}

/** "A fetch may not add query data to a URL that already has a query string." (spec 002 section 5) */
export class FetchQueryError extends Error {
  override readonly name = 'FetchQueryError';
  readonly code = 'QUERY_ON_QUERY_URL';

  constructor(readonly url: string) {
    super(`A fetch may not add query data to a URL that already has a query string: ${url}`);
  }
}

export type RetryArgumentErrorCode = 'INVALID_RETRIES' | 'INVALID_RETRY_DELAY' | 'INVALID_RETRY_ON';

/**
 * The retry wrapper's argument errors (spec 001 sections 5 and 8). The texts are those of `fetch-retry`, which
 * the spec's wrapper is: "retries must be a positive integer" although 0 is accepted (non-negative integers).
 */
export class RetryArgumentError extends Error {
  override readonly name = 'RetryArgumentError';

  constructor(
    readonly code: RetryArgumentErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** "Stored-preferences cache refuses non-positive or non-numeric time-outs." (spec 002 section 5) */
export class CacheTimeoutError extends Error {
  override readonly name = 'CacheTimeoutError';
  readonly code = 'INVALID_TIMEOUT';

  constructor(readonly timeout: unknown) {
    super(`timeout must be a positive number of milliseconds, got ${String(timeout)}`);
  }
}

/** A request of `parallelFetch` still running when the shared time-out (30 s by default) elapsed. */
export class ParallelTimeoutError extends Error {
  override readonly name = 'ParallelTimeoutError';
  readonly code = 'PARALLEL_TIMEOUT';

  constructor(
    readonly key: string,
    readonly timeout: number,
  ) {
    super(`${key} timed out after ${timeout}ms`);
  }
}
