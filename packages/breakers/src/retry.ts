import { globalTimers, type Timers } from './environment';
import { RetryArgumentError } from './errors';

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export type RetryDelay = number | ((attempt: number, error: unknown, response: Response | null) => number);
export type RetryOn =
  | readonly number[]
  | ((attempt: number, error: unknown, response: Response | null) => boolean | Promise<boolean>);

export interface RetryOptions {
  /** Retries after the first attempt; a non-negative integer. @default 3 */
  retries?: number;
  /** Milliseconds before each retry, or a function of (attempt, error, response). @default 1000 */
  retryDelay?: RetryDelay;
  /**
   * Reply statuses to retry, or a function of (attempt, error, response) saying whether to. A network error
   * is retried unless a function says no. @default [] (network errors only)
   */
  retryOn?: RetryOn;
}

/** Spec 001 section 9: "Retry wrapper: 3 retries, 1000 ms delay". */
export const RETRY_DEFAULTS = Object.freeze({
  retries: 3,
  retryDelay: 1000,
  retryOn: Object.freeze([]),
}) satisfies {
  retries: number;
  retryDelay: number;
  retryOn: readonly number[];
};

export type RetryingFetch = (
  input: string | URL | Request,
  init?: RequestInit & RetryOptions,
) => Promise<Response>;

const isNonNegativeInteger = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** Spec 001 section 5: "retries a non-negative integer, retryDelay a non-negative integer or function, retryOn an array or function". */
function validate(options: RetryOptions): void {
  if (options.retries !== undefined && !isNonNegativeInteger(options.retries)) {
    throw new RetryArgumentError('INVALID_RETRIES', 'retries must be a positive integer');
  }
  const { retryDelay, retryOn } = options;
  if (retryDelay !== undefined && !isNonNegativeInteger(retryDelay) && typeof retryDelay !== 'function') {
    throw new RetryArgumentError(
      'INVALID_RETRY_DELAY',
      'retryDelay must be a positive integer or a function returning a positive integer',
    );
  }
  if (retryOn !== undefined && !Array.isArray(retryOn) && typeof retryOn !== 'function') {
    throw new RetryArgumentError('INVALID_RETRY_ON', 'retryOn property expects an array or function');
  }
}

/**
 * Wraps a fetch so that failed attempts are retried (spec 001 sections 5 and 9), as the `fetch-retry` package
 * does, with two differences: `retries` bounds a `retryOn` function too, and an aborted signal stops at once,
 * also during a delay. Options are checked when wrapping and again per call.
 */
export function withRetry(
  fetch: FetchLike,
  defaults: RetryOptions & { timers?: Timers } = {},
): RetryingFetch {
  validate(defaults);
  const timers = defaults.timers ?? globalTimers;
  return async (input, init = {}) => {
    validate(init);
    const { retries: _r, retryDelay: _d, retryOn: _o, ...request } = init;
    const retries = init.retries ?? defaults.retries ?? RETRY_DEFAULTS.retries;
    const retryDelay = init.retryDelay ?? defaults.retryDelay ?? RETRY_DEFAULTS.retryDelay;
    const retryOn = init.retryOn ?? defaults.retryOn ?? RETRY_DEFAULTS.retryOn;
    const { signal } = request;

    for (let attempt = 0; ; attempt++) {
      let response: Response | null = null;
      let error: unknown = null;
      try {
        response = await fetch(
          typeof Request !== 'undefined' && input instanceof Request ? input.clone() : input,
          request,
        );
      } catch (caught) {
        error = caught;
      }
      if (signal?.aborted) throw signal.reason;
      const again =
        attempt < retries &&
        (typeof retryOn === 'function'
          ? await retryOn(attempt, error, response)
          : response === null || retryOn.includes(response.status));
      if (!again) {
        if (response) return response;
        throw error;
      }
      const delay = typeof retryDelay === 'function' ? retryDelay(attempt, error, response) : retryDelay;
      await sleep(delay, timers, signal);
    }
  };
}

function sleep(ms: number, timers: Timers, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      timers.clearTimeout(handle);
      reject(signal?.reason);
    };
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}
