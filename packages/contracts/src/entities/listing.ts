import { z } from 'zod';
import {
  codeSchema,
  linkSchema,
  listingIdSchema,
  vinSchema,
  yearSchema,
  zipSchema,
} from '../fields/identifiers';
import { LISTING_CONDITIONS } from '../fields/vocabularies';
import { ownerSchema } from './owner';
import { priceChangeSchema, pricingDetailSchema } from './pricing-detail';

// The listing of spec 001 s3 ("Listing (summary and detail)", "Vehicle inventory listing record", "Listing
// extras") plus the listing fields spec 000 s3 reads. Only `id` is required: a summary carries a few fields, a
// detail record many. Fields whose inner shape the spec never gives are left open (`unknown`).

const open = () => z.unknown().optional();
const text = () => z.string().optional();
const flag = () => z.boolean().optional();

const imageSourceSchema = z.object({ src: z.string(), alt: text(), title: text() });

/** "Core" (spec 001 s3). */
const core = {
  id: listingIdSchema,
  owner: z
    .union([ownerSchema, z.string()])
    .optional()
    .meta({ description: "The dealer or seller, or its id: a key of the reply's owners (spec 001 s3)." }),
  ownerId: text(),
  ownerName: text(),
  phone: text(),
  type: z.enum(LISTING_CONDITIONS).optional(),
  listingType: z.enum(LISTING_CONDITIONS).optional(),
  listingTypes: z.array(z.enum(LISTING_CONDITIONS)).optional(),
  year: yearSchema.optional(),
  make: text(),
  makeCode: codeSchema.optional(),
  model: text(),
  modelCode: codeSchema.optional(),
  trim: z.union([z.string(), z.object({ name: z.string(), code: text() })]).optional(),
  trimCode: codeSchema.optional(),
  packages: z.array(z.union([z.string(), z.object({ name: z.string(), code: text() })])).optional(),
  pricingDetail: pricingDetailSchema.optional(),
};

/** "Identity" and "Titles". */
const identity = {
  vin: vinSchema.optional(),
  styleId: text(),
  stockNumber: text(),
  kbbVehicleId: text(),
  zip: zipSchema.optional(),
  listingTitle: text(),
  listingTitleLong: text(),
  listingTitlePSX: text(),
  title: text(),
};

/** "Attributes". `seriesCode`, `transmissionCode`, `engineCode`, `featureCodes` are ours: the search filters on them. */
const attributes = {
  bodyStyleCodes: z.array(z.string()).optional(),
  classSeries: text(),
  classSeriesCode: text(),
  seriesCode: text(),
  color: z.object({ exteriorColor: text(), exteriorColorSimple: text(), interiorColor: text() }).optional(),
  driveGroup: text(),
  driveType: text(),
  engine: text(),
  engineCode: text(),
  transmission: text(),
  transmissionCode: text(),
  fuelType: text(),
  fuelTypeGroup: text(),
  displacementUOM: text(),
  electricVehicleRange: z
    .object({ min: z.number().nullable(), max: z.number().nullable(), source: z.string().nullable() })
    .partial()
    .optional(),
  electricComponentInfo: open(),
  mpgCity: z.number().optional(),
  mpgHighway: z.number().optional(),
  truckBedLength: text(),
  truckBedSizeDescription: text(),
  hasLeatherSeats: flag(),
  features: z.array(z.string()).optional(),
  featureCodes: z.array(z.string()).optional(),
  rankedFeatures: z.array(z.string()).optional(),
  specifications: open(),
  warranties: open(),
  windowSticker: open(),
  mileage: z
    .object({ value: z.int().min(0) })
    .optional()
    .meta({ description: 'Odometer reading in miles (shape ours).' }),
};

/** "Pricing and finance". */
const pricing = {
  pricingHistory: z.array(priceChangeSchema).optional().meta({ description: 'Oldest first (shape ours).' }),
  priceAdvisor: open(),
  priceAdvisorEnabled: flag(),
  priceAdvisorRuleEnabled: flag(),
  finance: open(),
  financingTypePSX: text(),
  defaultInterestRate: z.number().optional(),
  leaseLengths: z.array(z.int()).optional(),
  paymentServices: z.object({ digitalRetailingType: text() }).optional(),
  creditApp: open(),
  autoFiDealerCode: text(),
};

/** "Merchandising". */
const merchandising = {
  images: z.object({ sources: z.array(imageSourceSchema), primary: z.int().min(0).optional() }).optional(),
  videos: z.array(z.object({ src: text(), id: text(), title: text() })).optional(),
  videoId: text(),
  fyuseId: text(),
  fyusion: open(),
  hasPlaylist: flag(),
  productTiles: z.array(z.object({ tileType: z.string(), link: linkSchema.optional() })).optional(),
  vhrPreview: open(),
  vhrTiles: open(),
  certifiedProduct: open(),
  certifiedTiles: open(),
  lifestyleCategories: z.array(z.string()).optional(),
  marketExtension: open(),
  marketExtDescription: text(),
};

/** "Ratings": "A rating is present when the record is non-empty and numberOfReviews is not 0." */
const ratings = {
  kbbConsumerRatings: z.object({ averageRating: z.number().optional(), numberOfReviews: z.int() }).optional(),
  kbbConsumerReviewCount: z.int().min(0).optional(),
};

/** "Dealer and delivery". */
const delivery = {
  dealerConfig: z.object({ hideAds: flag() }).optional(),
  ecommWebsite: linkSchema.optional(),
  website: linkSchema.optional(),
  daysOnSite: z.int().min(0).optional(),
  returnPolicy: open(),
  inspectionLink: open(),
  safeGuardProgram: open(),
  safetyRecall: open(),
  vinSightData: open(),
  leadScheduling: open(),
  insurancePartnerEnabled: flag(),
};

/** "Flags". */
const flags = {
  isHot: flag(),
  isNewlyListed: flag(),
  isReducedPrice: flag(),
  isNoHagglePrice: flag(),
  isLongHaulDelivery: flag(),
  hasSpecialOffer: flag(),
  hasVehicleExchange: flag(),
  moneyBackGuarantee: flag(),
  premiumSpotlight: flag(),
  mainImageIsStock: flag(),
  isConquestable: flag(),
  hasDealerDiff: flag(),
  isRoadsterDigitalRetailing: flag(),
  isCarNowDigitalRetailing: flag(),
  isWestlakePrequal: flag(),
};

/** "Other", and the fields spec 000 s3 reads. `distance` and `vehicleUseType` are ours (search). */
const other = {
  consumerId: text(),
  externalOwnerId: text(),
  fullDescription: text(),
  priority: z.literal([5, 10, 15, 17, 20, 30]).optional().meta({
    description: '5 FREE, 10 STANDARD, 15 STANDARD_PLUS, 17 BASIC, 20 FEATURED, 30 PREMIUM (spec 000 s3).',
  }),
  accelerate: flag(),
  clickType: text(),
  atTrim: open(),
  esntial: z
    .object({ helperText: text(), deemphasized: flag(), ecommWebsite: linkSchema.optional() })
    .optional(),
  viewCount: z.int().min(0).optional(),
  vdpBaseUrl: text(),
  vehicleUseType: z.enum(['COMMERCIAL', 'PERSONAL']).optional(),
  distance: z.number().min(0).optional().meta({ description: 'Miles from the searched zip (ours).' }),
};

/** The field names of each group of spec 001 s3, for documentation and tests. */
export const LISTING_FIELD_GROUPS = Object.freeze({
  core: Object.keys(core),
  identity: Object.keys(identity),
  attributes: Object.keys(attributes),
  pricing: Object.keys(pricing),
  merchandising: Object.keys(merchandising),
  ratings: Object.keys(ratings),
  delivery: Object.keys(delivery),
  flags: Object.keys(flags),
  other: Object.keys(other),
});

export const listingSchema = z
  .object({
    ...core,
    ...identity,
    ...attributes,
    ...pricing,
    ...merchandising,
    ...ratings,
    ...delivery,
    ...flags,
    ...other,
  })
  .meta({ description: 'A listing, summary or detail (spec 001 s3); only id is always present.' });

export type Listing = z.output<typeof listingSchema>;
