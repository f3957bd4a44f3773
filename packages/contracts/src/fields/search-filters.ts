import { z } from 'zod';
import { codeSchema, dealerIdSchema, yearSchema, zipSchema } from './identifiers';
import { codeOf, queryBoolean, queryList, queryNumber, queryString } from './query-values';
import {
  DRIVE_GROUPS,
  ENGINE_CODES,
  EXT_COLOR_CODES,
  FUEL_TYPE_GROUPS,
  LISTING_TYPES,
  SELLER_TYPES,
  VEHICLE_STYLE_CODES,
  VEHICLE_USE_TYPES,
} from './vocabularies';

const MAX_LIST = 50;

const codes = (description: string) =>
  queryList(z.array(codeSchema).max(MAX_LIST).optional()).meta({
    description: `${description} Repeated or comma list.`,
  });

const closed = <const T extends readonly [string, ...string[]]>(values: T, description: string) =>
  queryList(z.array(codeOf(values)).max(MAX_LIST).optional()).meta({
    description: `${description} One of ${values.join(', ')} (any letter case); repeated or comma list.`,
  });

/**
 * The search filters in the listing-service dialect: the keys the search-results path segments are named after
 * (spec 001 s2 and s3) and the search filter keys of spec 000 s3 in their listing-service names (makeCodeList is
 * makeCode, priceRange is minPrice and maxPrice, yearRange is startYear and endYear, maxMileage is mileage, ...).
 * Unknown keys are ignored, as shoppers' URLs carry tracking and paging keys of their own.
 */
export const SEARCH_FILTER_SHAPE = {
  makeCode: codes('Make codes.'),
  modelCode: codes('Model codes; a model needs its make.'),
  trimCode: codes('Trim codes.'),
  seriesCode: codes('Series (class series) codes.'),
  featureCode: codes('Feature codes (e.g. SUNROOF, BACKUP_CAMERA).'),
  transmissionCode: codes('Transmission codes.'),
  listingType: closed(LISTING_TYPES, 'Listing types; ALL when none is given (spec 001 s2).'),
  sellerType: closed(SELLER_TYPES, 'Seller types: p by owner, d dealer.'),
  vehicleStyleCode: closed(VEHICLE_STYLE_CODES, 'Body styles.'),
  driveGroup: closed(DRIVE_GROUPS, 'Drive groups.'),
  engineCode: closed(ENGINE_CODES, 'Engines.'),
  fuelTypeGroup: closed(FUEL_TYPE_GROUPS, 'Fuel type groups.'),
  extColorSimple: closed(EXT_COLOR_CODES, 'Exterior colours.'),
  vehicleUseType: closed(
    VEHICLE_USE_TYPES,
    'Vehicle use; COMMERCIAL alone is the commercial-vehicles segment.',
  ),
  startYear: queryNumber(yearSchema.optional()).meta({ description: 'Oldest model year.' }),
  endYear: queryNumber(yearSchema.optional()).meta({ description: 'Newest model year.' }),
  // Bounded as stored prices and odometers are: a larger number is a 400 naming the field, not a database overflow.
  minPrice: queryNumber(z.int().min(0).max(100_000_000).optional()).meta({
    description: 'Lowest price, whole dollars.',
  }),
  maxPrice: queryNumber(z.int().min(0).max(100_000_000).optional()).meta({
    description: 'Highest price, whole dollars.',
  }),
  mileage: queryNumber(z.int().min(0).max(10_000_000).optional()).meta({
    description: 'Highest mileage (search dialect maxMileage).',
  }),
  mpgRange: queryString(
    z
      .string()
      .regex(/^\d{1,3}-(\d{1,3})?$/, "mpgRange is 'N-' or 'N-M'")
      .optional(),
  ).meta({ description: "Highway mpg: 'N-' (N or more) or 'N-M' (spec 001 s2)." }),
  vehicleExchange: queryBoolean(z.boolean().optional()).meta({
    description: 'Only listings with the money-back guarantee (spec 001 s2).',
  }),
  dealerId: queryString(dealerIdSchema.optional()).meta({ description: "One dealer's inventory (ours)." }),
  zip: queryString(zipSchema.optional()).meta({ description: 'Centre of the distance search.' }),
  city: queryString(z.string().max(100).optional()).meta({
    description: 'With state, names the centre when there is no zip (its centre zip is used).',
  }),
  state: queryString(z.string().max(2).optional()),
  searchRadius: queryNumber(z.int().min(0).max(500).optional()).meta({
    description:
      "Miles around the zip; the zip's default radius (fallback 50) when absent; 0 means nationwide.",
  }),
  marketExtension: queryString(z.string().max(32).optional()).meta({
    description: 'Accepted from saved searches (spec 000 s3); the search does not use it.',
  }),
};

type Ranges = { startYear?: number; endYear?: number; minPrice?: number; maxPrice?: number };

/** endYear before startYear, or maxPrice below minPrice, is a bad request naming the second key. */
export function checkRanges(value: Ranges, ctx: z.RefinementCtx): void {
  if (value.startYear !== undefined && value.endYear !== undefined && value.endYear < value.startYear) {
    ctx.addIssue({ code: 'custom', path: ['endYear'], message: 'endYear must not be before startYear' });
  }
  if (value.minPrice !== undefined && value.maxPrice !== undefined && value.maxPrice < value.minPrice) {
    ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'maxPrice must not be below minPrice' });
  }
}

export const searchFiltersSchema = z.object(SEARCH_FILTER_SHAPE).superRefine(checkRanges);

export type SearchFilters = z.output<typeof searchFiltersSchema>;
