import {
  createInMemoryWalletStorageClient,
  createWalletStore,
  PAYMENT_DEFAULTS,
  type WalletData,
  type WalletUpdate,
} from '@forecourt/wallet';
import { describe, expect, it } from 'vitest';
import { walletPanelValues, walletUpdate } from './wallet-values';

/** A fresh wallet: the store's initial data, every field at its default. */
const freshWallet = (): WalletData =>
  createWalletStore({ client: createInMemoryWalletStorageClient() }).getState();

/** What the store does with an update: the fields replaced, the trade-in merged. */
const applied = (wallet: WalletData, update: WalletUpdate): WalletData => ({
  ...wallet,
  ...update,
  tradeIn: { ...wallet.tradeIn, ...update.tradeIn },
});

describe('walletPanelValues', () => {
  it('shows a fresh wallet with the payment defaults (spec 002 s3 "Payment defaults")', () => {
    expect(walletPanelValues(freshWallet())).toEqual({
      budgetType: 'monthly',
      budget: null,
      // "creditType b ... lease mileage 12000, lease term 36, loan term 60, ... paymentOption finance"
      creditType: 'b',
      // "downPaymentPercent 0.2", shown as 20.
      downPaymentType: 'percent',
      downPayment: null,
      downPaymentPercent: 20,
      paymentOption: 'finance',
      loanTerm: 60,
      leaseTerm: 36,
      leaseMileage: 12000,
      tradeInValue: null,
      tradeInOwed: null,
    });
    expect(PAYMENT_DEFAULTS.downPaymentPercent).toBe(0.2);
  });

  it('shows the down payment percent as a whole number: "downPaymentPercent 0.2" is 20', () => {
    const wallet = { ...freshWallet(), downPaymentType: 'percent' as const, downPaymentPercent: 0.2 };
    expect(walletPanelValues(wallet).downPaymentPercent).toBe(20);
    // No floating-point dust: 0.07 * 100 is 7.000000000000001.
    expect(walletPanelValues({ ...wallet, downPaymentPercent: 0.07 }).downPaymentPercent).toBe(7);
    expect(walletPanelValues({ ...wallet, downPaymentPercent: 0.155 }).downPaymentPercent).toBe(15.5);
    expect(walletPanelValues({ ...wallet, downPaymentPercent: null }).downPaymentPercent).toBeNull();
  });

  it('shows a total budget as the total, a monthly one as the monthly', () => {
    const wallet = freshWallet();
    expect(walletPanelValues({ ...wallet, budget: 30000, monthlyBudget: null })).toMatchObject({
      budgetType: 'total',
      budget: 30000,
    });
    expect(walletPanelValues({ ...wallet, budget: null, monthlyBudget: 450 })).toMatchObject({
      budgetType: 'monthly',
      budget: 450,
    });
  });

  it('falls back to the default credit band for one the panel does not offer', () => {
    const wallet = { ...freshWallet(), creditType: 'z' as WalletData['creditType'] };
    expect(walletPanelValues(wallet).creditType).toBe('b');
    expect(walletPanelValues({ ...freshWallet(), creditType: 'e' }).creditType).toBe('e');
  });

  it('shows "no trade-in" (a $0 value, $0 owed) as empty fields', () => {
    const wallet = { ...freshWallet(), tradeIn: { ...freshWallet().tradeIn, value: 0, amountOwed: 0 } };
    expect(walletPanelValues(wallet)).toMatchObject({ tradeInValue: null, tradeInOwed: null });
  });
});

describe('walletUpdate', () => {
  it('keeps the fraction the wallet stores: 20 in the panel is 0.2', () => {
    const values = {
      ...walletPanelValues(freshWallet()),
      downPaymentType: 'percent' as const,
      downPaymentPercent: 20,
    };
    expect(walletUpdate(values)).toMatchObject({
      downPaymentType: 'percent',
      downPaymentPercent: 0.2,
      downPayment: null,
    });
  });

  it('clears the budget of the other kind and the down payment of the other type', () => {
    const values = {
      ...walletPanelValues(freshWallet()),
      budgetType: 'total' as const,
      budget: 25000,
      downPaymentType: 'amount' as const,
      downPayment: 3000,
      downPaymentPercent: 20,
    };
    expect(walletUpdate(values)).toMatchObject({
      budget: 25000,
      monthlyBudget: null,
      downPayment: 3000,
      downPaymentPercent: null,
    });
  });

  it('writes empty trade-in fields as no trade-in', () => {
    expect(walletUpdate(walletPanelValues(freshWallet())).tradeIn).toEqual({ value: 0, amountOwed: 0 });
  });
});

describe('the round trip through the wallet panel', () => {
  it.each([
    {
      budgetType: 'monthly',
      budget: 450,
      creditType: 'a',
      downPaymentType: 'percent',
      downPayment: null,
      downPaymentPercent: 15,
      paymentOption: 'finance',
      loanTerm: 72,
      leaseTerm: 36,
      leaseMileage: 12000,
      tradeInValue: 8000,
      tradeInOwed: 2500,
    },
    {
      budgetType: 'total',
      budget: 32000,
      creditType: 'd',
      downPaymentType: 'amount',
      downPayment: 4000,
      downPaymentPercent: null,
      paymentOption: 'lease',
      loanTerm: 60,
      leaseTerm: 24,
      leaseMileage: 15000,
      tradeInValue: null,
      tradeInOwed: null,
    },
    {
      budgetType: 'monthly',
      budget: 300,
      creditType: 'f',
      downPaymentType: 'percent',
      downPayment: null,
      downPaymentPercent: 7,
      paymentOption: 'finance',
      loanTerm: 48,
      leaseTerm: 36,
      leaseMileage: 10000,
      tradeInValue: 1200,
      tradeInOwed: null,
    },
  ] as const)(
    'gives back the panel values it was sent: $budgetType budget, $downPaymentType down',
    (values) => {
      const saved = applied(freshWallet(), walletUpdate(values));
      expect(walletPanelValues(saved)).toEqual(values);
    },
  );

  it('stores the percent the panel shows as the fraction: 15 is saved as 0.15', () => {
    const values = {
      ...walletPanelValues(freshWallet()),
      downPaymentType: 'percent' as const,
      downPaymentPercent: 15,
    };
    expect(applied(freshWallet(), walletUpdate(values)).downPaymentPercent).toBe(0.15);
  });
});
