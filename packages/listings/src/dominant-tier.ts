import type { Listing } from './listing';

/** "For 20 or more listings ..." (spec 000 section 9). */
export const DOMINANT_TIER_MIN_LISTINGS = 20;
/** "... the first 25 are counted ..." (spec 000 section 9). */
export const DOMINANT_TIER_SAMPLE_SIZE = 25;
/** Priority from which a listing counts as Featured: 20 FEATURED and 30 PREMIUM. */
export const FEATURED_MIN_PRIORITY = 20;

export type ListingTier = 'Featured' | 'Standard';

/** A listing's tier: Featured at priority 20 (FEATURED) or above, Standard otherwise or without a priority. */
export function listingTier(listing: Pick<Listing, 'priority'>): ListingTier {
  return typeof listing.priority === 'number' && listing.priority >= FEATURED_MIN_PRIORITY
    ? 'Featured'
    : 'Standard';
}

/**
 * "For 20 or more listings the first 25 are counted and the dominant tier (Featured or Standard, ties to
 * Featured) is reported." (spec 000 section 9) `undefined` for fewer than 20 listings.
 */
export function dominantTier(listings: readonly Pick<Listing, 'priority'>[]): ListingTier | undefined {
  if (listings.length < DOMINANT_TIER_MIN_LISTINGS) return undefined;
  let featured = 0;
  const sample = listings.slice(0, DOMINANT_TIER_SAMPLE_SIZE);
  for (const listing of sample) if (listingTier(listing) === 'Featured') featured += 1;
  return featured >= sample.length - featured ? 'Featured' : 'Standard';
}
