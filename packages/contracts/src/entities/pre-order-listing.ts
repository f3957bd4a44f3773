import { z } from 'zod';
import { dollarsSchema, yearSchema } from '../fields/identifiers';
import { ownerSchema } from './owner';

const salePrice = z.object({
  salePrice: dollarsSchema.meta({ description: 'The national MSRP, whole dollars.' }),
});

/**
 * "Pre-order listing: id (built from make, model and year), pricingDetail.salePrice (national MSRP), make,
 * makeCode, model, modelCode, imageUrl, images.sources (alt, src, title), title (year make model), trimCode, year,
 * owner." (spec 001 s3). The id is `{makeCode}-{modelCode}-{year}` (ours).
 */
export const preOrderListingSchema = z.object({
  id: z.string().min(1),
  pricingDetail: salePrice,
  make: z.string(),
  makeCode: z.string(),
  model: z.string(),
  modelCode: z.string(),
  imageUrl: z.string().optional(),
  images: z.object({
    sources: z.array(z.object({ src: z.string(), alt: z.string().optional(), title: z.string().optional() })),
  }),
  title: z.string(),
  trimCode: z.string().optional(),
  year: yearSchema,
  owner: ownerSchema.optional(),
});

/** "Trim entries have ids containing Trim and carry make, model and pricingDetail.salePrice." */
export const preOrderTrimSchema = z.object({
  id: z.string().regex(/Trim/, 'trim entry ids contain Trim'),
  make: z.string(),
  model: z.string(),
  trimName: z.string(),
  trimCode: z.string().optional(),
  pricingDetail: salePrice,
});

export type PreOrderListing = z.output<typeof preOrderListingSchema>;
export type PreOrderTrim = z.output<typeof preOrderTrimSchema>;
