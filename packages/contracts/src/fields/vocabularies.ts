// Closed code lists the requests are checked against. The listing-service codes are the ones
// @forecourt/seo-routes encodes the search-results segments of spec 001 section 2 with; keep the two in step.

/** "listing type: new, used, certified, third party certified, all" (spec 001 s2); ALL is the results default. */
export const LISTING_TYPES = ['NEW', 'USED', 'CERTIFIED', '3P_CERT', 'ALL'] as const;
export type ListingTypeCode = (typeof LISTING_TYPES)[number];

/** The listing types a listing itself can have (ALL is a search value only). */
export const LISTING_CONDITIONS = ['NEW', 'USED', 'CERTIFIED', '3P_CERT'] as const;
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];

/** "p means by-owner and d means dealer in encoded form" (spec 001 s2). */
export const SELLER_TYPES = ['p', 'd'] as const;

/** "vehicle style: convertible, coupe, hatchback, sedan, suv crossover, truck, van minivan, wagon." */
export const VEHICLE_STYLE_CODES = [
  'CONVERT',
  'COUPE',
  'HATCH',
  'SEDAN',
  'SUVCROSS',
  'TRUCKS',
  'VANMV',
  'WAGON',
] as const;

/** "drive group: awd/4wd, front wheel drive, rear wheel drive." */
export const DRIVE_GROUPS = ['AWD4WD', 'FWD', 'RWD'] as const;

/** "engine: 3, 4, 5, 6, 8, 10, 12 or 16 cylinder, or rotary." */
export const ENGINE_CODES = [
  '3CLDR',
  '4CLDR',
  '5CLDR',
  '6CLDR',
  '8CLDR',
  '10CLDR',
  '12CLDR',
  '16CLDR',
  'ROTARY',
] as const;

/** "fuel: gasoline, diesel, hybrid, electric, hydrogen, plug-in hybrid." HYB and ELE are spec 000 s2's codes. */
export const FUEL_TYPE_GROUPS = ['GSL', 'DSL', 'HYB', 'ELE', 'HYD', 'PIH'] as const;

/** "exterior colour: beige, black, ... yellow." (spec 001 s2) */
export const EXT_COLOR_CODES = [
  'BEIGE',
  'BLACK',
  'BLUE',
  'BROWN',
  'BURGUNDY',
  'CHARCOAL',
  'GOLD',
  'GRAY',
  'GREEN',
  'OFFWHITE',
  'ORANGE',
  'PINK',
  'PURPLE',
  'RED',
  'SILVER',
  'TAN',
  'TURQUOISE',
  'WHITE',
  'YELLOW',
] as const;

/** "A vehicle use type of commercial only (without personal) becomes commercial-vehicles." (spec 001 s2) */
export const VEHICLE_USE_TYPES = ['COMMERCIAL', 'PERSONAL'] as const;

/**
 * The search sort orders (ours: the spec names no values). `relevance` is the default; `distanceASC` without a
 * zip orders by relevance; `datelistedDESC` is "newest" (most recently listed first).
 */
export const SEARCH_SORTS = [
  'relevance',
  'priceASC',
  'priceDESC',
  'mileageASC',
  'mileageDESC',
  'yearDESC',
  'yearASC',
  'distanceASC',
  'datelistedDESC',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Credit type codes a to f, one per credit-score band; b is the default (spec 002 s3). */
export const CREDIT_TYPES = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];

/** Deal types of the wallet: "dealType (lease or finance etc.)" (spec 002 s3); cash is the third. */
export const DEAL_TYPES = ['finance', 'lease', 'cash'] as const;

/** "brand values: kbb, ford, atc, demo; others previewAtc and carAndDriver by host" (spec 002 s1). */
export const BRANDS = ['atc', 'kbb', 'ford', 'demo', 'previewAtc', 'carAndDriver'] as const;

/** The account area's brand parameter: "accepts only AT or KBB (case-insensitive)" (spec 000 s1). */
export const ACCOUNT_BRANDS = ['AT', 'KBB'] as const;

/** "Listing priority codes: 5 FREE, 10 STANDARD, 15 STANDARD_PLUS, 17 BASIC, 20 FEATURED, 30 PREMIUM." */
export const LISTING_PRIORITIES = Object.freeze({
  5: 'FREE',
  10: 'STANDARD',
  15: 'STANDARD_PLUS',
  17: 'BASIC',
  20: 'FEATURED',
  30: 'PREMIUM',
} as const);

/** "Category groups: Drivetrain, Exterior Colors, Interior Colors, Engine, Transmission, Packages." (spec 001 s3) */
export const OPTION_CATEGORY_GROUPS = [
  'Drivetrain',
  'Exterior Colors',
  'Interior Colors',
  'Engine',
  'Transmission',
  'Packages',
] as const;

/** "Vehicle-specs filtering keeps only specIds 160, 170, ... 615." (spec 001 s3) The client filters. */
export const VEHICLE_SPEC_IDS = Object.freeze([
  160, 170, 236, 281, 546, 547, 557, 561, 578, 584, 589, 610, 615,
] as const);

/** "Body style order: Sedan, SUV, Truck, Coupe, Convertible, Wagon, Van, Hatchback" (spec 001 s9). */
export const BODY_STYLE_ORDER = Object.freeze([
  'Sedan',
  'SUV',
  'Truck',
  'Coupe',
  'Convertible',
  'Wagon',
  'Van',
  'Hatchback',
] as const);

/**
 * The body style each vehicle style code reads as, in the words of the body style order above (spec 001 s9
 * "synonyms map to these (Crossover to SUV, Pickup to Truck, Commercial to Van)").
 */
export const VEHICLE_STYLE_NAMES: Readonly<
  Record<(typeof VEHICLE_STYLE_CODES)[number], (typeof BODY_STYLE_ORDER)[number]>
> = Object.freeze({
  CONVERT: 'Convertible',
  COUPE: 'Coupe',
  HATCH: 'Hatchback',
  SEDAN: 'Sedan',
  SUVCROSS: 'SUV',
  TRUCKS: 'Truck',
  VANMV: 'Van',
  WAGON: 'Wagon',
});
