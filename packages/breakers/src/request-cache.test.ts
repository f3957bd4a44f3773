import { describe, expect, it, vi } from 'vitest';
import { CacheTimeoutError, createRequestCache, REQUEST_CACHE_TTL } from './index';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createRequestCache', () => {
  it('keeps an entry for 120 s (spec 001 s9, 002 s9)', () => {
    expect(REQUEST_CACHE_TTL).toBe(120_000);
    const { now, advance } = clock();
    const cache = createRequestCache<string>({ now });
    cache.set('/rest/lsc/listing?listingId=1', 'reply');
    advance(119_999);
    expect(cache.get('/rest/lsc/listing?listingId=1')).toBe('reply');
    advance(1);
    expect(cache.get('/rest/lsc/listing?listingId=1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('shares one load between concurrent callers and caches its result', async () => {
    const { now } = clock();
    const cache = createRequestCache<number>({ now });
    const load = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cache.load('k', load), cache.load('k', load)]);
    expect([a, b]).toEqual([42, 42]);
    await expect(cache.load('k', load)).resolves.toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure or nothing', async () => {
    const cache = createRequestCache<number>({ now: clock().now });
    await expect(cache.load('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.load('k', async () => undefined)).resolves.toBeUndefined();
    await expect(cache.load('k', async () => 7)).resolves.toBe(7);
    expect(cache.get('k')).toBe(7);
  });

  it('drops the oldest entry past maxEntries', () => {
    const cache = createRequestCache<number>({ now: clock().now, maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([3, undefined, 4]);
    cache.delete('a');
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it.each([0, -1, Number.NaN, '120000'])('refuses a ttl of %s', (ttl) => {
    expect(() => createRequestCache({ ttl: ttl as number })).toThrow(CacheTimeoutError);
  });
});
