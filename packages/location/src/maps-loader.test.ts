import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMapsLoader,
  LocationOptionError,
  MAPS_LOAD_MESSAGE,
  MAPS_LOAD_TIMEOUT_MS,
  MapsLoadError,
} from './index';

const API = { maps: { Geocoder: class {} } };

afterEach(() => {
  vi.useRealTimers();
});

describe('createMapsLoader: "Maps loading fails with \'Could not load the Google Maps API\' after a 10 s default"', () => {
  it('quotes the spec', () => {
    expect(MAPS_LOAD_MESSAGE).toBe('Could not load the Google Maps API');
    expect(MAPS_LOAD_TIMEOUT_MS).toBe(10_000);
  });

  it('fails after 10 s with MapsLoadError MAPS_LOAD_TIMEOUT and aborts the load', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const load = createMapsLoader({
      loadScript: (given) => {
        signal = given;
        return new Promise<typeof API>(() => {});
      },
    });
    let failure: unknown;
    void load().catch((error: unknown) => {
      failure = error;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(failure).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(failure).toBeInstanceOf(MapsLoadError);
    expect(failure).toMatchObject({
      code: 'MAPS_LOAD_TIMEOUT',
      message: 'Could not load the Google Maps API',
    });
    expect(signal?.aborted).toBe(true);
  });

  it('fails with MAPS_LOAD_FAILED, the same message and the cause when the script fails', async () => {
    const cause = new Error('script error');
    const load = createMapsLoader({ loadScript: () => Promise.reject(cause) });
    await expect(load()).rejects.toMatchObject({
      name: 'MapsLoadError',
      code: 'MAPS_LOAD_FAILED',
      message: 'Could not load the Google Maps API',
      cause,
    });
  });

  it('loads once for every caller and keeps the API', async () => {
    vi.useFakeTimers();
    const loadScript = vi.fn(async () => API);
    const load = createMapsLoader({ loadScript });
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(API);
    expect(second).toBe(API);
    expect(await load()).toBe(API);
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tries again after a failure', async () => {
    const loadScript = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(API);
    const load = createMapsLoader({ loadScript });
    await expect(load()).rejects.toBeInstanceOf(MapsLoadError);
    expect(await load()).toBe(API);
    expect(loadScript).toHaveBeenCalledTimes(2);
  });

  it('takes a configured time-out and injected timers', async () => {
    let fire: (() => void) | undefined;
    const timers = {
      setTimeout: vi.fn((callback: () => void) => {
        fire = callback;
        return 1;
      }),
      clearTimeout: vi.fn(),
    };
    const load = createMapsLoader({ loadScript: () => new Promise(() => {}), timeoutMs: 2_500, timers });
    const pending = load();
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 2_500);
    fire?.();
    await expect(pending).rejects.toMatchObject({ code: 'MAPS_LOAD_TIMEOUT' });
  });

  it('refuses a time-out that is not positive', () => {
    expect(() => createMapsLoader({ loadScript: async () => API, timeoutMs: 0 })).toThrow(
      LocationOptionError,
    );
  });
});
