import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BREAKER_POLICIES, createBreakerGroup, isBreakerError } from './index';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createBreakerGroup', () => {
  it('makes breakers with shared options and shuts them all down', async () => {
    const logger = { warn: vi.fn(), error: vi.fn() };
    const group = createBreakerGroup({ logger, defaults: { volumeThreshold: 1 } });
    const listing = group.create(BREAKER_POLICIES.listing, async (_call, id: number) => ({ id }));
    const market = group.create(BREAKER_POLICIES.market, async () => {
      throw Object.assign(new Error('down'), { status: 500 });
    });
    await expect(listing.fireWith({}, 7)).resolves.toEqual({ id: 7 });
    await market.fire().catch(() => {});
    expect(market.state).toBe('open');
    expect(logger.error).toHaveBeenCalledWith('Circuit Breaker for market reference data opened', {
      breaker: 'market reference data',
      event: 'open',
    });
    expect(group.breakers.map((breaker) => breaker.name)).toEqual([
      '/rest/lsc/listing',
      'market reference data',
    ]);
    expect(vi.getTimerCount()).toBeGreaterThan(0);

    group.shutdown();
    expect(vi.getTimerCount()).toBe(0);
    expect(group.breakers.map((breaker) => breaker.state)).toEqual(['shutdown', 'shutdown']);
    expect(isBreakerError(await listing.fire(1).catch((e: unknown) => e), 'ESHUTDOWN')).toBe(true);
  });
});
