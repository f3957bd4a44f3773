import { z } from 'zod';
import { epochMsSchema, zipSchema } from '../fields/identifiers';
import { CREDIT_TYPES, DEAL_TYPES } from '../fields/vocabularies';
import { creditAppDealSchema } from './deal';

// The wallet storage record (spec 002 s3, "Persisted wallet keys"). Money is whole US dollars, dates epoch ms,
// rates APR percent. "Other wallet field validation (ranges of budget, down payment, terms): not shown": the
// ranges below are ours, wide enough for any real car deal and narrow enough to catch a unit mistake.

const dollars = (max: number) => z.number().min(0).max(max);

/** "Interactions flags" (spec 002 s3). */
export const interactionsSchema = z
  .object({
    autoFilledListing: z.boolean(),
    disableBudgetCalculationAlert: z.boolean(),
    disableComparePopover: z.boolean(),
    disablePaymentPopover: z.boolean(),
    hasBudgetInteraction: z.boolean(),
    hasOpenedTradeIn: z.boolean(),
    hasOpenedWallet: z.boolean(),
    hasRequestedTaxesFees: z.boolean(),
    hasUpdatedCreditOrTerm: z.boolean(),
    hasUpdatedNDSCalc: z.boolean(),
    hasUpdatedPaymentOption: z.boolean(),
    hasUpdatedWallet: z.boolean(),
    hasWalletInteractionWithinVDP: z.boolean(),
    hideReceipt: z.array(z.string().max(64)).max(500),
    paymentEmphasis: z.boolean(),
    useFallbackLead: z.boolean(),
    syncAlert: z.object({ showAlert: z.boolean(), success: z.boolean(), isAuto: z.boolean() }),
  })
  .partial();

export const tradeInSchema = z.object({
  amountOwed: dollars(10_000_000),
  condition: z.string().max(32),
  ico: z
    .array(z.object({ id: z.string().max(64), value: dollars(10_000_000), expiry: epochMsSchema.nullable() }))
    .max(20),
  source: z.string().max(64).nullable(),
  value: dollars(10_000_000),
});

/**
 * paymentInfo: the persisted wallet keys, in the spec's order. "Null budget, monthlyBudget, downPayment and
 * downPaymentPercent are kept when null; other null values are dropped" (spec 002 s3): those four accept null.
 */
export const paymentInfoSchema = z
  .object({
    creditAppDeals: z.array(creditAppDealSchema).max(100),
    creditVerification: z.object({ verified: z.boolean(), verifiedDate: epochMsSchema.nullable() }),
    creditType: z.enum(CREDIT_TYPES),
    leaseTerm: z.int().min(12).max(60).meta({ description: 'Months; default 36.' }),
    leaseMileageRange: z.int().min(5_000).max(50_000).meta({ description: 'Miles a year; default 12000.' }),
    loanTerm: z.int().min(12).max(96).meta({ description: 'Months; default 60.' }),
    downPayment: dollars(10_000_000).nullable(),
    downPaymentPercent: z.number().min(0).max(1).nullable().meta({ description: 'A fraction; default 0.2.' }),
    downPaymentType: z.enum(['percent', 'amount']),
    interestRate: z.object({
      new: z.number().min(0).max(50),
      used: z.number().min(0).max(50),
      isFallback: z.boolean().optional(),
    }),
    budget: dollars(10_000_000).nullable(),
    dealType: z.enum(DEAL_TYPES).nullable(),
    tradeIn: tradeInSchema,
    interactions: interactionsSchema,
    monthlyBudget: dollars(1_000_000).nullable(),
    zip: zipSchema.nullable(),
    lastUpdated: epochMsSchema.nullable(),
    createdDate: epochMsSchema.nullable(),
    timeStamp: epochMsSchema.nullable(),
    walletId: z.string().max(64).nullable(),
    paymentOption: z.enum(DEAL_TYPES),
  })
  .partial()
  .meta({ description: 'The persisted wallet keys (spec 002 s3); every key optional.' });

export type PaymentInfo = z.output<typeof paymentInfoSchema>;
