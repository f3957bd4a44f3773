import { describe, expect, it } from 'vitest';
import { DEFAULT_LEASE_RESIDUALS, leasePayment, leaseResidualPercent, WalletError } from './index';
import { LEASE_CASES } from './lease.cases';

describe('leasePayment, worked examples', () => {
  it.each(LEASE_CASES)('$example', (example) => {
    const quote = leasePayment(example.input);
    expect(quote.residualCents).toBe(example.residualCents);
    expect(quote.adjustedCapCostCents).toBe(example.adjustedCapCostCents);
    expect(quote.depreciationCents).toBe(example.depreciationCents);
    expect(quote.financeChargeCents).toBe(example.financeChargeCents);
    expect(quote.monthlyTaxCents).toBe(example.monthlyTaxCents);
    expect(quote.monthlyPaymentCents).toBe(example.monthlyPaymentCents);
    expect(quote.depreciationCents + quote.financeChargeCents).toBe(quote.baseMonthlyPaymentCents);
  });

  it('uses the money factor APR / 2400', () => {
    expect(leasePayment({ priceCents: 3_000_000, aprPercent: 6, termMonths: 36 }).moneyFactor).toBe(0.0025);
  });

  it('takes a lender residual over the table', () => {
    const quote = leasePayment({ priceCents: 4_000_000, aprPercent: 0, termMonths: 36, residualPercent: 50 });
    // (40,000 - 20,000) / 36 = 555.5555... -> 555.56
    expect(quote.residualCents).toBe(2_000_000);
    expect(quote.monthlyPaymentCents).toBe(55_556);
  });

  it('never charges less than nothing when the cap cost falls below the residual', () => {
    const quote = leasePayment({
      priceCents: 1_000_000,
      aprPercent: 0,
      termMonths: 36,
      downPayment: { type: 'percent', fraction: 0.9 },
    });
    expect(quote.monthlyPaymentCents).toBe(0);
  });
});

describe('leaseResidualPercent', () => {
  it.each([
    [36, 12_000, 58],
    [36, 15_000, 55],
    [36, 10_000, 60],
    [24, 12_000, 66],
    [30, 12_000, 62], // halfway between 24 (66) and 36 (58)
    [12, 12_000, 66], // below the table: its first value
    [72, 12_000, 42], // beyond the table: its last value
    [48, 200_000, 0], // never below 0
  ])('%s months at %s miles: %s %%', (term, miles, percent) => {
    expect(leaseResidualPercent(term, miles)).toBe(percent);
  });

  it('the default table covers the spec default lease term of 36 months', () => {
    expect(DEFAULT_LEASE_RESIDUALS[36]).toBe(58);
  });

  it('refuses a negative mileage', () => {
    expect(() => leaseResidualPercent(36, -1)).toThrow(expect.objectContaining({ code: 'INVALID_MILEAGE' }));
    expect(() => leaseResidualPercent(36, -1)).toThrow(WalletError);
  });
});
