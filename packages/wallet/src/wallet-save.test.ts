import { COOKIES } from '@forecourt/brand';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shouldEnsureWallet } from './index';
import { memoryCookies, setup, T0 } from './test-fixtures';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

const pxa = COOKIES.walletId.name;
const record = (fields: Record<string, unknown>) => ({
  createdDate: T0 - 10_000,
  lastUpdated: T0 - 5_000,
  ...fields,
});

describe('ensureWallet', () => {
  it('ensure runs only without createdDate and when not loaded', () => {
    expect(shouldEnsureWallet({ createdDate: null, isPaymentsInfoLoaded: false })).toBe(true);
    expect(shouldEnsureWallet({ createdDate: T0, isPaymentsInfoLoaded: false })).toBe(false);
    expect(shouldEnsureWallet({ createdDate: null, isPaymentsInfoLoaded: true })).toBe(false);
  });

  it('creates the wallet when there is none: new id, setData, createdDate now', async () => {
    const { store, client, cookies } = setup();
    await expect(store.getState().ensureWallet()).resolves.toBe('created');
    expect(client.calls.map((call) => call.operation)).toEqual(['syncId', 'setData']);
    expect(store.getState()).toMatchObject({ walletId: 'wallet-1', createdDate: T0, timeStamp: T0 });
    expect(cookies.values.get(pxa)).toBe('wallet-1');
    expect(client.record('wallet-1')).toMatchObject({
      createdDate: T0,
      creditType: 'b',
      walletId: 'wallet-1',
    });
  });

  it('does not run with a createdDate', async () => {
    const { store, client } = setup();
    store.setState({ createdDate: T0 });
    await expect(store.getState().ensureWallet()).resolves.toBe('skipped');
    expect(client.calls).toEqual([]);
  });

  it('does not run once loaded', async () => {
    const { store, client } = setup({ consumer: 'c1' });
    await store.getState().loadWallet();
    const calls = client.calls.length;
    await expect(store.getState().ensureWallet()).resolves.toBe('skipped');
    expect(client.calls).toHaveLength(calls);
  });

  it('only loads when the server has the wallet', async () => {
    const { store, client } = setup({
      cookies: memoryCookies({ [pxa]: 'w1' }),
      server: { records: { w1: record({}) } },
    });
    await expect(store.getState().ensureWallet()).resolves.toBe('loaded');
    expect(client.calls.map((call) => call.operation)).toEqual(['getData']);
  });
});

describe('save failures (spec 002 s4, s8)', () => {
  it.each(['reply', 'throw'] as const)(
    'a %s failure sets displayWalletErrorMessage true',
    async (failure) => {
      const { store, client } = setup();
      client.failOn('setData', failure);
      await expect(store.getState().ensureWallet()).resolves.toBe('failed');
      expect(store.getState().myWallet.displayWalletErrorMessage).toBe(true);
      expect(store.getState().createdDate).toBeNull();
    },
  );

  it('a failed update sets it too, and the next good save clears it', async () => {
    const { store, client } = setup();
    await store.getState().ensureWallet();
    client.failOn('updateData');
    await expect(store.getState().updateWallet({ zip: '78701' })).resolves.toBe(false);
    expect(store.getState().myWallet.displayWalletErrorMessage).toBe(true);
    client.clearFailures();
    await expect(store.getState().updateWallet({ zip: '78702' })).resolves.toBe(true);
    expect(store.getState().myWallet.displayWalletErrorMessage).toBe(false);
  });

  it('no wallet id to save under is a failure too', async () => {
    const { store, client } = setup();
    client.failOn('syncId');
    await expect(store.getState().saveWallet()).resolves.toBe(false);
    expect(store.getState().myWallet.displayWalletErrorMessage).toBe(true);
  });

  it('sends walletId, paymentInfo, isLoggedIn and the consumer id', async () => {
    const { store, client, signIn } = setup();
    await store.getState().ensureWallet();
    signIn('c1');
    await store.getState().updateWallet({ budget: 30000 });
    expect(client.calls.at(-1)).toMatchObject({
      operation: 'updateData',
      argument: { walletId: 'wallet-1', isLoggedIn: true, consumerid: 'c1', paymentInfo: { budget: 30000 } },
    });
  });
});

describe('wallet id and sign-in', () => {
  it('takes the anonymous id from the pxa_id cookie over a stored copy', () => {
    const { store } = setup({ cookies: memoryCookies({ [pxa]: 'from-cookie' }) });
    expect(store.getState().walletId).toBe('from-cookie');
  });

  it('after sign-in, a consumer without a wallet gets the anonymous one', async () => {
    const { store, client, signIn } = setup();
    await store.getState().ensureWallet();
    signIn('c1');
    await expect(store.getState().syncAfterSignIn()).resolves.toBe('not-found');
    expect(client.calls.map((call) => call.operation).slice(-3)).toEqual(['getData', 'postId', 'updateData']);
    const reread = await client.getData({ consumerid: 'c1' });
    expect(reread.id).toBe('wallet-1');
  });

  it("after sign-in, the consumer's newer wallet replaces the anonymous one", async () => {
    const { store, client, signIn } = setup({
      server: { records: { w9: record({ lastUpdated: T0 + 1, creditType: 'd' }) }, consumers: { c1: 'w9' } },
    });
    await store.getState().ensureWallet();
    signIn('c1');
    await expect(store.getState().syncAfterSignIn()).resolves.toBe('replaced');
    expect(store.getState()).toMatchObject({ creditType: 'd', walletId: 'w9' });
    expect(client.calls.map((call) => call.operation)).not.toContain('postId');
  });
});

describe('saves in a row', () => {
  it('a change made while the record is being created waits for the create, then updates it', async () => {
    const { store, client } = setup();
    const first = store.getState().updateWallet({ monthlyBudget: 300 });
    const second = store.getState().updateWallet({ monthlyBudget: 325 });
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(client.calls.map((call) => call.operation)).toEqual(['syncId', 'setData', 'updateData']);
    expect(client.record('wallet-1')).toMatchObject({ monthlyBudget: 325 });
    expect(store.getState().myWallet.displayWalletErrorMessage).toBe(false);
  });
});
