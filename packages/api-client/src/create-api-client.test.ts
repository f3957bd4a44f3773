import {
  BREAKER_ERROR_CODES,
  isBreakerError,
  PAYMENTS_BREAKER_OPEN_MESSAGE,
  PAYMENTS_FALLBACK_REPORT,
} from '@forecourt/breakers';
import { apiError, CONTRACTS, type Contract } from '@forecourt/contracts';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiClientError, type ApiClientOptions, createApiClient } from './index';
import {
  BASE_URL,
  CERTIFIED_CONTENT,
  CONSUMER,
  LISTINGS,
  PAYMENTS,
  SAVE_VEHICLE,
  WALLET,
} from './test-fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const quietLogger = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };

/** A handler for one contract answering `reply` (status `status`), recording the requests it saw. */
function serve(contract: Contract, reply: unknown, status = contract.replyStatus, prefix = '') {
  const seen: Request[] = [];
  const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  server.use(
    http[method](`${BASE_URL}${prefix}${contract.path}`, ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json(reply as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

function client(options: Partial<ApiClientOptions> = {}) {
  const made = createApiClient({ baseUrl: BASE_URL, logger: quietLogger, ...options });
  afterEach(() => made.shutdown());
  return made;
}

async function rejection(promise: Promise<unknown>): Promise<ApiClientError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiClientError);
  return error as ApiClientError;
}

describe('fixtures', () => {
  it.each([
    ['getConsumer', CONSUMER],
    ['getWallet', WALLET],
    ['getPayments', PAYMENTS],
    ['getListingsByIds', LISTINGS],
    ['saveVehicle', SAVE_VEHICLE],
    ['getCertifiedContent', CERTIFIED_CONTENT],
  ] as const)('%s fixture is a valid reply', (name, reply) => {
    expect(CONTRACTS[name].reply.safeParse(reply).success).toBe(true);
  });
});

describe('requests', () => {
  const api = client({ getToken: () => 't-1' });

  it('sends a repeated key for a list and a comma list as given (spec 001 s7, spec 000 s7)', async () => {
    const seen = serve(CONTRACTS.getListingsByIds, LISTINGS);
    const reply = await api.getListingsByIds({ query: { listingId: ['712345678', '712345679'] } });
    await api.getListingsByIds({ query: { listingId: '712345678,712345679', numRecords: 2 } });
    expect(reply.listings[0]?.id).toBe('712345678');
    const [repeated, comma] = seen.map((request) => new URL(request.url));
    expect(repeated?.pathname).toBe('/rest/lsc/listing');
    expect(repeated?.searchParams.getAll('listingId')).toEqual(['712345678', '712345679']);
    expect(comma?.search).toBe('?listingId=712345678%2C712345679&numRecords=2');
  });

  it('fills path parameters, URI-encoded', async () => {
    const seen = serve(CONTRACTS.getWallet, WALLET);
    const reply = await api.getWallet({ params: { walletId: 'w:1' } });
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/wallet-storage/wallets/w%3A1');
    expect(reply.paymentInfo.creditType).toBe('b');
  });

  it('sends the body as JSON with the method of the contract', async () => {
    const seen = serve(CONTRACTS.saveVehicle, SAVE_VEHICLE);
    await expect(api.saveVehicle({ body: { listingId: '712345678' } })).resolves.toEqual(SAVE_VEHICLE);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]?.json()).toEqual({ listingId: '712345678' });
  });

  it('sends X-fwd-svc atc on listing and payments calls only (spec 001 s7, 002 s7)', async () => {
    const payments = serve(CONTRACTS.getPayments, PAYMENTS);
    const wallet = serve(CONTRACTS.getWallet, WALLET);
    await api.getPayments({ query: { price: 20_000 } });
    await api.getWallet({ params: { walletId: 'w-1' } });
    expect(payments[0]?.headers.get('x-fwd-svc')).toBe('atc');
    expect(wallet[0]?.headers.has('x-fwd-svc')).toBe(false);
  });

  it('uses the injected fetch', async () => {
    const fetch = vi.fn(async () => HttpResponse.json(CONSUMER));
    const injected = client({ fetch, getToken: () => 't-1', baseUrl: `${BASE_URL}/` });
    await expect(injected.getConsumer()).resolves.toEqual(CONSUMER);
    expect(fetch).toHaveBeenCalledWith(
      `${BASE_URL}/account-api/consumer`,
      expect.objectContaining({ method: 'GET' }),
    );
  });
});

describe('types', () => {
  it("takes each contract's input and gives its reply", () => {
    const api = createApiClient({ baseUrl: BASE_URL });
    expectTypeOf(api.getWallet).parameter(0).toExtend<{ params: { walletId: string } }>();
    expectTypeOf<{ params: { walletId: string } }>().toExtend<Parameters<typeof api.getWallet>[0]>();
    // A call with required parts cannot be made without them; one without parts takes no argument.
    const misuse = () => {
      // @ts-expect-error params is required
      void api.getWallet({});
      void api.getConsumer();
    };
    expect(typeof misuse).toBe('function');
    expectTypeOf(api.getConsumer).returns.resolves.toEqualTypeOf<{
      consumerid: string;
      email: string;
      phone?: string | undefined;
    }>();
    // The payments breaker's fallback is part of the reply type.
    expectTypeOf(api.getPayments).returns.resolves.toHaveProperty('error');
  });
});

describe('the bearer token', () => {
  it.each([
    ['required', 'getConsumer', 'Bearer t-1'],
    ['optional', 'getListingsByIds', 'Bearer t-1'],
    ['none', 'getWallet', null],
  ] as const)('auth %s: %s sends %s', async (_auth, name, header) => {
    const api = client({ getToken: async () => 't-1' });
    const seen = serve(
      CONTRACTS[name],
      { getConsumer: CONSUMER, getListingsByIds: LISTINGS, getWallet: WALLET }[name],
    );
    if (name === 'getConsumer') await api.getConsumer();
    if (name === 'getListingsByIds') await api.getListingsByIds({ query: { listingId: ['712345678'] } });
    if (name === 'getWallet') await api.getWallet({ params: { walletId: 'w-1' } });
    expect(seen[0]?.headers.get('authorization')).toBe(header);
  });

  it('signed out: a required-auth call rejects SIGNED_OUT without a request', async () => {
    const api = client({ getToken: () => null });
    const seen = serve(CONTRACTS.getConsumer, CONSUMER);
    const error = await rejection(api.getConsumer());
    expect(error).toMatchObject({ code: 'SIGNED_OUT', call: 'getConsumer' });
    expect(seen).toHaveLength(0);
  });

  it('signed out: an optional-auth call goes without the header', async () => {
    const seen = serve(CONTRACTS.getListingsByIds, LISTINGS);
    await client().getListingsByIds({ query: { listingId: ['712345678'] } });
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });
});

describe('errors', () => {
  const api = client({ getToken: () => 't-1' });

  it.each([
    ['query.zip', () => api.getPayments({ query: { zip: '7870' } })],
    ['body.listingId', () => api.saveVehicle({ body: {} })],
    ['params.walletId', () => api.getWallet({ params: { walletId: '' } })],
  ])('a bad request is INVALID_REQUEST naming %s, never sent', async (field, send) => {
    const error = await rejection(send());
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.field).toBe(field);
    expect(error.message).toContain(field);
  });

  it('a non-2xx reply is HTTP_STATUS with the status and the error reply', async () => {
    const reply = apiError('NOT_FOUND', 'No wallet w-9');
    serve(CONTRACTS.getWallet, reply, 404);
    const error = await rejection(api.getWallet({ params: { walletId: 'w-9' } }));
    expect(error).toMatchObject({ code: 'HTTP_STATUS', call: 'getWallet', status: 404, apiError: reply });
  });

  it('keeps the errorMessage a share refusal carries: "that message is shown as a server error" (spec 001 s8)', async () => {
    const reply = {
      ...apiError('RATE_LIMITED', 'sender over limit'),
      errorMessage: 'Please try again later.',
    };
    serve(CONTRACTS.emailFriend, reply, 429);
    const error = await rejection(
      api.emailFriend({
        body: {
          originPageUrl: 'https://www.example.com/',
          listingId: '712345678',
          toEmailAddress: 'friend@example.com',
          fromEmailAddress: 'me@example.com',
          clientRequestId: 'r-1',
          leadType: 'EMAILTOFRIEND',
        },
      }),
    );
    expect(error).toMatchObject({ status: 429, apiError: { errorMessage: 'Please try again later.' } });
  });

  it('a non-2xx reply that is not an error reply has no apiError', async () => {
    serve(CONTRACTS.getWallet, { oops: true }, 502);
    const error = await rejection(api.getWallet({ params: { walletId: 'w-1' } }));
    expect(error).toMatchObject({ code: 'HTTP_STATUS', status: 502, apiError: undefined });
  });

  it('a reply that fails its schema is INVALID_REPLY naming the call and the field', async () => {
    serve(CONTRACTS.getWallet, { ...WALLET, paymentInfo: { ...WALLET.paymentInfo, creditType: 'z' } });
    const error = await rejection(api.getWallet({ params: { walletId: 'w-1' } }));
    expect(error.code).toBe('INVALID_REPLY');
    expect(error.field).toBe('reply.paymentInfo.creditType');
    expect(error.message.startsWith('getWallet: reply.paymentInfo.creditType ')).toBe(true);
  });
});

describe('validate: false (a browser bundle without the schemas)', () => {
  const api = client({ getToken: () => 't-1', validate: false });

  it("sends a bad request, and the API's 400 is HTTP_STATUS naming the field", async () => {
    const reply = apiError('BAD_REQUEST', 'query.zip: Invalid string', 'query.zip');
    const seen = serve(CONTRACTS.getPayments, reply, 400);
    const error = await rejection(api.getPayments({ query: { zip: '7870' } }));
    expect(seen).toHaveLength(1);
    expect(error).toMatchObject({ code: 'HTTP_STATUS', status: 400, field: 'query.zip', apiError: reply });
  });

  it('sends what a validating client sends: method, path, body and X-fwd-svc (spec 001 s7)', async () => {
    const listings = serve(CONTRACTS.getListingsByIds, LISTINGS);
    const saved = serve(CONTRACTS.saveVehicle, SAVE_VEHICLE);
    await api.getListingsByIds({ query: { listingId: ['712345678', '712345679'] } });
    await api.saveVehicle({ body: { listingId: '712345678' } });
    expect(listings[0]?.headers.get('x-fwd-svc')).toBe('atc');
    expect(new URL(listings[0]?.url ?? '').search).toBe('?listingId=712345678&listingId=712345679');
    expect(saved[0]?.method).toBe('POST');
    expect(saved[0]?.headers.get('authorization')).toBe('Bearer t-1');
    expect(await saved[0]?.json()).toEqual({ listingId: '712345678' });
  });

  it('returns the reply as the API sent it', async () => {
    const drifted = { ...WALLET, paymentInfo: { ...WALLET.paymentInfo, creditType: 'z' } };
    serve(CONTRACTS.getWallet, drifted);
    await expect(api.getWallet({ params: { walletId: 'w-1' } })).resolves.toEqual(drifted);
  });

  it('reads an error reply by its shape, and a body that is not one as none', async () => {
    serve(CONTRACTS.getWallet, { oops: true }, 502);
    const error = await rejection(api.getWallet({ params: { walletId: 'w-1' } }));
    expect(error).toMatchObject({ code: 'HTTP_STATUS', status: 502, apiError: undefined, field: undefined });
  });
});

describe('reply headers', () => {
  const api = client();
  const created = { ...WALLET, statusCode: 201, id: 'w-7' };
  const serveCreate = (reply: unknown, status: number) =>
    server.use(
      http.post(`${BASE_URL}${CONTRACTS.createWallet.path}`, () =>
        HttpResponse.json(reply as Record<string, unknown>, {
          status,
          headers: { location: '/wallet-storage/wallets/w-7' },
        }),
      ),
    );

  it("gives onReplyHeaders the headers of a success reply: createWallet's Location (spec 002 s7)", async () => {
    serveCreate(created, 201);
    let location: string | null = null;
    const onReplyHeaders = vi.fn((headers: Headers) => {
      location = headers.get('location');
    });
    await expect(api.createWallet(undefined, { onReplyHeaders })).resolves.toEqual(created);
    expect(onReplyHeaders).toHaveBeenCalledOnce();
    expect(location).toBe('/wallet-storage/wallets/w-7');
  });

  it.each([
    ['an error reply', apiError('BAD_REQUEST', 'no'), 400],
    ['a reply that fails its schema', { id: 7 }, 201],
  ])('does not call onReplyHeaders for %s', async (_what, reply, status) => {
    serveCreate(reply, status);
    const onReplyHeaders = vi.fn();
    await api.createWallet(undefined, { onReplyHeaders }).catch(() => undefined);
    expect(onReplyHeaders).not.toHaveBeenCalled();
  });

  it('passes the headers through a breaker too', async () => {
    serve(CONTRACTS.getPayments, PAYMENTS);
    const onReplyHeaders = vi.fn();
    await api.getPayments(undefined, { onReplyHeaders });
    expect(onReplyHeaders).toHaveBeenCalledWith(expect.any(Headers));
  });
});

describe('breakers (spec 002 s8)', () => {
  it('payments fall back to "Circuit Breaker for /rest/retailing/payments is open" when the server fails', async () => {
    const monitor = { addPageAction: vi.fn(), noticeError: vi.fn() };
    const api = client({ monitor });
    serve(CONTRACTS.getPayments, apiError('INTERNAL', 'down'), 500);
    await expect(api.getPayments({ query: { price: 20_000 } })).resolves.toEqual({
      error: 'Circuit Breaker for /rest/retailing/payments is open',
      rates: {},
    });
    expect(PAYMENTS_BREAKER_OPEN_MESSAGE).toBe('Circuit Breaker for /rest/retailing/payments is open');
    expect(monitor.noticeError).toHaveBeenCalledWith(expect.any(ApiClientError), {
      breaker: '/rest/retailing/payments',
      note: PAYMENTS_FALLBACK_REPORT,
    });
  });

  it('a status below 500 is not failed over: the 404 rejects as it is', async () => {
    const api = client();
    serve(CONTRACTS.getPayments, apiError('NOT_FOUND', 'No listing 1'), 404);
    const error = await rejection(api.getPayments({ query: { listingId: '712345678' } }));
    expect(error).toMatchObject({ code: 'HTTP_STATUS', status: 404 });
  });

  it('without breakers the 500 rejects HTTP_STATUS', async () => {
    serve(CONTRACTS.getPayments, apiError('INTERNAL', 'down'), 500);
    const error = await rejection(client({ breakers: false }).getPayments({ query: {} }));
    expect(error).toMatchObject({ code: 'HTTP_STATUS', status: 500 });
  });

  it('shutdown stops the breakers made so far', async () => {
    const api = client();
    serve(CONTRACTS.getPayments, PAYMENTS);
    await expect(api.getPayments()).resolves.toEqual(PAYMENTS);
    api.shutdown();
    const error = await api.getPayments().catch((reason: unknown) => reason);
    expect(isBreakerError(error, BREAKER_ERROR_CODES.shutdown)).toBe(true);
  });
});

describe('the /cm-api prefix on the review-site hosts (spec 001 s2)', () => {
  it.each([
    ['carAndDriver', '/cm-api'],
    ['atc', ''],
    [{ apiPathPrefix: '/cm-api' } as const, '/cm-api'],
  ] as const)('brand %o prefixes paths with "%s"', async (brand, prefix) => {
    const seen = serve(CONTRACTS.getWallet, WALLET, 200, prefix);
    await client({ brand }).getWallet({ params: { walletId: 'w-1' } });
    expect(new URL(seen[0]?.url ?? '').pathname).toBe(`${prefix}/wallet-storage/wallets/w-1`);
  });

  it('a path already under /cm-api is not prefixed twice', async () => {
    const seen = serve(CONTRACTS.getCertifiedContent, CERTIFIED_CONTENT);
    await client({ brand: 'carAndDriver' }).getCertifiedContent();
    expect(new URL(seen[0]?.url ?? '').pathname).toBe(
      '/cm-api/content/static/json/atc/cpo/certifiedcontentsimple.json',
    );
  });
});
