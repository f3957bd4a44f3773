import { CONTRACTS, type ContractName } from '@forecourt/contracts';
import {
  type AccountClient,
  AccountHttpError,
  createSavedItemsStore,
  globalAlert,
} from '@forecourt/saved-items';
import { describe, expect, it, vi } from 'vitest';
import { CALLS, REFUSALS, REFUSED } from './account-client.cases';
import { errorAnswer, type FakeAnswer, fakeApi } from './fake-fetch';
import {
  ACCOUNT_REFUSALS,
  type AccountClientOptions,
  ApiClientError,
  createAccountClient,
  toSearchParams,
  UNREAD_NOTIFICATIONS_QUERY,
} from './index';

/** An account client over a fake API answering `routes`; breakers off unless `apiOptions` turns them on. */
function accountClient(
  routes: Record<string, FakeAnswer> = {},
  apiOptions: Parameters<typeof fakeApi>[1] = {},
  options: AccountClientOptions = {},
) {
  const fake = fakeApi(routes, { breakers: false, ...apiOptions });
  return { ...fake, client: createAccountClient(fake.api, options) };
}

const route = (name: ContractName) => {
  const contract = CONTRACTS[name];
  return `${contract.method} ${contract.path.replace(/:(\w+)/g, (_match, key: string) => (key === 'id' || key === 'vehicleId' ? 'v-1' : key))}`;
};

describe('createAccountClient: every call of the interface', () => {
  it('covers the whole AccountClient interface', () => {
    const client = accountClient().client;
    expect(CALLS.map((item) => item.call).sort()).toEqual(Object.keys(client).sort());
  });

  it.each(CALLS)('$call is $contract', async ({ contract, run, sends, reply, gives }) => {
    expect(CONTRACTS[contract].reply.safeParse(reply).success).toBe(true);
    const { client, sent } = accountClient({ [route(contract)]: { body: reply } });
    await expect(run(client)).resolves.toEqual(gives);
    const [request] = sent;
    expect(`${request?.method} ${request?.url.pathname}`).toBe(route(contract));
    if ('body' in sends) expect(request?.body).toEqual(sends.body);
    if ('search' in sends) expect(request?.url.search).toBe(sends.search);
    // "All calls include an identity token header where available" (spec 000 s7); public calls never do.
    const auth = CONTRACTS[contract].auth === 'none' ? null : 'Bearer t-1';
    expect(request?.headers.get('authorization')).toBe(auth);
  });
});

describe('createAccountClient: the GraphQL unread count', () => {
  it(`posts the query ${UNREAD_NOTIFICATIONS_QUERY} and unwraps data`, async () => {
    const { client, sent } = accountClient({
      'POST /psx-notifications': { body: { data: { unreadNotificationsCount: 0 } } },
    });
    await expect(client.getUnreadNotificationsCount()).resolves.toEqual({ unreadNotificationsCount: 0 });
    expect(sent[0]?.body).toEqual({ query: '{ unreadNotificationsCount }' });
  });

  it('sends the query given as an option', async () => {
    const query = 'query Count { unreadNotificationsCount }';
    const { client, sent } = accountClient(
      { 'POST /psx-notifications': { body: { data: { unreadNotificationsCount: 3 } } } },
      {},
      { unreadNotificationsQuery: query },
    );
    await client.getUnreadNotificationsCount();
    expect(sent[0]?.body).toEqual({ query });
  });
});

describe('createAccountClient: statuses the store reads as reply fields', () => {
  it('lists a value for every call whose reply has a status field', () => {
    expect(Object.keys(ACCOUNT_REFUSALS).sort()).toEqual([...new Set(REFUSALS.map(([call]) => call))].sort());
  });

  it.each(REFUSALS)('%s (%s) answered %s by the API', async (_call, contract, status, run, expected) => {
    const { client } = accountClient({ [route(contract)]: errorAnswer(status, REFUSED) });
    await expect(run(client)).resolves.toEqual(expected);
  });

  it.each([
    [
      'a 5xx of a call with a status field',
      'saveVehicle',
      500,
      (c: AccountClient) => c.saveVehicle({ listingId: '712345678' }),
    ],
    [
      'a 404 of a call without one',
      'deleteAccountVehicle',
      404,
      (c: AccountClient) => c.deleteAccountVehicle({ id: 'v-1' }),
    ],
    ['a 409 of a list call', 'getOwnedVehicles', 409, (c: AccountClient) => c.getOwnedVehicles()],
  ] as const)(
    'rejects %s with AccountHttpError and the server message',
    async (_what, contract, status, run) => {
      const { client } = accountClient({
        [route(contract)]: errorAnswer(status, 'Vehicle v-1 was not found'),
      });
      const error = await run(client).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(AccountHttpError);
      expect(error).toMatchObject({ code: 'HTTP_STATUS', status, statusText: 'Vehicle v-1 was not found' });
      expect((error as AccountHttpError).cause).toBeInstanceOf(ApiClientError);
    },
  );
});

describe('createAccountClient: signed out', () => {
  it('rejects a call that needs a token with SIGNED_OUT, sends nothing and tells onSignedOut', async () => {
    const onSignedOut = vi.fn();
    const { client, fetch } = accountClient({}, { getToken: () => undefined }, { onSignedOut });
    const error = await client.saveVehicle({ listingId: '712345678' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ code: 'SIGNED_OUT', call: 'saveVehicle' });
    expect(fetch).not.toHaveBeenCalled();
    expect(onSignedOut).toHaveBeenCalledWith('saveVehicle');
  });

  it('treats a 401 (a lapsed token) the same: AccountHttpError 401 and onSignedOut', async () => {
    const onSignedOut = vi.fn();
    const { client } = accountClient(
      { 'GET /myatc-api/bookmarkInfo': errorAnswer(401, 'The token has expired') },
      {},
      { onSignedOut },
    );
    await expect(client.getBookmarkInfo()).rejects.toMatchObject({ name: 'AccountHttpError', status: 401 });
    expect(onSignedOut).toHaveBeenCalledWith('getBookmarkInfo');
  });

  it('registers a light user without a token (the call is public)', async () => {
    const { client, sent } = accountClient(
      { 'POST /account-api/lightuser/search': { body: { status: 200, consumerId: 'c-9' } } },
      { getToken: () => undefined },
    );
    const reply = await client.registerLightUser({
      emailAddress: 'jo@example.com',
      brand: 'AT',
      searchParams: { makeCode: 'HONDA' },
    });
    expect(reply).toEqual({ status: 200, consumerId: 'c-9' });
    expect(sent[0]?.headers.get('authorization')).toBeNull();
  });
});

describe('createAccountClient: the listing breaker', () => {
  it("rejects with FALLBACK instead of passing on the breaker's empty object", async () => {
    const { client } = accountClient(
      { 'GET /rest/lsc/listing': errorAnswer(503, 'down') },
      { breakers: true },
    );
    const error = await client
      .getListings({ listingId: '712345678', numRecords: 1 })
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({ name: 'ApiClientError', code: 'FALLBACK', call: 'getListingsByIds' });
  });
});

describe('toSearchParams', () => {
  it.each([
    [{ makeCode: 'HONDA' }, { makeCode: 'HONDA' }],
    [
      { startYear: 2015, vehicleExchange: true },
      { startYear: '2015', vehicleExchange: 'true' },
    ],
    [{ makeCode: ['HONDA', 2, null, { a: 1 }] }, { makeCode: ['HONDA', '2'] }],
    [{ zip: undefined, city: null, nested: { a: 1 } }, {}],
  ])('%j is sent as %j', (criteria, params) => {
    expect(toSearchParams(criteria)).toEqual(params);
  });
});

describe('the saved-items store over createAccountClient', () => {
  const signedIn = (routes: Record<string, FakeAnswer>) =>
    createSavedItemsStore({
      client: accountClient(routes).client,
      brand: 'atc',
      logger: { error: vi.fn(), warn: vi.fn() },
      initialState: { signedIn: true, savedListings: [{ listingId: '712345678', bookmarkId: 'vb-9' }] },
    });

  it('unsaving a bookmark the API does not know (404) alerts and does not put it back', async () => {
    const store = signedIn({ 'POST /account-api/deletebookmark': errorAnswer(404, REFUSED) });
    await expect(store.getState().unsaveVehicle('712345678')).resolves.toMatchObject({ success: false });
    expect(store.getState().savedListings).toEqual([]);
    expect(store.getState().globalAlert).toEqual(globalAlert('serverFailure'));
  });

  it("a save the API refuses shows the server's message in place of the catalogue text", async () => {
    const store = signedIn({
      'POST /account-api/vehicle': errorAnswer(400, 'Listing 712345679 is not for sale'),
    });
    await store.getState().saveVehicle('712345679');
    expect(store.getState().savedListings).toEqual([{ listingId: '712345678', bookmarkId: 'vb-9' }]);
    expect(store.getState().globalAlert).toEqual(
      globalAlert('serverFailure', 'Listing 712345679 is not for sale'),
    );
  });

  it("unsaving a search is refused unless responseCode is '200'", async () => {
    const store = signedIn({ 'POST /account-api/search/delete': errorAnswer(404, REFUSED) });
    await expect(store.getState().unsaveSearch({ id: 'sb-9' })).resolves.toMatchObject({
      success: false,
      reason: 'server',
    });
  });
});
