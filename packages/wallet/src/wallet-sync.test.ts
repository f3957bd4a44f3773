import { COOKIES } from '@forecourt/brand';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isServerWalletNewer, isValidWalletReply, walletReadQuery } from './index';
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

describe('sync rules (pure)', () => {
  it('reads by consumer id when there is one, else by wallet id', () => {
    expect(walletReadQuery('c1', 'w1')).toEqual({ consumerid: 'c1' });
    expect(walletReadQuery(undefined, 'w1')).toEqual({ walletId: 'w1' });
    expect(walletReadQuery(undefined, undefined)).toBeUndefined();
  });

  it.each([
    [{ statusCode: 200, paymentInfo: { createdDate: T0 } }, true],
    [{ statusCode: 200, paymentInfo: { lastUpdated: '2025-03-01T12:00:00Z' } }, true],
    [{ statusCode: 200, paymentInfo: { creditType: 'a' } }, false],
    [{ statusCode: 200, paymentInfo: null }, false],
    [{ statusCode: 404 }, false],
  ])('a reply counts only with a created or last-updated date: %j', (reply, valid) => {
    expect(isValidWalletReply(reply)).toBe(valid);
  });

  it('server newer when its lastUpdated is later, or the local wallet has no date', () => {
    expect(isServerWalletNewer({ lastUpdated: 2 }, { lastUpdated: 1, createdDate: 0 })).toBe(true);
    expect(isServerWalletNewer({ lastUpdated: 1 }, { lastUpdated: 1, createdDate: 0 })).toBe(false);
    expect(isServerWalletNewer({ lastUpdated: 0 }, { lastUpdated: 1, createdDate: 0 })).toBe(false);
    expect(isServerWalletNewer({ createdDate: 5 }, { lastUpdated: null, createdDate: null })).toBe(true);
  });
});

describe('loadWallet', () => {
  it('reads by consumer id for a signed-in shopper', async () => {
    const { store, client } = setup({
      consumer: 'c1',
      cookies: memoryCookies({ [pxa]: 'anon' }),
      server: { records: { w9: record({ creditType: 'a' }) }, consumers: { c1: 'w9' } },
    });
    await expect(store.getState().loadWallet()).resolves.toBe('replaced');
    expect(client.calls[0]).toEqual({ operation: 'getData', argument: { consumerid: 'c1' } });
    expect(store.getState()).toMatchObject({
      creditType: 'a',
      walletId: 'w9',
      isPaymentsInfoLoaded: true,
      isLoading: false,
    });
  });

  it('reads by the wallet id of the pxa_id cookie for an anonymous shopper', async () => {
    const { store, client } = setup({
      cookies: memoryCookies({ [pxa]: 'w1' }),
      server: { records: { w1: record({}) } },
    });
    await store.getState().loadWallet();
    expect(client.calls[0]).toEqual({ operation: 'getData', argument: { walletId: 'w1' } });
  });

  it('on a 404 for an anonymous shopper drops the stale id, requests a new one and retries with it', async () => {
    const cookies = memoryCookies({ [pxa]: 'stale' });
    const { store, client } = setup({ cookies, server: { nextId: () => 'fresh' } });
    await expect(store.getState().loadWallet()).resolves.toBe('not-found');
    expect(client.calls.map((call) => [call.operation, call.argument])).toEqual([
      ['getData', { walletId: 'stale' }],
      ['syncId', undefined],
      ['getData', { walletId: 'fresh' }],
    ]);
    expect(store.getState().walletId).toBe('fresh');
    expect(cookies.values.get(pxa)).toBe('fresh');
  });

  it('finds the wallet under the new id when the retry answers', async () => {
    const { store, client } = setup({
      cookies: memoryCookies({ [pxa]: 'stale' }),
      server: { nextId: () => 'w2' },
    });
    client.putRecord('w2', record({ zip: '78701' }));
    await expect(store.getState().loadWallet()).resolves.toBe('replaced');
    expect(store.getState()).toMatchObject({ zip: '78701', walletId: 'w2' });
  });

  it('does not retry when the new id equals the old one', async () => {
    const { store, client } = setup({
      cookies: memoryCookies({ [pxa]: 'same' }),
      server: { nextId: () => 'same' },
    });
    await store.getState().loadWallet();
    expect(client.calls.map((call) => call.operation)).toEqual(['getData', 'syncId']);
    expect(store.getState().walletId).toBe('same');
  });

  it('asks for no new id on a 404 for a signed-in shopper', async () => {
    const { store, client } = setup({ consumer: 'c1' });
    await expect(store.getState().loadWallet()).resolves.toBe('not-found');
    expect(client.calls.map((call) => call.operation)).toEqual(['getData']);
  });

  it('treats a reply without a created or last-updated date as a 404', async () => {
    const { store, client } = setup({
      cookies: memoryCookies({ [pxa]: 'w1' }),
      server: { nextId: () => 'w2' },
    });
    client.putRecord('w1', { creditType: 'a' });
    await expect(store.getState().loadWallet()).resolves.toBe('not-found');
    expect(store.getState().creditType).toBe('b');
    expect(client.calls.map((call) => call.operation)).toEqual(['getData', 'syncId', 'getData']);
  });

  it('logs a fetch error and reports it as a 404', async () => {
    const { store, client, logger } = setup({ consumer: 'c1' });
    client.failOn('getData', 'throw');
    await expect(store.getState().loadWallet()).resolves.toBe('not-found');
    expect(logger.error).toHaveBeenCalledWith('Wallet fetch failed', expect.any(Error));
    expect(store.getState()).toMatchObject({ isLoading: false, isPaymentsInfoLoaded: true });
  });

  it('lets newer server data replace the local wallet and raises the sync alert with isAuto true', async () => {
    const { store, client } = setup();
    vi.setSystemTime(T0 - 60_000);
    await store.getState().ensureWallet();
    await store.getState().updateWallet({ monthlyBudget: 300 });
    // Another device saves later.
    client.putRecord('wallet-1', record({ monthlyBudget: 500, lastUpdated: T0, createdDate: T0 - 60_000 }));
    vi.setSystemTime(T0 + 1_000);
    await expect(store.getState().loadWallet()).resolves.toBe('replaced');
    const state = store.getState();
    expect(state.monthlyBudget).toBe(500);
    expect(state.interactions.syncAlert).toEqual({ showAlert: true, success: true, isAuto: true });
    expect(state.hasPreviousPaymentInfo).toBe(true);
    expect(state.previousPaymentInfo).toMatchObject({ monthlyBudget: 300 });
  });

  it('keeps a newer local wallet and sends it to the server', async () => {
    const { store, client } = setup({ cookies: memoryCookies({ [pxa]: 'w1' }) });
    client.putRecord('w1', record({ monthlyBudget: 500, lastUpdated: T0 - 5_000 }));
    store.setState({ createdDate: T0 - 10_000 });
    await store.getState().updateWallet({ monthlyBudget: 350 });
    await expect(store.getState().loadWallet()).resolves.toBe('kept-local');
    expect(store.getState().monthlyBudget).toBe(350);
    expect(store.getState().interactions.syncAlert.showAlert).toBe(false);
    expect(client.record('w1')).toMatchObject({ monthlyBudget: 350 });
  });

  it('lets server data win on a manual sync even when older, with isAuto false', async () => {
    const { store, client } = setup({ cookies: memoryCookies({ [pxa]: 'w1' }) });
    client.putRecord('w1', record({ monthlyBudget: 500, lastUpdated: T0 - 5_000 }));
    store.setState({ createdDate: T0 - 10_000, lastUpdated: T0, monthlyBudget: 350 });
    await expect(store.getState().syncWallet()).resolves.toBe('replaced');
    expect(store.getState().monthlyBudget).toBe(500);
    expect(store.getState().interactions.syncAlert).toEqual({
      showAlert: true,
      success: true,
      isAuto: false,
    });
    store.getState().dismissSyncAlert();
    expect(store.getState().interactions.syncAlert.showAlert).toBe(false);
  });

  it('shows a failed sync alert when a manual sync finds nothing', async () => {
    const { store } = setup({ consumer: 'c1' });
    await store.getState().syncWallet();
    expect(store.getState().interactions.syncAlert).toEqual({
      showAlert: true,
      success: false,
      isAuto: false,
    });
  });

  it('server data replaces every persisted key: missing ones take the defaults, not the local values', async () => {
    const { store, client } = setup({ cookies: memoryCookies({ [pxa]: 'w1' }) });
    client.putRecord('w1', record({ creditType: 'c' }));
    store.setState({ loanTerm: 72, zip: '10001' });
    await store.getState().loadWallet();
    expect(store.getState()).toMatchObject({ creditType: 'c', loanTerm: 60, zip: null });
  });

  it('runs one read at a time', async () => {
    const { store, client } = setup({ consumer: 'c1' });
    await Promise.all([store.getState().loadWallet(), store.getState().loadWallet()]);
    expect(client.calls).toHaveLength(1);
  });
});
