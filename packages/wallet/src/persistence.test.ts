import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createWalletData, PERSISTED_WALLET_KEYS, pickPersistedWallet, WALLET_STORAGE_KEY } from './index';
import { DAY, memoryStorage, setup, T0 } from './test-fixtures';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

const stored = (storage: unknown) =>
  JSON.parse((storage as { map: Map<string, string> }).map.get(WALLET_STORAGE_KEY) ?? 'null') as {
    state: Record<string, unknown>;
    version: number;
  };

describe('persisted keys (spec 002 s3)', () => {
  it('are the spec list, in its order', () => {
    expect(PERSISTED_WALLET_KEYS).toEqual(
      'creditAppDeals, creditVerification, creditType, leaseTerm, leaseMileageRange, loanTerm, downPayment, downPaymentPercent, downPaymentType, interestRate, budget, dealType, tradeIn, interactions, monthlyBudget, zip, lastUpdated, createdDate, timeStamp, walletId, paymentOption'.split(
        ', ',
      ),
    );
  });

  it('keep null budget, monthlyBudget, downPayment and downPaymentPercent and drop other nulls', () => {
    const picked = pickPersistedWallet({ ...createWalletData(), downPaymentPercent: null });
    expect(picked).toMatchObject({
      budget: null,
      monthlyBudget: null,
      downPayment: null,
      downPaymentPercent: null,
    });
    for (const dropped of ['dealType', 'zip', 'lastUpdated', 'createdDate', 'timeStamp', 'walletId']) {
      expect(picked).not.toHaveProperty(dropped);
    }
  });

  it('are all that the store writes to local storage', () => {
    const { store, storage } = setup();
    store.getState().updateMyWallet({ displayModal: true });
    store.getState().setDealDetails('d1', { vehicle: { make: 'Honda' } });
    const { state, version } = stored(storage);
    expect(version).toBe(1);
    expect(
      Object.keys(state).every((key) => (PERSISTED_WALLET_KEYS as readonly string[]).includes(key)),
    ).toBe(true);
    expect(state).not.toHaveProperty('myWallet');
    expect(state).not.toHaveProperty('dealDetails');
    expect(state).toMatchObject({ creditType: 'b', budget: null, downPaymentPercent: 0.2 });
  });
});

describe('hydration', () => {
  it('reads the stored wallet at creation; missing fields fall back to the defaults', () => {
    const storage = memoryStorage({
      [WALLET_STORAGE_KEY]: JSON.stringify({
        state: {
          creditType: 'a',
          monthlyBudget: 400,
          budget: null,
          interestRate: { used: 8 },
          tradeIn: { value: 5000 },
        },
        version: 1,
      }),
    });
    const state = setup({ storage }).store.getState();
    expect(state).toMatchObject({
      creditType: 'a',
      monthlyBudget: 400,
      budget: null,
      loanTerm: 60,
      leaseTerm: 36,
    });
    expect(state.interestRate).toEqual({ new: 6, used: 8, isFallback: true });
    expect(state.tradeIn).toMatchObject({ value: 5000, amountOwed: 0, condition: 'good' });
  });

  it('ignores ill-typed fields and unknown keys', () => {
    const storage = memoryStorage({
      [WALLET_STORAGE_KEY]: JSON.stringify({
        state: {
          creditType: 'z',
          loanTerm: 'sixty',
          downPaymentType: 'all',
          isLoading: true,
          interactions: { hideReceipt: [1, 'L1'] },
        },
        version: 1,
      }),
    });
    const state = setup({ storage }).store.getState();
    expect(state).toMatchObject({
      creditType: 'b',
      loanTerm: 60,
      downPaymentType: 'percent',
      isLoading: false,
    });
    expect(state.interactions.hideReceipt).toEqual(['L1']);
  });

  it('accepts a credit type stored as its word', () => {
    const storage = memoryStorage({
      [WALLET_STORAGE_KEY]: JSON.stringify({ state: { creditType: 'excellent' }, version: 1 }),
    });
    expect(setup({ storage }).store.getState().creditType).toBe('a');
  });

  it('drops lapsed credit as it reads', () => {
    const storage = memoryStorage({
      [WALLET_STORAGE_KEY]: JSON.stringify({
        state: {
          creditVerification: { verified: true, verifiedDate: T0 - 30 * DAY },
          creditAppDeals: [
            { dealId: 'old', ownerId: 'o', expiry: T0 - 1 },
            { dealId: 'live', ownerId: 'o', expiry: T0 + DAY },
          ],
        },
        version: 1,
      }),
    });
    const state = setup({ storage }).store.getState();
    expect(state.creditVerification).toEqual({ verified: false, verifiedDate: null });
    expect(state.creditAppDeals.map((deal) => deal.dealId)).toEqual(['live']);
  });
});

describe('a storage that is missing, throws or is full', () => {
  it('works without storage', () => {
    const { store } = setup({ storage: null });
    store.getState().setInteractions({ hasOpenedWallet: true });
    expect(store.getState().interactions.hasOpenedWallet).toBe(true);
  });

  it('starts empty when reading throws (storage disabled)', () => {
    const { logger, store } = setup({
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {},
        removeItem: () => {},
      },
    });
    expect(store.getState().creditType).toBe('b');
    expect(logger.warn).toHaveBeenCalled();
  });

  it('keeps working in memory when writing throws (quota exceeded)', () => {
    const { logger, store } = setup({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => {},
      },
    });
    expect(() => store.getState().setInteractions({ hasOpenedTradeIn: true })).not.toThrow();
    expect(store.getState().interactions.hasOpenedTradeIn).toBe(true);
    expect(logger.warn).toHaveBeenCalled();
    // A full local storage is not a failed wallet save: the storage service still has it.
    expect(store.getState().myWallet.displayWalletErrorMessage).toBe(false);
  });

  it('starts empty from corrupt JSON', () => {
    const storage = memoryStorage({ [WALLET_STORAGE_KEY]: '{not json' });
    const { store, logger } = setup({ storage });
    expect(store.getState().loanTerm).toBe(60);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('uses the configured key', () => {
    const { store, storage } = setup({ storageKey: 'brand-wallet' });
    store.getState().setInteractions({ hasOpenedWallet: true });
    expect((storage as unknown as { map: Map<string, string> }).map.has('brand-wallet')).toBe(true);
  });
});
