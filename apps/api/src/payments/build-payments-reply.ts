import type { CONTRACTS, ContractReply } from '@forecourt/contracts';
import { dollarsToCents } from '@forecourt/wallet';
import { currentModelYear } from '../data/vehicle-pricing';
import { lenderRates, ratesByCreditType } from './lender-rates';
import { programsFor } from './manufacturer-offers';
import type { PaymentListing } from './payment-listing';
import { assembleOffers, noOffers } from './payment-offers';
import { quotePayments } from './quote-payments';
import { type PaymentsQuery, rateConditionOf, resolveShopperTerms } from './shopper-terms';

export type PaymentsReply = ContractReply<typeof CONTRACTS.getPayments>;

export interface PaymentsInput {
  query: PaymentsQuery;
  /** The listing asked about, when listingId was given. */
  listing: PaymentListing | undefined;
  /** The state the listing is sold in, for regional programs. */
  listingState: string | undefined;
  now: Date;
}

/**
 * The payments reply (spec 002 s3, s7): every lender rate, the rates of the asked condition by credit type, the
 * payment per term for the price, and the carmaker offers of a new listing. The query's price and condition win
 * over the listing's ("used when price or condition is absent"); offers need the listing (its make, model and
 * year) and a new car. `error` is null: the rates are this service's own and never missing.
 */
export function buildPaymentsReply(input: PaymentsInput): PaymentsReply {
  const { query, listing } = input;
  const terms = resolveShopperTerms(query);
  const condition = rateConditionOf(query.condition, listing?.condition);
  const price = query.price ?? listing?.price;
  const priceCents = price === undefined ? undefined : dollarsToCents(price);
  const programs =
    listing && (query.condition ?? listing.condition) === 'new'
      ? programsFor(
          {
            makeCode: listing.makeCode,
            modelCode: listing.modelCode,
            year: listing.year,
            state: input.listingState,
          },
          currentModelYear(input.now),
        )
      : [];
  const offers =
    programs.length && priceCents !== undefined
      ? assembleOffers(programs, priceCents, input.now)
      : noOffers();
  return {
    rates: lenderRates(),
    ratesByCreditType: ratesByCreditType(condition),
    payments: priceCents === undefined ? {} : quotePayments(priceCents, condition, terms, offers),
    incentives: offers.incentives,
    paymentOffers: offers.paymentOffers,
    nationalOffers: offers.nationalOffers,
    error: null,
  };
}
