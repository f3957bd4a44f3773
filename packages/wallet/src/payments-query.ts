import { centsToDollars } from './money';
import { PAYMENT_DEFAULTS, type PaymentDefaults } from './payment-defaults';
import { rateCondition } from './payment-rates';
import { resolveWalletTerms, type WalletLike } from './wallet-terms';

/** What the payments and budget calls are asked about, beside the wallet's terms. */
export interface PaymentsQueryInput {
  listingId?: string;
  /** Whole dollars. */
  price?: number;
  /** new, used or certified: picks the interest rate sent. */
  condition?: string;
}

/**
 * The query of GET /rest/retailing/payments and /rest/retailing/budget (spec 002 s7) from a wallet. Missing terms
 * fall back to the defaults; the lease term and "lease term mileage is sent with lease deals only" (spec 002 s4),
 * the loan term with the others. Keys are ours: the spec does not show the query. Values are strings, in a fixed
 * order, ready for URLSearchParams.
 */
export function buildPaymentsQuery(
  wallet: WalletLike,
  input: PaymentsQueryInput = {},
  defaults: PaymentDefaults = PAYMENT_DEFAULTS,
): Record<string, string> {
  const terms = resolveWalletTerms(wallet, defaults);
  const query: Record<string, string> = {};
  if (input.listingId) query.listingId = input.listingId;
  if (input.price !== undefined) query.price = String(input.price);
  query.creditType = terms.creditType;
  query.dealType = terms.dealType;
  if (terms.dealType === 'lease') {
    query.leaseTerm = String(terms.leaseTerm);
    query.leaseMileage = String(terms.leaseMileageRange);
  } else {
    query.loanTerm = String(terms.loanTerm);
  }
  if (terms.downPayment.type === 'amount')
    query.downPayment = String(centsToDollars(terms.downPayment.cents));
  else query.downPaymentPercent = String(terms.downPayment.fraction);
  if (input.condition !== undefined)
    query.interestRate = String(terms.interestRate[rateCondition(input.condition)]);
  query.tradeInValue = String(centsToDollars(terms.tradeIn.valueCents));
  query.amountOwed = String(centsToDollars(terms.tradeIn.amountOwedCents));
  if (wallet.zip) query.zip = wallet.zip;
  if (typeof wallet.monthlyBudget === 'number') query.monthlyBudget = String(wallet.monthlyBudget);
  if (typeof wallet.budget === 'number') query.budget = String(wallet.budget);
  return query;
}
