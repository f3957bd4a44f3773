import { centsToDollars } from './money';
import { PAYMENT_DEFAULTS, type PaymentDefaults } from './payment-defaults';
import { resolveWalletTerms, type WalletLike } from './wallet-terms';

/** What the payments and budget calls are asked about, beside the wallet's terms. */
export interface PaymentsQueryInput {
  listingId?: string;
  /** Whole dollars. */
  price?: number;
  /**
   * new, used or certified (a listing's own spelling is accepted: `CERTIFIED`, `Certified pre-owned`): picks the
   * new or used rates the service applies. Sent as `condition`; without it the service takes the listing's.
   */
  condition?: string;
}

/** The service's three conditions: certified cars are priced on used rates but may carry their own offers. */
function queryCondition(condition: string): 'new' | 'used' | 'certified' {
  const spelled = condition.trim().toLowerCase();
  if (spelled === 'new') return 'new';
  return spelled.includes('cert') ? 'certified' : 'used';
}

/**
 * The APR the shopper set themselves, or undefined. Only the custom lender of spec 002 s3 ("penciling:
 * customLender") is a rate the shopper chose. The wallet's `interestRate` map is not: it holds the national
 * average defaults ("interest rate new 6 and used 7.05 (with a fallback flag)") or the service's rate for the
 * credit type and loan term that `applyPaymentRates` copied in, so sending it would pin every quote to one band.
 */
export function ownInterestRate(wallet: WalletLike): number | undefined {
  const apr = wallet.penciling?.customLender?.aprPercent;
  return typeof apr === 'number' && Number.isFinite(apr) && apr >= 0 ? apr : undefined;
}

/**
 * The query of GET /rest/retailing/payments and /rest/retailing/budget (spec 002 s7) from a wallet. Missing terms
 * fall back to the defaults; the lease term and "lease term mileage is sent with lease deals only" (spec 002 s4),
 * the loan term with the others. The credit type is always sent and the service applies its "rates by credit
 * type" (spec 002 s3); `interestRate` is sent only when the shopper set their own (a custom lender), because the
 * service quotes any rate it is sent instead of the band's. Keys are ours: the spec does not show the query.
 * Values are strings, in a fixed order, ready for URLSearchParams.
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
  if (input.condition !== undefined) query.condition = queryCondition(input.condition);
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
  const ownRate = ownInterestRate(wallet);
  if (ownRate !== undefined) query.interestRate = String(ownRate);
  query.tradeInValue = String(centsToDollars(terms.tradeIn.valueCents));
  query.amountOwed = String(centsToDollars(terms.tradeIn.amountOwedCents));
  if (wallet.zip) query.zip = wallet.zip;
  if (typeof wallet.monthlyBudget === 'number') query.monthlyBudget = String(wallet.monthlyBudget);
  if (typeof wallet.budget === 'number') query.budget = String(wallet.budget);
  return query;
}
