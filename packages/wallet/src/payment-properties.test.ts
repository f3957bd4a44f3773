import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amortizationSchedule,
  financeMonthlyPaymentCents,
  financePayment,
  leasePayment,
  maxFinancePrice,
  monthlyPaymentCents,
} from './index';

const runs = { numRuns: 200 };
const price = fc.integer({ min: 0, max: 20_000_000 }); // up to $200,000
const principal = fc.integer({ min: 0, max: 20_000_000 });
const apr = fc.integer({ min: 0, max: 2_500 }).map((basisPoints) => basisPoints / 100); // 0 to 25 %
const term = fc.integer({ min: 1, max: 120 });
const carTerm = fc.constantFrom(24, 36, 48, 60, 72, 84);
const fraction = fc.integer({ min: 0, max: 90 }).map((percent) => percent / 100);

describe('payment properties', () => {
  it('a larger down payment never raises the loan payment', () => {
    fc.assert(
      fc.property(
        price,
        apr,
        carTerm,
        fc.nat(5_000_000),
        fc.nat(5_000_000),
        (priceCents, aprPercent, termMonths, a, b) => {
          const [small, large] = a <= b ? [a, b] : [b, a];
          const pay = (cents: number) =>
            financeMonthlyPaymentCents({
              priceCents,
              aprPercent,
              termMonths,
              downPayment: { type: 'amount', cents },
            });
          expect(pay(large)).toBeLessThanOrEqual(pay(small));
        },
      ),
      runs,
    );
  });

  it('the payment rises (or stays) with the price and with the rate', () => {
    fc.assert(
      fc.property(principal, principal, apr, apr, term, (p1, p2, r1, r2, n) => {
        const [lowP, highP] = p1 <= p2 ? [p1, p2] : [p2, p1];
        const [lowR, highR] = r1 <= r2 ? [r1, r2] : [r2, r1];
        expect(monthlyPaymentCents(lowP, r1, n)).toBeLessThanOrEqual(monthlyPaymentCents(highP, r1, n));
        expect(monthlyPaymentCents(p1, lowR, n)).toBeLessThanOrEqual(monthlyPaymentCents(p1, highR, n));
      }),
      runs,
    );
  });

  it("the schedule's principal sums to the amount financed and its interest to the quote's", () => {
    fc.assert(
      fc.property(price, fraction, apr, term, (priceCents, down, aprPercent, termMonths) => {
        const quote = financePayment({
          priceCents,
          aprPercent,
          termMonths,
          downPayment: { type: 'percent', fraction: down },
        });
        const schedule = amortizationSchedule(quote.amountFinancedCents, aprPercent, termMonths);
        const principalSum = schedule.reduce((sum, row) => sum + row.principalCents, 0);
        const interestSum = schedule.reduce((sum, row) => sum + row.interestCents, 0);
        expect(principalSum).toBe(quote.amountFinancedCents);
        expect(interestSum).toBe(quote.totalInterestCents);
        expect(schedule.at(-1)?.balanceCents).toBe(0);
      }),
      runs,
    );
  });

  it('every payment but the last is the one shown (for any loan of at least a dollar a month)', () => {
    fc.assert(
      fc.property(
        apr,
        carTerm,
        fc.integer({ min: 12_000, max: 20_000_000 }),
        (aprPercent, termMonths, amount) => {
          const shown = monthlyPaymentCents(amount, aprPercent, termMonths);
          for (const row of amortizationSchedule(amount, aprPercent, termMonths).slice(0, -1)) {
            expect(row.paymentCents).toBe(shown);
          }
        },
      ),
      runs,
    );
  });

  it('zero-rate loans: no interest, payments add up to the amount', () => {
    fc.assert(
      fc.property(principal, term, (amount, termMonths) => {
        const schedule = amortizationSchedule(amount, 0, termMonths);
        expect(schedule.every((row) => row.interestCents === 0)).toBe(true);
        expect(schedule.reduce((sum, row) => sum + row.paymentCents, 0)).toBe(amount);
        expect(monthlyPaymentCents(amount, 0, termMonths)).toBe(Math.round(amount / termMonths));
      }),
      runs,
    );
  });

  it('the budget inverse and the payment agree to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300_000 }),
        fraction,
        apr,
        carTerm,
        (budgetCents, down, aprPercent, termMonths) => {
          const terms = { aprPercent, termMonths, downPayment: { type: 'percent', fraction: down } } as const;
          const found = maxFinancePrice(budgetCents, terms) as number;
          expect(financeMonthlyPaymentCents({ ...terms, priceCents: found })).toBeLessThanOrEqual(
            budgetCents,
          );
          expect(financeMonthlyPaymentCents({ ...terms, priceCents: found + 1 })).toBeGreaterThan(
            budgetCents,
          );
        },
      ),
      runs,
    );
  });

  it('price -> monthly payment -> price: the price comes back (or a dearer one with the same payment)', () => {
    fc.assert(
      fc.property(price, fraction, apr, carTerm, (priceCents, down, aprPercent, termMonths) => {
        const terms = { aprPercent, termMonths, downPayment: { type: 'percent', fraction: down } } as const;
        const payment = financeMonthlyPaymentCents({ ...terms, priceCents });
        const back = maxFinancePrice(payment, terms) as number;
        expect(back).toBeGreaterThanOrEqual(priceCents);
        expect(financeMonthlyPaymentCents({ ...terms, priceCents: back })).toBe(payment);
      }),
      runs,
    );
  });

  it('a lease payment rises with the price and falls with the down payment', () => {
    fc.assert(
      fc.property(
        price,
        price,
        apr,
        carTerm,
        fc.nat(2_000_000),
        fc.nat(2_000_000),
        (p1, p2, aprPercent, termMonths, d1, d2) => {
          const [lowP, highP] = p1 <= p2 ? [p1, p2] : [p2, p1];
          const [lowD, highD] = d1 <= d2 ? [d1, d2] : [d2, d1];
          const pay = (priceCents: number, cents: number) =>
            leasePayment({ priceCents, aprPercent, termMonths, downPayment: { type: 'amount', cents } })
              .monthlyPaymentCents;
          expect(pay(lowP, lowD)).toBeLessThanOrEqual(pay(highP, lowD));
          expect(pay(highP, highD)).toBeLessThanOrEqual(pay(highP, lowD));
        },
      ),
      runs,
    );
  });
});
