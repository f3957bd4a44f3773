import { describe, expect, it } from 'vitest';
import {
  financeMonthlyPaymentCents,
  leasePayment,
  MAX_PRICE_CENTS,
  maxFinancePrice,
  maxLeasePrice,
  maxPriceWithinBudget,
  WalletError,
} from './index';

// Expected prices computed with Python's decimal module by a separate binary search over whole-cent prices,
// each price's payment rounded half up from P * r / (1 - (1 + r)^-n); printed with the payments either side.
const BUDGET_CASES = [
  {
    example: 'the README shopper: $508.51 a month, 10 % down, 60 months, 7.05 %',
    budgetCents: 50_851,
    terms: { downPayment: { type: 'percent', fraction: 0.1 }, aprPercent: 7.05, termMonths: 60 },
    priceCents: 2_850_050, // $28,500.50: payment 508.51; one cent more gives 508.52
  },
  {
    example: '$500 a month at 0 %, 60 months, nothing down',
    budgetCents: 50_000,
    terms: { aprPercent: 0, termMonths: 60 },
    priceCents: 3_000_029, // 30,000.29 / 60 = 500.0048 -> 500.00
  },
  {
    example: '$400 a month, 20 % down, 72 months, 6 %',
    budgetCents: 40_000,
    terms: { downPayment: { type: 'percent', fraction: 0.2 }, aprPercent: 6, termMonths: 72 },
    priceCents: 3_017_013,
  },
] as const;

describe('maxFinancePrice (the budget call)', () => {
  it.each(BUDGET_CASES)('$example', ({ budgetCents, terms, priceCents }) => {
    const price = maxFinancePrice(budgetCents, terms);
    expect(price).toBe(priceCents);
    expect(financeMonthlyPaymentCents({ ...terms, priceCents })).toBeLessThanOrEqual(budgetCents);
    expect(financeMonthlyPaymentCents({ ...terms, priceCents: priceCents + 1 })).toBeGreaterThan(budgetCents);
  });

  it('is null when fees or negative equity alone exceed the budget', () => {
    const terms = { aprPercent: 6, termMonths: 36, tradeIn: { valueCents: 0, amountOwedCents: 1_000_000 } };
    expect(maxFinancePrice(10_000, terms)).toBeNull();
  });

  it('throws UNBOUNDED_BUDGET when every price fits (100 % down)', () => {
    const run = () =>
      maxFinancePrice(10_000, {
        aprPercent: 6,
        termMonths: 60,
        downPayment: { type: 'percent', fraction: 1 },
      });
    expect(run).toThrow(WalletError);
    expect(run).toThrow(expect.objectContaining({ code: 'UNBOUNDED_BUDGET' }));
  });

  it('a zero budget buys only what rounds to a zero payment', () => {
    // 6 %, 60 months: 0.25 x 0.019333 = 0.48 cent -> 0; 0.26 -> 0.503 cent -> 1 cent.
    expect(maxFinancePrice(0, { aprPercent: 6, termMonths: 60 })).toBe(25);
  });
});

describe('maxLeasePrice', () => {
  it('finds the highest price whose lease payment fits', () => {
    const terms = { aprPercent: 6, termMonths: 36 };
    const price = maxLeasePrice(54_658, terms);
    expect(price).not.toBeNull();
    const found = price as number;
    expect(leasePayment({ ...terms, priceCents: found }).monthlyPaymentCents).toBeLessThanOrEqual(54_658);
    expect(leasePayment({ ...terms, priceCents: found + 1 }).monthlyPaymentCents).toBeGreaterThan(54_658);
    // $35,000 costs 546.58 a month (lease worked example), so it fits.
    expect(found).toBeGreaterThanOrEqual(3_500_000);
  });
});

describe('maxPriceWithinBudget', () => {
  it('searches any rising payment up to MAX_PRICE_CENTS', () => {
    expect(maxPriceWithinBudget(1_000, (price) => Math.ceil(price / 1_000))).toBe(1_000_000);
    expect(() => maxPriceWithinBudget(1, () => 0)).toThrow(
      expect.objectContaining({ code: 'UNBOUNDED_BUDGET' }),
    );
    expect(MAX_PRICE_CENTS).toBe(100_000_000_000);
  });
});
