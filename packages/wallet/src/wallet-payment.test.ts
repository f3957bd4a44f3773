import { describe, expect, it } from 'vitest';
import {
  financePayment,
  leasePayment,
  NATIONAL_AVERAGE_RATES,
  type PaymentRate,
  type PaymentRatesReply,
  walletPayment,
} from './index';

// A lender's table in the payments reply's shape: band f ("Needs Work below 580", spec 002 s3) at 20.99 % used.
const rate = (
  creditType: PaymentRate['creditType'],
  condition: PaymentRate['condition'],
  termMonths: number,
  aprPercent: number,
): PaymentRate => ({
  creditType,
  condition,
  termMonths,
  aprPercent,
  offeredBy: 'Forecourt Lending Network',
});
const RATES: PaymentRatesReply = {
  rates: [
    rate('b', 'used', 60, 7.05),
    rate('b', 'new', 60, 6),
    rate('f', 'used', 60, 20.99),
    rate('f', 'used', 36, 20.64),
    rate('f', 'new', 36, 16.64),
  ],
  error: null,
};
const USED = { priceCents: 1_599_500, condition: 'used' };
const loanAt = (aprPercent: number, termMonths = 60) =>
  financePayment({
    priceCents: USED.priceCents,
    downPayment: { type: 'percent', fraction: 0.2 },
    tradeIn: { valueCents: 0, amountOwedCents: 0 },
    aprPercent,
    termMonths,
  }).monthlyPaymentCents;

describe('walletPayment: one payment figure for a car wherever it appears', () => {
  it("prices on the band's rate from the payments service: 'Needs Work' pays 20.99 %, not the national average", () => {
    const needsWork = walletPayment({ creditType: 'f' }, USED, RATES);
    expect(needsWork).toMatchObject({
      aprPercent: 20.99,
      termMonths: 60,
      dealType: 'finance',
      isFallbackRate: false,
    });
    expect(needsWork?.monthlyPaymentCents).toBe(loanAt(20.99));
    // The default band b at 60 months is the spec's default rate: "interest rate new 6 and used 7.05" (spec 002 s3).
    expect(walletPayment({}, USED, RATES)?.monthlyPaymentCents).toBe(loanAt(7.05));
    expect(needsWork?.monthlyPaymentCents).toBeGreaterThan(loanAt(7.05));
  });

  it('takes the term and condition from the wallet and the car, and a band spelled as a word', () => {
    expect(walletPayment({ creditType: 'f', loanTerm: 36 }, USED, RATES)).toMatchObject({
      aprPercent: 20.64,
      termMonths: 36,
    });
    // "Keyed by letters a to f or by a lowercase word" (spec 002 s3).
    expect(walletPayment({ creditType: 'needs work' as never }, USED, RATES)?.aprPercent).toBe(20.99);
  });

  it('falls back to the national average, flagged, with no rates (spec 002 s8)', () => {
    const payment = walletPayment({ creditType: 'f' }, USED, null);
    expect(payment).toMatchObject({ aprPercent: NATIONAL_AVERAGE_RATES.used, isFallbackRate: true });
    expect(walletPayment({ creditType: 'f' }, USED, { rates: [], error: 'open' })?.isFallbackRate).toBe(true);
  });

  it("uses the shopper's own lender's APR over any band", () => {
    const own = walletPayment(
      { creditType: 'f', penciling: { customLender: { aprPercent: 3.9 } } },
      USED,
      RATES,
    );
    expect(own).toMatchObject({ aprPercent: 3.9, isFallbackRate: false });
    expect(own?.monthlyPaymentCents).toBe(loanAt(3.9));
  });

  it("prices a lease on the wallet's lease term at the band's rate", () => {
    const lease = walletPayment(
      { creditType: 'f', paymentOption: 'lease', leaseTerm: 36 },
      { priceCents: 3_000_000, condition: 'new' },
      RATES,
    );
    expect(lease).toMatchObject({ dealType: 'lease', termMonths: 36, aprPercent: 16.64 });
    expect(lease?.monthlyPaymentCents).toBe(
      leasePayment({
        priceCents: 3_000_000,
        downPayment: { type: 'percent', fraction: 0.2 },
        tradeIn: { valueCents: 0, amountOwedCents: 0 },
        aprPercent: 16.64,
        termMonths: 36,
        annualMileage: 12_000,
      }).monthlyPaymentCents,
    );
  });
});
