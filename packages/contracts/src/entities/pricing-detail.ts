import { z } from 'zod';
import { dollarsSchema } from '../fields/identifiers';

/** The rating bands of the market price model, best first (issue 33, ours). */
export const DEAL_RATING_BANDS = ['Great', 'Good', 'Fair', 'High', 'Overpriced'] as const;

/**
 * The market price model's rating (issue 33, ours): comparable listings adjusted for age, mileage, trim and
 * region give an estimated market price; the gap to it sets the band. `band` absent is "not enough similar cars
 * to rate this price" (then no market price, gap or confidence either).
 */
export const dealRatingSchema = z
  .object({
    band: z.enum(DEAL_RATING_BANDS).optional(),
    marketPrice: dollarsSchema.optional(),
    /** salePrice minus marketPrice, whole dollars: negative is below the market. */
    gap: z.int().optional(),
    /** The gap as a percentage of the market price, one decimal: -9.5 is 9.5 percent below. */
    gapPercent: z.number().optional(),
    confidence: z.enum(['high', 'medium', 'low']).optional(),
    comparableCount: z.int().min(0),
    /** The nearest comparable listings' ids, nearest first (their vehicle pages explain the estimate). */
    comparableIds: z.array(z.string()).max(10),
  })
  .meta({
    description:
      "The market price model's deal rating, with what the vehicle page needs to explain it (ours).",
  });

/** "pricingDetail.salePrice" (spec 001 s3) and "pricingDetail.dealIndicator ('Great' or 'Good')" (spec 000 s3). */
export const pricingDetailSchema = z.object({
  salePrice: dollarsSchema.optional().meta({ description: 'Whole US dollars.' }),
  msrp: dollarsSchema.optional(),
  /** The deal rating's band when it is Great or Good: one verdict, never a second rule's. */
  dealIndicator: z.enum(['Great', 'Good']).optional(),
  /** Ours (issue 33). */
  dealRating: dealRatingSchema.optional(),
});

export type DealRating = z.output<typeof dealRatingSchema>;
export type DealRatingBand = (typeof DEAL_RATING_BANDS)[number];

/** One entry of `pricingHistory` (shape ours): a price and the day it took effect. */
export const priceChangeSchema = z.object({ date: z.iso.date(), price: dollarsSchema });

export type PricingDetail = z.output<typeof pricingDetailSchema>;
