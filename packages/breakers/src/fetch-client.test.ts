import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BREAKER_POLICIES,
  createFetchBreaker,
  createFetchClient,
  FetchQueryError,
  HttpError,
  isBreakerError,
  ParallelTimeoutError,
} from './index';

function json(body: unknown, status = 200, statusText = 'OK') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText });
}

function setup(
  respond: (url: string, init: RequestInit) => Response | Promise<Response> = () => json({ ok: 1 }),
) {
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) =>
    respond(String(input), init),
  );
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const client = createFetchClient({ fetch, logger, headers: { 'X-fwd-svc': 'atc' } });
  const sent = (index = 0) => {
    const [url, init] = fetch.mock.calls[index] ?? [];
    return { url, init: init as RequestInit, body: init?.body ? JSON.parse(String(init.body)) : undefined };
  };
  return { fetch, logger, client, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('POST, PUT and PATCH (spec 002 s7)', () => {
  it.each(['post', 'put', 'patch'] as const)(
    '%s merges query, search and data into a JSON body, credentials included',
    async (method) => {
      const { client, sent } = setup();
      await client[method]('/account-api/search', {
        query: { brand: 'ATC', zip: '30303', drop: undefined },
        search: '?zip=78701&makeCode=HONDA&makeCode=FORD',
        data: { searchName: 'Hondas', brand: 'KBB' },
      });
      const { url, init, body } = sent();
      expect(url).toBe('/account-api/search');
      expect(init.method).toBe(method.toUpperCase());
      expect(init.credentials).toBe('include');
      expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-fwd-svc': 'atc' });
      expect(body).toEqual({ brand: 'KBB', zip: '78701', makeCode: ['HONDA', 'FORD'], searchName: 'Hondas' });
    },
  );

  it.each([
    ['an HTML page', '<html>Service</html>'],
    ['plain text', 'OK'],
    ['an empty reply', ''],
  ])('turns %s into an empty object', async (_name, text) => {
    const { client } = setup(() => new Response(text, { status: 200 }));
    await expect(client.post('/x', { data: { a: 1 } })).resolves.toEqual({});
  });

  it('parses a JSON reply', async () => {
    const { client } = setup(() => json({ bookmarkSaved: true }));
    await expect(client.post('/x')).resolves.toEqual({ bookmarkSaved: true });
  });
});

describe('GET and query data', () => {
  it('adds query data to the URL, lists as repeated keys, same-origin credentials', async () => {
    const { client, sent } = setup();
    await client.get('/rest/lsc/listing', {
      query: { listingId: [123456, 654321], numRecords: 12, hideFilters: true, skip: null },
    });
    expect(sent().url).toBe(
      '/rest/lsc/listing?listingId=123456&listingId=654321&numRecords=12&hideFilters=true',
    );
    expect(sent().init.credentials).toBe('same-origin');
    expect(sent().init.body).toBeUndefined();
  });

  it('"A fetch may not add query data to a URL that already has a query string" (spec 002 s5)', async () => {
    const { client, fetch } = setup();
    const url = '/cars-for-sale/kbbresearch/reference/vehicleoptions/vehicleId/1234?limit=500';
    await expect(client.get(url, { query: { limit: 5 } })).rejects.toThrow(FetchQueryError);
    await expect(client.get(url, { query: { limit: 5 } })).rejects.toMatchObject({
      code: 'QUERY_ON_QUERY_URL',
      url,
    });
    expect(fetch).not.toHaveBeenCalled();
    await client.get(url);
    await client.get(url, { query: { nothing: undefined } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('a reply that is not ok (spec 002 s8)', () => {
  it('is logged and returns nothing', async () => {
    const { client, logger } = setup(() => json({}, 404, 'Not Found'));
    await expect(client.get('/account-api/consumer')).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledWith(
      'Fetch failed: GET /account-api/consumer answered 404 Not Found',
      {
        status: 404,
        url: '/account-api/consumer',
      },
    );
  });

  it('rejects with its status text when asked to', async () => {
    const { client, logger } = setup(() => json({}, 500, 'Internal Server Error'));
    const error = await client.get('/x', { rejectOnError: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, message: 'Internal Server Error', url: '/x' });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('rejects when retries are in use, after them', async () => {
    const { client, fetch } = setup(() => json({}, 503, 'Service Unavailable'));
    const result = client.get('/x', { retry: { retryOn: [503], retries: 1 } }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects when a breaker is in use, which counts 5xx and serves its fallback', async () => {
    const { client } = setup(() => json({}, 502, 'Bad Gateway'));
    const listing = createFetchBreaker(BREAKER_POLICIES.listing, client, {
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    await expect(listing.fire({ url: '/rest/lsc/listing', query: { listingId: 1 } })).resolves.toEqual({});
    expect(listing.stats.failures).toBe(1);
    listing.shutdown();
  });
});

describe('createFetchBreaker', () => {
  it('passes the signal, so a time-out cancels the request', async () => {
    let signal: AbortSignal | undefined;
    const { client } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(signal?.reason));
        }),
    );
    const market = createFetchBreaker(BREAKER_POLICIES.market, client, {
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    const result = market.fire({ url: '/market', query: { zip: '30303' } }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(signal?.aborted).toBe(true);
    expect(isBreakerError(await result, 'ETIMEDOUT')).toBe(true);
    market.shutdown();
  });

  it('resolves with the JSON reply', async () => {
    const { client } = setup(() => json({ listings: [{ id: 1 }] }));
    const listing = createFetchBreaker<{ listings: { id: number }[] }, Record<string, never>>(
      BREAKER_POLICIES.listing,
      client,
    );
    await expect(listing.fire({ url: '/rest/lsc/listing' })).resolves.toEqual({ listings: [{ id: 1 }] });
    listing.shutdown();
  });
});

describe('all', () => {
  it('returns each reply or failure by key, a not-ok reply as a failure', async () => {
    const { client } = setup((url) => (url === '/bad' ? json({}, 500, 'Server Error') : json({ url })));
    const results = await client.all({ good: { url: '/good' }, bad: { url: '/bad' } });
    expect(results.good).toEqual({ status: 'fulfilled', value: { url: '/good' } });
    expect(results.bad).toMatchObject({ status: 'rejected', reason: { status: 500 } });
  });

  it('fails what is still running after 30 s', async () => {
    const { client } = setup((url) => (url === '/slow' ? new Promise<Response>(() => {}) : json({})));
    const results = client.all({ slow: { url: '/slow' }, fast: { url: '/fast' } });
    await vi.advanceTimersByTimeAsync(30_000);
    const { slow, fast } = await results;
    expect(fast.status).toBe('fulfilled');
    expect(slow).toMatchObject({ status: 'rejected', reason: expect.any(ParallelTimeoutError) });
  });
});

describe('the default fetch', () => {
  it('is the global one, looked up at call time', async () => {
    const global = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ hit: true }));
    const client = createFetchClient();
    await expect(client.get('http://localhost/x')).resolves.toEqual({ hit: true });
    global.mockRestore();
  });
});
