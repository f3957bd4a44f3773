import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREAKER_DEFAULTS, BREAKER_POLICIES, type BreakerPolicy, createBreaker, HttpError } from './index';
import { POLICY_CASES } from './policies.cases';

const quiet = { logger: { warn: () => {}, error: () => {} } };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BREAKER_DEFAULTS', () => {
  it('are those of spec 002 section 9: "time-out 3000 ms, error threshold 50 percent, reset 30000 ms"', () => {
    expect(BREAKER_DEFAULTS).toMatchObject({
      timeout: 3000,
      errorThresholdPercentage: 50,
      resetTimeout: 30_000,
    });
    expect(Object.isFrozen(BREAKER_DEFAULTS)).toBe(true);
  });
});

describe('BREAKER_POLICIES', () => {
  it('has a case for every policy', () => {
    expect(POLICY_CASES.map((c) => c.policy).sort()).toEqual(Object.keys(BREAKER_POLICIES).sort());
  });

  it.each(POLICY_CASES)('$policy: $quote', async ({ policy, timeout, resetTimeout, fallback }) => {
    const breaker = createBreaker(
      BREAKER_POLICIES[policy] as BreakerPolicy<unknown>,
      async () => {
        throw new HttpError(500, 'Internal Server Error', 'x');
      },
      quiet,
    );
    expect(breaker.settings).toMatchObject({ timeout, resetTimeout, errorThresholdPercentage: 50 });
    for (let i = 0; i < 5; i++) await breaker.fire().catch(() => {});
    expect(breaker.state).toBe('open');
    const result = await breaker.fire().then(
      (value) => value,
      () => 'rejects',
    );
    expect(result).toEqual(fallback);
    breaker.shutdown();
  });
});
