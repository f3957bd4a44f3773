import { type ApiClient, createQueryOptions } from '@forecourt/api-client';
import { comparablePriceWindow, listingTypeOf, type PriceRange, similarPriceBand } from '@forecourt/listings';
import type { Listing } from './listing-view';
import { formatUsd, listingPrice } from './listing-view';
import { searchQuery } from './queries';

/** How many cars "Similar cars near you" shows (one row of cards on a wide screen). */
export const SIMILAR_CARS_SHOWN = 4;

/**
 * The condition a similar car must share: the listing's type (NEW, USED, CERTIFIED, 3P_CERT); a listing without
 * one is taken as used, as its payment is.
 */
export const conditionOf = (listing: Listing): string => listingTypeOf(listing as never) ?? 'USED';

/** What a vehicle page's similar cars are searched by: what the shopper compares before they choose. */
export interface SimilarCarsCriteria {
  readonly makeCode: string;
  readonly modelCode: string;
  readonly condition: string;
  readonly price: number;
  readonly range: PriceRange;
  /** The zip searched around: the shopper's when known, else the car's dealer's. */
  readonly zip: string;
}

/**
 * The similar cars of a listing: the same make, model and condition, priced within `similarPriceBand` (80 to 120
 * percent), around `zip` at the zip's default radius. Undefined when the listing lacks a make, model, price or
 * place to search around: a nationwide list of any price was what issue 29 found wrong.
 */
export function similarCarsCriteria(
  listing: Listing,
  zip: string | undefined,
): SimilarCarsCriteria | undefined {
  const price = listingPrice(listing);
  if (!listing.makeCode || !listing.modelCode || price === undefined || !zip) return undefined;
  return {
    makeCode: listing.makeCode,
    modelCode: listing.modelCode,
    condition: conditionOf(listing),
    price,
    range: similarPriceBand(price),
    zip,
  };
}

/**
 * The search of `similarCarsCriteria`, nearest first; one more than shown, as the listing itself may come back.
 * Without criteria, a query to leave disabled (a hook is called either way).
 */
export function similarCarsQuery(api: ApiClient, criteria: SimilarCarsCriteria | undefined) {
  if (!criteria) return searchQuery(api, {});
  return searchQuery(api, {
    makeCode: [criteria.makeCode],
    modelCode: [criteria.modelCode],
    listingType: [criteria.condition],
    minPrice: String(criteria.range.minPrice),
    maxPrice: String(criteria.range.maxPrice),
    zip: criteria.zip,
    sortBy: 'distanceASC',
    numRecords: String(SIMILAR_CARS_SHOWN + 1),
  });
}

/**
 * The dealer-lot comparables (spec 001 s7, GET /rest/lsc/dealerlot/v2/multiple) of a listing: around its
 * dealer's zip, the same make, model and condition, within "Comparable-listing price window 95 percent to 105
 * percent of sale price" (spec 001 s9), the listing itself excluded. Undefined without those facts.
 */
export function dealerLotCriteria(listing: Listing, dealerZip: string | undefined) {
  const price = listing.pricingDetail?.salePrice ?? undefined;
  if (!listing.makeCode || !listing.modelCode || price === undefined || price === null || !dealerZip)
    return undefined;
  const window = comparablePriceWindow(price);
  return {
    /** The price the window is around: each comparable's difference is told against it. */
    salePrice: price,
    excludedListingId: listing.id,
    zip: dealerZip,
    makeCode: listing.makeCode,
    modelCode: listing.modelCode,
    listingTypes: [conditionOf(listing)],
    minPrice: window.minPrice,
    maxPrice: window.maxPrice,
  };
}

export type DealerLotCriteria = NonNullable<ReturnType<typeof dealerLotCriteria>>;

/** The dealer-lot call of `dealerLotCriteria`; without criteria, a query to leave disabled. */
export function dealerLotQuery(api: ApiClient, criteria: DealerLotCriteria | undefined) {
  const { salePrice: _price, ...query } = criteria ?? { salePrice: 0, zip: '', makeCode: '', modelCode: '' };
  return createQueryOptions(api).dealerLot(query);
}

/** How a comparable's price stands against the car on the page, in words: "$500 less than this car". */
export function priceDifferenceText(price: number | undefined, reference: number): string | undefined {
  if (price === undefined) return undefined;
  const difference = price - reference;
  if (difference === 0) return 'Same price as this car';
  return `${formatUsd(Math.abs(difference))} ${difference < 0 ? 'less' : 'more'} than this car`;
}

/** The words a heading uses for a condition code: "used", "new", "certified". */
export function conditionWords(condition: string): string {
  switch (condition) {
    case 'NEW':
      return 'new';
    case 'CERTIFIED':
      return 'maker-certified';
    case '3P_CERT':
      return 'third-party-certified';
    default:
      return 'used';
  }
}
