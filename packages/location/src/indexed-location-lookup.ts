import {
  findIndexedLocation,
  type IndexedLocationContent,
  type IndexedLocationQuery,
  type IndexedLocationResult,
  indexedLocationTarget,
} from './indexed-location';
import { INDEXED_LOCATION_TIMEOUT_MS } from './location-constants';
import {
  consoleLogger,
  globalTimers,
  type LocationLogger,
  type LocationTimers,
} from './location-environment';
import { LocationOptionError } from './location-errors';
import { checkTimeout, withTimeout } from './with-timeout';

/** The part of `fetch` this package uses; the global `fetch` fits. */
export type FetchLike = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<{ ok: boolean; status?: number; json(): Promise<unknown> }>;

/** The content load's outcome: the spec's fallback is `{ success: false }` (spec 002 s7). */
export type IndexedContentResult = { success: true; content: IndexedLocationContent } | { success: false };

export interface IndexedLocationLookupOptions {
  /** The brand's indexed-location content JSON file ("one per brand", spec 002 s7; the path is not shown). */
  url: string;
  /** @default the global fetch, looked up at call time */
  fetch?: FetchLike;
  /** Milliseconds before the content load is abandoned. @default INDEXED_LOCATION_TIMEOUT_MS (20000) */
  timeoutMs?: number;
  /** How long loaded content is reused ("cached"). @default Infinity (for the life of the lookup) */
  cacheTtlMs?: number;
  /** @default Date.now */
  now?: () => number;
  /** @default the global setTimeout and clearTimeout */
  timers?: LocationTimers;
  /** Where a failed load is logged. @default console */
  logger?: LocationLogger;
}

export interface IndexedLocationLookup {
  /** The content, loaded once and shared by concurrent callers; a failure is not cached. */
  load(): Promise<IndexedContentResult>;
  /** Spec 002 s5 over the loaded content; content that fails to load finds nothing. Never rejects. */
  lookup(query: IndexedLocationQuery): Promise<IndexedLocationResult>;
}

/** Logged (our text) when the content cannot be loaded; callers see the spec's `{ success: false }`. */
export const INDEXED_CONTENT_FAILED_MESSAGE = 'Could not load the indexed location content';

function isContent(value: unknown): value is IndexedLocationContent {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The indexed-location content call (GET, 20 s time-out, `{ success: false }` fallback, cached) and lookup. */
export function createIndexedLocationLookup(options: IndexedLocationLookupOptions): IndexedLocationLookup {
  const timeoutMs = checkTimeout('timeoutMs', options.timeoutMs ?? INDEXED_LOCATION_TIMEOUT_MS);
  const cacheTtlMs = options.cacheTtlMs ?? Number.POSITIVE_INFINITY;
  if (Number.isNaN(cacheTtlMs) || cacheTtlMs < 0) {
    throw new LocationOptionError(
      'INVALID_OPTION',
      'cacheTtlMs',
      `cacheTtlMs must be 0 or more, got ${cacheTtlMs}`,
    );
  }
  const now = options.now ?? (() => Date.now());
  let cached: { content: IndexedLocationContent; at: number } | undefined;
  let inFlight: Promise<IndexedContentResult> | undefined;

  const fetchContent = async (): Promise<IndexedContentResult> => {
    const fetch: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    try {
      const body = await withTimeout(
        async (signal) => {
          const response = await fetch(options.url, { signal });
          if (!response.ok) throw new Error(`status ${response.status ?? 'unknown'}`);
          return response.json();
        },
        timeoutMs,
        options.timers ?? globalTimers,
      );
      if (!isContent(body)) throw new Error('the content is not a JSON object');
      cached = { content: body, at: now() };
      return { success: true, content: body };
    } catch (error) {
      (options.logger ?? consoleLogger).error(INDEXED_CONTENT_FAILED_MESSAGE, error);
      return { success: false };
    }
  };

  const load = (): Promise<IndexedContentResult> => {
    if (cached !== undefined && now() - cached.at < cacheTtlMs) {
      return Promise.resolve({ success: true, content: cached.content });
    }
    inFlight ??= fetchContent().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  return {
    load,
    async lookup(query) {
      // Misuse (an unknown level) and missing arguments are answered before any request is made.
      const target = indexedLocationTarget(query);
      if (!('key' in target)) return target;
      const loaded = await load();
      return findIndexedLocation(loaded.success ? loaded.content : {}, target);
    },
  };
}
