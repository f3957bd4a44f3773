import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARALLEL_FETCH_TIMEOUT, ParallelTimeoutError, parallelFetch } from './index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = (seen: AbortSignal[]) => (signal: AbortSignal) => {
  seen.push(signal);
  return new Promise<never>(() => {});
};

describe('parallelFetch (spec 002 s7)', () => {
  it('returns per-key results or failures', async () => {
    const results = await parallelFetch({
      models: async () => ['CIVIC'],
      trims: async () => {
        throw new Error('502');
      },
    });
    expect(results).toEqual({
      models: { status: 'fulfilled', value: ['CIVIC'] },
      trims: { status: 'rejected', reason: new Error('502') },
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails requests still running after the 30 s default and aborts their signal', async () => {
    expect(PARALLEL_FETCH_TIMEOUT).toBe(30_000);
    const seen: AbortSignal[] = [];
    let done = false;
    const running = parallelFetch({ slow: never(seen), quick: async () => 1 }).then((results) => {
      done = true;
      return results;
    });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(done).toBe(false);
    expect(seen[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const results = await running;
    expect(seen[0]?.aborted).toBe(true);
    expect(results.quick).toEqual({ status: 'fulfilled', value: 1 });
    expect(results.slow).toMatchObject({ status: 'rejected', reason: expect.any(ParallelTimeoutError) });
    expect(results.slow.status === 'rejected' && results.slow.reason).toMatchObject({
      code: 'PARALLEL_TIMEOUT',
      key: 'slow',
      timeout: 30_000,
    });
  });

  it('takes another time-out and injected timers', async () => {
    const callbacks: (() => void)[] = [];
    const timers = {
      setTimeout: vi.fn((callback: () => void) => callbacks.push(callback)),
      clearTimeout: vi.fn(),
    };
    const running = parallelFetch({ slow: never([]) }, { timeout: 5000, timers });
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 5000);
    callbacks[0]?.();
    await expect(running).resolves.toMatchObject({ slow: { status: 'rejected', reason: { timeout: 5000 } } });
  });

  it('stops everything when the caller signal aborts', async () => {
    const seen: AbortSignal[] = [];
    const controller = new AbortController();
    const running = parallelFetch({ a: never(seen), b: never(seen) }, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new Error('navigated away'));
    const results = await running;
    expect(results.a).toEqual({ status: 'rejected', reason: new Error('navigated away') });
    expect(seen.every((signal) => signal.aborted)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves an empty set at once', async () => {
    await expect(parallelFetch({})).resolves.toEqual({});
  });
});
