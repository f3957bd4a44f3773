import { MARKET_TIMEOUT_MS } from './location-constants';
import {
  consoleLogger,
  globalTimers,
  type LocationLogger,
  type LocationTimers,
} from './location-environment';
import { checkTimeout, withTimeout } from './with-timeout';
import { isZip } from './zip';
import type { ZipLookups } from './zip-lookups';

/**
 * "Invalid zip gives a message saying the zip is missing or invalid" (spec 001 s8). The spec gives the sense,
 * not the words: these are ours. Also given for a five-digit zip that `describeZip` does not know (or fails on).
 */
export const INVALID_ZIP_MESSAGE = 'zipcode is missing or invalid';

/** "Market lookup failure: 'cannot find zipcode data for {city} {state}', returned as an unsuccessful result." */
export function marketNotFoundMessage(city: string, state: string): string {
  return `cannot find zipcode data for ${city} ${state}`;
}

/** A market lookup entry: "city, state, zip data" (spec 001 s3); the service may add fields (a DMA, radii). */
export interface MarketEntry {
  city: string;
  state: string;
  readonly [field: string]: unknown;
}

/** The reply of the market lookup call: "success and payload" (spec 001 s7). */
export interface MarketReply {
  success: boolean;
  payload?: MarketEntry | null | undefined;
}

/** A market lookup's outcome; failures are values, never throws (spec 001 s8). */
export type MarketResult = { success: true; payload: MarketEntry } | { success: false; message: string };

export interface MarketLookupOptions {
  /**
   * The market lookup GET with `city` and `state` (spec 001 s7; its path is not shown, so the caller's service
   * client makes the call). Pass `signal` on to `fetch` so a time-out cancels the request.
   */
  fetchMarket: (
    params: { city: string; state: string },
    init: { signal: AbortSignal },
  ) => Promise<MarketReply>;
  /** Zip to city and state (`ZipLookups.describeZip`). */
  describeZip: ZipLookups['describeZip'];
  /** "cached locally first": successful entries by zip. @default a new `Map` per lookup */
  cache?: Pick<Map<string, MarketEntry>, 'get' | 'set'>;
  /** Milliseconds before the call is abandoned; `Infinity` leaves it to a circuit breaker. @default MARKET_TIMEOUT_MS (20000) */
  timeoutMs?: number;
  /** @default the global setTimeout and clearTimeout */
  timers?: LocationTimers;
  /** Where a call that throws or times out is logged. @default console */
  logger?: LocationLogger;
}

/** Logged (our text) when the market call or `describeZip` throws, or the call times out. */
export const MARKET_CALL_FAILED_MESSAGE = 'Market lookup call failed';

/**
 * A market lookup by zip: "A zip used for market lookup must be exactly five digits" (spec 001 s5). The zip's
 * city and state are found with `describeZip`, the local cache is asked first, then the market call is made with
 * a 20 s time-out. Only successful entries are cached, so a failure is retried next time.
 */
export function createMarketLookup(options: MarketLookupOptions): (zip: unknown) => Promise<MarketResult> {
  const timeoutMs = checkTimeout('timeoutMs', options.timeoutMs ?? MARKET_TIMEOUT_MS);
  const cache = options.cache ?? new Map<string, MarketEntry>();

  return async (zip) => {
    if (!isZip(zip)) return { success: false, message: INVALID_ZIP_MESSAGE };
    const cached = cache.get(zip);
    if (cached !== undefined) return { success: true, payload: cached };
    const logger = options.logger ?? consoleLogger;
    let place: Awaited<ReturnType<ZipLookups['describeZip']>>;
    try {
      place = await options.describeZip(zip);
    } catch (error) {
      logger.error(MARKET_CALL_FAILED_MESSAGE, error);
      place = undefined;
    }
    if (place === undefined) return { success: false, message: INVALID_ZIP_MESSAGE };
    const { city, state } = place;
    try {
      const reply = await withTimeout(
        (signal) => options.fetchMarket({ city, state }, { signal }),
        timeoutMs,
        options.timers ?? globalTimers,
      );
      if (reply?.success === true && reply.payload) {
        cache.set(zip, reply.payload);
        return { success: true, payload: reply.payload };
      }
    } catch (error) {
      logger.error(MARKET_CALL_FAILED_MESSAGE, error);
    }
    return { success: false, message: marketNotFoundMessage(city, state) };
  };
}
