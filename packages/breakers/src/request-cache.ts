import { CacheTimeoutError } from './errors';

/** Spec 001 section 9 and 002 section 9: "Server-side request cache time-to-live 120 s". */
export const REQUEST_CACHE_TTL = 120_000;

/** Not in the spec: a bound, so a server cache cannot grow without end. */
export const REQUEST_CACHE_MAX_ENTRIES = 1000;

export interface RequestCacheOptions {
  /** Milliseconds an entry stays fresh. @default 120000 */
  ttl?: number;
  /** Entries kept; past it the oldest goes. @default 1000 */
  maxEntries?: number;
  /** @default Date.now */
  now?: () => number;
}

export interface RequestCache<T> {
  /** The fresh value for the key, if any; a stale one is dropped. */
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  /**
   * The fresh value, or `load()`'s result, cached when it is not `undefined` (a helper's "returns nothing").
   * Concurrent loads of one key share one request; a failed load is not cached.
   */
  load(key: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export function assertTimeout(timeout: unknown): asserts timeout is number {
  if (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout <= 0) {
    throw new CacheTimeoutError(timeout);
  }
}

/** The server-side request cache: a small time-to-live map on an injected clock. */
export function createRequestCache<T = unknown>(options: RequestCacheOptions = {}): RequestCache<T> {
  const { ttl = REQUEST_CACHE_TTL, maxEntries = REQUEST_CACHE_MAX_ENTRIES } = options;
  const now = options.now ?? Date.now;
  assertTimeout(ttl);
  const entries = new Map<string, { value: T; expires: number }>();
  const loading = new Map<string, Promise<T | undefined>>();

  const cache: RequestCache<T> = {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expires > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttl });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    load(key, load) {
      const cached = cache.get(key);
      if (cached !== undefined) return Promise.resolve(cached);
      const running = loading.get(key);
      if (running) return running;
      const started = Promise.resolve()
        .then(load)
        .then((value) => {
          if (value !== undefined) cache.set(key, value);
          return value;
        })
        .finally(() => loading.delete(key));
      loading.set(key, started);
      return started;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
  return cache;
}
