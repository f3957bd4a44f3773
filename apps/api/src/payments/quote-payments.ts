import type { PaymentQuote } from '@forecourt/contracts';
import {
  type CreditType,
  centsToDollars,
  type DownPayment,
  downPaymentCents,
  financePayment,
  leasePayment,
  type RateCondition,
  type TradeInValue,
} from '@forecourt/wallet';
import { LEASE_TERMS, LENDER_NAME, LOAN_TERMS, lenderRate } from './lender-rates';
import type { AssembledOffers } from './payment-offers';

/** The shopper's terms, resolved: defaults filled, money in cents. */
export interface ShopperTerms {
  creditType: CreditType;
  dealType: 'finance' | 'lease' | 'cash';
  loanTerm: number;
  leaseTerm: number;
  leaseMileage: number;
  downPayment: DownPayment;
  tradeIn: TradeInValue;
  /** The APR the shopper set; the lender's rate (or a special APR) for each term when undefined. */
  interestRate: number | undefined;
}

interface Candidate {
  aprPercent: number;
  offeredBy: string | undefined;
  /** Customer cash taken off the price. */
  cashBackCents: number;
}

function financeQuote(
  priceCents: number,
  terms: ShopperTerms,
  term: number,
  candidate: Candidate,
): PaymentQuote {
  const down = downPaymentCents(priceCents, terms.downPayment);
  const quote = financePayment({
    priceCents: Math.max(0, priceCents - candidate.cashBackCents),
    downPayment: { type: 'amount', cents: down },
    tradeIn: terms.tradeIn,
    aprPercent: candidate.aprPercent,
    termMonths: term,
  });
  return {
    dealType: 'finance',
    termMonths: term,
    aprPercent: candidate.aprPercent,
    monthlyPayment: centsToDollars(quote.monthlyPaymentCents),
    amountFinanced: centsToDollars(quote.amountFinancedCents),
    downPayment: centsToDollars(down),
    totalInterest: centsToDollars(quote.totalInterestCents),
    ...(candidate.offeredBy ? { offeredBy: candidate.offeredBy } : {}),
  };
}

function leaseQuote(
  priceCents: number,
  terms: ShopperTerms,
  term: number,
  candidate: Candidate,
): PaymentQuote {
  const quote = leasePayment({
    priceCents,
    downPayment: terms.downPayment,
    tradeIn: terms.tradeIn,
    aprPercent: candidate.aprPercent,
    termMonths: term,
    annualMileage: terms.leaseMileage,
  });
  return {
    dealType: 'lease',
    termMonths: term,
    aprPercent: candidate.aprPercent,
    monthlyPayment: centsToDollars(quote.monthlyPaymentCents),
    amountFinanced: centsToDollars(Math.max(0, quote.adjustedCapCostCents)),
    downPayment: centsToDollars(downPaymentCents(priceCents, terms.downPayment)),
    totalInterest: centsToDollars(quote.financeChargeCents * term),
    ...(candidate.offeredBy ? { offeredBy: candidate.offeredBy } : {}),
  };
}

/**
 * The payment for every term the lender writes for the deal type, in cents through the wallet's maths. Each term
 * takes the cheaper of: the lender's rate (or the shopper's own APR) with the customer cash off the price, or the
 * carmaker's special APR without it (offers do not stack, as carmakers write them). Leases compare the lender's
 * rate with the lease program's APR; customer cash is a purchase offer and never lowers a lease. Cash deals have
 * no monthly payments.
 */
export function quotePayments(
  priceCents: number,
  condition: RateCondition,
  terms: ShopperTerms,
  offers: AssembledOffers,
): Record<string, PaymentQuote> {
  const payments: Record<string, PaymentQuote> = {};
  if (terms.dealType === 'cash') return payments;
  const lease = terms.dealType === 'lease';
  for (const term of lease ? LEASE_TERMS : LOAN_TERMS) {
    const standard: Candidate = {
      aprPercent: terms.interestRate ?? lenderRate(terms.creditType, condition, term) ?? 0,
      offeredBy: terms.interestRate === undefined ? LENDER_NAME : undefined,
      cashBackCents: lease ? 0 : offers.cashBackCents,
    };
    const offer = lease ? offers.incentives.leaseOffers[String(term)] : offers.paymentOffers[String(term)];
    const quoteOf = lease ? leaseQuote : financeQuote;
    let best = quoteOf(priceCents, terms, term, standard);
    // A shopper who set an APR (their own lender's) is quoted at it; carmaker rates need carmaker financing.
    if (offer?.aprPercent !== undefined && terms.interestRate === undefined) {
      const special = quoteOf(priceCents, terms, term, {
        aprPercent: offer.aprPercent,
        offeredBy: offer.offeredBy,
        cashBackCents: 0,
      });
      if (special.monthlyPayment < best.monthlyPayment) best = special;
    }
    payments[String(term)] = best;
  }
  return payments;
}
