import { CONTRACTS } from '@forecourt/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/contract-route';
import { buildPaymentsReply } from '../payments/build-payments-reply';
import { lenderRates } from '../payments/lender-rates';
import { findPaymentListing, type PaymentListing } from '../payments/payment-listing';
import { quoteBudget } from '../payments/quote-budget';
import { rateConditionOf, resolveShopperTerms } from '../payments/shopper-terms';
import type { ServerDeps } from '../server-deps';

/** Routes of payments and budget (spec 002 s3, s7): rates, payments per term, offers; what a budget buys. */
export function registerPaymentRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const listingOf = (listingId: string | undefined): Promise<PaymentListing | undefined> =>
    listingId === undefined ? Promise.resolve(undefined) : findPaymentListing(deps.database.db, listingId);

  route(app, CONTRACTS.getPayments, async ({ query }) => {
    // Terms first: a term that is not offered is a 400 before any database work.
    resolveShopperTerms(query);
    const listing = await listingOf(query.listingId);
    return buildPaymentsReply({
      query,
      listing,
      listingState: listing ? deps.zips.lookup(listing.zip)?.state : undefined,
      now: deps.clock.now(),
    });
  });

  route(app, CONTRACTS.getBudget, async ({ query }) => {
    const terms = resolveShopperTerms(query);
    const listing = await listingOf(query.listingId);
    const outcome = quoteBudget(
      query.monthlyBudget,
      rateConditionOf(query.condition, listing?.condition),
      terms,
    );
    return { rates: lenderRates(), ...outcome };
  });
}
