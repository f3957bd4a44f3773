import { COOKIES, type CookieJar } from '@forecourt/brand';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_POLL, MISSING_VISITOR_ID_MESSAGE, readVisitorId, waitForCookie } from './index';

function fakeJar(values: Record<string, string> = {}) {
  const get = vi.fn((name: string) => values[name]);
  const jar: CookieJar = {
    get,
    set: (name, value) => {
      values[name] = value;
    },
    remove: (name) => {
      delete values[name];
    },
  };
  return { jar, get, values };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('readVisitorId (spec 001 s8: "Missing ATC_ID on the server logs an error")', () => {
  it('reads ATC_ID', () => {
    const { jar } = fakeJar({ ATC_ID: 'visitor-1' });
    expect(COOKIES.visitorId.name).toBe('ATC_ID');
    expect(readVisitorId(jar, { side: 'server' })).toBe('visitor-1');
  });

  it.each([
    ['missing', {}],
    ['empty', { ATC_ID: '' }],
  ])('logs an error on the server when it is %s', (_, values) => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    expect(readVisitorId(fakeJar(values).jar, { side: 'server', logger })).toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith(MISSING_VISITOR_ID_MESSAGE);
    expect(MISSING_VISITOR_ID_MESSAGE).toContain('Missing ATC_ID on the server');
  });

  it('stays quiet in the browser, where the cookie may still come', () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    expect(readVisitorId(fakeJar().jar, { side: 'browser', logger })).toBeUndefined();
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('waitForCookie (spec 002 s9: "a cookie is polled every 100 ms up to about 50 times")', () => {
  it('keeps the spec constants', () => {
    expect(COOKIE_POLL).toEqual({ intervalMs: 100, maxAttempts: 50 });
  });

  it('resolves at once when the cookie is there', async () => {
    const { jar, get } = fakeJar({ ATC_ID: 'v' });
    await expect(waitForCookie(jar, 'ATC_ID')).resolves.toBe('v');
    expect(get).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads every 100 ms and resolves on the read that finds it', async () => {
    const { jar, get, values } = fakeJar();
    const found = vi.fn();
    void waitForCookie(jar, 'ATC_ID').then(found);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(get).toHaveBeenCalledTimes(11);
    values.ATC_ID = 'late';
    await vi.advanceTimersByTimeAsync(99);
    expect(found).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(found).toHaveBeenCalledWith('late');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up with undefined after 50 reads (0 ms to 4900 ms)', async () => {
    const { jar, get } = fakeJar();
    const found = vi.fn();
    void waitForCookie(jar, 'ATC_ID').then(found);
    await vi.advanceTimersByTimeAsync(4_899);
    expect(get).toHaveBeenCalledTimes(49);
    expect(found).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(get).toHaveBeenCalledTimes(50);
    expect(found).toHaveBeenCalledWith(undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(get).toHaveBeenCalledTimes(50);
  });

  it('stops on abort and clears its timer', async () => {
    const { jar, get } = fakeJar();
    const controller = new AbortController();
    const waiting = waitForCookie(jar, 'ATC_ID', { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(250);
    controller.abort();
    await expect(waiting).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
    expect(get).toHaveBeenCalledTimes(3);
    await expect(waitForCookie(jar, 'ATC_ID', { signal: controller.signal })).resolves.toBeUndefined();
  });
});
