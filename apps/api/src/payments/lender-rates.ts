import type { CreditType, PaymentRate, RateCondition } from '@forecourt/wallet';

// Spec 002 s9: "Response shape of payment rates ... not shown", and the spec gives no rate table beyond the wallet's
// defaults (new 6, used 7.05 for the default credit type b). This table is ours: one lender, APRs by credit band
// and condition at 60 months, moved by term. Band b at 60 months is exactly the spec's defaults, so a wallet that
// applies these rates shows the same figures as one that fell back to the national average.

/** Who the rates come from (`offeredBy` of every rate). */
export const LENDER_NAME = 'Forecourt Lending Network';

/** Loan terms the lender writes, in months. A loanTerm outside this list is a 400 naming it. */
export const LOAN_TERMS: readonly number[] = Object.freeze([24, 36, 48, 60, 72, 84]);

/** Lease terms the lender writes, in months (39 is the common "36 plus 3" lease). */
export const LEASE_TERMS: readonly number[] = Object.freeze([24, 36, 39, 48]);

/** Every term a rate is quoted for: loan and lease terms, ascending. */
export const RATE_TERMS: readonly number[] = Object.freeze(
  [...new Set([...LOAN_TERMS, ...LEASE_TERMS])].sort((a, b) => a - b),
);

export const CREDIT_TYPE_CODES: readonly CreditType[] = Object.freeze(['a', 'b', 'c', 'd', 'e', 'f']);

/** APR percent at 60 months by condition and credit band (a Excellent ... f Needs Work, spec 002 s3). */
export const BASE_APR: Readonly<Record<RateCondition, Readonly<Record<CreditType, number>>>> = Object.freeze({
  new: Object.freeze({ a: 5.19, b: 6, c: 7.49, d: 9.99, e: 13.49, f: 16.99 }),
  used: Object.freeze({ a: 6.29, b: 7.05, c: 9.29, d: 12.49, e: 16.99, f: 20.99 }),
});

/** Points added to the 60-month APR by term: shorter loans cost less, longer ones more. */
export const TERM_ADJUSTMENT: Readonly<Record<number, number>> = Object.freeze({
  24: -0.5,
  36: -0.35,
  39: -0.3,
  48: -0.2,
  60: 0,
  72: 0.35,
  84: 0.75,
});

const roundRate = (apr: number): number => Math.round(apr * 100) / 100;

/** The lender's APR for a band, condition and term; undefined for a term it does not write. */
export function lenderRate(
  creditType: CreditType,
  condition: RateCondition,
  termMonths: number,
): number | undefined {
  const adjustment = TERM_ADJUSTMENT[termMonths];
  if (adjustment === undefined) return undefined;
  return roundRate(BASE_APR[condition][creditType] + adjustment);
}

/** Every rate: credit type x condition x term, in that order. */
export function lenderRates(): PaymentRate[] {
  const rates: PaymentRate[] = [];
  for (const creditType of CREDIT_TYPE_CODES) {
    for (const condition of ['new', 'used'] as const) {
      for (const termMonths of RATE_TERMS) {
        const aprPercent = lenderRate(creditType, condition, termMonths) ?? 0;
        rates.push({ creditType, condition, termMonths, aprPercent, offeredBy: LENDER_NAME });
      }
    }
  }
  return rates;
}

/** APR by credit type, then term (as a string key), for one condition. */
export function ratesByCreditType(condition: RateCondition): Record<CreditType, Record<string, number>> {
  const byType = {} as Record<CreditType, Record<string, number>>;
  for (const creditType of CREDIT_TYPE_CODES) {
    const byTerm: Record<string, number> = {};
    for (const termMonths of RATE_TERMS)
      byTerm[String(termMonths)] = lenderRate(creditType, condition, termMonths) ?? 0;
    byType[creditType] = byTerm;
  }
  return byType;
}
