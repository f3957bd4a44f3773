import { z } from 'zod';
import { epochMsSchema, yearSchema } from '../fields/identifiers';

/** "creditAppDeals: list of entries with dealId, ownerId, expiry" (spec 002 s3); expiry in epoch ms. */
export const creditAppDealSchema = z.object({
  dealId: z.string().min(1).max(64),
  ownerId: z.string().max(64),
  expiry: epochMsSchema,
});

/**
 * "Deal details (per dealId)": vehicle, deal, creditApp and testDrive flags (spec 002 s3). `condition` is the
 * listing's (certifiedpreowned is shown as Certified in a deal title).
 */
export const dealDetailsSchema = z.object({
  vehicle: z.object({
    vin: z.string(),
    condition: z.string(),
    make: z.string(),
    model: z.string(),
    year: yearSchema,
    trim: z.string().optional(),
    priceChangeFlag: z.boolean(),
    sellingVehicleChangeFlag: z.boolean(),
    title: z.string(),
  }),
  deal: z.object({ dealTypeChangeFlag: z.boolean(), paymentChangeFlag: z.boolean() }),
  creditApp: z.object({ creditAppNotified: z.boolean(), isDecisionChanged: z.boolean() }),
  testDrive: z.object({ testDriveNotified: z.boolean(), testDriveCompleted: z.boolean() }),
});

export type CreditAppDeal = z.output<typeof creditAppDealSchema>;
export type DealDetails = z.output<typeof dealDetailsSchema>;
