import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMarketLookup,
  INVALID_ZIP_MESSAGE,
  isZip,
  MARKET_CALL_FAILED_MESSAGE,
  MARKET_TIMEOUT_MS,
  type MarketReply,
  marketNotFoundMessage,
  type ZipDetails,
} from './index';
import { NOT_FIVE_DIGITS } from './market-lookup.cases';

const KNOWN: Record<string, ZipDetails> = {
  '78701': { zip: '78701', city: 'Austin', state: 'TX' },
  '53703': { zip: '53703', city: 'Madison', state: 'WI' },
};
const describeZip = (zip: string) => KNOWN[zip];
const AUSTIN = { city: 'Austin', state: 'TX', zips: ['78701', '78702'], dma: '635' };

function setup(
  reply: (params: { city: string; state: string }, init: { signal: AbortSignal }) => Promise<MarketReply>,
) {
  const fetchMarket = vi.fn(reply);
  const logger = { error: vi.fn() };
  return { fetchMarket, logger, lookup: createMarketLookup({ fetchMarket, describeZip, logger }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('market lookup (spec 001 s5, s7, s8)', () => {
  it.each(NOT_FIVE_DIGITS)('refuses a zip that is not exactly five digits: $rule', async ({ zip }) => {
    const { lookup, fetchMarket } = setup(async () => ({ success: true, payload: AUSTIN }));
    expect(isZip(zip)).toBe(false);
    expect(await lookup(zip)).toEqual({ success: false, message: INVALID_ZIP_MESSAGE });
    expect(fetchMarket).not.toHaveBeenCalled();
  });

  it('gives the invalid-zip message for five digits that are not a known zip', async () => {
    const { lookup, fetchMarket } = setup(async () => ({ success: true, payload: AUSTIN }));
    expect(await lookup('00000')).toEqual({ success: false, message: 'zipcode is missing or invalid' });
    expect(fetchMarket).not.toHaveBeenCalled();
  });

  it('calls with the zip\'s city and state and gives "success and payload"', async () => {
    const { lookup, fetchMarket } = setup(async () => ({ success: true, payload: AUSTIN }));
    expect(await lookup('78701')).toEqual({ success: true, payload: AUSTIN });
    expect(fetchMarket).toHaveBeenCalledWith(
      { city: 'Austin', state: 'TX' },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('is "cached locally first": a second lookup of the zip makes no call', async () => {
    const { lookup, fetchMarket } = setup(async () => ({ success: true, payload: AUSTIN }));
    await lookup('78701');
    expect(await lookup('78701')).toEqual({ success: true, payload: AUSTIN });
    expect(fetchMarket).toHaveBeenCalledTimes(1);
  });

  it("fails with 'cannot find zipcode data for {city} {state}' as an unsuccessful result", async () => {
    const { lookup, logger } = setup(async () => ({ success: false }));
    expect(marketNotFoundMessage('Madison', 'WI')).toBe('cannot find zipcode data for Madison WI');
    expect(await lookup('53703')).toEqual({
      success: false,
      message: 'cannot find zipcode data for Madison WI',
    });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('gives the same failure for a successful reply without a payload', async () => {
    const { lookup } = setup(async () => ({ success: true, payload: null }));
    expect(await lookup('78701')).toEqual({
      success: false,
      message: 'cannot find zipcode data for Austin TX',
    });
  });

  it('logs a call that throws, gives the failure value and does not cache it', async () => {
    let calls = 0;
    const { lookup, logger, fetchMarket } = setup(async () => {
      calls += 1;
      if (calls === 1) throw new Error('502');
      return { success: true, payload: AUSTIN };
    });
    expect(await lookup('78701')).toEqual({
      success: false,
      message: 'cannot find zipcode data for Austin TX',
    });
    expect(logger.error).toHaveBeenCalledWith(MARKET_CALL_FAILED_MESSAGE, expect.any(Error));
    expect(await lookup('78701')).toEqual({ success: true, payload: AUSTIN });
    expect(fetchMarket).toHaveBeenCalledTimes(2);
  });

  it('logs a describeZip that throws and gives the invalid-zip message', async () => {
    const logger = { error: vi.fn() };
    const lookup = createMarketLookup({
      fetchMarket: async () => ({ success: true, payload: AUSTIN }),
      describeZip: () => Promise.reject(new Error('offline')),
      logger,
    });
    expect(await lookup('78701')).toEqual({ success: false, message: INVALID_ZIP_MESSAGE });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('abandons the call after the "Market request timeout 20 s" and aborts its signal', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const { lookup } = setup((_params, init) => {
      signal = init.signal;
      return new Promise(() => {});
    });
    let settled: unknown;
    void lookup('78701').then((result) => {
      settled = result;
    });
    await vi.advanceTimersByTimeAsync(MARKET_TIMEOUT_MS - 1);
    expect(MARKET_TIMEOUT_MS).toBe(20_000);
    expect(settled).toBeUndefined();
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ success: false, message: 'cannot find zipcode data for Austin TX' });
    expect(signal?.aborted).toBe(true);
  });

  it('clears its timer when the call answers', async () => {
    vi.useFakeTimers();
    const { lookup } = setup(async () => ({ success: true, payload: AUSTIN }));
    await lookup('78701');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes injected timers and a longer time-out, or none (Infinity, for a circuit breaker)', async () => {
    const timers = { setTimeout: vi.fn(() => 7), clearTimeout: vi.fn() };
    const fetchMarket = async () => ({ success: true, payload: AUSTIN });
    await createMarketLookup({ fetchMarket, describeZip, timers, timeoutMs: 30_000 })('78701');
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 30_000);
    expect(timers.clearTimeout).toHaveBeenCalledWith(7);
    timers.setTimeout.mockClear();
    await createMarketLookup({ fetchMarket, describeZip, timers, timeoutMs: Number.POSITIVE_INFINITY })(
      '78701',
    );
    expect(timers.setTimeout).not.toHaveBeenCalled();
  });

  it.each([0, -1, Number.NaN])(
    'refuses a time-out of %j with LocationOptionError INVALID_OPTION',
    (timeoutMs) => {
      expect(() => createMarketLookup({ fetchMarket: vi.fn(), describeZip, timeoutMs })).toThrow(
        expect.objectContaining({ name: 'LocationOptionError', code: 'INVALID_OPTION', option: 'timeoutMs' }),
      );
    },
  );
});
