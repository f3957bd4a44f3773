import { PAYMENT_DEFAULTS } from './payment-defaults';
import type { CreditType, InterestRate, RateCondition } from './wallet-state';

// Spec 002 s9: "Response shape of payment rates ... not shown". This is ours. It goes to the contracts package
// when that exists; until then the API and the apps share these types from here.

/** One rate of the payments service: an APR for a credit type, a term and new or used cars. */
export interface PaymentRate {
  creditType: CreditType;
  condition: RateCondition;
  termMonths: number;
  aprPercent: number;
  /** Who offers it: a lender, the carmaker, or the national average (spec 002 s3). */
  offeredBy?: string;
}

/**
 * The payments reply (GET /rest/retailing/payments, spec 002 s7): "rates and an error field". When its breaker
 * is open, @forecourt/breakers answers `{ rates: [], error: 'Circuit Breaker for /rest/retailing/payments is
 * open' }`; any error counts as that, the text is not matched.
 */
export interface PaymentRatesReply {
  rates: PaymentRate[];
  error?: string | null;
}

/** An incentive: a cash amount, a special APR, or a lease offer, by term. */
export interface IncentiveOffer {
  /** Whole dollars (cash back or a lease's monthly payment). */
  amount?: number;
  aprPercent?: number;
  termMonths?: number;
  offeredBy?: string;
  /** Epoch ms. */
  expiry?: number | null;
}

/** A listing's incentives (spec 002 s3): cash offers under the key -1, lease offers by term. */
export interface ListingIncentives {
  cashOffers?: Readonly<Record<string, IncentiveOffer>>;
  leaseOffers?: Readonly<Record<string, IncentiveOffer>>;
}

/** The key cash offers are kept under (spec 002 s3, "cashOffers (key -1)"). */
export const CASH_OFFER_KEY = '-1';

export const NATIONAL_AVERAGE_OFFERED_BY = 'national-average';

/** The rates used when the payments service has none: the wallet's default rates (spec 002 s3). */
export const NATIONAL_AVERAGE_RATES: Readonly<Record<RateCondition, number>> = Object.freeze({
  new: PAYMENT_DEFAULTS.interestRate.new,
  used: PAYMENT_DEFAULTS.interestRate.used,
});

export interface SelectedRate {
  aprPercent: number;
  /** True when the national average stood in (breaker open, an error, or no rate for these terms). */
  isFallback: boolean;
  offeredBy?: string;
}

/** New cars take the new rate; used and certified cars the used one. */
export function rateCondition(listingCondition: string): RateCondition {
  return listingCondition.trim().toLowerCase() === 'new' ? 'new' : 'used';
}

/** The rate for a credit type, term and condition, or the national average (spec 002 s8) when there is none. */
export function selectRate(
  reply: PaymentRatesReply | null | undefined,
  terms: { creditType: CreditType; condition: RateCondition; termMonths: number },
  nationalAverage: Readonly<Record<RateCondition, number>> = NATIONAL_AVERAGE_RATES,
): SelectedRate {
  const usable = reply && !reply.error && Array.isArray(reply.rates) ? reply.rates : [];
  const rate = usable.find(
    (candidate) =>
      candidate.creditType === terms.creditType &&
      candidate.condition === terms.condition &&
      candidate.termMonths === terms.termMonths &&
      Number.isFinite(candidate.aprPercent),
  );
  if (rate)
    return {
      aprPercent: rate.aprPercent,
      isFallback: false,
      ...(rate.offeredBy ? { offeredBy: rate.offeredBy } : {}),
    };
  return {
    aprPercent: nationalAverage[terms.condition],
    isFallback: true,
    offeredBy: NATIONAL_AVERAGE_OFFERED_BY,
  };
}

/** The wallet's interest-rate map from a payments reply; the fallback flag is set if either rate fell back. */
export function interestRateFromReply(
  reply: PaymentRatesReply | null | undefined,
  terms: { creditType: CreditType; termMonths: number },
  nationalAverage: Readonly<Record<RateCondition, number>> = NATIONAL_AVERAGE_RATES,
): InterestRate {
  const forNew = selectRate(reply, { ...terms, condition: 'new' }, nationalAverage);
  const forUsed = selectRate(reply, { ...terms, condition: 'used' }, nationalAverage);
  return {
    new: forNew.aprPercent,
    used: forUsed.aprPercent,
    isFallback: forNew.isFallback || forUsed.isFallback,
  };
}
