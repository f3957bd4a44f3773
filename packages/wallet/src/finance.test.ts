import { describe, expect, it } from 'vitest';
import { FINANCE_CASES } from './finance.cases';
import {
  amortizationSchedule,
  amountFinanced,
  financePayment,
  monthlyPaymentCents,
  roundToCent,
  salesTaxCents,
  tradeInEquityCents,
  WalletError,
} from './index';

describe('financePayment, worked examples', () => {
  it.each(FINANCE_CASES)('$example', (example) => {
    const quote = financePayment(example.input);
    expect(quote.amountFinancedCents).toBe(example.amountFinancedCents);
    expect(quote.monthlyPaymentCents).toBe(example.monthlyPaymentCents);
    expect(quote.finalPaymentCents).toBe(example.finalPaymentCents);
    expect(quote.totalInterestCents).toBe(example.totalInterestCents);
    expect(quote.totalOfPaymentsCents).toBe(example.amountFinancedCents + example.totalInterestCents);
  });

  it.each(FINANCE_CASES)('the shown payment is the schedule payment: $example', (example) => {
    const quote = financePayment(example.input);
    const schedule = amortizationSchedule(quote.amountFinancedCents, quote.aprPercent, quote.termMonths);
    expect(schedule).toHaveLength(example.input.termMonths);
    for (const row of schedule.slice(0, -1)) expect(row.paymentCents).toBe(quote.monthlyPaymentCents);
    expect(schedule.at(-1)?.paymentCents).toBe(quote.finalPaymentCents);
    expect(schedule.at(-1)?.balanceCents).toBe(0);
  });
});

describe('amount financed', () => {
  it('rolls negative equity in and takes positive equity off', () => {
    expect(tradeInEquityCents({ valueCents: 500_000, amountOwedCents: 700_000 })).toBe(-200_000);
    expect(
      amountFinanced({ priceCents: 1_000_000, tradeIn: { valueCents: 300_000, amountOwedCents: 0 } })
        .amountFinancedCents,
    ).toBe(700_000);
    expect(
      amountFinanced({ priceCents: 1_000_000, tradeIn: { valueCents: 0, amountOwedCents: 100_000 } })
        .amountFinancedCents,
    ).toBe(1_100_000);
  });

  it('never lends a negative amount', () => {
    expect(
      amountFinanced({ priceCents: 100_000, downPayment: { type: 'amount', cents: 500_000 } })
        .amountFinancedCents,
    ).toBe(0);
    expect(
      financePayment({
        priceCents: 100_000,
        downPayment: { type: 'percent', fraction: 1 },
        aprPercent: 6,
        termMonths: 60,
      }).monthlyPaymentCents,
    ).toBe(0);
  });

  it('taxes the price less the trade-in unless the state gives no credit', () => {
    const input = {
      priceCents: 2_000_000,
      salesTaxPercent: 8,
      tradeIn: { valueCents: 500_000, amountOwedCents: 0 },
    };
    expect(salesTaxCents(input)).toBe(120_000);
    expect(salesTaxCents({ ...input, tradeInTaxCredit: false })).toBe(160_000);
  });

  it('rounds a percent down payment by the one rule', () => {
    // 12,345.67 x 0.15 = 1,851.8505 -> 1,851.85
    expect(
      amountFinanced({ priceCents: 1_234_567, downPayment: { type: 'percent', fraction: 0.15 } })
        .downPaymentCents,
    ).toBe(185_185);
  });
});

describe('rounding', () => {
  it.each([
    [0.5, 1],
    [1.4999, 1],
    [2.5, 3],
    [-2.5, -3],
    [-0.4, 0],
  ])('roundToCent(%s) is %s (halves away from zero, never -0)', (value, expected) => {
    expect(roundToCent(value)).toBe(expected);
  });
});

describe('misuse throws WalletError with a stable code', () => {
  it.each([
    ['INVALID_AMOUNT', () => monthlyPaymentCents(-1, 6, 60)],
    ['INVALID_AMOUNT', () => monthlyPaymentCents(10.5, 6, 60)],
    ['INVALID_RATE', () => monthlyPaymentCents(100, -1, 60)],
    ['INVALID_RATE', () => monthlyPaymentCents(100, Number.NaN, 60)],
    ['INVALID_TERM', () => monthlyPaymentCents(100, 6, 0)],
    ['INVALID_TERM', () => monthlyPaymentCents(100, 6, 36.5)],
    [
      'INVALID_FRACTION',
      () => amountFinanced({ priceCents: 100, downPayment: { type: 'percent', fraction: 20 } }),
    ],
  ])('%s', (code, run) => {
    expect(run).toThrow(WalletError);
    try {
      run();
    } catch (error) {
      expect((error as WalletError).code).toBe(code);
    }
  });
});
