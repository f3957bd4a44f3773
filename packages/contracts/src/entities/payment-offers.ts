import { z } from 'zod';
import { epochMsSchema } from '../fields/identifiers';
import { CREDIT_TYPES, DEAL_TYPES } from '../fields/vocabularies';

// Spec 002 s3: "Listing incentive and payment offers: cashOffers (key -1) and leaseOffers by term; rates by
// credit type. Payment offers and national offers by term carry offeredBy." Spec 002 s9: "Response shape of
// payment rates ... not shown": the shapes are ours, and agree with @forecourt/wallet's PaymentRate and
// IncentiveOffer. Money is whole US dollars, rates APR percent (6 is 6 %), terms months.

/** A term in months as an object key ("36"); -1 is the cash-offer key. */
export const termKeySchema = z
  .string()
  .regex(/^(-1|\d{1,3})$/, 'term keys are months, or -1 for cash offers');

/** One rate: an APR for a credit type, a term and new or used cars, and who offers it. */
export const paymentRateSchema = z.object({
  creditType: z.enum(CREDIT_TYPES),
  condition: z.enum(['new', 'used']),
  termMonths: z.int().min(1),
  aprPercent: z.number().min(0),
  offeredBy: z.string().optional().meta({ description: "A lender, the carmaker, or 'national-average'." }),
});

/** An incentive or offer: cash back, a special APR, or a lease payment, for a term. */
export const offerSchema = z.object({
  amount: z.number().min(0).optional(),
  aprPercent: z.number().min(0).optional(),
  termMonths: z.int().min(1).optional(),
  offeredBy: z.string().optional(),
  description: z.string().optional(),
  expiry: epochMsSchema.nullable().optional(),
});

/** "cashOffers (key -1) and leaseOffers by term". */
export const incentivesSchema = z.object({
  cashOffers: z.object({ '-1': offerSchema.optional() }),
  leaseOffers: z.record(termKeySchema, offerSchema),
});

/** A payment for one term: what the shopper pays a month, and how it adds up. */
export const paymentQuoteSchema = z.object({
  dealType: z.enum(DEAL_TYPES),
  termMonths: z.int().min(1),
  aprPercent: z.number().min(0),
  monthlyPayment: z.number().min(0),
  amountFinanced: z.number().min(0),
  downPayment: z.number().min(0),
  totalInterest: z.number().min(0).optional(),
  offeredBy: z.string().optional(),
});

export type PaymentRate = z.output<typeof paymentRateSchema>;
export type Offer = z.output<typeof offerSchema>;
export type Incentives = z.output<typeof incentivesSchema>;
export type PaymentQuote = z.output<typeof paymentQuoteSchema>;
