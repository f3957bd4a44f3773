import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SYNC_ALERT } from './index';
import { setup, T0 } from './test-fixtures';

// Issue 12: "Two devices edit the same wallet ... at once: the spec's rules decide, and nothing is lost silently
// (the loser is told)." Spec 002 s4: "Server data replaces local data when a manual sync is requested, or when the
// server lastUpdated is newer than the local one. Then a sync alert is shown (isAuto true unless manual)."

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

/** One signed-in shopper on a phone and a laptop, both holding the wallet the phone created at T0. */
async function twoDevices() {
  const phone = setup({ consumer: 'c1' });
  await expect(phone.store.getState().ensureWallet()).resolves.toBe('created');
  const laptop = setup({ consumer: 'c1', shared: phone.client });
  await expect(laptop.store.getState().loadWallet()).resolves.toBe('replaced');
  laptop.store.getState().dismissSyncAlert();
  return { phone, laptop, server: phone.client };
}

describe('two devices edit the same wallet', () => {
  it("the older change, saved last, is refused: the server's newer copy replaces it with the sync alert", async () => {
    const { phone, laptop, server } = await twoDevices();

    // The phone changes the credit band first, but its save does not get through (it is offline).
    vi.setSystemTime(T0 + 1_000);
    server.failOn('updateData', 'throw');
    await expect(phone.store.getState().updateWallet({ creditType: 'd' })).resolves.toBe(false);
    expect(phone.store.getState().myWallet.displayWalletErrorMessage).toBe(true);
    server.clearFailures();

    // The laptop changes the loan term later, and saves it.
    vi.setSystemTime(T0 + 2_000);
    await expect(laptop.store.getState().updateWallet({ loanTerm: 72 })).resolves.toBe(true);

    // Back online, the phone sends its older copy: the service keeps the laptop's, and the phone is told.
    vi.setSystemTime(T0 + 3_000);
    await expect(phone.store.getState().saveWallet()).resolves.toBe(false);
    expect(server.calls.slice(-2).map((call) => call.operation)).toEqual(['updateData', 'getData']);
    expect(server.record('wallet-1')).toMatchObject({
      loanTerm: 72,
      creditType: 'b',
      lastUpdated: T0 + 2_000,
    });
    expect(phone.store.getState()).toMatchObject({
      loanTerm: 72,
      creditType: 'b',
      lastUpdated: T0 + 2_000,
      previousPaymentInfo: expect.objectContaining({ creditType: 'd', lastUpdated: T0 + 1_000 }),
      hasPreviousPaymentInfo: true,
    });
    expect(phone.store.getState().interactions.syncAlert).toEqual({
      showAlert: true,
      success: true,
      isAuto: true,
    });
    // Told by the sync alert, not by the save error: the wallet it shows is the one kept.
    expect(phone.store.getState().myWallet.displayWalletErrorMessage).toBe(false);
    expect(phone.logger.warn).toHaveBeenCalled();
  });

  it('the older change, saved first, is replaced on that device at its next load, with the sync alert', async () => {
    const { phone, laptop, server } = await twoDevices();
    vi.setSystemTime(T0 + 1_000);
    const phoneSave = phone.store.getState().updateWallet({ creditType: 'd' });
    vi.setSystemTime(T0 + 2_000);
    const laptopSave = laptop.store.getState().updateWallet({ creditType: 'e' });
    await expect(Promise.all([phoneSave, laptopSave])).resolves.toEqual([true, true]);
    expect(server.record('wallet-1')).toMatchObject({ creditType: 'e', lastUpdated: T0 + 2_000 });

    expect(phone.store.getState().interactions.syncAlert).toEqual(DEFAULT_SYNC_ALERT);
    await expect(phone.store.getState().loadWallet()).resolves.toBe('replaced');
    expect(phone.store.getState()).toMatchObject({ creditType: 'e', lastUpdated: T0 + 2_000 });
    expect(phone.store.getState().interactions.syncAlert).toEqual({
      showAlert: true,
      success: true,
      isAuto: true,
    });
    // The laptop's own copy is the newest: it keeps it, and no alert.
    await expect(laptop.store.getState().loadWallet()).resolves.toBe('kept-local');
    expect(laptop.store.getState().interactions.syncAlert).toEqual(DEFAULT_SYNC_ALERT);
  });

  it('a save refused with nothing newer on the server stays a save failure, without a sync alert', async () => {
    const { phone, server } = await twoDevices();
    vi.setSystemTime(T0 + 1_000);
    server.failOn('updateData');
    await expect(phone.store.getState().updateWallet({ creditType: 'd' })).resolves.toBe(false);
    expect(server.calls.slice(-2).map((call) => call.operation)).toEqual(['updateData', 'getData']);
    expect(phone.store.getState()).toMatchObject({ creditType: 'd', lastUpdated: T0 + 1_000 });
    expect(phone.store.getState().myWallet.displayWalletErrorMessage).toBe(true);
    expect(phone.store.getState().interactions.syncAlert).toEqual(DEFAULT_SYNC_ALERT);
  });
});
