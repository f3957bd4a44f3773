import {
  centsToDollars,
  dollarsToCents,
  downPaymentCents,
  maxFinancePrice,
  maxLeasePrice,
  type RateCondition,
  WalletError,
} from '@forecourt/wallet';
import { lenderRate } from './lender-rates';
import type { ShopperTerms } from './quote-payments';

/** The highest price the budget call quotes: the contracts' money ceiling. */
export const MAX_QUOTED_PRICE = 10_000_000;

export interface BudgetQuote {
  /** Whole dollars: the payment of this price fits the budget, and of one dollar more may not. */
  maxPrice: number;
  monthlyBudget: number;
  dealType: 'finance' | 'lease';
  termMonths: number;
  aprPercent: number;
  /** At maxPrice. */
  downPayment: number;
  /** Trade-in value less amount owed; negative when more is owed. */
  tradeInEquity: number;
}

export type BudgetOutcome = { budget: BudgetQuote; error: null } | { budget: null; error: string };

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

/**
 * The price a monthly budget buys on the shopper's terms: a lease for lease deals, a loan otherwise (as the
 * wallet's walletPriceForMonthlyBudget decides; a cash deal has no monthly payment to fit). The wallet's binary
 * search gives the highest cent; the answer is rounded down to whole dollars, so it still fits. No special APRs or
 * customer cash: without a car there is no carmaker offer to apply.
 */
export function quoteBudget(
  monthlyBudget: number,
  condition: RateCondition,
  terms: ShopperTerms,
): BudgetOutcome {
  const lease = terms.dealType === 'lease';
  const termMonths = lease ? terms.leaseTerm : terms.loanTerm;
  const aprPercent = terms.interestRate ?? lenderRate(terms.creditType, condition, termMonths) ?? 0;
  const budgetCents = dollarsToCents(monthlyBudget);
  const shared = { aprPercent, termMonths, downPayment: terms.downPayment, tradeIn: terms.tradeIn };
  let priceCents: number | null;
  try {
    priceCents = lease
      ? maxLeasePrice(budgetCents, { ...shared, annualMileage: terms.leaseMileage })
      : maxFinancePrice(budgetCents, shared);
  } catch (error) {
    if (error instanceof WalletError && error.code === 'UNBOUNDED_BUDGET')
      priceCents = Number.POSITIVE_INFINITY;
    else throw error;
  }
  if (priceCents === null) {
    return {
      budget: null,
      error: `No price fits a monthly budget of ${usd.format(monthlyBudget)}: what is owed on the trade-in beyond its value costs more each month.`,
    };
  }
  const maxPrice = Math.floor(centsToDollars(priceCents));
  if (maxPrice > MAX_QUOTED_PRICE) {
    return {
      budget: null,
      error: `A monthly budget of ${usd.format(monthlyBudget)} buys more than ${usd.format(MAX_QUOTED_PRICE)}, the highest price quoted.`,
    };
  }
  return {
    budget: {
      maxPrice,
      monthlyBudget,
      dealType: lease ? 'lease' : 'finance',
      termMonths,
      aprPercent,
      downPayment: centsToDollars(downPaymentCents(dollarsToCents(maxPrice), terms.downPayment)),
      tradeInEquity: centsToDollars(terms.tradeIn.valueCents - terms.tradeIn.amountOwedCents),
    },
    error: null,
  };
}
