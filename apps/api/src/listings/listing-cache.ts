import { createRequestCache, REQUEST_CACHE_TTL, type RequestCache } from '@forecourt/breakers';
import type { Clock } from '../clock';
import { canonicalQuery } from './search-request';

/**
 * Replies kept (ours): a page of 25 listings with their photos is about 150 kB, so the breakers’ default of 1000
 * entries could hold 150 MB; 200 keep the popular searches within about 30 MB.
 */
export const LISTING_CACHE_MAX_ENTRIES = 200;

/**
 * "Server-side request cache time-to-live 120 s" (spec 001 s9) for the listing service's reads, on the server's
 * clock. The routes key each entry by the search index's change-log position as well (`searcher.settled()`,
 * issue 34): a listing imported, repriced or sold, by this process or any other on the database, moves the
 * position, so the next read misses and sees it. 120 s stays the upper bound for what the log does not name (a
 * new description or photo); entries of older positions are never read again and age out or are evicted.
 */
export function createListingCache(
  clock: Clock,
  ttl: number = REQUEST_CACHE_TTL,
  maxEntries: number = LISTING_CACHE_MAX_ENTRIES,
): RequestCache<unknown> {
  return createRequestCache<unknown>({ ttl, maxEntries, now: () => clock.now().getTime() });
}

/** A call and its parsed request as one key: the same search spelled differently (`a=1&a=2`, `a=1,2`) shares it. */
export function requestKey(call: string, ...parts: Readonly<Record<string, unknown>>[]): string {
  return `${call}?${JSON.stringify(parts.map((part) => canonicalQuery(part)))}`;
}
