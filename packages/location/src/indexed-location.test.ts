import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CITY_STATE_NOT_PROVIDED_MESSAGE,
  createIndexedLocationLookup,
  type FetchLike,
  findIndexedLocation,
  INDEXED_CONTENT_FAILED_MESSAGE,
  INDEXED_LOCATION_PRIORITIES,
  INDEXED_LOCATION_TIMEOUT_MS,
  type IndexedLocationPriority,
  indexedLocationKey,
  indexedLocationNotFoundMessage,
  LocationOptionError,
} from './index';
import { CONTENT, KEY_CASES, PRIORITY_CASES } from './indexed-location.cases';

const URL = 'https://content.example/indexed-locations/atc.json';

function answering(body: unknown, ok = true) {
  return vi.fn<FetchLike>(async () => ({ ok, status: ok ? 200 : 503, json: async () => body }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('indexed location key (spec 002 s5)', () => {
  it.each(KEY_CASES)('$rule: $city, $state -> $key', ({ city, state, key }) => {
    expect(indexedLocationKey(city, state)).toBe(key);
  });
});

describe('findIndexedLocation: priorities and the three failure messages (spec 002 s5)', () => {
  it('knows the levels highest, high, all, most important first', () => {
    expect(INDEXED_LOCATION_PRIORITIES).toEqual(['highest', 'high', 'all']);
  });

  it.each(PRIORITY_CASES)('$rule', ({ city, state, priority, found, message }) => {
    const result = findIndexedLocation(CONTENT, priority ? { city, state, priority } : { city, state });
    if (message === undefined) {
      expect(result).toMatchObject({
        success: true,
        payload: { key: indexedLocationKey(city, state), priority: found },
      });
    } else {
      expect(result).toEqual({ success: false, message });
    }
  });

  it('gives the entry itself as found in the content', () => {
    expect(findIndexedLocation(CONTENT, { city: 'austin', state: 'tx' })).toEqual({
      success: true,
      payload: {
        key: 'austin-tx',
        priority: 'highest',
        entry: { locationIndexPriority: 'highest', title: 'Austin' },
      },
    });
  });

  it('builds the messages from the slugged key', () => {
    expect(CITY_STATE_NOT_PROVIDED_MESSAGE).toBe('city and state not provided');
    expect(indexedLocationNotFoundMessage('st-louis-mo')).toBe('cannot find st-louis-mo in indexed location');
    expect(indexedLocationNotFoundMessage('st-louis-mo', 'high')).toBe(
      'cannot find st-louis-mo with a priority of at least high value in indexed location',
    );
  });

  it('throws LocationOptionError INVALID_PRIORITY for a level that is not highest, high or all', () => {
    const call = () =>
      findIndexedLocation(CONTENT, {
        city: 'Austin',
        state: 'TX',
        priority: 'medium' as IndexedLocationPriority,
      });
    expect(call).toThrow(LocationOptionError);
    expect(call).toThrow(expect.objectContaining({ code: 'INVALID_PRIORITY', option: 'priority' }));
  });
});

describe('createIndexedLocationLookup: the content call (spec 002 s7, s9)', () => {
  it("loads the brand's content once and answers from it", async () => {
    const fetch = answering(CONTENT);
    const indexed = createIndexedLocationLookup({ url: URL, fetch });
    const [austin, madison] = await Promise.all([
      indexed.lookup({ city: 'Austin', state: 'TX', priority: 'highest' }),
      indexed.lookup({ city: 'Madison', state: 'WI', priority: 'highest' }),
    ]);
    expect(austin.success).toBe(true);
    expect(madison).toEqual({
      success: false,
      message: 'cannot find madison-wi with a priority of at least highest value in indexed location',
    });
    await indexed.lookup({ city: 'St. Louis', state: 'MO' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(URL, { signal: expect.any(AbortSignal) });
  });

  it('answers missing arguments and refuses unknown levels without a request', async () => {
    const fetch = answering(CONTENT);
    const indexed = createIndexedLocationLookup({ url: URL, fetch });
    expect(await indexed.lookup({ state: 'TX' })).toEqual({
      success: false,
      message: 'city and state not provided',
    });
    await expect(
      indexed.lookup({ city: 'Austin', state: 'TX', priority: 'top' as IndexedLocationPriority }),
    ).rejects.toMatchObject({
      code: 'INVALID_PRIORITY',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    { rule: 'a reply that is not ok', fetch: answering(CONTENT, false) },
    { rule: 'a body that is not a JSON object', fetch: answering(['austin-tx']) },
    { rule: 'a network error', fetch: vi.fn<FetchLike>(() => Promise.reject(new TypeError('fetch failed'))) },
  ])(
    'falls back to { success: false } on $rule, logs it, finds nothing, and tries again next time',
    async ({ fetch }) => {
      const logger = { error: vi.fn() };
      const indexed = createIndexedLocationLookup({ url: URL, fetch, logger });
      expect(await indexed.load()).toEqual({ success: false });
      expect(logger.error).toHaveBeenCalledWith(INDEXED_CONTENT_FAILED_MESSAGE, expect.any(Error));
      expect(await indexed.lookup({ city: 'Austin', state: 'TX' })).toEqual({
        success: false,
        message: 'cannot find austin-tx in indexed location',
      });
      expect(fetch).toHaveBeenCalledTimes(2);
    },
  );

  it('gives up after the "Indexed location 20000 ms time-out" and aborts the request', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn<FetchLike>((_url, init) => {
      signal = init.signal;
      return new Promise(() => {});
    });
    const indexed = createIndexedLocationLookup({ url: URL, fetch, logger: { error: vi.fn() } });
    let settled: unknown;
    void indexed.load().then((result) => {
      settled = result;
    });
    expect(INDEXED_LOCATION_TIMEOUT_MS).toBe(20_000);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ success: false });
    expect(signal?.aborted).toBe(true);
  });

  it('reloads the content once the cache time-to-live has passed', async () => {
    let clock = 1_000;
    const fetch = answering(CONTENT);
    const indexed = createIndexedLocationLookup({ url: URL, fetch, cacheTtlMs: 60_000, now: () => clock });
    await indexed.load();
    clock += 59_999;
    await indexed.load();
    expect(fetch).toHaveBeenCalledTimes(1);
    clock += 1;
    await indexed.load();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('uses the global fetch when none is given', async () => {
    const fetch = answering(CONTENT);
    vi.stubGlobal('fetch', fetch);
    const indexed = createIndexedLocationLookup({ url: URL });
    expect((await indexed.lookup({ city: 'Austin', state: 'TX' })).success).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([{ timeoutMs: 0 }, { timeoutMs: -5 }, { cacheTtlMs: -1 }, { cacheTtlMs: Number.NaN }])(
    'refuses %j with LocationOptionError INVALID_OPTION',
    (options) => {
      expect(() => createIndexedLocationLookup({ url: URL, ...options })).toThrow(
        expect.objectContaining({ code: 'INVALID_OPTION' }),
      );
    },
  );
});
