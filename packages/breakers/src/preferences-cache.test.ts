import { describe, expect, it } from 'vitest';
import { CacheTimeoutError, createPreferencesCache, memoryStorage } from './index';

function clock(start = 5_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createPreferencesCache', () => {
  // Spec 002 s5: "Stored-preferences cache refuses non-positive or non-numeric time-outs."
  it.each([
    ['zero', 0],
    ['negative', -1000],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a numeric string', '1000'],
    ['null', null],
    ['undefined', undefined],
  ])('refuses a time-out that is %s', (_name, timeout) => {
    const cache = createPreferencesCache();
    expect(() => cache.set('showDrawer', true, timeout as number)).toThrow(CacheTimeoutError);
    expect(() => cache.set('showDrawer', true, timeout as number)).toThrow(
      expect.objectContaining({ code: 'INVALID_TIMEOUT' }),
    );
    expect(cache.get('showDrawer')).toBeUndefined();
  });

  it('keeps a value until its time-out, then removes it', () => {
    const { now, advance } = clock();
    const storage = memoryStorage();
    const cache = createPreferencesCache({ storage, now });
    expect(cache.set('compareToggle', { on: true }, 1000)).toBe(true);
    advance(999);
    expect(cache.get('compareToggle')).toEqual({ on: true });
    advance(1);
    expect(cache.get('compareToggle')).toBeUndefined();
    expect(storage.getItem('compareToggle')).toBeNull();
  });

  it('drops what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('a', '{not json');
    storage.setItem('b', 'null');
    storage.setItem('c', JSON.stringify({ value: 1 }));
    const cache = createPreferencesCache({ storage });
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, undefined]);
    expect(storage.getItem('a')).toBeNull();
  });

  it('returns false when the storage refuses, and removes on request', () => {
    const full = {
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(createPreferencesCache({ storage: full }).set('k', 1, 1000)).toBe(false);
    const cache = createPreferencesCache();
    cache.set('k', 1, 1000);
    cache.remove('k');
    expect(cache.get('k')).toBeUndefined();
  });
});
