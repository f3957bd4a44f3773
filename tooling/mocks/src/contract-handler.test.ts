import { CONTRACTS } from '@forecourt/contracts';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  contractHandler,
  DEFAULT_ERROR_MESSAGES,
  delayedReply,
  EMPTY_REPLIES,
  emptyReply,
  errorReply,
  handlers,
  type MockCall,
  MockError,
  neverReply,
} from './index';
import { send, TEST_BASE_URL } from './test-server';
import { VALID_REQUESTS } from './valid-requests.fixtures';

const server = setupServer(...handlers({}, { baseUrl: TEST_BASE_URL }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const use = (...made: ReturnType<typeof contractHandler>[]) => server.use(...made);
const options = { baseUrl: TEST_BASE_URL };

/** Thrown by `run`, or undefined. */
function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('contractHandler: requests the contract refuses', () => {
  it.each([
    ['getZipLocation', { params: { zip: '7870' } }, 'params.zip', 'zip must be exactly five digits'],
    ['searchListings', { query: { numRecords: '500' } }, 'query.numRecords', undefined],
    [
      'searchListings',
      { query: { startYear: '2022', endYear: '2019' } },
      'query.endYear',
      'endYear must not be before startYear',
    ],
    [
      'getListingsByIds',
      { query: { listingId: '712300001,1234' } },
      'query.listingId[1]',
      'listing ids are digits, 5 or more',
    ],
    [
      'emailOwner',
      { body: { ...(VALID_REQUESTS.emailOwner.body as object), name: ' ' } },
      'body.name',
      undefined,
    ],
    [
      'shareText',
      {
        body: {
          requestId: 'share-712300001',
          alertConfigId: 'share',
          dataMap: { mobile_number: '555-0142', sms_message: 'Hi' },
        },
      },
      'body.dataMap.mobile_number',
      'mobile_number must be ten digits (the phone is stripped to digits)',
    ],
  ] as const)('%s %j: 400 naming %s, as the API answers', async (name, request, field, message) => {
    const { status, body } = await send(name, request);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'BAD_REQUEST', field });
    if (message) expect(body.error.message).toBe(`${field}: ${message}`);
  });

  it('answers a call that needs sign-in without a token with 401', async () => {
    const { status, body } = await send('getBookmarkInfo', {}, { signedIn: false });
    expect(status).toBe(401);
    expect(body).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'getBookmarkInfo needs a signed-in user' },
    });
  });

  it('passes the request as its contract parsed it to a resolver', async () => {
    const resolver = vi.fn((_call: MockCall<'searchListings'>) => emptyReply('searchListings'));
    use(contractHandler('searchListings', resolver, options));
    await send('searchListings', { query: { makeCode: 'HONDA,TOYOTA', numRecords: '10' } });
    expect(resolver.mock.calls[0]?.[0]).toMatchObject({
      query: { makeCode: ['HONDA', 'TOYOTA'], numRecords: 10, firstRecord: 0, sortBy: 'relevance' },
    });
  });
});

describe('contractHandler: replies the contract refuses', () => {
  it('throws INVALID_REPLY naming the field when a reply given as a value drifts from the contract', () => {
    const error = thrown(() =>
      contractHandler(
        'getListingsByIds',
        { listings: [{ ownerId: '100201' } as never], owners: [] },
        options,
      ),
    );
    expect(error).toBeInstanceOf(MockError);
    expect(error).toMatchObject({
      code: 'INVALID_REPLY',
      contract: 'getListingsByIds',
      field: 'listings[0].id',
    });
  });

  it("refuses a deal indicator other than 'Great' or 'Good' (spec 000 s3)", () => {
    const reply = { listings: [{ id: '712300001', pricingDetail: { dealIndicator: 'Fair' } }], owners: [] };
    expect(() => handlers({ getListingsByIds: reply as never }, options)).toThrowError(
      expect.objectContaining({ code: 'INVALID_REPLY', field: 'listings[0].pricingDetail.dealIndicator' }),
    );
  });

  it('answers 500 when a resolver computes a reply the contract refuses', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    use(
      contractHandler(
        'getUnreadNotificationsCount',
        () => ({ data: { unreadNotificationsCount: -1 } }),
        options,
      ),
    );
    const { status, body } = await send(
      'getUnreadNotificationsCount',
      VALID_REQUESTS.getUnreadNotificationsCount,
    );
    expect(status).toBe(500);
    expect(JSON.stringify(body)).toContain('data.unreadNotificationsCount');
    expect(logged).toHaveBeenCalled();
  });

  it('throws UNDECLARED_STATUS for an error status the contract does not answer', () => {
    expect(() => contractHandler('searchListings', errorReply(404), options)).toThrowError(
      expect.objectContaining({ code: 'UNDECLARED_STATUS', contract: 'searchListings' }),
    );
  });

  it("checks error replies against the contract's error shape: the share calls need errorMessage", () => {
    expect(() => contractHandler('emailFriend', errorReply(429), options)).toThrowError(
      expect.objectContaining({ code: 'INVALID_REPLY', field: 'errorMessage' }),
    );
  });

  it('throws UNKNOWN_CONTRACT for a name that is not a contract', () => {
    expect(() => contractHandler('getEverything' as never, {} as never, options)).toThrowError(
      expect.objectContaining({ code: 'UNKNOWN_CONTRACT' }),
    );
  });
});

describe('reply helpers', () => {
  it('errorReply: the status and the error shape, with a default message per code', async () => {
    use(contractHandler('searchListings', errorReply(500), options));
    const { status, body } = await send('searchListings', {});
    expect(status).toBe(500);
    expect(body).toEqual({ error: { code: 'INTERNAL', message: DEFAULT_ERROR_MESSAGES.INTERNAL } });
  });

  it('errorReply: extra fields for a contract whose error shape has them', async () => {
    const message = 'You have sent too many messages. Try again in an hour.';
    use(contractHandler('emailFriend', errorReply(429, 'Rate limited', { errorMessage: message }), options));
    const { status, body } = await send('emailFriend', VALID_REQUESTS.emailFriend);
    expect(status).toBe(429);
    expect(body).toEqual({ errorMessage: message, error: { code: 'RATE_LIMITED', message: 'Rate limited' } });
  });

  it('delayedReply: the default reply once the time is up', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    use(contractHandler('getSearchOptions', delayedReply(1500), options));
    let settled = false;
    const answer = send('getSearchOptions', {}).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { status, body } = await answer;
    expect(status).toBe(200);
    expect(body.makes).toContainEqual({ code: 'HONDA', name: 'Honda' });
  });

  it('neverReply: the request stays pending', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    use(contractHandler('searchListings', neverReply(), options));
    const controller = new AbortController();
    let settled = false;
    const answer = send('searchListings', {}, { signal: controller.signal }).then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(settled).toBe(false);
    controller.abort();
    await answer;
  });

  it('emptyReply: an empty reply every contract accepts, for each call that answers a list', () => {
    for (const [name, reply] of Object.entries(EMPTY_REPLIES)) {
      expect(CONTRACTS[name as keyof typeof CONTRACTS].reply.safeParse(reply).success, name).toBe(true);
    }
    expect(emptyReply('searchListings')).toMatchObject({
      listings: [],
      totalResultCount: 0,
      relaxations: [],
    });
  });

  it('emptyReply: NO_EMPTY_REPLY for a call that answers no list', () => {
    expect(() => emptyReply('validateProfileForm')).toThrowError(
      expect.objectContaining({ code: 'NO_EMPTY_REPLY', contract: 'validateProfileForm' }),
    );
  });
});

describe('baseUrl', () => {
  it('answers under the base URL given (a trailing slash is dropped)', async () => {
    server.use(...handlers({}, { baseUrl: 'http://localhost:4000/' }));
    const response = await fetch('http://localhost:4000/rest/location/zip/98101');
    expect(await response.json()).toMatchObject({ city: 'Seattle', state: 'WA', zip: '98101' });
  });
});
