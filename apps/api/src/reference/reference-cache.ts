import { createRequestCache, REQUEST_CACHE_TTL } from '@forecourt/breakers';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';
import { currentModelYear } from '../data/vehicle-pricing';

/**
 * "Reference cache time-to-live 12 hours (43200000 ms)" (spec 000 s9). The reference data is static, so a reply
 * is computed once per key and kept this long; keys carry the calendar and model year, so a reply never outlives
 * the year it was made for.
 */
export const REFERENCE_CACHE_TTL_MS = 43_200_000;
/** Distinct reference requests kept (makes x models x years stay well under it in practice). */
export const REFERENCE_CACHE_MAX_ENTRIES = 5_000;

/** `Cache-Control` of each kind of reply, for browsers and CDNs in front of the API. */
export const CACHE_CONTROL = {
  /** The reference cache's 12 hours. */
  reference: `public, max-age=${REFERENCE_CACHE_TTL_MS / 1000}`,
  /** Trim codes also read the listings (imported trims): the server-side request cache's 120 s (spec 001 s9). */
  listingReference: `public, max-age=${REQUEST_CACHE_TTL / 1000}`,
  /** "Certified content cache 3600 s" (spec 002 s9), "cached 1 hour" (s7). */
  certified: 'public, max-age=3600',
  /** Indexed-location content is "cached" (spec 002 s7, no lifetime given): as reference data, 12 hours. */
  indexedLocations: `public, max-age=${REFERENCE_CACHE_TTL_MS / 1000}`,
  /** Polled every 5 minutes (spec 002 s4): always revalidated, answered 304 while unchanged. */
  datafile: 'no-cache',
} as const;

export type CacheLoad = <T>(key: string, load: () => T | Promise<T>) => Promise<T>;

/** An in-memory cache of replies on the server's clock: one computation per key per time-to-live. */
export function createReplyCache(
  clock: Clock,
  ttl: number,
  maxEntries = REFERENCE_CACHE_MAX_ENTRIES,
): CacheLoad {
  const cache = createRequestCache<unknown>({ ttl, maxEntries, now: () => clock.now().getTime() });
  return <T>(key: string, load: () => T | Promise<T>) => cache.load(key, async () => load()) as Promise<T>;
}

/** A call, the years its answer depends on, and its parsed request, as one cache key. */
export function referenceKey(call: string, now: Date, ...parts: unknown[]): string {
  return `${call}@${now.getUTCFullYear()}/${currentModelYear(now)}?${JSON.stringify(parts)}`;
}

/**
 * Adds `Cache-Control` to the successful replies of the scope's routes, by route path. Errors get none: a 400 or
 * 404 is not worth keeping, and a 500 must never be kept. Register inside an encapsulated plugin so the hook
 * sees only that group's routes.
 */
export function addCacheControl(scope: FastifyInstance, byPath: Readonly<Record<string, string>>): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    const policy = byPath[request.routeOptions.url ?? ''];
    if (policy !== undefined && reply.statusCode === 200) reply.header('cache-control', policy);
    return payload;
  });
}
