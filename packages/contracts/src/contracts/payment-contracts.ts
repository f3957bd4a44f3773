import { z } from 'zod';
import { defineContract } from '../define-contract';
import {
  incentivesSchema,
  offerSchema,
  paymentQuoteSchema,
  paymentRateSchema,
  termKeySchema,
} from '../entities/payment-offers';
import { listingIdSchema, zipSchema } from '../fields/identifiers';
import { queryCode, queryNumber, queryString } from '../fields/query-values';
import { CREDIT_TYPES, DEAL_TYPES } from '../fields/vocabularies';
import { forwardingHeadersSchema, NOT_FOUND_ERRORS } from './shared';

// Spec 002 s7: "GET {base}/rest/retailing/payments?{query}. Header: forwarding service atc. Time-out 5 s. Response
// holds rates and an error field. Budget variant: GET /rest/retailing/budget." The query keys are the ones
// @forecourt/wallet's buildPaymentsQuery sends; the defaults are spec 002 s3's payment defaults.

const dollars = z.number().min(0).max(10_000_000);
const CONDITIONS = ['new', 'used', 'certified'] as const;

const PAYMENT_QUERY_SHAPE = {
  listingId: queryString(listingIdSchema.optional()).meta({
    description:
      'The listing: its price, condition and incentives are used when price or condition is absent.',
  }),
  price: queryNumber(dollars.optional()).meta({ description: 'Whole dollars.' }),
  condition: queryCode(CONDITIONS, z.enum(CONDITIONS).optional()).meta({
    description: 'Picks the new or used rates; certified cars take the used ones.',
  }),
  creditType: queryCode(CREDIT_TYPES, z.enum(CREDIT_TYPES).default('b')).meta({
    description: 'Credit band a to f; b default.',
  }),
  dealType: queryCode(DEAL_TYPES, z.enum(DEAL_TYPES).default('finance')).meta({
    description: 'finance default.',
  }),
  loanTerm: queryNumber(z.int().min(12).max(96).optional()).meta({ description: 'Months; 60 when absent.' }),
  leaseTerm: queryNumber(z.int().min(12).max(60).optional()).meta({ description: 'Months; 36 when absent.' }),
  leaseMileage: queryNumber(z.int().min(5_000).max(50_000).optional()).meta({
    description: 'Miles a year, lease deals only; 12000 when absent.',
  }),
  downPayment: queryNumber(dollars.optional()).meta({
    description: 'Whole dollars; wins over downPaymentPercent.',
  }),
  downPaymentPercent: queryNumber(z.number().min(0).max(1).optional()).meta({
    description: 'A fraction of the price; 0.2 when neither down payment is given.',
  }),
  interestRate: queryNumber(z.number().min(0).max(50).optional()).meta({
    description: "APR percent the shopper set; the service's rate for the terms when absent.",
  }),
  tradeInValue: queryNumber(dollars.optional()),
  amountOwed: queryNumber(dollars.optional()),
  zip: queryString(zipSchema.optional()),
  monthlyBudget: queryNumber(dollars.optional()),
  budget: queryNumber(dollars.optional()),
};

const error = z
  .string()
  .nullable()
  .meta({ description: 'null, or why rates are missing (a breaker fallback says its breaker is open).' });

export const paymentContracts = {
  getPayments: defineContract({
    name: 'getPayments',
    service: 'payments',
    method: 'GET',
    path: '/rest/retailing/payments',
    query: z.object(PAYMENT_QUERY_SHAPE),
    headers: forwardingHeadersSchema,
    reply: z.object({
      rates: z.array(paymentRateSchema).meta({ description: 'Every rate: credit type x condition x term.' }),
      ratesByCreditType: z
        .partialRecord(z.enum(CREDIT_TYPES), z.record(termKeySchema, z.number().min(0)))
        .meta({ description: 'APR percent by credit type, then term, for the condition asked.' }),
      payments: z
        .record(termKeySchema, paymentQuoteSchema)
        .meta({ description: 'The payment per term for the price; empty without a price or listing.' }),
      incentives: incentivesSchema.meta({ description: 'Cash offers under key -1, lease offers by term.' }),
      paymentOffers: z
        .record(termKeySchema, offerSchema)
        .meta({ description: 'Special-rate offers by term.' }),
      nationalOffers: z.record(termKeySchema, offerSchema).meta({ description: 'National offers by term.' }),
      error,
    }),
    errors: NOT_FOUND_ERRORS,
    auth: 'none',
    spec: '002 s3, s7',
    summary: 'Rates, payments per term, incentives and offers for a price or listing and the wallet terms.',
    description:
      'Reply shape ours ("Response shape of payment rates ... not shown"); rates and error are the spec\'s fields. An unknown listingId is a 404.',
  }),
  getBudget: defineContract({
    name: 'getBudget',
    service: 'payments',
    method: 'GET',
    path: '/rest/retailing/budget',
    query: z.object({
      ...PAYMENT_QUERY_SHAPE,
      monthlyBudget: queryNumber(dollars).meta({
        description: 'What the shopper can pay a month, whole dollars.',
      }),
    }),
    headers: forwardingHeadersSchema,
    reply: z.object({
      rates: z.array(paymentRateSchema),
      budget: z
        .object({
          maxPrice: dollars.meta({ description: 'The highest vehicle price the monthly budget pays for.' }),
          monthlyBudget: dollars,
          dealType: z.enum(DEAL_TYPES),
          termMonths: z.int().min(1),
          aprPercent: z.number().min(0),
          downPayment: dollars,
          tradeInEquity: z.number(),
        })
        .nullable(),
      error,
    }),
    errors: NOT_FOUND_ERRORS,
    auth: 'none',
    spec: '002 s7',
    summary: 'The vehicle price a monthly budget pays for, under the wallet terms.',
    description:
      'Query as payments with monthlyBudget required; reply shape ours. budget is null when no price fits (error says why); an unknown listingId is a 404.',
  }),
};
