import { downPaymentCents, type PurchaseInput, tradeInEquityCents } from './amount-financed';
import { assertCents, assertPercent, assertTerm, roundToCent } from './money';
import { WalletError } from './wallet-error';

/**
 * Residual value as a percent of the price at 12,000 miles a year, by term in months. The spec gives no figures
 * (its only lease constants are the 12,000-mile and 36-month defaults): these are ours, typical of mainstream
 * cars, and a lender's own residual is passed as `residualPercent`.
 */
export const DEFAULT_LEASE_RESIDUALS: Readonly<Record<number, number>> = Object.freeze({
  24: 66,
  36: 58,
  39: 56,
  48: 50,
  60: 42,
});

/** Residual points lost for each 1,000 miles a year above 12,000, and gained for each 1,000 below. */
export const RESIDUAL_POINTS_PER_1000_MILES = 1;

/** The yearly mileage the residual table is written for (spec 002 s3: lease mileage 12000). */
export const BASE_LEASE_MILEAGE = 12_000;

/**
 * Residual percent for a term and a yearly mileage: the table value, interpolated between listed terms and held
 * flat beyond the first and last, moved one point per 1,000 miles away from 12,000, kept between 0 and 100.
 */
export function leaseResidualPercent(
  termMonths: number,
  annualMileage: number = BASE_LEASE_MILEAGE,
  residuals: Readonly<Record<number, number>> = DEFAULT_LEASE_RESIDUALS,
): number {
  assertTerm('termMonths', termMonths);
  if (!Number.isFinite(annualMileage) || annualMileage < 0) {
    throw new WalletError(
      'INVALID_MILEAGE',
      'annualMileage',
      `annualMileage must be 0 or more: ${annualMileage}`,
    );
  }
  const terms = Object.keys(residuals)
    .map(Number)
    .sort((a, b) => a - b);
  const below = terms.filter((term) => term <= termMonths).at(-1);
  const above = terms.find((term) => term >= termMonths);
  const at = (term: number | undefined): number => (term === undefined ? 0 : (residuals[term] ?? 0));
  let base: number;
  if (below === undefined || above === undefined || below === above) base = at(below ?? above);
  else base = at(below) + ((at(above) - at(below)) * (termMonths - below)) / (above - below);
  const adjusted = base - ((annualMileage - BASE_LEASE_MILEAGE) / 1000) * RESIDUAL_POINTS_PER_1000_MILES;
  return Math.min(100, Math.max(0, adjusted));
}

export interface LeaseInput extends PurchaseInput {
  aprPercent: number;
  termMonths: number;
  /** @default 12000 (spec 002 s3) */
  annualMileage?: number;
  /** A lender's residual, percent of the price. @default leaseResidualPercent(termMonths, annualMileage) */
  residualPercent?: number;
  /** @default DEFAULT_LEASE_RESIDUALS */
  residuals?: Readonly<Record<number, number>>;
}

export interface LeaseQuote {
  /** What the shopper pays each month, tax included. */
  monthlyPaymentCents: number;
  /** Depreciation plus finance charge, before tax. */
  baseMonthlyPaymentCents: number;
  monthlyTaxCents: number;
  depreciationCents: number;
  financeChargeCents: number;
  residualCents: number;
  residualPercent: number;
  /** APR / 2400. */
  moneyFactor: number;
  /** Price plus fees. */
  grossCapCostCents: number;
  /** Down payment plus trade-in equity (negative equity makes it smaller, even negative). */
  capCostReductionCents: number;
  adjustedCapCostCents: number;
  aprPercent: number;
  termMonths: number;
  annualMileage: number;
}

/**
 * A lease quote: monthly depreciation ((adjusted cap cost - residual) / term) plus finance charge ((adjusted
 * cap cost + residual) x money factor), rounded once to the cent, then sales tax on that monthly payment.
 */
export function leasePayment(input: LeaseInput): LeaseQuote {
  assertPercent('aprPercent', input.aprPercent);
  assertTerm('termMonths', input.termMonths);
  const annualMileage = input.annualMileage ?? BASE_LEASE_MILEAGE;
  const residualPercent =
    input.residualPercent ?? leaseResidualPercent(input.termMonths, annualMileage, input.residuals);
  assertPercent('residualPercent', residualPercent);
  const taxPercent = input.salesTaxPercent ?? 0;
  assertPercent('salesTaxPercent', taxPercent);
  const fees = input.feesCents ?? 0;
  assertCents('feesCents', fees);

  const grossCapCostCents = input.priceCents + fees;
  const capCostReductionCents =
    downPaymentCents(input.priceCents, input.downPayment) + tradeInEquityCents(input.tradeIn);
  const adjustedCapCostCents = grossCapCostCents - capCostReductionCents;
  const residualCents = roundToCent((input.priceCents * residualPercent) / 100);
  const moneyFactor = input.aprPercent / 2400;

  const depreciation = (adjustedCapCostCents - residualCents) / input.termMonths;
  const financeCharge = (adjustedCapCostCents + residualCents) * moneyFactor;
  // A cap cost reduced below the residual leaves nothing to pay monthly; the lease does not pay the shopper.
  const baseMonthlyPaymentCents = Math.max(0, roundToCent(depreciation + financeCharge));
  const depreciationCents = Math.min(baseMonthlyPaymentCents, Math.max(0, roundToCent(depreciation)));
  const monthlyTaxCents = roundToCent((baseMonthlyPaymentCents * taxPercent) / 100);
  return {
    monthlyPaymentCents: baseMonthlyPaymentCents + monthlyTaxCents,
    baseMonthlyPaymentCents,
    monthlyTaxCents,
    depreciationCents,
    financeChargeCents: baseMonthlyPaymentCents - depreciationCents,
    residualCents,
    residualPercent,
    moneyFactor,
    grossCapCostCents,
    capCostReductionCents,
    adjustedCapCostCents,
    aprPercent: input.aprPercent,
    termMonths: input.termMonths,
    annualMileage,
  };
}
