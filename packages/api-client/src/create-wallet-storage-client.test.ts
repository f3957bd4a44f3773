import { CONTRACTS } from '@forecourt/contracts';
import { createWalletStore } from '@forecourt/wallet';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, type FakeRoutes, fakeApi } from './fake-fetch';
import { createWalletStorageClient, holdsWallet, walletIdFromLocation } from './index';

const RECORD = {
  paymentInfo: { creditType: 'a', loanTerm: 72, walletId: 'w-1', createdDate: 1_000, lastUpdated: 2_000 },
  statusCode: 200,
  id: 'w-1',
};
// Dated by the server's clock, later than the local wallet's last change.
const EMPTY = {
  paymentInfo: { walletId: 'w-2', createdDate: 50_000, lastUpdated: 50_000 },
  statusCode: 201,
  id: 'w-2',
};

function walletClient(routes: FakeRoutes) {
  const fake = fakeApi(routes, { breakers: false });
  return { ...fake, client: createWalletStorageClient(fake.api) };
}

describe('createWalletStorageClient: getData', () => {
  it('reads by wallet id, or by consumer id when signed in (spec 002 s4)', async () => {
    const { client, sent } = walletClient({
      'GET /wallet-storage/wallets/w-1': { body: RECORD },
      'GET /wallet-storage/consumers/c-1/wallet': { body: RECORD },
    });
    await expect(client.getData({ walletId: 'w-1' })).resolves.toEqual(RECORD);
    await expect(client.getData({ consumerid: 'c-1' })).resolves.toEqual(RECORD);
    expect(sent.map((request) => request.url.pathname)).toEqual([
      '/wallet-storage/wallets/w-1',
      '/wallet-storage/consumers/c-1/wallet',
    ]);
  });

  it.each([
    [404, 404],
    [400, 400],
  ])('answers a %i as { statusCode: %i } with no record', async (status, statusCode) => {
    const { client } = walletClient({
      'GET /wallet-storage/wallets/w-9': errorAnswer(status, 'Wallet w-9 was not found'),
    });
    await expect(client.getData({ walletId: 'w-9' })).resolves.toEqual({
      statusCode,
      paymentInfo: null,
      id: null,
    });
  });

  it('reads a record holding no wallet field (what syncId creates) as a 404', async () => {
    const { client } = walletClient({ 'GET /wallet-storage/wallets/w-2': { body: EMPTY } });
    await expect(client.getData({ walletId: 'w-2' })).resolves.toEqual({
      statusCode: 404,
      paymentInfo: null,
      id: null,
    });
  });

  it('rejects on a 5xx (the store logs it and counts it as a 404)', async () => {
    const { client } = walletClient({ 'GET /wallet-storage/wallets/w-1': errorAnswer(500, 'boom') });
    await expect(client.getData({ walletId: 'w-1' })).rejects.toMatchObject({
      code: 'HTTP_STATUS',
      status: 500,
    });
  });
});

describe('createWalletStorageClient: syncId', () => {
  it('creates a wallet and takes the new id from the Location header ("new id taken from the Location header")', async () => {
    const { client, sent } = walletClient({
      'POST /wallet-storage/wallets': {
        status: 201,
        body: EMPTY,
        headers: { location: '/wallet-storage/wallets/w-from-header' },
      },
    });
    await expect(client.syncId()).resolves.toEqual({ id: 'w-from-header' });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toBeUndefined();
  });

  it("falls back to the reply's id when the Location header cannot be read (CORS without expose-headers)", async () => {
    const { client } = walletClient({ 'POST /wallet-storage/wallets': { status: 201, body: EMPTY } });
    await expect(client.syncId()).resolves.toEqual({ id: 'w-2' });
  });
});

describe('createWalletStorageClient: setData, updateData, postId', () => {
  const request = {
    walletId: 'w-1',
    paymentInfo: { creditType: 'c' as const, loanTerm: 48, walletId: 'w-1', createdDate: 1_000 },
    isLoggedIn: true,
    consumerid: 'c-1',
  };

  it.each(['setData', 'updateData'] as const)(
    '%s puts paymentInfo and consumerid, not isLoggedIn',
    async (name) => {
      const { client, sent } = walletClient({
        'PUT /wallet-storage/wallets/w-1': { body: { ...RECORD, success: true } },
      });
      await expect(client[name](request)).resolves.toEqual({ success: true });
      expect(sent[0]?.body).toEqual({ paymentInfo: request.paymentInfo, consumerid: 'c-1' });
    },
  );

  it.each([404, 400])('answers a %i with { success: false }', async (status) => {
    const { client } = walletClient({ 'PUT /wallet-storage/wallets/w-1': errorAnswer(status, 'no') });
    await expect(client.updateData(request)).resolves.toEqual({ success: false });
  });

  it('postId writes the stored record back with the consumer id', async () => {
    const { client, sent } = walletClient({
      'GET /wallet-storage/wallets/w-1': { body: RECORD },
      'PUT /wallet-storage/wallets/w-1': { body: { ...RECORD, success: true } },
    });
    await expect(client.postId({ walletId: 'w-1', consumerid: 'c-1' })).resolves.toEqual({ success: true });
    expect(sent[1]?.body).toEqual({ paymentInfo: RECORD.paymentInfo, consumerid: 'c-1' });
  });

  it('postId of a wallet the service does not have answers { success: false }', async () => {
    const { client } = walletClient({ 'GET /wallet-storage/wallets/w-9': errorAnswer(404, 'gone') });
    await expect(client.postId({ walletId: 'w-9', consumerid: 'c-1' })).resolves.toEqual({ success: false });
  });
});

describe('walletIdFromLocation and holdsWallet', () => {
  it.each([
    ['/wallet-storage/wallets/3b1f0c9e', '3b1f0c9e'],
    ['http://api.test/wallet-storage/wallets/w-1/', 'w-1'],
    ['/wallet-storage/wallets/w%3A1?x=1', 'w:1'],
    ['', undefined],
    [null, undefined],
  ])('%j names wallet %j', (location, id) => {
    expect(walletIdFromLocation(location)).toBe(id);
  });

  it.each([
    [{ walletId: 'w-1', createdDate: 1, lastUpdated: 1, timeStamp: 1 }, false],
    [{ walletId: 'w-1', zip: null }, true],
    [{ creditType: 'b' }, true],
  ])('%j holds a wallet: %s', (info, holds) => {
    expect(holdsWallet(info)).toBe(holds);
  });

  it('reads the create contract as the API declares it: 201 and a Location header', () => {
    expect(CONTRACTS.createWallet.replyStatus).toBe(201);
    expect(CONTRACTS.createWallet.replyHeaders?.shape.location).toBeDefined();
  });
});

describe('the wallet store over createWalletStorageClient', () => {
  it('keeps the local wallet when a stale id is replaced by a fresh empty record', async () => {
    let saved: unknown;
    const { client, sent } = walletClient({
      'GET /wallet-storage/wallets/w-old': errorAnswer(404, 'Wallet w-old was not found'),
      'POST /wallet-storage/wallets': {
        status: 201,
        body: EMPTY,
        headers: { location: '/wallet-storage/wallets/w-2' },
      },
      'GET /wallet-storage/wallets/w-2': () => ({ body: saved ? { ...EMPTY, paymentInfo: saved } : EMPTY }),
      'PUT /wallet-storage/wallets/w-2': (put) => {
        saved = (put.body as { paymentInfo: unknown }).paymentInfo;
        return { body: { ...EMPTY, success: true } };
      },
    });
    const store = createWalletStore({ client, now: () => 10_000, logger: { warn: vi.fn(), error: vi.fn() } });
    store.setState({ walletId: 'w-old', loanTerm: 72, lastUpdated: 9_000 });
    await store.getState().ensureWallet();
    expect(store.getState()).toMatchObject({ walletId: 'w-2', loanTerm: 72 });
    expect(saved).toMatchObject({ loanTerm: 72, walletId: 'w-2' });
    expect(sent.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /wallet-storage/wallets/w-old',
      'POST /wallet-storage/wallets',
      'GET /wallet-storage/wallets/w-2',
      'PUT /wallet-storage/wallets/w-2',
    ]);
  });
});
