import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BREAKER_POLICIES,
  createBreaker,
  createFetchBreaker,
  createFetchClient,
  isBreakerError,
} from './index';

// The example of README.md, with a fake backend, so that it stays true.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('README example', () => {
  it('payments: the rates, then the fallback on 5xx; market: EOPENBREAKER once open', async () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const monitor = { addPageAction: vi.fn(), noticeError: vi.fn() };
    let status = 200;
    const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
      status === 200 ? Response.json({ url: String(url), rates: { b: 7.05 } }) : new Response('', { status }),
    );

    const http = createFetchClient({ fetch, logger, headers: { 'X-fwd-svc': 'atc' } });
    const payments = createFetchBreaker(BREAKER_POLICIES.payments, http, { logger, monitor });
    await expect(
      payments.fire({ url: '/rest/retailing/payments', query: { zip: '30303', price: 25_000 } }),
    ).resolves.toEqual({ url: '/rest/retailing/payments?zip=30303&price=25000', rates: { b: 7.05 } });
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'X-fwd-svc': 'atc' });

    status = 503;
    await expect(payments.fire({ url: '/rest/retailing/payments' })).resolves.toEqual({
      error: 'Circuit Breaker for /rest/retailing/payments is open',
      rates: {},
    });

    const market = createBreaker(
      BREAKER_POLICIES.market,
      async ({ signal }, zip: string) => {
        const response = await fetch(`/market?zip=${zip}`, { signal });
        if (!response.ok) throw Object.assign(new Error(response.statusText), { status: response.status });
        return response.json();
      },
      { logger, monitor },
    );
    for (let i = 0; i < 5; i++) await market.fire('30303').catch(() => {});
    const error = await market.fire('30303').catch((e: unknown) => e);
    expect(isBreakerError(error, 'EOPENBREAKER')).toBe(true);

    payments.shutdown();
    market.shutdown();
    expect(vi.getTimerCount()).toBe(0);
  });
});
