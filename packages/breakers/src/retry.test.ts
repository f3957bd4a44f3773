import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_DEFAULTS, RetryArgumentError, type RetryOptions, withRetry } from './index';

const reply = (status: number) => new Response('{}', { status });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('argument validation (spec 001 s5: "retries a non-negative integer, retryDelay a non-negative integer or function, retryOn an array or function")', () => {
  const retries = ['INVALID_RETRIES', 'retries must be a positive integer'] as const;
  const delay = [
    'INVALID_RETRY_DELAY',
    'retryDelay must be a positive integer or a function returning a positive integer',
  ] as const;
  const retryOn = ['INVALID_RETRY_ON', 'retryOn property expects an array or function'] as const;
  const bad: [string, RetryOptions, readonly [string, string]][] = [
    ['retries -1', { retries: -1 }, retries],
    ['retries 1.5', { retries: 1.5 }, retries],
    ['retries "3"', { retries: '3' as unknown as number }, retries],
    ['retries NaN', { retries: Number.NaN }, retries],
    ['retryDelay -1', { retryDelay: -1 }, delay],
    ['retryDelay 0.5', { retryDelay: 0.5 }, delay],
    ['retryDelay "1000"', { retryDelay: '1000' as unknown as number }, delay],
    ['retryOn 503', { retryOn: 503 as unknown as number[] }, retryOn],
    ['retryOn "503"', { retryOn: '503' as unknown as number[] }, retryOn],
  ];

  it.each(bad)('%s throws when wrapping', (_name, options, [code, message]) => {
    const wrap = () => withRetry(vi.fn(), options);
    expect(wrap).toThrow(RetryArgumentError);
    expect(wrap).toThrow(expect.objectContaining({ code, message }));
  });

  it.each(bad)('%s rejects per call', async (_name, options, [code, message]) => {
    await expect(withRetry(vi.fn())('/x', options)).rejects.toMatchObject({ code, message });
  });

  it.each<[string, RetryOptions]>([
    ['zero retries and delay', { retries: 0, retryDelay: 0 }],
    ['a delay function', { retryDelay: () => 5 }],
    ['a status list', { retryOn: [503] }],
    ['a retryOn function', { retryOn: () => false }],
  ])('accepts %s', (_name, options) => {
    expect(() => withRetry(vi.fn(), options)).not.toThrow();
  });
});

describe('retrying', () => {
  it('defaults to 3 retries 1000 ms apart (spec 001 s9), on network errors', async () => {
    expect(RETRY_DEFAULTS).toEqual({ retries: 3, retryDelay: 1000, retryOn: [] });
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const result = withRetry(fetch)('/x').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(await result).toEqual(new TypeError('Failed to fetch'));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers a reply whose status is not listed, even an error status', async () => {
    const fetch = vi.fn().mockResolvedValue(reply(500));
    await expect(withRetry(fetch)('/x')).resolves.toMatchObject({ status: 500 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries the listed statuses until one passes', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(reply(503))
      .mockResolvedValueOnce(reply(502))
      .mockResolvedValue(reply(200));
    const result = withRetry(fetch, { retryOn: [502, 503] })('/x', { retryDelay: 10 });
    await vi.advanceTimersByTimeAsync(20);
    await expect(result).resolves.toMatchObject({ status: 200 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives the last reply once retries are spent, a retryOn function included', async () => {
    const fetch = vi.fn().mockResolvedValue(reply(503));
    const retryOn = vi.fn((_attempt: number) => true);
    const result = withRetry(fetch)('/x', {
      retries: 2,
      retryDelay: (attempt) => 100 * 2 ** attempt,
      retryOn,
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(retryOn.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1]);
  });

  it('uses injected timers', async () => {
    const setTimeout = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(reply(200));
    const retrying = withRetry(fetch, { timers: { setTimeout, clearTimeout: vi.fn() } });
    await expect(retrying('/x')).resolves.toMatchObject({ status: 200 });
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 1000);
  });

  it('stops at once when the signal aborts during a delay', async () => {
    const fetch = vi.fn().mockResolvedValue(reply(503));
    const controller = new AbortController();
    const result = withRetry(fetch, { retryOn: [503] })('/x', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('gone'));
    expect(await result).toEqual(new Error('gone'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not retry a request its own signal aborted', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async () => {
      controller.abort(new Error('cancelled'));
      throw new Error('aborted');
    });
    await expect(withRetry(fetch)('/x', { signal: controller.signal })).rejects.toThrow('cancelled');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('passes a fresh copy of a Request to each attempt', async () => {
    const bodies: string[] = [];
    const fetch = vi.fn(async (input: string | URL | Request) => {
      bodies.push(await (input as Request).text());
      return reply(bodies.length < 2 ? 503 : 200);
    });
    const result = withRetry(fetch, { retryOn: [503], retryDelay: 0 })(
      new Request('http://localhost/x', { method: 'POST', body: 'payload' }),
    );
    await vi.advanceTimersByTimeAsync(0);
    await expect(result).resolves.toMatchObject({ status: 200 });
    expect(bodies).toEqual(['payload', 'payload']);
  });
});
