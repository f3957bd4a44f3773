/**
 * The listing entity shared by the API and the storefront, with the field names of spec 001 section 3
 * ("Listing (summary and detail)", "Vehicle inventory listing record", "Listing extras") and the listing fields
 * spec 000 section 3 uses. Every field but `id` is optional: a summary carries a few, a detail record many.
 * Fields whose shape the spec does not give are `unknown`; narrow them where you read them.
 */

/** Listing type codes: new, used, certified, third-party certified (spec 001 section 2). */
export type ListingType = 'NEW' | 'USED' | 'CERTIFIED' | '3P_CERT';

/** owner.location.address (city, state, zip). */
export interface Address {
  city?: string;
  state?: string;
  zip?: string;
}

/** "Owner: id, name, phone, website, privateSeller, hideEmailForm, dealerPreferredCTA." (spec 001 and 000) */
export interface Owner {
  id?: string | number;
  name?: string;
  phone?: string;
  website?: string | Link;
  privateSeller?: boolean;
  hideEmailForm?: boolean;
  dealerPreferredCTA?: unknown;
  location?: { address?: Address };
}

/** A link as listings carry it: ecommWebsite (href, label), productTiles' link.href, partner cards. */
export interface Link {
  href?: string;
  label?: string;
}

/** images.sources entries: "images.sources (alt, src, title)" (spec 001 section 3, pre-order listing). */
export interface ImageSource {
  src: string;
  alt?: string;
  title?: string;
}

export interface ListingImages {
  sources?: readonly ImageSource[];
  [key: string]: unknown;
}

export interface Video {
  src?: string;
  id?: string;
  title?: string;
  [key: string]: unknown;
}

/** productTiles (tileType, link.href). */
export interface ProductTile {
  tileType?: string;
  link?: Link;
}

/** esntial (helperText, deemphasized, ecommWebsite) (spec 000 section 3). */
export interface Esntial {
  helperText?: string;
  deemphasized?: boolean;
  ecommWebsite?: Link;
}

/** pricingDetail: salePrice (spec 001) and dealIndicator 'Great' or 'Good' (spec 000). */
export interface PricingDetail {
  salePrice?: number;
  dealIndicator?: 'Great' | 'Good' | (string & {});
  [key: string]: unknown;
}

/** A trim "name or object" (spec 001 section 3). */
export type ListingTrim = string | { name?: string; code?: string };

/** A package: a name, or an object with one. */
export type ListingPackage = string | { name?: string; code?: string };

/** kbbConsumerRatings: "A rating is present when the record is non-empty and numberOfReviews is not 0." */
export interface ConsumerRatings {
  numberOfReviews?: number;
  [key: string]: unknown;
}

/** The listing entity of spec 001 section 3, in its groups. */
export interface Listing {
  // Core (summary and detail)
  id: string;
  /** The dealer or seller; "may be an index into an owners map" (a key of the reply's `owners`). */
  owner?: Owner | string | number;
  ownerId?: string | number;
  ownerName?: string;
  phone?: string;
  type?: ListingType | (string & {});
  listingType?: ListingType | (string & {});
  /** The listing types spec 000 section 3 reads. */
  listingTypes?: readonly (ListingType | (string & {}))[];
  year?: number | string;
  make?: string;
  makeCode?: string;
  model?: string;
  modelCode?: string;
  trim?: ListingTrim;
  trimCode?: string;
  packages?: readonly ListingPackage[];
  pricingDetail?: PricingDetail;

  // Identity (inventory record)
  vin?: string;
  styleId?: string | number;
  stockNumber?: string;
  kbbVehicleId?: string | number;
  zip?: string;

  // Titles
  listingTitle?: string;
  listingTitleLong?: string;
  listingTitlePSX?: string;
  /** The title of a pre-order listing or a hydrated summary. */
  title?: string;

  // Attributes
  bodyStyleCodes?: readonly string[];
  classSeries?: string;
  classSeriesCode?: string;
  color?: unknown;
  driveGroup?: string;
  driveType?: unknown;
  engine?: unknown;
  transmission?: unknown;
  fuelType?: unknown;
  fuelTypeGroup?: string;
  displacementUOM?: string;
  electricVehicleRange?: unknown;
  electricComponentInfo?: unknown;
  mpgCity?: number;
  mpgHighway?: number;
  truckBedLength?: unknown;
  truckBedSizeDescription?: string;
  hasLeatherSeats?: boolean;
  features?: unknown;
  rankedFeatures?: unknown;
  specifications?: unknown;
  warranties?: unknown;
  windowSticker?: unknown;
  mileage?: unknown;

  // Pricing and finance
  pricingHistory?: unknown;
  priceAdvisor?: unknown;
  priceAdvisorEnabled?: boolean;
  priceAdvisorRuleEnabled?: boolean;
  finance?: unknown;
  financingTypePSX?: string;
  defaultInterestRate?: number;
  leaseLengths?: unknown;
  /** paymentServices.digitalRetailingType (spec 000 section 3). */
  paymentServices?: { digitalRetailingType?: string; [key: string]: unknown };
  creditApp?: unknown;
  autoFiDealerCode?: string;

  // Merchandising
  images?: ListingImages;
  videos?: readonly Video[];
  videoId?: string;
  fyuseId?: string;
  fyusion?: unknown;
  hasPlaylist?: boolean;
  productTiles?: readonly ProductTile[];
  vhrPreview?: unknown;
  vhrTiles?: unknown;
  certifiedProduct?: unknown;
  certifiedTiles?: unknown;
  lifestyleCategories?: unknown;
  marketExtension?: unknown;
  marketExtDescription?: string;

  // Ratings
  kbbConsumerRatings?: ConsumerRatings;
  kbbConsumerReviewCount?: number;

  // Dealer and delivery
  /** dealerConfig.hideAds (spec 000 section 3). */
  dealerConfig?: { hideAds?: boolean; [key: string]: unknown };
  ecommWebsite?: Link;
  website?: string | Link;
  daysOnSite?: number;
  returnPolicy?: unknown;
  inspectionLink?: unknown;
  safeGuardProgram?: unknown;
  safetyRecall?: unknown;
  vinSightData?: unknown;
  leadScheduling?: unknown;
  insurancePartnerEnabled?: boolean;

  // Flags
  isHot?: boolean;
  isNewlyListed?: boolean;
  isReducedPrice?: boolean;
  isNoHagglePrice?: boolean;
  isLongHaulDelivery?: boolean;
  hasSpecialOffer?: boolean;
  hasVehicleExchange?: boolean;
  moneyBackGuarantee?: boolean;
  premiumSpotlight?: boolean;
  mainImageIsStock?: boolean;
  isConquestable?: boolean;
  hasDealerDiff?: boolean;
  isRoadsterDigitalRetailing?: boolean;
  isCarNowDigitalRetailing?: boolean;
  isWestlakePrequal?: boolean;

  // Other
  consumerId?: string;
  externalOwnerId?: string;
  fullDescription?: string;
  /** Numeric priority code (spec 000 section 3: 5 FREE ... 30 PREMIUM). */
  priority?: number;
  accelerate?: boolean;
  clickType?: string;
  atTrim?: unknown;
  esntial?: Esntial;
  /** Views of the listing (spec 000 section 3). */
  viewCount?: number;
  vdpBaseUrl?: string;
}

/** The owners map of a listings reply, keyed by owner id. */
export type OwnersMap = Readonly<Record<string, Owner>>;

/** "Partner resource card: cmp, epn, image (alt, src), title, link (label, href), sponsoredText." */
export interface PartnerResourceCard {
  cmp?: string;
  epn?: string;
  image?: { alt?: string; src?: string };
  title?: string;
  link?: Link;
  sponsoredText?: string;
}
