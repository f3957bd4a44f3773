import { describe, expect, it } from 'vitest';
import {
  buildPaymentsQuery,
  createWalletData,
  financePayment,
  resolveWalletTerms,
  walletFinanceInput,
  walletLeaseInput,
  walletPriceForMonthlyBudget,
} from './index';

describe('missing fields fall back to the defaults (spec 002 s4)', () => {
  it('credit type, loan term, down payment and interest rate', () => {
    expect(resolveWalletTerms({})).toEqual({
      creditType: 'b',
      dealType: 'finance',
      loanTerm: 60,
      leaseTerm: 36,
      leaseMileageRange: 12000,
      downPayment: { type: 'percent', fraction: 0.2 },
      interestRate: { new: 6, used: 7.05, isFallback: true },
      tradeIn: { valueCents: 0, amountOwedCents: 0 },
    });
  });

  it('takes the wallet where it has values', () => {
    const terms = resolveWalletTerms({
      creditType: 'd',
      loanTerm: 72,
      downPaymentType: 'amount',
      downPayment: 2500,
      interestRate: { new: 5, used: 6, isFallback: false },
      tradeIn: { value: 8000, amountOwed: 9500 },
    });
    expect(terms).toMatchObject({
      creditType: 'd',
      loanTerm: 72,
      downPayment: { type: 'amount', cents: 250_000 },
      interestRate: { new: 5, used: 6, isFallback: false },
      tradeIn: { valueCents: 800_000, amountOwedCents: 950_000 },
    });
  });

  it('an amount down payment without an amount falls back to the default percent', () => {
    expect(resolveWalletTerms({ downPaymentType: 'amount', downPayment: null }).downPayment).toEqual({
      type: 'percent',
      fraction: 0.2,
    });
  });

  it('a partial interest-rate map keeps the given rate and marks the fallback', () => {
    expect(resolveWalletTerms({ interestRate: { new: 4 } }).interestRate).toEqual({
      new: 4,
      used: 7.05,
      isFallback: true,
    });
  });
});

describe('the payments query', () => {
  it('sends lease term mileage with lease deals only', () => {
    const lease = buildPaymentsQuery({ dealType: 'lease' });
    expect(lease).toMatchObject({ dealType: 'lease', leaseTerm: '36', leaseMileage: '12000' });
    expect(lease).not.toHaveProperty('loanTerm');
    const finance = buildPaymentsQuery({ paymentOption: 'finance' });
    expect(finance).toMatchObject({ dealType: 'finance', loanTerm: '60' });
    expect(finance).not.toHaveProperty('leaseMileage');
    expect(finance).not.toHaveProperty('leaseTerm');
  });

  it('fills defaults and adds the listing, price, condition and budget; no rate the shopper did not set', () => {
    expect(
      buildPaymentsQuery(
        { zip: '78701', monthlyBudget: 450 },
        { listingId: 'L1', price: 28500, condition: 'used' },
      ),
    ).toEqual({
      listingId: 'L1',
      price: '28500',
      condition: 'used',
      creditType: 'b',
      dealType: 'finance',
      loanTerm: '60',
      downPaymentPercent: '0.2',
      tradeInValue: '0',
      amountOwed: '0',
      zip: '78701',
      monthlyBudget: '450',
    });
  });
});

describe('payments from a wallet', () => {
  it('the README shopper: $28,500 used car, 10 % down, 60 months', () => {
    const wallet = { ...createWalletData(), downPaymentPercent: 0.1 };
    const quote = financePayment(walletFinanceInput(wallet, { priceCents: 2_850_000, condition: 'used' }));
    expect(quote.aprPercent).toBe(7.05);
    expect(quote.monthlyPaymentCents).toBe(50_851); // worked example in finance.cases.ts
  });

  it('a lease input takes the lease term and mileage', () => {
    const input = walletLeaseInput(
      { leaseTerm: 24, leaseMileageRange: 10_000 },
      { priceCents: 100, condition: 'new' },
    );
    expect(input).toMatchObject({ termMonths: 24, annualMileage: 10_000, aprPercent: 6 });
  });

  it('the monthly budget becomes a price, and back', () => {
    const wallet = { downPaymentPercent: 0.1, monthlyBudget: 508.51 };
    expect(walletPriceForMonthlyBudget(wallet, { condition: 'used' })).toBe(2_850_050); // budget.test.ts case
    expect(walletPriceForMonthlyBudget({}, { condition: 'used' })).toBeNull();
    const lease = walletPriceForMonthlyBudget(
      { dealType: 'lease', monthlyBudget: 546.58, downPaymentPercent: 0 },
      { condition: 'new' },
    );
    expect(lease).toBeGreaterThanOrEqual(3_500_000); // lease.cases.ts: $35,000 costs 546.58
  });
});
