import { z } from 'zod';
import { dollarsSchema, yearSchema } from '../fields/identifiers';

/** The comparison a deal indicator was computed from, kept so the page can explain it (ours). */
export const dealComparisonSchema = z
  .object({
    comparableCount: z.int().min(0),
    /** The median price of the comparables: a few outliers (a salvage title, a typo) do not move it. */
    medianPrice: dollarsSchema,
    /** salePrice minus medianPrice, whole dollars: negative is below the market. */
    difference: z.number(),
    criteria: z.object({
      makeCode: z.string(),
      modelCode: z.string(),
      startYear: yearSchema,
      endYear: yearSchema,
      minMileage: z.int().min(0),
      maxMileage: z.int().min(0),
    }),
  })
  .meta({
    description:
      'Comparable listings (same make and model, close year and mileage) the deal indicator was computed from (ours).',
  });

/** "pricingDetail.salePrice" (spec 001 s3) and "pricingDetail.dealIndicator ('Great' or 'Good')" (spec 000 s3). */
export const pricingDetailSchema = z.object({
  salePrice: dollarsSchema.optional().meta({ description: 'Whole US dollars.' }),
  msrp: dollarsSchema.optional(),
  dealIndicator: z.enum(['Great', 'Good']).optional(),
  dealComparison: dealComparisonSchema.optional(),
});

/** One entry of `pricingHistory` (shape ours): a price and the day it took effect. */
export const priceChangeSchema = z.object({ date: z.iso.date(), price: dollarsSchema });

export type PricingDetail = z.output<typeof pricingDetailSchema>;
