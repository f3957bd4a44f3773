/** The listing fields the ranking reads (spec 000 section 3, "Listing fields used here"). */
export interface InterestFields {
  isReducedPrice?: boolean | null;
  viewCount?: number | null;
  pricingDetail?: { dealIndicator?: string | null } | null;
}

/** "view count above 3" */
export const INTEREST_VIEW_COUNT_THRESHOLD = 3;

function signals(listing: InterestFields): boolean[] {
  const deal = listing.pricingDetail?.dealIndicator;
  return [
    listing.isReducedPrice === true,
    (listing.viewCount ?? 0) > INTEREST_VIEW_COUNT_THRESHOLD,
    deal === 'Great',
    deal === 'Good',
  ];
}

/**
 * Compares two listings for "Vehicle-interest ranking: orders by reduced price, then view count above 3, then
 * a 'Great' deal, then a 'Good' deal" (spec 000 section 5): the first signal that differs decides.
 */
export function compareVehicleInterest(a: InterestFields, b: InterestFields): number {
  const left = signals(a);
  const right = signals(b);
  for (let index = 0; index < left.length; index += 1) {
    if (left[index] !== right[index]) return left[index] ? -1 : 1;
  }
  return 0;
}

/** A new array ordered by vehicle interest; equal listings keep their order. */
export function rankByVehicleInterest<T extends InterestFields>(listings: readonly T[]): T[] {
  return [...listings].sort(compareVehicleInterest);
}
