import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountWalletChoice,
  createWalletData,
  DEFAULT_INTERACTIONS,
  hasShopperChange,
  type InMemoryWalletStorageClient,
} from './index';
import { setup, T0 } from './test-fixtures';

// Issue 30: "an anonymous wallet is adopted by the account on sign-in (or merged by the spec's rules when the
// account already has one), and any device of that shopper sees the latest." Spec 002 s6: "Anonymous visitor:
// wallet held by wallet id. Signed-in consumer: wallet held by consumer id." Spec 002 s4: "On fetch: if a consumer
// id exists, the wallet is read by consumer; otherwise by wallet id." and "Server data replaces local data when a
// manual sync is requested, or when the server lastUpdated is newer than the local one. Then a sync alert is shown
// (isAuto true unless manual)." and "Merging credit app deals unions the lists without duplicates."

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

const ALERT = { showAlert: true, success: true, isAuto: true };
const NO_ALERT = DEFAULT_INTERACTIONS.syncAlert;

type Device = Parameters<typeof accountWalletChoice>[1];
const device = (fields: Partial<Device> & { changed?: boolean }): Device => {
  const { changed = true, ...rest } = fields;
  const base = createWalletData();
  return {
    lastUpdated: T0,
    createdDate: T0 - 1_000,
    creditVerification: base.creditVerification,
    creditAppDeals: [],
    interactions: { ...base.interactions, hasUpdatedWallet: changed },
    ...rest,
  };
};
const DEAL = { dealId: 'd-1', ownerId: 'o-1', expiry: T0 + 86_400_000 };

describe('which wallet the account keeps when the device holds another (accountWalletChoice)', () => {
  it.each<[string, { lastUpdated: number }, Device, boolean, 'account' | 'device']>([
    [
      '"when a manual sync is requested": the account',
      { lastUpdated: T0 - 60_000 },
      device({}),
      true,
      'account',
    ],
    [
      '"when the server lastUpdated is newer than the local one": the account',
      { lastUpdated: T0 + 1 },
      device({}),
      false,
      'account',
    ],
    ['a device change made later: the device', { lastUpdated: T0 - 1 }, device({}), false, 'device'],
    [
      'the same stamp on both (the server is not newer): the device',
      { lastUpdated: T0 },
      device({}),
      false,
      'device',
    ],
    [
      'a device wallet only created, never changed, however late: the account',
      { lastUpdated: T0 - 60_000 },
      device({ changed: false, lastUpdated: T0 + 60_000 }),
      false,
      'account',
    ],
    [
      'a device wallet whose only change is a credit application, made later: the device',
      { lastUpdated: T0 - 1 },
      device({ changed: false, creditAppDeals: [DEAL] }),
      false,
      'device',
    ],
    [
      'a device wallet never stamped: the account',
      { lastUpdated: T0 - 60_000 },
      device({ lastUpdated: null }),
      false,
      'account',
    ],
  ])('%s', (_, account, local, manual, choice) => {
    expect(accountWalletChoice({ createdDate: T0 - 120_000, ...account }, local, manual)).toBe(choice);
  });

  it.each<[string, Partial<Device> & { changed?: boolean }, boolean]>([
    ['a wallet field changed', {}, true],
    ['only created', { changed: false }, false],
    ['verified credit', { changed: false, creditVerification: { verified: true, verifiedDate: T0 } }, true],
    ['a changed flag without a stamp', { lastUpdated: null }, false],
  ])('hasShopperChange: %s', (_, fields, changed) => {
    expect(hasShopperChange(device(fields))).toBe(changed);
  });
});

/** The laptop: the shopper's account already holds a wallet, saved there at `at` with a $550 monthly budget. */
async function accountWallet(at: number, shared?: InMemoryWalletStorageClient) {
  vi.setSystemTime(at);
  const laptop = setup({ consumer: 'c1', ...(shared && { shared }) });
  await expect(laptop.store.getState().updateWallet({ monthlyBudget: 550, creditType: 'a' })).resolves.toBe(
    true,
  );
  return laptop;
}

/** The phone, anonymous: it sets its own wallet at `at` (budget, credit band, term). */
async function anonymousPhone(at: number, shared?: InMemoryWalletStorageClient) {
  vi.setSystemTime(at);
  const phone = setup(shared ? { shared } : {});
  await phone.store.getState().ensureWallet();
  await expect(
    phone.store.getState().updateWallet({ monthlyBudget: 400, creditType: 'd', loanTerm: 48 }),
  ).resolves.toBe(true);
  return phone;
}

const ops = (client: InMemoryWalletStorageClient) => client.calls.map((call) => call.operation);

describe('sign-in: the anonymous wallet and the account (syncAfterSignIn)', () => {
  it('an account without a wallet adopts the anonymous one; another device of the shopper reads it', async () => {
    const phone = await anonymousPhone(T0);
    phone.signIn('c1');
    await expect(phone.store.getState().syncAfterSignIn()).resolves.toBe('not-found');
    expect(ops(phone.client).slice(-3)).toEqual(['getData', 'postId', 'updateData']);

    const laptop = setup({ consumer: 'c1', shared: phone.client });
    await expect(laptop.store.getState().loadWallet()).resolves.toBe('replaced');
    expect(laptop.store.getState()).toMatchObject({
      walletId: 'wallet-1',
      monthlyBudget: 400,
      creditType: 'd',
      loanTerm: 48,
    });
  });

  it("the account's newer wallet replaces the anonymous one, with the sync alert; saves then go to the account's", async () => {
    const phone = await anonymousPhone(T0);
    await accountWallet(T0 + 1_000, phone.client);
    const accountId = 'wallet-2';
    phone.signIn('c1');
    await expect(phone.store.getState().syncAfterSignIn()).resolves.toBe('replaced');
    expect(phone.store.getState()).toMatchObject({
      walletId: accountId,
      monthlyBudget: 550,
      creditType: 'a',
      previousPaymentInfo: expect.objectContaining({ monthlyBudget: 400, walletId: 'wallet-1' }),
    });
    expect(phone.store.getState().interactions.syncAlert).toEqual(ALERT);

    // The bug of issue 30: every later save went to the anonymous id with the consumer's, and was refused.
    vi.setSystemTime(T0 + 2_000);
    await expect(phone.store.getState().updateWallet({ loanTerm: 72 })).resolves.toBe(true);
    expect(phone.client.calls.at(-1)).toMatchObject({
      operation: 'updateData',
      argument: { walletId: accountId, consumerid: 'c1' },
    });
    expect(phone.client.record(accountId)).toMatchObject({ monthlyBudget: 550, loanTerm: 72 });
    expect(phone.store.getState().myWallet.displayWalletErrorMessage).toBe(false);
  });

  it("the anonymous wallet changed after the account's moves into the account's record, without an alert", async () => {
    const laptop = await accountWallet(T0);
    const phone = await anonymousPhone(T0 + 1_000, laptop.client);
    phone.signIn('c1');
    await expect(phone.store.getState().syncAfterSignIn()).resolves.toBe('kept-local');
    expect(phone.store.getState()).toMatchObject({ walletId: 'wallet-1', monthlyBudget: 400, loanTerm: 48 });
    expect(phone.store.getState().interactions.syncAlert).toEqual(NO_ALERT);
    expect(phone.client.record('wallet-1')).toMatchObject({
      monthlyBudget: 400,
      creditType: 'd',
      loanTerm: 48,
      createdDate: T0,
      lastUpdated: T0 + 1_000,
    });

    // The laptop sees it at its next load, by the same rule.
    await expect(laptop.store.getState().loadWallet()).resolves.toBe('replaced');
    expect(laptop.store.getState()).toMatchObject({ monthlyBudget: 400, creditType: 'd', loanTerm: 48 });
  });

  it('a device wallet that was only created (a later stamp, no change) gives way to the account wallet', async () => {
    const laptop = await accountWallet(T0);
    vi.setSystemTime(T0 + 60_000);
    const phone = setup({ shared: laptop.client });
    await expect(phone.store.getState().ensureWallet()).resolves.toBe('created');
    phone.signIn('c1');
    await expect(phone.store.getState().syncAfterSignIn()).resolves.toBe('replaced');
    expect(phone.store.getState()).toMatchObject({
      walletId: 'wallet-1',
      monthlyBudget: 550,
      creditType: 'a',
    });
    expect(laptop.client.record('wallet-1')).toMatchObject({ monthlyBudget: 550, lastUpdated: T0 });
  });

  it('keeps the credit applications of both wallets, whichever wins', async () => {
    const laptop = await accountWallet(T0);
    await laptop.store.getState().addCreditAppDeals([{ dealId: 'laptop', ownerId: 'o', expiry: T0 + 9e7 }]);
    vi.setSystemTime(T0 + 500);
    const phone = setup({ shared: laptop.client });
    await phone.store.getState().ensureWallet();
    await phone.store.getState().addCreditAppDeals([{ dealId: 'phone', ownerId: 'o', expiry: T0 + 9e7 }]);
    vi.setSystemTime(T0 + 1_000);
    await laptop.store.getState().updateWallet({ loanTerm: 36 });
    phone.signIn('c1');
    await expect(phone.store.getState().syncAfterSignIn()).resolves.toBe('replaced');
    const ids = (deals: readonly { dealId: string }[] | undefined) =>
      deals?.map((deal) => deal.dealId).sort();
    expect(ids(phone.store.getState().creditAppDeals)).toEqual(['laptop', 'phone']);
    expect(ids(laptop.client.record('wallet-1')?.creditAppDeals as { dealId: string }[])).toEqual([
      'laptop',
      'phone',
    ]);
    expect(phone.store.getState()).toMatchObject({ loanTerm: 36 });
  });
});

describe('a save refused because the account holds another wallet is resolved, never a loop', () => {
  it('a change saved before the sign-in sync ran goes to the account wallet, once merged', async () => {
    const laptop = await accountWallet(T0);
    const phone = await anonymousPhone(T0 + 500, laptop.client);
    phone.signIn('c1');
    vi.setSystemTime(T0 + 1_000);
    const before = phone.client.calls.length;
    await expect(phone.store.getState().updateWallet({ loanTerm: 84 })).resolves.toBe(true);
    // Refused (the account holds wallet-1), read by consumer, merged, sent once more to the account's record.
    expect(phone.client.calls.slice(before).map((call) => call.operation)).toEqual([
      'updateData',
      'getData',
      'updateData',
    ]);
    expect(phone.client.record('wallet-1')).toMatchObject({ monthlyBudget: 400, loanTerm: 84 });
    expect(phone.store.getState()).toMatchObject({ walletId: 'wallet-1' });
    expect(phone.store.getState().myWallet.displayWalletErrorMessage).toBe(false);
  });

  it("the account's later change wins a refused save: the sync alert, not the save error", async () => {
    const phone = await anonymousPhone(T0);
    await accountWallet(T0 + 2_000, phone.client);
    phone.signIn('c1');
    vi.setSystemTime(T0 + 1_000); // this phone's clock is behind the laptop's
    await expect(phone.store.getState().updateWallet({ loanTerm: 84 })).resolves.toBe(false);
    expect(phone.store.getState()).toMatchObject({ walletId: 'wallet-2', monthlyBudget: 550 });
    expect(phone.store.getState().interactions.syncAlert).toEqual(ALERT);
    expect(phone.store.getState().myWallet.displayWalletErrorMessage).toBe(false);
  });

  it('a refusal that the read does not explain stays a save failure, after one read', async () => {
    const { store, client, signIn } = setup();
    await store.getState().ensureWallet();
    signIn('c1');
    client.failOn('updateData', 'reply');
    const before = client.calls.length;
    await expect(store.getState().updateWallet({ loanTerm: 72 })).resolves.toBe(false);
    expect(client.calls.slice(before).map((call) => call.operation)).toEqual(['updateData', 'getData']);
    // "Any wallet save failure sets displayWalletErrorMessage true" (spec 002 s4).
    expect(store.getState().myWallet.displayWalletErrorMessage).toBe(true);
  });

  it('a second refusal after the merge is a save failure, not another round', async () => {
    const laptop = await accountWallet(T0);
    const phone = await anonymousPhone(T0 + 500, laptop.client);
    phone.signIn('c1');
    vi.setSystemTime(T0 + 1_000);
    let updates = 0;
    const update = phone.client.updateData.bind(phone.client);
    phone.client.updateData = async (request) => {
      updates += 1;
      return updates >= 2 ? { success: false } : update(request);
    };
    await expect(phone.store.getState().updateWallet({ loanTerm: 84 })).resolves.toBe(false);
    expect(updates).toBe(2);
    expect(phone.store.getState().myWallet.displayWalletErrorMessage).toBe(true);
  });
});
