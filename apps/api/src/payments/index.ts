export { badRequest } from './bad-request';
export { buildPaymentsReply, type PaymentsInput, type PaymentsReply } from './build-payments-reply';
export {
  BASE_APR,
  CREDIT_TYPE_CODES,
  LEASE_TERMS,
  LENDER_NAME,
  LOAN_TERMS,
  lenderRate,
  lenderRates,
  RATE_TERMS,
  ratesByCreditType,
  TERM_ADJUSTMENT,
} from './lender-rates';
export { listingKey } from './listing-key';
export {
  type LeaseProgram,
  MANUFACTURER_PROGRAMS,
  type ManufacturerProgram,
  type OfferVehicle,
  offerExpiry,
  programsFor,
} from './manufacturer-offers';
export { conditionOfListingType, findPaymentListing, type PaymentListing } from './payment-listing';
export { type AssembledOffers, assembleOffers, noOffers } from './payment-offers';
export { type BudgetOutcome, type BudgetQuote, MAX_QUOTED_PRICE, quoteBudget } from './quote-budget';
export { quotePayments, type ShopperTerms } from './quote-payments';
export { type PaymentsQuery, rateConditionOf, resolveShopperTerms } from './shopper-terms';
