import type { Incentives, Offer } from '@forecourt/contracts';
import { CASH_OFFER_KEY, centsToDollars, dollarsToCents, leasePayment } from '@forecourt/wallet';
import { type ManufacturerProgram, offerExpiry } from './manufacturer-offers';

/** What a car's programs offer, in the reply's shapes. Money is whole dollars except lease payments (cents). */
export interface AssembledOffers {
  incentives: Incentives;
  /** Special APRs by term that apply where the car is sold: national and regional, the lowest APR per term. */
  paymentOffers: Record<string, Offer>;
  /** The national special APRs by term, the lowest APR per term. */
  nationalOffers: Record<string, Offer>;
  /** Customer cash in cents (0 without a cash offer), for the finance quotes. */
  cashBackCents: number;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const miles = new Intl.NumberFormat('en-US');

function bestAprByTerm(programs: readonly ManufacturerProgram[], expiry: number): Record<string, Offer> {
  const offers: Record<string, Offer> = {};
  for (const program of programs) {
    for (const [term, aprPercent] of Object.entries(program.specialApr ?? {})) {
      const current = offers[term];
      if (current?.aprPercent !== undefined && current.aprPercent <= aprPercent) continue;
      offers[term] = {
        aprPercent,
        termMonths: Number(term),
        offeredBy: program.offeredBy,
        description: `${aprPercent} % APR for ${term} months`,
        expiry,
      };
    }
  }
  return offers;
}

/**
 * The offers of the programs covering a car: the largest customer cash under key -1, the best special APR per
 * term, and each lease program with its monthly payment for this price (the program's APR, mileage and due at
 * signing through the wallet's lease maths), so the amount shown is what this car would cost on it.
 */
export function assembleOffers(
  programs: readonly ManufacturerProgram[],
  priceCents: number,
  now: Date,
): AssembledOffers {
  const expiry = offerExpiry(now);
  const cash = programs
    .filter((program) => program.cashBack !== undefined)
    .sort((a, b) => (b.cashBack ?? 0) - (a.cashBack ?? 0))[0];
  const cashOffers: Incentives['cashOffers'] = {};
  if (cash?.cashBack !== undefined) {
    cashOffers[CASH_OFFER_KEY] = {
      amount: cash.cashBack,
      offeredBy: cash.offeredBy,
      description: `${usd.format(cash.cashBack)} customer cash`,
      expiry,
    };
  }
  const leaseOffers: Record<string, Offer> = {};
  for (const program of programs) {
    const lease = program.lease;
    if (!lease || leaseOffers[String(lease.termMonths)]) continue;
    const quote = leasePayment({
      priceCents,
      aprPercent: lease.aprPercent,
      termMonths: lease.termMonths,
      annualMileage: lease.annualMileage,
      downPayment: { type: 'amount', cents: dollarsToCents(lease.dueAtSigning) },
    });
    const monthly = centsToDollars(quote.monthlyPaymentCents);
    leaseOffers[String(lease.termMonths)] = {
      amount: monthly,
      aprPercent: lease.aprPercent,
      termMonths: lease.termMonths,
      offeredBy: program.offeredBy,
      description: `${usdCents.format(monthly)} a month for ${lease.termMonths} months, ${usd.format(lease.dueAtSigning)} due at signing, ${miles.format(lease.annualMileage)} miles a year`,
      expiry,
    };
  }
  return {
    incentives: { cashOffers, leaseOffers },
    paymentOffers: bestAprByTerm(programs, expiry),
    nationalOffers: bestAprByTerm(
      programs.filter((program) => program.states === undefined),
      expiry,
    ),
    cashBackCents: cash?.cashBack === undefined ? 0 : dollarsToCents(cash.cashBack),
  };
}

/** No programs: empty offers (a price without a listing, a used car, a make without programs). */
export function noOffers(): AssembledOffers {
  return {
    incentives: { cashOffers: {}, leaseOffers: {} },
    paymentOffers: {},
    nationalOffers: {},
    cashBackCents: 0,
  };
}
