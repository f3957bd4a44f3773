import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREAKER_ERROR_CODES, createBreaker, isBreakerError } from './index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BREAKER_ERROR_CODES', () => {
  it('names the three errors of spec 000 s8 ("open breaker, timeout, too many concurrent requests") and shutdown', () => {
    expect(BREAKER_ERROR_CODES).toEqual({
      open: 'EOPENBREAKER',
      timeout: 'ETIMEDOUT',
      capacity: 'ESEMLOCKED',
      shutdown: 'ESHUTDOWN',
    });
  });
});

describe('isBreakerError', () => {
  it('recognises the errors opossum raises, by code', async () => {
    const breaker = createBreaker(
      { name: 'codes', timeout: 10, capacity: 1 },
      () => new Promise<never>(() => {}),
      { logger: { warn: () => {}, error: () => {} } },
    );
    const timedOut = breaker.fire().catch((error: unknown) => error);
    const locked = await breaker.fire().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10);
    breaker.shutdown();
    expect(isBreakerError(locked, 'ESEMLOCKED')).toBe(true);
    expect(isBreakerError(locked, 'ETIMEDOUT')).toBe(false);
    expect(isBreakerError(await timedOut, 'ETIMEDOUT')).toBe(true);
    expect(isBreakerError(await timedOut)).toBe(true);
  });

  it.each([
    [
      'a network time-out with the same code',
      Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT' }),
    ],
    ['a plain error', new Error('Breaker is open')],
    ['an object with the code', { code: 'EOPENBREAKER' }],
    ['undefined', undefined],
  ])('rejects %s', (_name, value) => {
    expect(isBreakerError(value)).toBe(false);
  });
});
