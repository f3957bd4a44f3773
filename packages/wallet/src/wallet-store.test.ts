import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createInMemoryWalletStorageClient, createWalletStore, PAYMENT_DEFAULTS } from './index';
import { setup, T0 } from './test-fixtures';

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});

describe('wallet state (spec 002 s3)', () => {
  it('starts with the payment defaults', () => {
    const state = setup().store.getState();
    // "creditType b, downPaymentPercent 0.2, lease mileage 12000, lease term 36, loan term 60, interest rate new 6
    // and used 7.05 (with a fallback flag), paymentOption finance"
    expect(state.creditType).toBe('b');
    expect(state.downPaymentPercent).toBe(0.2);
    expect(state.leaseMileageRange).toBe(12000);
    expect(state.leaseTerm).toBe(36);
    expect(state.loanTerm).toBe(60);
    expect(state.interestRate).toEqual({ new: 6, used: 7.05, isFallback: true });
    expect(state.paymentOption).toBe('finance');
    expect(state.tradeIn).toEqual({ value: 0, amountOwed: 0, condition: 'good', ico: [], source: null });
  });

  it('has every field of section 3', () => {
    const state = setup().store.getState();
    const fields = [
      ...[
        'budget',
        'monthlyBudget',
        'createdDate',
        'creditType',
        'lastUpdated',
        'timeStamp',
        'walletId',
        'zip',
      ],
      ...['creditVerification', 'creditAppDeals', 'dealDetails', 'dealNotifications', 'dealType'],
      ...[
        'downPayment',
        'downPaymentPercent',
        'downPaymentType',
        'icoTradeIn',
        'interestRate',
        'interactions',
      ],
      ...['isLoading', 'isPaymentsInfoLoaded', 'leaseMileageRange', 'leaseTerm', 'loanTerm'],
      ...['listingCashPayments', 'listingIncentives', 'listingLeasePayments', 'listingPayments', 'myWallet'],
      ...[
        'paymentOption',
        'penciling',
        'previousPaymentInfo',
        'hasPreviousPaymentInfo',
        'hasSessionWalletChange',
      ],
      'tradeIn',
    ];
    for (const field of fields) expect(state).toHaveProperty(field);
    expect(state.creditVerification).toEqual({ verified: false, verifiedDate: null });
    expect(Object.keys(state.myWallet).sort()).toEqual(
      [
        'configs',
        'displayModal',
        'displayWalletErrorMessage',
        'hideBackButton',
        'listingCategory',
        'listingId',
        'selectedPanelName',
        'showPaymentDetailsModal',
        'showPencilingPayments',
      ].sort(),
    );
    expect(Object.keys(state.penciling).sort()).toEqual(
      ['customLender', 'icoTradeInOffer', 'offerPrice', 'penciledVdpListings', 'pencilingPayments'].sort(),
    );
    expect(Object.keys(state.tradeIn).sort()).toEqual(['amountOwed', 'condition', 'ico', 'source', 'value']);
    expect(Object.keys(state.interactions).sort()).toEqual(
      [
        'autoFilledListing',
        'disableBudgetCalculationAlert',
        'disableComparePopover',
        'disablePaymentPopover',
        'hasBudgetInteraction',
        'hasOpenedTradeIn',
        'hasOpenedWallet',
        'hasRequestedTaxesFees',
        'hasUpdatedCreditOrTerm',
        'hasUpdatedNDSCalc',
        'hasUpdatedPaymentOption',
        'hasUpdatedWallet',
        'hasWalletInteractionWithinVDP',
        'hideReceipt',
        'paymentEmphasis',
        'useFallbackLead',
        'syncAlert',
      ].sort(),
    );
    expect(state.interactions.syncAlert).toEqual({ showAlert: false, success: false, isAuto: false });
  });

  it('takes configured defaults', () => {
    const { store } = setup({ defaults: { creditType: 'a', loanTerm: 72, interestRate: { used: 8 } } });
    expect(store.getState().creditType).toBe('a');
    expect(store.getState().loanTerm).toBe(72);
    expect(store.getState().interestRate).toEqual({ new: 6, used: 8, isFallback: true });
    expect(PAYMENT_DEFAULTS.loanTerm).toBe(60);
  });

  it('does nothing on creation: no call to the storage service', () => {
    const { client } = setup();
    expect(client.calls).toEqual([]);
  });

  it('needs only a client: no storage, no cookies, default clock and logger', async () => {
    const client = createInMemoryWalletStorageClient();
    const store = createWalletStore({ client });
    await expect(store.getState().ensureWallet()).resolves.toBe('created');
    expect(store.getState().createdDate).toBe(T0);
    expect(store.getState().walletId).toBe('wallet-1');
  });
});

describe('the wallet panel', () => {
  it('resets listingCategory to null unless the update gives it (spec 002 s4)', () => {
    const { store } = setup();
    store.getState().updateMyWallet({ listingCategory: 'suv', listingId: '123' });
    expect(store.getState().myWallet.listingCategory).toBe('suv');
    store.getState().updateMyWallet({ displayModal: true });
    expect(store.getState().myWallet).toMatchObject({
      listingCategory: null,
      listingId: '123',
      displayModal: true,
    });
  });

  it('sets interaction flags and keeps the others', () => {
    const { store } = setup();
    store.getState().setInteractions({ hasOpenedWallet: true });
    store.getState().setInteractions({ paymentEmphasis: true });
    expect(store.getState().interactions).toMatchObject({ hasOpenedWallet: true, paymentEmphasis: true });
  });
});

describe('updateWallet', () => {
  it('stamps lastUpdated with the clock, marks the session change and saves', async () => {
    const { store, client } = setup();
    await store.getState().ensureWallet();
    vi.setSystemTime(T0 + 5_000);
    await expect(
      store.getState().updateWallet({ monthlyBudget: 450, tradeIn: { value: 6000 } }),
    ).resolves.toBe(true);
    const state = store.getState();
    expect(state).toMatchObject({
      monthlyBudget: 450,
      lastUpdated: T0 + 5_000,
      hasSessionWalletChange: true,
    });
    expect(state.tradeIn).toMatchObject({ value: 6000, amountOwed: 0, condition: 'good' });
    expect(state.interactions.hasUpdatedWallet).toBe(true);
    expect(client.record('wallet-1')).toMatchObject({ monthlyBudget: 450, lastUpdated: T0 + 5_000 });
  });
});
