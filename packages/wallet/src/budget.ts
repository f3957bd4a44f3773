import { type FinanceInput, financeMonthlyPaymentCents } from './finance';
import { type LeaseInput, leasePayment } from './lease';
import { assertCents } from './money';
import { WalletError } from './wallet-error';

/** The search stops here: $1 billion. A budget that fits every price below it has no answer. */
export const MAX_PRICE_CENTS = 100_000_000_000;

/**
 * The highest whole-cent price whose payment fits the budget, for any payment that never falls as the price
 * rises. Null when not even a free car fits (fees or negative equity alone exceed the budget).
 *
 * Binary search on the real payment function, not an inverted formula, so the answer agrees with the payment
 * to the cent: paymentOf(price) <= budget < paymentOf(price + 1).
 */
export function maxPriceWithinBudget(
  budgetCents: number,
  paymentOf: (priceCents: number) => number,
): number | null {
  assertCents('budgetCents', budgetCents);
  if (paymentOf(0) > budgetCents) return null;
  let low = 0;
  let high = 1_000_000; // $10,000: most budgets are found within a few doublings
  while (paymentOf(high) <= budgetCents) {
    low = high;
    if (high === MAX_PRICE_CENTS) {
      throw new WalletError(
        'UNBOUNDED_BUDGET',
        'budgetCents',
        `every price up to ${MAX_PRICE_CENTS} cents fits a budget of ${budgetCents} cents (is the down payment 100 %?)`,
      );
    }
    high = Math.min(high * 2, MAX_PRICE_CENTS);
  }
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (paymentOf(middle) <= budgetCents) low = middle;
    else high = middle;
  }
  return low;
}

/** Loan terms without a price: what the budget is searched against. */
export type FinanceTerms = Omit<FinanceInput, 'priceCents'>;
export type LeaseTerms = Omit<LeaseInput, 'priceCents'>;

/** The highest price whose loan payment fits a monthly budget (the budget call of spec 002 s7). */
export function maxFinancePrice(monthlyBudgetCents: number, terms: FinanceTerms): number | null {
  return maxPriceWithinBudget(monthlyBudgetCents, (priceCents) =>
    financeMonthlyPaymentCents({ ...terms, priceCents }),
  );
}

/**
 * The highest price whose lease payment fits a monthly budget. Lease payments rise with the price as long as the
 * down payment fraction plus the residual stays under 100 % of the price, which every real lease does.
 */
export function maxLeasePrice(monthlyBudgetCents: number, terms: LeaseTerms): number | null {
  return maxPriceWithinBudget(
    monthlyBudgetCents,
    (priceCents) => leasePayment({ ...terms, priceCents }).monthlyPaymentCents,
  );
}
